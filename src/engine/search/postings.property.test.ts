import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool, type Tool } from '../catalog/types';
import { analyzeStems } from '../text/analyze';
import { argumentText } from './argumentText';
import { SPEC_FIELDS, TEXT_FIELDS } from './fields';
import { countIn, fieldMask, Postings, SPEC_MASK } from './postings';
import { inScope, normalizeFilters } from './scope';
import { ToolIndex } from './ToolIndex';
import type { FieldWeights, Filters, TextField } from './types';

/** Those of `fields` in which the tool holds `stem`, in the order given. */
const fieldsWith = <F extends TextField>(
  stats: Postings,
  name: string,
  stem: string,
  fields: readonly F[],
) => fields.filter((field) => countIn(stats.counts(name, stem), TEXT_FIELDS.indexOf(field)) > 0);

/**
 * The postings against brute force: every answer (df within a scope over a set of fields, the
 * fields a tool has a stem in, whether it matched) recomputed by scanning each tool's analyzed
 * field texts, after random adds, removes, updates and renames. "file" and "files" share a
 * stem, so a stem is not a word.
 */
const WORDS = ['file', 'files', 'read', 'label', 'excel', 'merge', 'report', 'member', 'color'];
const CAPS = ['file:read', 'file:write', 'label:create', 'report:merge'];
const word = fc.constantFrom(...WORDS);
const text = fc.array(word, { maxLength: 5 }).map((words) => words.join(' '));

type Stems = Record<TextField, string[]>;

/** Counts in the fields of `fields` only: what the postings answer under that field mask. */
const bruteDf = (docs: Map<string, Stems>, scope: Set<string>, stem: string, fields: TextField[]) =>
  [...docs].filter(
    ([name, stems]) => scope.has(name) && fields.some((f) => stems[f].includes(stem)),
  ).length;

describe('Postings against brute force', () => {
  const stemsArb = fc.record({
    name: fc.array(word, { maxLength: 3 }),
    description: fc.array(word, { maxLength: 6 }),
    capabilities: fc.array(word, { maxLength: 2 }),
    glossary: fc.array(word, { maxLength: 2 }),
    arguments: fc.array(word, { maxLength: 4 }),
  });
  const opArb = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), at: fc.nat(7), stems: stemsArb }),
    fc.record({ kind: fc.constant('remove' as const), at: fc.nat(7) }),
  );

  it('answers df within a scope over a field mask, has and fieldsWith as a scan would', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { minLength: 1, maxLength: 20 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.array(fc.constantFrom(0, 1), { minLength: 5, maxLength: 5 }),
        (ops, inScopeFlags, weights) => {
          const stats = new Postings();
          const docs = new Map<string, Stems>();
          for (const op of ops) {
            const name = `t${op.at}`;
            // An add onto a present name is an update: out, then in again.
            stats.remove(name);
            docs.delete(name);
            if (op.kind === 'add') {
              const stems = Object.fromEntries(
                TEXT_FIELDS.map((f) => [f, op.stems[f].flatMap((w) => analyzeStems(w))]),
              ) as Stems;
              stats.add(name, stems);
              docs.set(name, stems);
            }
          }
          const every = new Set(docs.keys());
          const scope = new Set([...every].filter((_, i) => inScopeFlags[i]));
          const mask = fieldMask(weights);
          const masked = TEXT_FIELDS.filter((_, f) => weights[f] === 1);
          expect(stats.size).toBe(docs.size);
          for (const stem of new Set(WORDS.flatMap((w) => analyzeStems(w)))) {
            expect(stats.documentFrequency(stem, undefined)).toBe(
              bruteDf(docs, every, stem, [...TEXT_FIELDS]),
            );
            expect(stats.documentFrequency(stem, scope, mask)).toBe(
              bruteDf(docs, scope, stem, masked),
            );
            expect(stats.documentFrequency(stem, undefined, mask)).toBe(
              bruteDf(docs, every, stem, masked),
            );
            // The design's rankers' df over the whole catalog, asked by every search.
            expect(stats.documentFrequency(stem, undefined, SPEC_MASK)).toBe(
              bruteDf(docs, every, stem, [...SPEC_FIELDS]),
            );
            for (const [name, stems] of docs) {
              const fields = TEXT_FIELDS.filter((f) => stems[f].includes(stem));
              expect(fieldsWith(stats, name, stem, TEXT_FIELDS)).toEqual(fields);
              expect(stats.has(name, stem)).toBe(fields.length > 0);
              expect(stats.has(name, stem, mask)).toBe(fields.some((f) => masked.includes(f)));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('ToolIndex reads its postings as a scan of the analyzed field texts would', () => {
  const toolArb = fc.record({
    words: fc.array(word, { minLength: 1, maxLength: 2 }),
    description: text,
    capabilities: fc.subarray(CAPS),
    argument: word,
    argumentDescription: text,
    concept: fc.boolean(),
  });
  type ToolSpec = typeof toolArb extends fc.Arbitrary<infer T> ? T : never;
  const toTool = (spec: ToolSpec, name: string): Tool =>
    makeTool({
      name,
      description: spec.description,
      capabilities: spec.capabilities,
      concepts: spec.concept ? ['c'] : [],
      parameters: {
        type: 'object',
        properties: { [spec.argument]: { description: spec.argumentDescription } },
      },
    });
  const opArb = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), tool: toolArb }),
    fc.record({ kind: fc.constantFrom('remove' as const), at: fc.nat(20) }),
    fc.record({ kind: fc.constantFrom('update' as const), at: fc.nat(20), tool: toolArb }),
    fc.record({ kind: fc.constantFrom('rename' as const), at: fc.nat(20), tool: toolArb }),
  );
  const filtersArb: fc.Arbitrary<Filters> = fc.record(
    { capabilities: fc.subarray(['file', 'file:read', 'label', 'report']) },
    { requiredKeys: [] },
  );
  const weightsArb: fc.Arbitrary<FieldWeights | undefined> = fc.option(
    fc.record({ description: fc.constantFrom(0, 2), arguments: fc.constantFrom(0, 1) }),
    { nil: undefined },
  );

  it('agrees on df in scope, matched terms and their fields, under every ranker', () => {
    fc.assert(
      fc.property(
        fc.array(toolArb, { minLength: 1, maxLength: 6 }),
        fc.array(opArb, { maxLength: 10 }),
        // "tool1" is the name tool_1 typed as one word: its joined form, in the name field.
        fc.array(fc.oneof(word, fc.constantFrom('tool0', 'tool1', 'tool2')), {
          minLength: 1,
          maxLength: 4,
        }),
        filtersArb,
        weightsArb,
        (initial, ops, queryWords, filters, weights) => {
          const catalog: Catalog = {
            format: 'toollens',
            ontology: { concepts: [{ id: 'c', glossary: 'color label' }] },
            tools: initial.map((spec, i) => toTool(spec, `tool_${i}`)),
          };
          const index = new ToolIndex(catalog);
          let next = initial.length;
          for (const op of ops) {
            const names = index.tools.map((tool) => tool.name);
            const target = op.kind === 'add' ? undefined : names[op.at % Math.max(1, names.length)];
            if (op.kind === 'add') index.addTools([toTool(op.tool, `tool_${next++}`)]);
            else if (target === undefined) continue;
            else if (op.kind === 'remove') index.removeTool(target);
            else if (op.kind === 'update') index.updateTool(toTool(op.tool, target));
            else index.updateTool(toTool(op.tool, `tool_${next++}`), target);
          }
          // The brute force: each field's text as the index builds it, analyzed on its own; the
          // name also under its parts written together ("tool_1" → "tool1").
          const stemsOf = (tool: Tool): Stems => ({
            name: [...analyzeStems(tool.name), ...analyzeStems(tool.name.replace(/_/g, ''))],
            description: analyzeStems(String(tool.description)),
            capabilities: analyzeStems(tool.capabilities.join(' ')),
            glossary: analyzeStems(tool.concepts.length > 0 ? 'color label' : ''),
            arguments: analyzeStems(argumentText(tool.parameters)),
          });
          const docs = new Map(index.tools.map((tool) => [tool.name, stemsOf(tool)]));
          const normalized = normalizeFilters(filters);
          const scope = new Set(
            index.tools.filter((t) => inScope(t, normalized)).map((t) => t.name),
          );
          const toollensFields = TEXT_FIELDS.filter((f) => (weights?.[f] ?? 1) > 0);
          const spec = [...SPEC_FIELDS];
          const query = queryWords.join(' ');

          for (const ranker of ['seed', 'toollens'] as const) {
            const options = { query, ...filters, ranker, limit: Infinity, allRanks: true };
            const result = index.search(weights ? { ...options, weights } : options);
            for (const term of result.terms) {
              expect(term.df).toBe(bruteDf(docs, scope, term.stem, spec));
            }
            for (const term of result.toollens?.terms ?? []) {
              expect(term.df).toBe(bruteDf(docs, scope, term.stem, toollensFields));
            }
            for (const hit of result.hits) {
              const stems = docs.get(hit.name) as Stems;
              const matched = result.terms.filter((t) =>
                spec.some((f) => stems[f].includes(t.stem)),
              );
              expect(hit.matchedTerms).toEqual(matched.map((t) => t.stem));
              for (const stem of hit.matchedTerms) {
                expect(hit.fields[stem]).toEqual(spec.filter((f) => stems[f].includes(stem)));
              }
              for (const [stem, fields] of Object.entries(hit.toollens?.fields ?? {})) {
                expect(fields).toEqual(toollensFields.filter((f) => stems[f].includes(stem)));
              }
            }
          }
          for (const [name, stems] of docs) {
            for (const stem of ['file', 'color', 'merg']) {
              expect(index.hasStem(name, stem)).toBe(
                TEXT_FIELDS.some((f) => stems[f].includes(stem)),
              );
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
