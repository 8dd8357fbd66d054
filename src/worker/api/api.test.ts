import { describe, expect, it } from 'vitest';
import { engineApi } from '../engineApi';
import { authoringApi } from './authoringApi';
import { sessionApi } from './sessionApi';

/** The worker's API called directly, in-process: the same functions comlink exposes. */
describe('worker API', () => {
  it('loads the demo, searches it and explains a hit and a miss', async () => {
    const loaded = await engineApi.loadBuiltIn('demo');
    expect(loaded.ok && loaded.summary.tools).toBe(169);
    const request = { query: 'colored tag', limit: 5 };
    const { page } = await engineApi.search(request);
    expect(page.hits.map((hit) => hit.name)).toContain('define_label');
    const lens = engineApi.lens(request, 'define_label');
    expect(lens?.excerpt.prefix).toMatch(/^Glossary: Label/);
    const filtered = await engineApi.search({ ...request, capabilities: ['pdf'] });
    expect(engineApi.whyNot(filtered.request, 'define_label').kind).toBe('filtered');
  });

  it('keeps the loaded catalog when an import fails, and reports where', async () => {
    await engineApi.loadBuiltIn('sample');
    const failed = await engineApi.loadCatalogText('[{"name": }]', 'broken.json');
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.errors[0]?.text).toMatch(/^broken\.json: line 1, column 11/);
    expect(engineApi.catalogRows()).toHaveLength(8);
  });

  it('derives tags for an untagged import and marks them', async () => {
    const text = JSON.stringify({
      tools: [{ name: 'create_issue', description: 'Open an issue.', inputSchema: {} }],
    });
    await engineApi.loadCatalogText(text, 'gh.json');
    expect(engineApi.catalogRows()[0]).toMatchObject({
      capabilities: ['issue:create'],
      derived: { capabilities: true },
    });
  });

  it("sends the page a tool's titles with its row and its detail, and none for a tool without", async () => {
    const text = JSON.stringify({
      tools: [
        {
          name: 'create_entities',
          title: 'Create Entities',
          annotations: { title: 'Entities' },
          description: 'Create entities.',
          inputSchema: {},
        },
        { name: 'read_graph', description: 'Read the graph.', inputSchema: {} },
      ],
    });
    await engineApi.loadCatalogText(text, 'memory.json');
    const [titled, plain] = engineApi.catalogRows();
    expect(titled).toMatchObject({ title: 'Create Entities', annotationTitle: 'Entities' });
    expect(engineApi.toolDetail('create_entities')).toMatchObject({ title: 'Create Entities' });
    expect(plain && 'title' in plain).toBe(false);
  });

  it('reports indexing progress for a large catalog', async () => {
    const seen: number[] = [];
    const loaded = await engineApi.loadBuiltIn('synthetic10k', (done) => seen.push(done));
    expect(loaded.ok && loaded.summary.tools).toBe(10_000);
    expect(seen.at(-1)).toBe(10_000);
    expect(seen.length).toBeGreaterThan(10);
  }, 30_000);

  it('replays the spec scenario with markers, and validates activations', async () => {
    await engineApi.loadBuiltIn('demo');
    const [spec] = sessionApi.scenarios();
    if (!spec) throw new Error('no scenarios');
    const view = await engineApi.replay({ transcript: spec });
    expect(view.turns.map((turn) => turn.evicted)).toEqual([
      [],
      [],
      [],
      ['query_json'],
      ['read_json'],
    ]);
    expect(view.markers).toEqual([]);
    const diff = sessionApi.diffPrompts(
      view.turns[1]?.prompt ?? view.turns[0]!.prompt,
      view.turns[2]!.prompt,
    );
    expect(diff.added + diff.removed).toBe(0);
    const rejected = sessionApi.validateActivation(['read_pfd']);
    expect(rejected.ok).toBe(false);
    if (!rejected.ok) expect(rejected.unknown[0]?.suggestions).toContain('read_pdf');
  }, 30_000);

  it('re-indexes an edited tool and compares the catalog before and after', async () => {
    await engineApi.loadBuiltIn('demo');
    const queries = [{ id: 'q', query: 'quilt', relevant: ['create_view'] }];
    expect(authoringApi.evaluate({ queries }).perQuery[0]?.ranks.create_view).toBeNull();
    const detail = engineApi.toolDetail('create_view');
    if (!detail) throw new Error('no create_view');
    const tool = {
      name: 'create_view',
      description: `${detail.description} Shows quilt layout.`,
      parameters: detail.parameters,
      capabilities: detail.capabilities,
      domains: detail.domains,
      entities: detail.entities,
      relationships: detail.relationships,
      concepts: detail.concepts.map((c) => c.id),
    };
    authoringApi.updateTool({ tool });
    expect(authoringApi.evaluate({ queries }).perQuery[0]?.ranks.create_view).toBe(1);
    const comparison = authoringApi.compareVersions(queries, 'seed');
    expect(comparison.improved).toBe(1);
    expect(engineApi.exportCatalog()).toContain('Shows quilt layout.');
  });

  it('compares two configurations, measuring the page of each side', async () => {
    await engineApi.loadBuiltIn('demo');
    const queries = authoringApi.demoQuerySet().slice(0, 10);
    const comparison = authoringApi.compareConfigs(
      queries,
      { ranker: 'toollens' },
      { ranker: 'toollens', weights: { name: 1 }, excerpt: { cap: 60 } },
    );
    expect(comparison.perQuery).toHaveLength(10);
    expect(comparison.excerpt?.a).toMatchObject({ cap: 300, pageBudget: 1500 });
    expect(comparison.excerpt?.b).toMatchObject({ cap: 60, pageBudget: 1500 });
    expect(comparison.excerpt?.b.meanPageChars).toBeLessThan(
      comparison.excerpt?.a.meanPageChars ?? 0,
    );
    expect(() =>
      authoringApi.compareConfigs(
        queries,
        { ranker: 'seed' },
        { ranker: 'seed', weights: { name: -2 } },
      ),
    ).toThrow(/weight of name/);
  });

  it('reads and writes query sets as JSON and CSV', () => {
    const csv = authoringApi.exportQuerySet(authoringApi.demoQuerySet().slice(0, 3), 'csv');
    const read = authoringApi.readQuerySetText(csv, 'q.csv');
    expect(read.ok && read.queries.map((q) => q.query)).toEqual(
      authoringApi
        .demoQuerySet()
        .slice(0, 3)
        .map((q) => q.query),
    );
    expect(authoringApi.readQuerySetText('{', 'q.json').ok).toBe(false);
  });
});

describe('the deferred APIs (deferred.ts)', () => {
  it('answer through engineApi what their module answers, as a Promise', async () => {
    const answer = engineApi.scenarios();
    expect(answer).toBeInstanceOf(Promise);
    expect(await answer).toEqual(sessionApi.scenarios());
    expect(await engineApi.demoQuerySet()).toEqual(authoringApi.demoQuerySet());
  });
});
