import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OramaIndex } from '../../test/orama/oramaIndex';
import { type Catalog, makeTool, type Tool } from '../catalog/types';
import { joinedForms } from './joinedName';
import { ToolIndex } from './ToolIndex';
import { DEFAULT_BOOSTS, type FieldBoosts } from './types';

/**
 * The design's BM25 from the postings (specBm25.ts) against Orama 3.1.18's own index of the same
 * tools, fed in the same order: every tool's score equal to the last bit, through edits, for any
 * boosts, with words in mixed case, joined name forms and a word said past the postings' cap.
 */

const WORDS = ['file', 'files', 'read', 'GitHub', 'pdf', 'merge', 'label', 'the', 'addLabel'];

const textArb = fc
  .array(
    fc.oneof(
      fc.constantFrom(...WORDS),
      // A word said many times in one field: past the postings' packed cap of 63.
      fc.constant(Array.from({ length: 70 }, () => 'report').join(' ')),
    ),
    { maxLength: 6 },
  )
  .map((words) => words.join(' '));

const toolArb = fc.record({
  name: fc.array(fc.constantFrom('read', 'file', 'git', 'hub', 'merge', 'pdf', 'addLabel'), {
    minLength: 1,
    maxLength: 4,
  }),
  description: textArb,
  capabilities: fc.subarray(['file:read', 'label:create', 'work-item:assign']),
});

type Spec = { name: string[]; description: string; capabilities: string[] };

const toolOf = (spec: Spec, at: number): Tool =>
  makeTool({
    name: `${spec.name.join('_')}_${at}`,
    description: spec.description,
    capabilities: spec.capabilities,
  });

/** A tool as Orama indexes it: its four fields and its name's joined forms. */
const document = (tool: Tool) => ({
  fields: {
    name: tool.name,
    description: typeof tool.description === 'string' ? tool.description : '',
    capabilities: tool.capabilities.join(' '),
    glossary: '',
  },
  joined: joinedForms(tool.name),
});

const boostsArb: fc.Arbitrary<FieldBoosts> = fc.record({
  name: fc.constantFrom(0, 1, 3),
  description: fc.constantFrom(0, 2),
  capabilities: fc.constantFrom(0, 2),
  glossary: fc.constant(1),
});

describe("the spec's BM25 from the postings", () => {
  it("is Orama's own, to the last bit, through edits and for any boosts", () => {
    fc.assert(
      fc.property(
        fc.array(toolArb, { minLength: 1, maxLength: 10 }),
        fc.array(fc.tuple(fc.nat(20), textArb), { maxLength: 4 }),
        fc.array(fc.constantFrom(...WORDS, 'github', 'readfile', 'report', 'label create'), {
          minLength: 1,
          maxLength: 3,
        }),
        boostsArb,
        (specs, edits, words, boosts) => {
          const tools = specs.map(toolOf);
          const catalog: Catalog = { format: 'toollens', ontology: { concepts: [] }, tools };
          const index = new ToolIndex(catalog, { boosts });
          const orama = new OramaIndex();
          const ids = new Map<string, string>();
          let next = 0;
          const addTo = (tool: Tool) => {
            const id = `d${next++}`;
            ids.set(tool.name, id);
            const { fields, joined } = document(tool);
            orama.add(id, fields, joined);
          };
          for (const tool of tools) addTo(tool);
          // An edit is a removal and an add, in both.
          for (const [at, description] of edits) {
            const tool = tools[at % tools.length] as Tool;
            const edited = { ...tool, description };
            index.updateTool(edited);
            orama.remove(ids.get(tool.name) as string);
            addTo(edited);
          }
          const query = words.join(' ');
          const theirs = new Map(
            orama.score(query, boosts).map((hit) => [hit.id, hit.score] as const),
          );
          const ours = index.search({ query, ranker: 'bm25', limit: Number.POSITIVE_INFINITY });
          // A query of stopwords lists the catalog (browse): no score to compare.
          if (ours.mode === 'browse') return;
          for (const hit of ours.hits) {
            expect(hit.bm25, `${hit.name} for "${query}"`).toBe(
              theirs.get(ids.get(hit.name) ?? ''),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('scores the default boosts on a one-tool catalog as Orama does', () => {
    const tool = makeTool({ name: 'read_file', description: 'Read a file from disk.' });
    const index = new ToolIndex({ format: 'toollens', ontology: { concepts: [] }, tools: [tool] });
    const orama = new OramaIndex();
    orama.add('d0', document(tool).fields, document(tool).joined);
    const [hit] = index.search({ query: 'read file', ranker: 'bm25' }).hits;
    expect(hit?.bm25).toBe(orama.score('read file', DEFAULT_BOOSTS)[0]?.score);
  });
});
