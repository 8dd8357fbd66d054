import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fxhash32, fxhash32Bytes } from './fxhash';

/**
 * fxhash32 reads an ASCII token's char codes as its UTF-8 bytes; the model encodes every token
 * (the reading checked against the crate's own ids in embedder.test.ts).
 */
const UTF8 = new TextEncoder();
const model = (token: string): number => fxhash32Bytes(UTF8.encode(token));

describe('fxhash32', () => {
  it('gives the id of the UTF-8 bytes, for ASCII and any other text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary-ascii', maxLength: 40 }),
          fc.string({ unit: 'grapheme', maxLength: 20 }),
          fc.string({ unit: 'binary', maxLength: 20 }),
        ),
        (token) => {
          expect(fxhash32(token)).toBe(model(token));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("keeps the crate's ids", () => {
    expect(fxhash32('space')).toBe(866767497);
    expect(fxhash32('Cup')).toBe(3568447556);
  });
});
