import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bm25Corpus } from './corpus';
import { lengthNormF32, meanLength, termWeightF32 } from './embedder';
import { addScoreF32, idfF32 } from './scorer';
import { TermNumbers } from './termNumbers';

/**
 * The compact corpus against BM25 worked out plainly over the documents held, after random
 * adds, removes and moves: once settling its postings at every change (every posting copied, the
 * slots of removed documents freed and taken again), once never within these sizes.
 */

// Token ids as fxhash gives them: any u32, so some collide in the term table's low bits.
const TOKENS = [0, 1, 2, 3, 4, 0xffffffff, 0x80000000, 0x9e3779b1, 1024, 2048] as const;
const token = fc.constantFrom(...TOKENS);

type Op =
  | { kind: 'add'; id: number; indices: number[] }
  | { kind: 'remove'; id: number }
  | { kind: 'place'; id: number; order: number };

const id = fc.nat({ max: 12 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    id,
    indices: fc.array(token, { maxLength: 9 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), id }),
  fc.record({ kind: fc.constant('place' as const), id, order: fc.nat({ max: 30 }) }),
);

type Held = { indices: number[]; order: number };

/** Orders never shared (as catalog positions are), so equal scores have one order. */
const unique = (op: { id: number; order: number }) => op.order * 16 + op.id;

/** Every document sharing a token with the query, scored as the crate does, best first. */
const plainMatches = (held: ReadonlyMap<number, Held>, query: readonly number[]) => {
  const documents = [...held.values()];
  const avgdl = meanLength(
    documents.reduce((sum, document) => sum + document.indices.length, 0),
    documents.length,
  );
  const idf = (index: number) =>
    idfF32(held.size, documents.filter((document) => document.indices.includes(index)).length);
  return [...held]
    .filter(([, document]) => query.some((index) => document.indices.includes(index)))
    .map(([key, document]) => {
      const norm = lengthNormF32(document.indices.length, avgdl);
      let score = 0;
      for (const index of query) {
        const count = document.indices.filter((one) => one === index).length;
        score = addScoreF32(score, idf(index), count === 0 ? 0 : termWeightF32(count, norm));
      }
      return { id: key, score, order: document.order };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ id, score }) => ({ id, score }));
};

describe('the compact BM25 corpus', () => {
  it('scores as plain BM25 over the documents held, settled at every change or not', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { maxLength: 40 }),
        fc.array(fc.array(token, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        (ops, queries) => {
          const held = new Map<number, Held>();
          const settling = new Bm25Corpus<number>(1);
          const waiting = new Bm25Corpus<number>();
          for (const op of ops) {
            const document = held.get(op.id);
            for (const corpus of [settling, waiting]) {
              if (op.kind === 'add' && !document) corpus.add(op.id, op.indices, op.id);
              if (op.kind === 'remove' && document) corpus.remove(op.id, document.indices);
              if (op.kind === 'place') corpus.place(op.id, unique(op));
            }
            if (op.kind === 'add' && !document)
              held.set(op.id, { indices: op.indices, order: op.id });
            if (op.kind === 'remove') held.delete(op.id);
            if (op.kind === 'place' && document) document.order = unique(op);
          }
          for (const query of queries) {
            const expected = plainMatches(held, query);
            expect(settling.matches(query)).toEqual(expected);
            expect(waiting.matches(query)).toEqual(expected);
            for (const [key, document] of held)
              expect(settling.parts(key, query, document.indices)).toEqual(
                waiting.parts(key, query, document.indices),
              );
          }
          expect(settling.size).toBe(held.size);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('term numbers', () => {
  it('number each u32 id once, in the order first seen, past every growth of the table', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 0xffffffff }), { maxLength: 3000 }), (ids) => {
        const numbers = new TermNumbers();
        const expected = new Map<number, number>();
        for (const one of ids) {
          if (!expected.has(one)) expected.set(one, expected.size);
          expect(numbers.number(one)).toBe(expected.get(one));
        }
        for (const [one, number] of expected) expect(numbers.get(one)).toBe(number);
        expect(numbers.get(0x12345678)).toBe(expected.get(0x12345678) ?? -1);
        expect(numbers.size).toBe(expected.size);
      }),
      { numRuns: 40 },
    );
  });
});
