import { describe, expect, it } from 'vitest';
import { canonicalQuery } from '../../../src/http/routes/pagination';

describe('canonical list queries', () => {
  it('sorts parameters, joins lists with commas and keeps only known keys', () => {
    const raw = { search: 'a b', status: ['publish', 'draft'], zzz: 'ignored', page: '3' };
    expect(canonicalQuery(raw, ['page', 'search', 'status'], { page: 3 })).toBe(
      'page=3&search=a%20b&status=publish,draft',
    );
    expect(canonicalQuery({ b: '1', a: '2' }, ['a', 'b'], {})).toBe(canonicalQuery({ a: '2', b: '1' }, ['b', 'a'], {}));
  });
});
