/** Types of scripts/lib/seeded.mjs. */
/** A seeded generator of numbers in [0, 1): the same seed draws the same numbers. */
export function mulberry32(seed: number): () => number;
