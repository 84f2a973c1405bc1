/** Types of scripts/lib/worker-modules.mjs. */

/** A part of the Worker build: its files, bytes and what they hold. */
export interface ModulesPart {
  /** Its files, relative to the build's folder (`index.js`, `chunks/…`). */
  files: string[];
  /** Bytes, minified. */
  raw: number;
  /** Bytes of its files gzipped (level 9) as one stream. */
  gzip: number;
  /** Bytes by package or `src/<folder>`, largest first. */
  owners: [string, number][];
  /** The source and package files it holds (project-relative). */
  inputs: string[];
}

/** The build in `outdir`: what the main module evaluates at startup, and what only `import()` reaches. */
export function workerModules(outdir: string): { startup: ModulesPart; onDemand: ModulesPart };
