import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildExcerpt } from './excerpt';
import { excerptMatches } from './matches';
import { waterFill } from './page';
import { collapse } from './render';
import { ELLIPSIS, SEPARATOR } from './types';

const WORDS = ['file', 'files', 'excel', 'read', 'sheet', 'data', 'report', 'the', 'of', 'pdf'];
const PIECES = [...WORDS, ' ', ' ', '  ', '\n', '. ', ', ', '-', '_', '😀', 'שלום', 'naïve', '(x)'];

const descriptionArb = fc
  .array(fc.constantFrom(...PIECES), { maxLength: 220 })
  .map((pieces) => pieces.join(''));
const termsArb = fc.uniqueArray(
  fc.record({
    stem: fc.constantFrom('file', 'excel', 'read', 'sheet', 'data', 'report', 'pdf'),
    weight: fc.double({ min: 1, max: 6, noNaN: true }),
  }),
  { selector: (term) => term.stem, maxLength: 4 },
);
const prefixArb = fc.option(fc.constantFrom('Tool name: read excel', 'Glossary: Spreadsheet'), {
  nil: undefined,
});

/** The description pieces an excerpt shows, with its own punctuation and prefix removed. */
const shownPieces = (text: string, prefix: string | undefined): string[] => {
  let body = prefix && text.startsWith(`${prefix} — `) ? text.slice(prefix.length + 3) : text;
  if (prefix && body === prefix) body = '';
  if (body.startsWith(`${ELLIPSIS} `)) body = body.slice(2);
  if (body.endsWith(ELLIPSIS)) body = body.slice(0, -1);
  return body.split(SEPARATOR).filter((piece) => piece !== '');
};

describe('buildExcerpt properties', () => {
  it('stays within its cap, keeps only windows with hits, and shows only description text', () => {
    fc.assert(
      fc.property(
        descriptionArb,
        termsArb,
        fc.integer({ min: 0, max: 400 }),
        prefixArb,
        (text, terms, cap, prefix) => {
          const excerpt = buildExcerpt(text, terms, cap, { prefix });
          expect(excerpt.text.length).toBeLessThanOrEqual(cap);

          const hits = excerptMatches(text, terms);
          for (const window of excerpt.windows) {
            expect(window.chars).toBe(window.end - window.start);
            const inside = hits.filter((hit) => hit.start >= window.start && hit.end <= window.end);
            expect(inside.length).toBeGreaterThan(0);
          }

          const source = collapse(text);
          for (const piece of shownPieces(excerpt.text, excerpt.prefix)) {
            expect(source).toContain(piece);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(
        descriptionArb,
        termsArb,
        fc.integer({ min: 0, max: 400 }),
        (text, terms, cap) => {
          expect(buildExcerpt(text, terms, cap)).toEqual(buildExcerpt(text, terms, cap));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('waterFill properties', () => {
  it('never exceeds the page budget or a need, and spends the page when needs exceed it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000 }),
        fc.array(fc.integer({ min: 0, max: 2_000 }), { maxLength: 25 }),
        (budget, needs) => {
          const shares = waterFill(budget, needs);
          const total = shares.reduce((sum, share) => sum + share.share, 0);
          expect(total).toBeLessThanOrEqual(budget);
          shares.forEach((share, i) => {
            expect(share.share).toBeLessThanOrEqual(needs[i] ?? 0);
            expect(share.share).toBeGreaterThanOrEqual(0);
          });
          const wanted = needs.reduce((sum, need) => sum + need, 0);
          if (wanted <= budget) expect(total).toBe(wanted);
          else expect(budget - total).toBeLessThan(Math.max(1, needs.length));
        },
      ),
    );
  });
});
