import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Embedding, embedTokens } from './embedder';
import { Scorer } from './scorer';

/**
 * The `bm25` crate's scorer tests (Michael-JB/bm25 `src/scorer.rs` @
 * 149e2b59d0442a9c96c983fc543e0b0de48a691c), their printed f32 scores read back as f32 (Rust
 * prints the shortest decimal that reads back to the same f32); then a property against BM25
 * written out plainly in f32.
 */
const e = (...tokens: [number, number][]): Embedding<number> =>
  tokens.map(([index, value]) => ({ index, value: Math.fround(value) }));

const scorerOf = (embeddings: Embedding<number>[]) => {
  const scorer = new Scorer<number>();
  embeddings.forEach((embedding, id) => {
    scorer.upsert(id, embedding);
  });
  return scorer;
};

describe("the bm25 crate's scorer tests", () => {
  it('it_scores_missing_document_as_none', () => {
    const scorer = new Scorer<number>();
    expect(scorer.score(12345, e([1, 1]))).toBeUndefined();
    expect(scorer.matches(e([1, 1]))).toEqual([]);
  });

  it('it_scores_mutually_exclusive_indices_as_zero', () => {
    expect(scorerOf([e([1, 1])]).score(0, e([0, 1]))).toBe(0);
  });

  it('it_scores_rare_indices_higher_than_common_ones', () => {
    const scorer = scorerOf([e([0, 1]), e([0, 1]), e([1, 1])]);
    expect(scorer.score(0, e([0, 1]))).toBeLessThan(scorer.score(2, e([1, 1])) ?? 0);
  });

  it('it_scores_longer_embeddings_lower_than_shorter_ones', () => {
    const scorer = scorerOf([e([0, 0.9], [1, 0.9]), e([0, 1])]);
    expect(scorer.score(0, e([0, 1]))).toBeLessThan(scorer.score(1, e([0, 1])) ?? 0);
  });

  it('it_only_matches_embeddings_with_non_zero_score', () => {
    const scorer = scorerOf([e([0, 1]), e([1, 1])]);
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: the f32 the crate's test prints
    expect(scorer.matches(e([0, 1]))).toEqual([{ id: 0, score: Math.fround(0.6931472) }]);
  });

  it('it_does_not_score_frequent_terms_negatively', () => {
    const scorer = scorerOf([e([0, 1.5], [0, 1.5])]);
    expect(scorer.matches(e([0, 1]))[0]?.score).toBeGreaterThanOrEqual(0);
  });

  it('it_sorts_matches_by_score', () => {
    const scorer = scorerOf([e([0, 0.9], [1, 0.9]), e([0, 1])]);
    expect(scorer.matches(e([0, 1]))).toEqual([
      { id: 1, score: Math.fround(0.1823216) },
      { id: 0, score: Math.fround(0.16408943) },
    ]);
  });
});

describe('a repeated word and a replaced document', () => {
  it('counts a query word said twice twice', () => {
    const scorer = scorerOf([e([0, 1]), e([1, 1])]);
    const once = scorer.score(0, e([0, 1])) ?? 0;
    expect(scorer.score(0, e([0, 1], [0, 1]))).toBe(Math.fround(once + once));
  });

  it('replaces a document upserted again, and forgets a removed one', () => {
    const scorer = scorerOf([e([0, 1]), e([1, 1])]);
    scorer.upsert(0, e([1, 1]));
    expect(scorer.matches(e([0, 1]))).toEqual([]);
    scorer.remove(1);
    expect(scorer.matches(e([1, 1])).map((match) => match.id)).toEqual([0]);
  });
});

/**
 * BM25 as the crate's formula reads, written without the scorer's index: for each query position,
 * count the documents holding the token and the token in the document, and add idf × weight.
 */
const bruteForce = (documents: string[][], query: string[], avgdl: number): number[] => {
  const f = Math.fround;
  const k1 = f(1.2);
  const b = f(0.75);
  return documents.map((document) => {
    let score = 0;
    for (const token of query) {
      const n = documents.filter((other) => other.includes(token)).length;
      const idf = f(Math.log(f(1 + f(f(f(documents.length - n) + 0.5) / f(n + 0.5)))));
      const tf = document.filter((other) => other === token).length;
      const norm = f(k1 * f(f(1 - b) + f(b * f(document.length / avgdl))));
      const weight = tf === 0 ? 0 : f(f(tf * f(k1 + 1)) / f(tf + norm));
      score = f(score + f(idf * weight));
    }
    return score;
  });
};

describe('the scorer against BM25 written out', () => {
  const word = fc.constantFrom('alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta');
  it('gives every document the same f32 score, for random small corpora and queries', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(word, { maxLength: 12 }), { minLength: 1, maxLength: 8 }),
        fc.array(word, { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        (documents, query, avgdl) => {
          const id = (token: string) => token;
          const scorer = new Scorer<number, string>();
          documents.forEach((tokens, at) => {
            scorer.upsert(at, embedTokens(tokens, { avgdl, embedToken: id }));
          });
          const queryEmbedding = embedTokens(query, { avgdl, embedToken: id });
          const expected = bruteForce(documents, query, Math.fround(avgdl));
          documents.forEach((_, at) => {
            expect(scorer.score(at, queryEmbedding)).toBe(expected[at]);
          });
          const matched = scorer.matches(queryEmbedding);
          expect(matched.map((match) => match.score)).toEqual(
            matched.map((match) => expected[match.id]),
          );
          const sharing = documents.flatMap((tokens, at) =>
            query.some((token) => tokens.includes(token)) ? [at] : [],
          );
          expect(matched.map((match) => match.id).sort((x, y) => x - y)).toEqual(sharing);
        },
      ),
      { numRuns: 300 },
    );
  });
});
