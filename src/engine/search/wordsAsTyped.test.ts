import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { loadPulledServer } from '../../test/pulledServers';
import { type Catalog, makeTool } from '../catalog/types';
import { stem } from '../text/analyze';
import { SPEC_FIELDS, TEXT_FIELDS } from './fields';
import { ToolIndex } from './ToolIndex';
import { RANKERS, type Ranker, type TextField } from './types';

/**
 * Words as people type them: a word a text writes in mixed case ("GitHub", "JavaScript",
 * "addLabel") is found by the same word typed in lower case, and a query word typed in mixed
 * case is one term, matched by its whole or by all of its parts in one field.
 *
 * The model below knows each generated word's parts, so it needs no camelCase rule of its own:
 * a word's forms are its lowercased whole and, when it is written in mixed case, its parts.
 */

const PARTS = ['git', 'hub', 'java', 'script', 'mongo', 'file', 'read', 'http', 'server', 'tube'];
type Style = 'lower' | 'camel' | 'pascal';
type Word = { text: string; parts: string[]; mixed: boolean };

const capital = (part: string) => `${part[0]?.toUpperCase() ?? ''}${part.slice(1)}`;

const wordArb: fc.Arbitrary<Word> = fc
  .record({
    parts: fc.array(fc.constantFrom(...PARTS), { minLength: 1, maxLength: 3 }),
    style: fc.constantFrom<Style>('lower', 'camel', 'pascal'),
  })
  .map(({ parts, style }) => {
    const text =
      style === 'lower'
        ? parts.join('')
        : style === 'camel'
          ? `${parts[0]}${parts.slice(1).map(capital).join('')}`
          : parts.map(capital).join('');
    // A run with an inner capital is split at it; "Git" alone, or "githubfile", is one word.
    return { text, parts, mixed: parts.length > 1 && style !== 'lower' };
  });

const toolArb = fc.record({
  name: fc.array(wordArb, { minLength: 1, maxLength: 2 }),
  description: fc.array(wordArb, { maxLength: 5 }),
  argument: fc.array(wordArb, { maxLength: 4 }),
});
type ToolSpec = { name: Word[]; description: Word[]; argument: Word[] };

const toolName = (spec: ToolSpec, index: number) =>
  `${spec.name.map((word) => word.text).join('_')}_${index}`;

const catalogOf = (specs: readonly ToolSpec[]): Catalog => ({
  format: 'toollens',
  ontology: { concepts: [] },
  tools: specs.map((spec, index) =>
    makeTool({
      name: toolName(spec, index),
      description: spec.description.map((word) => word.text).join(' '),
      parameters: {
        type: 'object',
        properties: {
          q: { type: 'string', description: spec.argument.map((word) => word.text).join(' ') },
        },
      },
    }),
  ),
});

/**
 * The name's joined forms (joinedName.ts): every run of two to six of its words written
 * together, and all of them when there are more.
 */
const joinedRuns = (words: readonly string[]): string[] => {
  const runs: string[] = [];
  for (let from = 0; from < words.length; from++) {
    for (let to = from + 2; to <= Math.min(words.length, from + 6); to++) {
      runs.push(words.slice(from, to).join(''));
    }
  }
  return words.length > 6 ? [...runs, words.join('')] : runs;
};

/**
 * Each field's forms: every word's lowercased whole stem, and its parts' stems when mixed; the
 * name also holds its joined forms.
 */
const formsOf = (spec: ToolSpec, at: number): Partial<Record<TextField, Set<string>>> => {
  const forms = (words: readonly Word[]) =>
    new Set(
      words.flatMap((word) => [
        stem(word.text.toLowerCase()),
        ...(word.mixed ? word.parts.map(stem) : []),
      ]),
    );
  const nameWords = [
    ...spec.name.flatMap((word) => (word.mixed ? word.parts : [word.text.toLowerCase()])),
    String(at),
  ];
  return {
    name: new Set([...forms(spec.name), ...joinedRuns(nameWords).map(stem)]),
    description: forms(spec.description),
    arguments: forms(spec.argument),
  };
};

/** The tools a one-word query matches in `fields`: its whole, or all its parts in one field. */
const modelMatches = (
  specs: readonly ToolSpec[],
  query: Word,
  fields: readonly TextField[],
): string[] => {
  const whole = stem(query.text.toLowerCase());
  const parts = query.mixed ? query.parts.map(stem) : [];
  const together = parts.length > 1 && new Set(parts).size > 1;
  return specs
    .map((spec, index) => ({ name: toolName(spec, index), forms: formsOf(spec, index) }))
    .filter(({ forms }) =>
      fields.some((field) => {
        const held = forms[field];
        if (!held) return false;
        return held.has(whole) || (together && parts.every((part) => held.has(part)));
      }),
    )
    .map(({ name }) => name)
    .sort();
};

const fieldsOf = (ranker: Ranker): readonly TextField[] =>
  ranker === 'toollens' ? TEXT_FIELDS : SPEC_FIELDS;

describe('words as typed', () => {
  it('finds every tool by any word of its text typed in lower case, under every ranker', () => {
    fc.assert(
      fc.property(fc.array(toolArb, { minLength: 1, maxLength: 8 }), (specs) => {
        const index = new ToolIndex(catalogOf(specs));
        specs.forEach((spec, at) => {
          const fields: [TextField, Word[]][] = [
            ['name', spec.name],
            ['description', spec.description],
            ['arguments', spec.argument],
          ];
          for (const [field, words] of fields) {
            for (const word of words) {
              for (const ranker of RANKERS) {
                if (!fieldsOf(ranker).includes(field)) continue;
                const found = index.rankedNames({ query: word.text.toLowerCase(), ranker });
                expect(found, `${ranker}: "${word.text.toLowerCase()}"`).toContain(
                  toolName(spec, at),
                );
              }
            }
          }
        });
      }),
      { numRuns: 60 },
    );
  });

  it('matches a query word by its whole or all its parts in one field, as the model does', () => {
    fc.assert(
      fc.property(
        fc.array(toolArb, { minLength: 1, maxLength: 8 }),
        wordArb,
        fc.constantFrom(...RANKERS),
        (specs, query, ranker) => {
          const index = new ToolIndex(catalogOf(specs));
          const found = index.rankedNames({ query: query.text, ranker }).sort();
          expect(found).toEqual(modelMatches(specs, query, fieldsOf(ranker)));
          // One term, whatever its parts: coverage is at most 1 and df counts each tool once.
          const result = index.search({ query: query.text, ranker, limit: Infinity });
          expect(result.terms).toHaveLength(1);
          if (ranker !== 'toollens') expect(result.terms[0]?.df).toBe(found.length);
          for (const hit of result.hits) {
            expect(hit.toollens?.matchedTerms.length ?? hit.coverage).toBe(1);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a whole counts in no field length: the other words score as before', () => {
    const catalog = (description: string): Catalog => ({
      format: 'toollens',
      ontology: { concepts: [] },
      tools: [
        makeTool({ name: 'one', description }),
        makeTool({ name: 'two', description: 'list open issues of a repository' }),
      ],
    });
    for (const ranker of RANKERS) {
      const split = new ToolIndex(catalog('list git hub issues'));
      const mixed = new ToolIndex(catalog('list GitHub issues'));
      const score = (index: ToolIndex) => {
        const hit = index.search({ query: 'issues', ranker }).hits.find((h) => h.name === 'one');
        return [hit?.bm25, hit?.toollens?.bm25f];
      };
      expect(score(mixed), ranker).toEqual(score(split));
    }
  });
});

describe('words as typed, on real catalogs', () => {
  it('"github" finds on the demo catalog exactly the tools "GitHub" finds, in the same order', () => {
    const index = new ToolIndex(demoCatalog);
    for (const ranker of RANKERS) {
      const typed = index.rankedNames({ query: 'GitHub', ranker });
      expect(typed.length).toBeGreaterThan(0);
      expect(index.rankedNames({ query: 'github', ranker })).toEqual(typed);
    }
  });

  const playwright = (): ToolIndex => new ToolIndex(loadPulledServer('playwright-mcp').catalog);

  it('"javascript" ranks browser_evaluate in the top 3 on @playwright/mcp', () => {
    const index = playwright();
    expect(index.rankedNames({ query: 'javascript' }).slice(0, 3)).toContain('browser_evaluate');
    expect(index.rankedNames({ query: 'javascript console errors' }).slice(0, 3)).toContain(
      'browser_evaluate',
    );
  });

  it('"click the submit button" ranks browser_click first, above argument text', () => {
    const index = playwright();
    const [first, second] = index.search({ query: 'click the submit button' }).hits;
    expect(first?.name).toBe('browser_click');
    // Every word of the query is in browser_run_code_unsafe's code example, and only there.
    expect(second?.name).toBe('browser_run_code_unsafe');
    expect(second?.toollens?.argumentOnly).toBe(3);
    expect(second?.toollens?.coverage).toBeCloseTo(1, 12);
  });
});
