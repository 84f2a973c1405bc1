import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * scripts/lib/side-channel.cjs, which the Worker build gives `qs` in place of the `side-channel` package
 * (scripts/worker-build.mjs): the same answers as the package's, operation by operation, and `qs` parsing and
 * writing the same through it.
 */

const require = createRequire(import.meta.url);
type Channel = {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
};
const shim = require('../../scripts/lib/side-channel.cjs') as () => Channel;
const original = require('side-channel') as () => Channel;

/** What a channel answers to an operation: its value, or the error it throws. */
function outcome(run: () => unknown): unknown {
  try {
    return { value: run() };
  } catch (error) {
    return { error: (error as Error).message, type: (error as Error).constructor.name };
  }
}

describe('side-channel on the runtime’s maps', () => {
  it('answers every operation as the package does, for object and primitive keys', () => {
    const objectKey = {};
    const functionKey = () => 0;
    const keys: unknown[] = [
      objectKey,
      functionKey,
      [],
      'a',
      1,
      0,
      -0,
      Number.NaN,
      true,
      null,
      undefined,
      Symbol.for('s'),
    ];
    const a = shim();
    const b = original();
    const ops: [string, (c: Channel, key: unknown) => unknown][] = [
      ['has', (c, k) => c.has(k)],
      ['get', (c, k) => c.get(k)],
      ['assert', (c, k) => c.assert(k)],
      ['delete', (c, k) => c.delete(k)],
      ['set', (c, k) => c.set(k, { of: typeof k })],
      ['has', (c, k) => c.has(k)],
      ['get', (c, k) => c.get(k)],
      ['assert', (c, k) => c.assert(k)],
      ['set', (c, k) => c.set(k, 2)],
      ['get', (c, k) => c.get(k)],
      ['delete', (c, k) => c.delete(k)],
      ['delete', (c, k) => c.delete(k)],
      ['has', (c, k) => c.has(k)],
      ['assert', (c, k) => c.assert(k)],
    ];
    for (const key of keys) {
      for (const [name, op] of ops) {
        const described = `${name}(${typeof key === 'symbol' ? 'symbol' : String(key)})`;
        // Keys that are not objects are worded by the package through object-inspect: the message's start only.
        const mine = outcome(() => op(a, key)) as { error?: string };
        const theirs = outcome(() => op(b, key)) as { error?: string };
        if (mine.error !== undefined && theirs.error !== undefined) {
          expect(mine.error.startsWith('Side channel does not contain'), described).toBe(true);
          expect(theirs.error.startsWith('Side channel does not contain'), described).toBe(true);
        } else {
          expect(mine, described).toEqual(theirs);
        }
      }
    }
    // Keys are told apart as the package tells them: one object is not another.
    a.set({}, 1);
    expect(a.has({})).toBe(false);
    expect(a.get(objectKey)).toBeUndefined();
  });

  it('gives qs the same parses and strings', () => {
    const queries = [
      'tags[]=1&tags[]=2&categories=a,b',
      'a[b][c]=1&a[b][d]=2&a[e][]=x',
      'a[0]=x&a[1]=y&a[]=z',
      'a[__proto__][b]=1&constructor[prototype][x]=1',
      'search=%E2%9C%93&page=2&per_page=50&_fields=id,title',
      'x=1&x=2&x[]=3&x[y]=4',
      `deep${'[a]'.repeat(30)}=1`,
    ];
    const options = { depth: 5, arrayLimit: 100, parameterLimit: 1000, allowDots: false };
    const qs = require('qs') as typeof import('qs');
    const expected = queries.map((q) => JSON.stringify(qs.parse(q, options)));
    const strings = [
      { a: [1, 2], b: { c: 'd' } },
      { tags: ['x', 'y'], skip: null },
    ].map((v) => qs.stringify(v, { arrayFormat: 'brackets', skipNulls: true, encodeValuesOnly: true }));
    // qs again, with the shim where it requires side-channel.
    const qsDir = require.resolve('qs');
    const channel = require.resolve('side-channel', { paths: [qsDir] });
    for (const key of Object.keys(require.cache)) if (key.includes(`${'/node_modules/qs/'}`)) delete require.cache[key];
    const real = require.cache[channel];
    require(channel);
    require.cache[channel]!.exports = shim;
    try {
      const shimmed = require('qs') as typeof import('qs');
      expect(require.cache[channel]!.exports).toBe(shim);
      expect(queries.map((q) => JSON.stringify(shimmed.parse(q, options)))).toEqual(expected);
      expect(
        [
          { a: [1, 2], b: { c: 'd' } },
          { tags: ['x', 'y'], skip: null },
        ].map((v) => shimmed.stringify(v, { arrayFormat: 'brackets', skipNulls: true, encodeValuesOnly: true })),
      ).toEqual(strings);
      const cyclic: Record<string, unknown> = { a: 1 };
      cyclic.self = cyclic;
      expect(() => shimmed.stringify(cyclic)).toThrow(/Cyclic object value/);
    } finally {
      if (real) require.cache[channel] = real;
      else delete require.cache[channel];
    }
  });
});
