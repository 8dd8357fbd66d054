import { describe, expect, it } from 'vitest';
import { embedCodexTokens, embedTokens, FALLBACK_AVGDL, fitAvgdl } from './embedder';
import { fxhash32 } from './fxhash';
import { codexTokens } from './tokenizer';

/**
 * The `bm25` crate's embedder tests (Michael-JB/bm25 `src/embedder.rs` @
 * 149e2b59d0442a9c96c983fc543e0b0de48a691c), with their expected ids and weights.
 */
const embed = (text: string, avgdl: number) => embedCodexTokens(codexTokens(text), avgdl);

describe("the bm25 crate's embedder tests", () => {
  it('it_weights_unique_words_equally', () => {
    const embedding = embed('banana apple orange', 3);
    expect(embedding).toHaveLength(3);
    expect(new Set(embedding.map((token) => token.value)).size).toBe(1);
  });

  it('it_weights_repeated_words_unequally', () => {
    expect(embed('space station station', 3)).toEqual([
      { index: 866767497, value: 1.0 },
      { index: 666609503, value: 1.375 },
      { index: 666609503, value: 1.375 },
    ]);
  });

  it('it_constrains_avgdl', () => {
    const embedding = embed('space station', 0);
    expect(embedding.length).toBeGreaterThan(0);
    expect(embedding.every((token) => token.value > 0)).toBe(true);
  });

  it('it_handles_empty_corpus', () => {
    expect(fitAvgdl([], codexTokens)).toBe(FALLBACK_AVGDL);
    expect(embed('space station', fitAvgdl([], codexTokens)).length).toBeGreaterThan(0);
  });

  it('it_handles_empty_input', () => {
    expect(embed('', 1)).toEqual([]);
  });

  it('it_allows_customisation_of_embedder', () => {
    const embedding = embedTokens(codexTokens('space station'), { avgdl: 2, embedToken: () => 42 });
    expect(embedding.map((token) => token.index)).toEqual([42, 42]);
  });

  it('it_allows_customisation_of_tokenizer (fxhash32 of "Cup", "of", "tea")', () => {
    const tokens = 'CupTofTtea'.split('T').filter((token) => token !== '');
    expect(embedCodexTokens(tokens, 1).map((token) => token.index)).toEqual([
      3568447556, 3221979461, 415655421,
    ]);
  });
});

describe('the fit and the id', () => {
  it('fits avgdl as the mean token count, rounded to f32', () => {
    // 1 + 2 + 2 tokens over 3 documents: 5/3 in f64, then f32.
    expect(fitAvgdl(['space', 'space station', 'bacon sandwich'], codexTokens)).toBe(
      Math.fround(5 / 3),
    );
  });

  it('gives a token the same id every time, and different tokens different ids', () => {
    expect(fxhash32('space')).toBe(866767497);
    expect(fxhash32('station')).toBe(666609503);
    expect(fxhash32('')).not.toBe(fxhash32('a'));
  });
});
