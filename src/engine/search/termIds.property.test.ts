import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeField, splitWords } from '../text/analyze';
import { SPEC_FIELDS, TEXT_FIELDS } from './fields';
import { joinedFormsOf } from './joinedName';
import { MAX_COUNT } from './packedCounts';
import { Postings } from './postings';
import type { TextField } from './types';

/**
 * A load's reading of its texts (Postings.addTexts through a TermMemo, each ASCII word found in
 * place) against the reading it stands for: each field analysed to stems (analyzeField) and the
 * name's joined forms (joinedFormsOf), added as stems (Postings.add). Every stem's postings, the
 * design's counts past the cap, each tool's lengths and joined forms must be the same. The words
 * are the awkward ones: mixed case, stopwords, digits, words whose stems meet, non-ASCII text
 * (where the memo falls back to strings) and runs longer than a joined form.
 */
const WORDS = [
  'get',
  'Weather',
  'forecast',
  'files',
  'file',
  'in',
  'the',
  'to',
  'GitHub',
  'addLabel',
  'HTTPServer',
  'pdf2Text',
  'note',
  'book',
  'notebook',
  'caf\u00e9',
  '\u0130stanbul',
  'x',
  'y',
  'yes',
  'running',
  'runs',
  'a'.repeat(40),
  'B'.repeat(30),
  'list',
  'items',
  'it',
];
const SEPARATORS = [' ', '_', '-', '.', ' , ', '__', ''];
const textArb = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS)), { maxLength: 12 })
  .map((parts) => parts.map(([word, separator]) => word + separator).join(''));
/** Now and then one word said past the packed cap (63), so a count is kept exact apart. */
const fieldArb = fc.oneof(
  { weight: 6, arbitrary: textArb },
  { weight: 1, arbitrary: fc.constantFrom(...WORDS).map((word) => `${word} `.repeat(70)) },
);
const toolArb = fc.tuple(textArb, fieldArb, textArb, textArb, fieldArb);

const asStems = (postings: Postings, name: string, texts: readonly string[]): void => {
  const stems = {} as Record<TextField, string[]>;
  const wholes = {} as Record<TextField, string[]>;
  TEXT_FIELDS.forEach((field, f) => {
    ({ stems: stems[field], wholes: wholes[field] } = analyzeField(texts[f] ?? ''));
  });
  const joined = joinedFormsOf(name).map(({ stem }) => stem);
  postings.add(name, stems, joined, wholes);
};

/** Every stem a tool of `texts` could hold. */
const stemsOf = (name: string, texts: readonly string[]): string[] => [
  ...texts.flatMap((text) => Object.values(analyzeField(text)).flat()),
  ...joinedFormsOf(name).map(({ stem }) => stem),
];

describe('a load read through the term memo', () => {
  it('indexes every tool as its stems added one by one do', () => {
    fc.assert(
      fc.property(fc.array(toolArb, { minLength: 1, maxLength: 8 }), (tools) => {
        const byStems = new Postings();
        const byMemo = new Postings();
        const stems = new Set<string>();
        tools.forEach(([nameText, ...rest], at) => {
          const name = `${nameText}#${at}`;
          const texts = [name, ...rest];
          asStems(byStems, name, texts);
          byMemo.addTexts(name, texts, splitWords(name));
          for (const stem of stemsOf(name, texts)) stems.add(stem);
          expect(byMemo.lengths(name)).toEqual(byStems.lengths(name));
          // A removal frees ids the memo held: the next add must not read them.
          if (at % 3 === 1) {
            const gone = `${tools[at - 1]?.[0]}#${at - 1}`;
            byStems.remove(gone);
            byMemo.remove(gone);
          }
          if (at % 4 === 3) for (const postings of [byStems, byMemo]) postings.trim();
        });
        for (const stem of stems) {
          const [a, b] = [byStems.term(stem), byMemo.term(stem)];
          expect(b?.specDf).toBe(a?.specDf);
          const pairs = (term: typeof a) =>
            term
              ? Array.from(term.slots.subarray(term.start, term.start + term.size), (slot, i) => [
                  slot,
                  term.counts[term.start + i],
                ])
              : [];
          expect(pairs(b)).toEqual(pairs(a));
          tools.forEach((_, slot) => {
            SPEC_FIELDS.forEach((_, f) => {
              const exact = (postings: Postings) =>
                postings.spec.exactCount(slot, f, stem, MAX_COUNT);
              expect(exact(byMemo)).toBe(exact(byStems));
            });
          });
        }
        tools.forEach((_, slot) => {
          expect(byMemo.spec.joinedLength(slot)).toBe(byStems.spec.joinedLength(slot));
          expect(byMemo.nameAt(slot)).toBe(byStems.nameAt(slot));
        });
        expect(byMemo.stats.terms).toBe(byStems.stats.terms);
        expect(byMemo.stats.postings).toBe(byStems.stats.postings);
        for (let f = 0; f <= SPEC_FIELDS.length; f++) {
          expect(byMemo.spec.average(f)).toBe(byStems.spec.average(f));
        }
      }),
      { numRuns: 25 },
    );
  });
});
