import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOSTS } from '../../engine';
import { OramaIndex } from './oramaIndex';

const fields = (description: string) => ({
  name: 'tool',
  description,
  capabilities: 'file:read',
  glossary: '',
});

describe('OramaIndex', () => {
  it('scores exactly as unpatched Orama, repeated tokens included', () => {
    const docs = [
      'read the file, file after file, then file it away',
      'write a file',
      'excel excel excel workbook file',
      'nothing relevant here',
    ];
    const patched = new OramaIndex();
    const plain = new OramaIndex({ linearFrequencies: false });
    docs.forEach((description, i) => {
      patched.add(`d${i}`, fields(description));
      plain.add(`d${i}`, fields(description));
    });
    for (const query of ['file', 'excel file', 'read write', 'workbook']) {
      expect(patched.score(query, DEFAULT_BOOSTS)).toEqual(plain.score(query, DEFAULT_BOOSTS));
    }
  });

  it('scores as unpatched Orama for any documents, after removals too', () => {
    const word = fc.constantFrom('file', 'files', 'read', 'excel', 'pdf', 'merge', 'label', 'the');
    const text = fc.array(word, { maxLength: 12 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 3 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        (docs, removals, query) => {
          const patched = new OramaIndex();
          const plain = new OramaIndex({ linearFrequencies: false });
          docs.forEach((description, i) => {
            patched.add(`d${i}`, fields(description));
            plain.add(`d${i}`, fields(description));
          });
          for (const removal of new Set(removals.map((n) => n % docs.length))) {
            patched.remove(`d${removal}`);
            plain.remove(`d${removal}`);
          }
          const terms = query.join(' ');
          expect(patched.score(terms, DEFAULT_BOOSTS)).toEqual(plain.score(terms, DEFAULT_BOOSTS));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('indexes a 1 MB description in linear time with unchanged scores', () => {
    const index = new OramaIndex();
    const started = performance.now();
    index.add('big', fields('word '.repeat(200_000)));
    // Quadratic counting took minutes here; linear takes well under a second even on a busy CI.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(index.score('word', DEFAULT_BOOSTS).map((hit) => hit.id)).toEqual(['big']);
  });
});

describe('OramaIndex.scoreInto', () => {
  const word = fc.constantFrom('file', 'files', 'read', 'excel', 'pdf', 'merge', 'label', 'the');
  const text = fc.array(word, { maxLength: 12 }).map((words) => words.join(' '));
  const boost = fc.constantFrom(0, 0.5, 1, 3);

  it("writes exactly the scores of Orama's own search, after removals and with any boosts", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: text, description: text, capabilities: text }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.array(fc.nat(), { maxLength: 3 }),
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.record({ name: boost, description: boost, capabilities: boost, glossary: boost }),
        (docs, removals, query, boosts) => {
          const index = new OramaIndex();
          const ids = new Map<number, string>();
          docs.forEach((doc, i) => {
            ids.set(index.add(`d${i}`, { ...doc, glossary: '' }), `d${i}`);
          });
          for (const removal of new Set(removals.map((n) => n % docs.length))) {
            index.remove(`d${removal}`);
          }
          const terms = query.join(' ');
          const scores = new Map<number, number>();
          index.scoreInto(terms, boosts, scores);
          const written = [...scores].map(([internal, score]) => ({
            id: ids.get(internal),
            score,
          }));
          const byId = (a: { id?: string }, b: { id?: string }) =>
            (a.id ?? '').localeCompare(b.id ?? '');
          expect(written.sort(byId)).toEqual(index.score(terms, boosts).sort(byId));
        },
      ),
      { numRuns: 300 },
    );
  });
});
