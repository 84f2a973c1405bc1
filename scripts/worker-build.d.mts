/** Types of scripts/worker-build.mjs. */

/** Builds the Worker (or `entry`) into `outdir` unless built from the same inputs; esbuild's metafile. */
export function buildWorker(options?: {
  outdir?: string;
  entry?: string;
  minify?: boolean;
  force?: boolean;
}): Promise<{ inputs: Record<string, unknown>; outputs: Record<string, unknown> }>;
