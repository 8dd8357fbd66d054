import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha1Hex } from './sha1';

const node = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

describe('sha1Hex', () => {
  it('gives FIPS 180 example digests', () => {
    expect(sha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(sha1Hex('')).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(sha1Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
    );
  });

  it('equals node:crypto on any text, across block edges and non-ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(sha1Hex(text)).toBe(node(text));
      }),
      { numRuns: 400 },
    );
    for (let length = 50; length <= 130; length++)
      expect(sha1Hex('é'.repeat(length))).toBe(node('é'.repeat(length)));
  });
});
