/**
 * mulberry32, a small seeded generator: the same seed draws the same numbers, so a failing case can be replayed
 * from its seed. Shared by the bulk seed (scripts/bulk-seed.generate.mjs), the fuzzers (bench/lib/fuzz.mjs) and the
 * fuzz test (test/http/fuzz-values.ts); it imports nothing, so workerd tests can load it.
 */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
