import { describe, expect, it } from 'vitest';
import { catalogApi } from './catalogApi';
import { tokensApi } from './tokensApi';

describe('tokensApi.tokenPieces', () => {
  it("answers the pieces of a text, agreeing with the worker's own count", async () => {
    const text = 'Found 3 tools for "merge pdf" 🤖 among 169 in scope.\n  - merge_pdfs';
    const answer = await tokensApi.tokenPieces(text);
    expect(answer.pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(answer.tokens).toBe((await catalogApi.countTokens(text)).tokens);
    expect(answer.moreTokens).toBe(0);
  });

  it('bounds a long text to the limit asked', async () => {
    const answer = await tokensApi.tokenPieces('word '.repeat(5_000), 50);
    expect(answer.pieces.reduce((sum, piece) => sum + piece.ids.length, 0)).toBe(50);
    expect(answer.moreTokens).toBe(answer.tokens - 50);
  });
});
