import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { excerptMatches } from '../excerpt/matches';
import { openSearch } from './searchSession';
import { excerptTerms, searchTools } from './searchTools';
import { ToolIndex } from './ToolIndex';
import { RANKERS } from './types';
import { explainMiss } from './whyNot';

const QUERIES = [
  { query: 'excel file', limit: 5 },
  { query: 'colored tag', limit: 10 },
  { query: 'merge pdf', capabilities: ['pdf'], limit: 3 },
  { query: 'send a message to the team channel', limit: 20 },
  { query: 'the of', limit: 10 },
  { query: '', entities: ['member'], limit: 4 },
];

describe('a search session', () => {
  it('answers each question as the search run afresh for it does, for every ranker', () => {
    const index = new ToolIndex(demoCatalog);
    const names = index.tools.map((tool) => tool.name);
    for (const ranker of RANKERS) {
      for (const base of QUERIES) {
        const request = { ...base, ranker };
        const session = openSearch(index, request);
        const fresh = searchTools(index, request);
        const { marks: _marks, ...excerpt } = session.page.hits[0]?.excerpt ?? {};
        expect({ ...session.page, hits: [] }).toEqual({ ...fresh, hits: [] });
        expect(session.page.hits.map((hit) => ({ ...hit, excerpt: undefined }))).toEqual(
          fresh.hits.map((hit) => ({ ...hit, excerpt: undefined })),
        );
        expect(excerpt).toEqual(fresh.hits[0]?.excerpt ?? {});
        const shown = session.page.hits.map((hit) => hit.name);
        expect(session.movement()).toEqual(index.ranksOf(request, shown));
        expect(session.nearMisses(request.limit + 200)).toEqual(
          index.rankedNames(request).slice(0, request.limit + 200),
        );
        for (const name of names) {
          expect(session.whyNot(name)).toEqual(explainMiss(index, request, name));
        }
      }
    }
  }, 120_000);

  it('plans once and runs each ranker pass at most once, whatever is asked', () => {
    const index = new ToolIndex(demoCatalog);
    const before = index.passes;
    const session = openSearch(index, { query: 'excel file', limit: 5 });
    const top = session.page.hits[0]?.name ?? '';
    session.lens(top);
    session.movement();
    session.movement();
    session.nearMisses(205);
    session.whyNot('read_pdf');
    session.whyNot('merge_pdfs');
    const after = index.passes;
    expect({
      plans: after.plans - before.plans,
      spec: after.spec - before.spec,
      toollens: after.toollens - before.toollens,
    }).toEqual({ plans: 1, spec: 1, toollens: 1 });
  });

  it('marks the words its excerpts matched, as the analyzer finds them in the text shown', () => {
    const index = new ToolIndex(demoCatalog);
    const session = openSearch(index, { query: 'excel file', limit: 10 });
    const terms = excerptTerms(session.page);
    for (const hit of session.page.hits) {
      expect(hit.excerpt.marks).toEqual(excerptMatches(hit.excerpt.text, terms));
    }
    // The menu and the CLI's page carry none.
    expect(searchTools(index, { query: 'excel file' }).hits[0]?.excerpt.marks).toBeUndefined();
  });

  it('refuses to answer once the catalog changed, naming the search', () => {
    const index = new ToolIndex(demoCatalog);
    const session = openSearch(index, { query: 'merge pdf' });
    const tool = index.tool('merge_pdfs');
    if (!tool) throw new Error('no merge_pdfs');
    index.updateTool({ ...tool, description: 'Joins documents.' });
    expect(() => session.movement()).toThrow(
      'toollens search: the catalog changed since the search for "merge pdf"; search again',
    );
    expect(() => session.lens('merge_pdfs')).toThrow(/changed since/);
    expect(() => session.whyNot('merge_pdfs')).toThrow(/changed since/);
  });
});
