import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../data/sample';
import { type Catalog, makeTool, type Tool } from '../catalog/types';
import { ToolIndex } from './ToolIndex';
import type { FieldWeights } from './types';

const catalogOf = (tools: Tool[], concepts: Catalog['ontology']['concepts'] = []): Catalog => ({
  format: 'toollens',
  tools,
  ontology: { concepts },
});

/** The design's worked example, in the design's order. */
const readers = catalogOf([
  makeTool({ name: 'excel_reader', description: 'Read an Excel file' }),
  makeTool({ name: 'text_reader', description: 'Read a text file' }),
  makeTool({ name: 'pdf_reader', description: 'Read a PDF file' }),
]);

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('search: the spec worked example ("Excel file" over three readers)', () => {
  const result = new ToolIndex(readers).search({ query: 'Excel file' });

  it('measures rarity within a scope of N = 3', () => {
    expect(result.scope.n).toBe(3);
    expect(result.terms.map((t) => [t.stem, t.df, round2(t.weight)])).toEqual([
      ['excel', 1, 1.69],
      ['file', 3, 1.0],
    ]);
  });

  it('ranks excel_reader first on coverage, then the one-term hits', () => {
    expect(result.hits.map((hit) => hit.name)).toEqual([
      'excel_reader',
      'text_reader',
      'pdf_reader',
    ]);
    const [excel, text, pdf] = result.hits;
    // Two distinct terms: coverage decides, whatever BM25 says.
    expect([excel?.coverage, round2(excel?.weightSum ?? 0)]).toEqual([2, 2.69]);
    // One term each with equal Σw: BM25 finally gets a vote, and catalog order after it.
    expect([text?.coverage, text?.weightSum, pdf?.coverage, pdf?.weightSum]).toEqual([1, 1, 1, 1]);
    expect(text?.bm25).toBeGreaterThanOrEqual(pdf?.bm25 ?? 0);
  });

  it('gives the same weights when a query word is repeated: repeats buy nothing', () => {
    const repeated = new ToolIndex(readers).search({ query: 'Excel excel FILE' });
    expect(repeated.terms).toEqual(result.terms);
    expect(repeated.hits.map((hit) => [hit.name, hit.weightSum])).toEqual(
      result.hits.map((hit) => [hit.name, hit.weightSum]),
    );
  });

  it('reports the fields each matched term came from', () => {
    expect(result.hits[0]?.fields).toEqual({
      excel: ['name', 'description'],
      file: ['description'],
    });
  });
});

describe('search: text matching', () => {
  const index = new ToolIndex(
    catalogOf(
      [
        makeTool({ name: 'add_label_to_work_item', description: 'Attach a label to an item.' }),
        makeTool({ name: 'rename_file', description: 'Give a file a new name.' }),
        makeTool({ name: 'set_filename_pattern', description: 'Choose how exports are named.' }),
        makeTool({
          name: 'define_label',
          description: 'Create a new label.',
          concepts: ['label'],
        }),
        makeTool({ name: 'archive_work_item', description: 'Hide finished work.', concepts: [] }),
      ],
      [{ id: 'label', glossary: 'A label is a colored tag on work items.' }],
    ),
  );

  it('finds a snake_case name from one of its words', () => {
    expect(index.search({ query: 'label' }).hits.map((hit) => hit.name)).toContain(
      'add_label_to_work_item',
    );
    expect(index.search({ query: 'labels' }).hits[0]?.fields).toHaveProperty('label');
  });

  it('matches whole tokens only: "file" does not match "filename"', () => {
    expect(index.search({ query: 'file' }).hits.map((hit) => hit.name)).toEqual(['rename_file']);
    expect(index.search({ query: 'files' }).hits.map((hit) => hit.name)).toEqual(['rename_file']);
  });

  it('finds a tool through its glossary alone', () => {
    const result = index.search({ query: 'colored tag' });
    expect(result.hits.map((hit) => hit.name)).toEqual(['define_label']);
    expect(result.hits[0]?.fields).toEqual({ color: ['glossary'], tag: ['glossary'] });
  });

  it('returns no hits for a word no tool contains', () => {
    const result = index.search({ query: 'kubernetes' });
    expect(result.mode).toBe('query');
    expect(result.hits).toEqual([]);
    expect(result.terms[0]?.df).toBe(0);
  });
});

describe('search: filters', () => {
  const tools = [
    makeTool({ name: 'read_file', description: 'Read a file', capabilities: ['file:read'] }),
    makeTool({ name: 'write_file', description: 'Write a file', capabilities: ['file:write'] }),
    makeTool({
      name: 'delete_share',
      description: 'Delete a file share',
      capabilities: ['file-share:delete'],
    }),
    makeTool({
      name: 'assign_work_item',
      description: 'Give a work item an assignee',
      capabilities: ['work-item:assign'],
      domains: ['work-items'],
      entities: ['work-item'],
      relationships: ['work-item.assigned-to.member'],
    }),
    makeTool({
      name: 'attach_file_to_work_item',
      description: 'Attach a file to a work item',
      capabilities: ['work-item:update', 'file:read'],
      domains: ['work-items'],
      entities: ['work-item', 'file'],
    }),
    makeTool({ name: 'list_members', description: 'List members', domains: ['members'] }),
  ];
  const index = new ToolIndex(catalogOf(tools));
  const names = (result: { hits: { name: string }[] }) => result.hits.map((hit) => hit.name);

  it('matches capabilities by prefix up to a colon: "file" covers file:read, not file-share', () => {
    const result = index.search({ query: '', capabilities: ['file'] });
    expect(names(result)).toEqual(['read_file', 'write_file', 'attach_file_to_work_item']);
    expect(names(index.search({ query: '', capabilities: ['file:read'] }))).toEqual([
      'read_file',
      'attach_file_to_work_item',
    ]);
  });

  it('finds a tool from either endpoint entity of its relationship', () => {
    expect(names(index.search({ query: '', entities: ['member'] }))).toEqual(['assign_work_item']);
    expect(names(index.search({ query: '', entities: ['work-item'] }))).toEqual([
      'assign_work_item',
      'attach_file_to_work_item',
    ]);
    expect(
      names(index.search({ query: '', relationships: ['work-item.assigned-to.member'] })),
    ).toEqual(['assign_work_item']);
  });

  it('intersects the axes and unions the values within one axis', () => {
    expect(
      names(index.search({ query: '', capabilities: ['file'], domains: ['work-items'] })),
    ).toEqual(['attach_file_to_work_item']);
    expect(names(index.search({ query: '', domains: ['members', 'work-items'] }))).toEqual([
      'assign_work_item',
      'attach_file_to_work_item',
      'list_members',
    ]);
  });

  it('measures N and the weights within the filtered scope', () => {
    const everywhere = index.search({ query: 'file' });
    const fileTools = index.search({ query: 'file', capabilities: ['file'] });
    const workItems = index.search({ query: 'file', domains: ['work-items'] });
    expect([everywhere.scope.n, everywhere.terms[0]?.df]).toEqual([6, 4]);
    // Among file tools every candidate says "file": the floor weight of 1.
    expect([fileTools.scope.n, fileTools.terms[0]?.df, fileTools.terms[0]?.weight]).toEqual([
      3, 3, 1,
    ]);
    // Among work-item tools "file" is rare and weighs more.
    expect([workItems.scope.n, workItems.terms[0]?.df]).toEqual([2, 1]);
    expect(workItems.terms[0]?.weight).toBeCloseTo(1 + Math.log(3 / 2), 10);
    expect(names(workItems)).toEqual(['attach_file_to_work_item']);
  });

  it('browses the filtered scope in catalog order when the query is empty', () => {
    const result = index.search({ query: '  the  ', domains: ['work-items'] });
    expect(result.mode).toBe('browse');
    expect(result.terms).toEqual([]);
    expect(result.hits.map((hit) => [hit.name, hit.coverage, hit.bm25])).toEqual([
      ['assign_work_item', 0, 0],
      ['attach_file_to_work_item', 0, 0],
    ]);
  });

  it('ignores blank filter values instead of emptying the scope', () => {
    expect(index.search({ query: '', capabilities: [' ', ''] }).scope).toEqual({
      n: 6,
      total: 6,
      filters: {},
    });
  });
});

describe('search: rankers and limits', () => {
  const index = new ToolIndex(readers);

  it('orders by BM25 alone with ranker "bm25", and reports both ranks on every hit', () => {
    const result = index.search({ query: 'read excel file', ranker: 'bm25' });
    const scores = result.hits.map((hit) => hit.bm25);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const hit of result.hits) expect(hit.ranks.bm25).toBe(result.hits.indexOf(hit) + 1);
    const all = index.search({ query: 'read excel file', allRanks: true });
    expect(all.hits.map((hit) => hit.ranks.seed)).toEqual([1, 2, 3]);
    // Without allRanks only the shown ranker's pass runs: the others' ranks stay 0.
    const one = index.search({ query: 'read excel file' });
    expect(one.hits.map((hit) => hit.ranks.seed)).toEqual([0, 0, 0]);
    expect(one.hits.map((hit) => hit.ranks.toollens)).toEqual([1, 2, 3]);
  });

  it('returns at most `limit` hits but counts them all', () => {
    const result = index.search({ query: 'file', limit: 2 });
    expect(result.hits).toHaveLength(2);
    expect(result.totalHits).toBe(3);
  });
});

describe('per-search field weights', () => {
  const index = new ToolIndex(sampleCatalog);

  it('leave a field out at weight 0: a tool matched only there is not returned', () => {
    // "existing" is in add_label_to_work_item's description only.
    const query = 'existing';
    expect(index.rankedNames({ query, ranker: 'bm25' })).toEqual(['add_label_to_work_item']);
    for (const ranker of ['toollens', 'seed', 'bm25'] as const) {
      expect(index.rankedNames({ query, ranker, weights: { description: 0 } })).toEqual([]);
    }
  });

  it('change the order without changing the index', () => {
    const query = 'excel file';
    const before = index.search({ query, ranker: 'bm25' }).hits.map((hit) => hit.bm25);
    const heavy = index.search({ query, ranker: 'bm25', weights: { name: 30 } });
    expect(heavy.hits[0]?.bm25).toBeGreaterThan(before[0] ?? Number.POSITIVE_INFINITY);
    expect(index.search({ query, ranker: 'bm25' }).hits.map((hit) => hit.bm25)).toEqual(before);
  });

  it('reject an unknown field or a weight that is not a number ≥ 0, saying which', () => {
    expect(() =>
      index.search({ query: 'file', weights: { title: 1 } as unknown as FieldWeights }),
    ).toThrow(/unknown field "title".*name, description, capabilities, glossary, arguments/);
    expect(() => index.search({ query: 'file', ranker: 'seed', weights: { name: -1 } })).toThrow(
      /weight of name must be a number ≥ 0/,
    );
    expect(() => index.search({ query: 'file', weights: { glossary: Number.NaN } })).toThrow(
      /weight of glossary/,
    );
  });
});

describe('rankings and the shared scratch', () => {
  it('a kept ranking answers the same after other searches; one-shot searches match it', () => {
    const index = new ToolIndex(sampleCatalog);
    const queries = ['read a pdf', 'excel file', 'merge', 'send email to a customer'];
    const kept = queries.map((query) => index.rank({ query, limit: 20 }));
    const pages = queries.map((query) => index.search({ query, limit: 20 }));
    // Every search above reused the scratch the kept rankings were first written in.
    kept.forEach((ranking, i) => {
      expect(ranking.result()).toEqual(pages[i]);
      expect(ranking.rankedNames()).toEqual(index.rankedNames({ query: queries[i] ?? '' }));
    });
  });
});
