import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { ToolIndex } from '../search/ToolIndex';
import { evaluate } from './evaluate';
import { nameAsWords, nameQuerySet } from './nameQueries';

describe('name queries', () => {
  it('writes a name as the words a person types', () => {
    expect(nameAsWords('create_work_item')).toBe('create work item');
    expect(nameAsWords('work.items-create')).toBe('work items create');
    expect(nameAsWords('getStoryWithComments')).toBe('get story with comments');
    expect(nameAsWords('HTTPServer_start')).toBe('http server start');
  });

  it('leaves scaffolding tools out: search never returns them', () => {
    const queries = nameQuerySet(demoCatalog);
    expect(queries).toHaveLength(demoCatalog.tools.length - 12);
    expect(queries.some((q) => q.relevant.includes('search_tools'))).toBe(false);
  });

  it('finds every demo tool first by its own name, under the default ranker', () => {
    const report = evaluate(new ToolIndex(demoCatalog), nameQuerySet(demoCatalog), { ks: [1] });
    const missed = report.perQuery.filter((q) => q.recall['1'] !== 1).map((q) => q.query);
    expect(missed).toEqual([]);
  });

  it('puts the issue\'s five queries\' tools first, and no scaffolding tool in "merge pdf"', () => {
    const index = new ToolIndex(demoCatalog);
    const first = (query: string) => index.search({ query }).hits[0]?.name;
    expect(first('list work items')).toBe('list_work_items');
    expect(first('create work item')).toBe('create_work_item');
    expect(first('create_work_item')).toBe('create_work_item');
    expect(first('move work item')).toBe('move_work_item');
    const merge = index.search({ query: 'merge pdf' });
    expect(merge.hits[0]?.name).toBe('merge_pdfs');
    expect(merge.hits.filter((hit) => index.tool(hit.name)?.scaffolding)).toEqual([]);
    expect(merge.alwaysDeclared).toContain('search_tools');
  });
});
