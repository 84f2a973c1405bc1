/** Types of scripts/worker-build.mjs. */
import type { Plugin } from 'esbuild';

/** Builds the Worker (or `entry`) into `outdir` unless built from the same inputs; esbuild's metafile. */
export function buildWorker(options?: {
  outdir?: string;
  entry?: string;
  minify?: boolean;
  force?: boolean;
  /** More esbuild plugins, after the build's own (such a build must `force`). */
  plugins?: Plugin[];
}): Promise<{ inputs: Record<string, unknown>; outputs: Record<string, unknown> }>;
