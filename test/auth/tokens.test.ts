import { describe, expect, it } from 'vitest';
import { bearerSecret, hashToken, newTokenSecret, sameDigest } from '../../src/auth/tokens';

describe('tokens', () => {
  it('generates 256-bit secrets with a prefix', () => {
    const secret = newTokenSecret();
    expect(secret).toMatch(/^cal_[A-Za-z0-9_-]{43}$/);
    expect(newTokenSecret()).not.toBe(secret);
  });

  it('hashes with SHA-256 and compares digests in constant time', async () => {
    const digest = await hashToken('cal_x');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashToken('cal_x')).toBe(digest);
    expect(sameDigest(digest, digest)).toBe(true);
    expect(sameDigest(digest, await hashToken('cal_y'))).toBe(false);
    expect(sameDigest(digest, 'short')).toBe(false);
  });

  it('parses bearer headers', () => {
    expect(bearerSecret(undefined)).toBeUndefined();
    expect(bearerSecret('Bearer abc')).toBe('abc');
    expect(bearerSecret('bearer   abc  ')).toBe('abc');
    expect(bearerSecret('Basic abc')).toBeNull();
    expect(bearerSecret('Bearer a b')).toBeNull();
  });
});
