import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../data/sample';
import type { Catalog } from '../catalog/types';
import type { LabelledQuery } from '../eval/querySetTypes';
import { diffFindability } from './findability';

/** The sample catalog's next release: define_label renamed, assign_work_item's text gutted. */
const next: Catalog = {
  ...sampleCatalog,
  tools: sampleCatalog.tools.map((tool) =>
    tool.name === 'define_label'
      ? { ...tool, name: 'label_define' }
      : tool.name === 'assign_work_item'
        ? { ...tool, description: 'Give a work item to someone.' }
        : tool,
  ),
};

const QUERIES: LabelledQuery[] = [
  { id: 'pdf', query: 'read a pdf', relevant: ['pdf_reader'] },
  { id: 'label', query: 'create a new label to group work items', relevant: ['define_label'] },
  { id: 'assign', query: 'replace the current assignee', relevant: ['assign_work_item'] },
];

describe('diffFindability', () => {
  const rows = diffFindability(sampleCatalog, next, QUERIES, ['toollens', 'minisearch'], 5);

  it('gives every query under every ranker, the worst fall first', () => {
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => row.fall)).toEqual(
      [...rows.map((row) => row.fall)].sort((a, b) => b - a),
    );
    // MiniSearch reads the description alone; toollens still finds the tool by its name's stem.
    expect(rows[0]).toMatchObject({
      queryId: 'assign',
      ranker: 'minisearch',
      before: 1,
      after: null,
      fall: 5,
    });
    expect(rows.filter((row) => row.fall !== 0)).toHaveLength(1);
  });

  it('counts a renamed tool under its new name, found by its own diff', () => {
    for (const row of rows.filter((each) => each.queryId === 'label')) {
      expect(row.after).toBe(row.before);
      expect(row.after).not.toBeNull();
    }
  });

  it('counts a rank past k as not found', () => {
    const tight = diffFindability(sampleCatalog, sampleCatalog, QUERIES, ['toollens'], 1);
    const full = diffFindability(sampleCatalog, sampleCatalog, QUERIES, ['toollens'], 10);
    for (const row of tight) {
      const wide = full.find((each) => each.queryId === row.queryId);
      expect(row.before).toBe(wide?.before === 1 ? 1 : null);
      expect(row.fall).toBe(0);
    }
  });

  it('lets the caller say which renames to follow', () => {
    const none = diffFindability(sampleCatalog, next, QUERIES, ['toollens'], 5, { renamed: [] });
    expect(none.find((row) => row.queryId === 'label')?.after).toBeNull();
  });
});
