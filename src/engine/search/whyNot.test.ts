import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { sampleCatalog } from '../../data/sample';
import { ToolIndex } from './ToolIndex';
import { explainMiss } from './whyNot';

const index = new ToolIndex(sampleCatalog);

describe('explainMiss', () => {
  it('says a scaffolding tool is always declared, not that it failed to match', () => {
    const demo = new ToolIndex(demoCatalog);
    expect(explainMiss(demo, { query: 'search for tools' }, 'search_tools')).toEqual({
      kind: 'always-declared',
      name: 'search_tools',
    });
  });

  it('names the filter axis that excluded a tool, with what the tool has there', () => {
    expect(explainMiss(index, { query: 'excel', capabilities: ['label'] }, 'excel_reader')).toEqual(
      {
        kind: 'filtered',
        name: 'excel_reader',
        misses: [{ axis: 'capabilities', wanted: ['label'], tool: ['file:read'] }],
      },
    );
  });

  it('reports entities reached through relationships among what the tool has', () => {
    const why = explainMiss(index, { query: '', entities: ['file'] }, 'assign_work_item');
    expect(why).toMatchObject({
      kind: 'filtered',
      misses: [{ axis: 'entities', tool: ['work-item', 'member'] }],
    });
  });

  it('says when no query term matched, with the nearest word of the tool', () => {
    const why = explainMiss(index, { query: 'labels' }, 'archive_work_item');
    expect(why.kind).toBe('no-match');
    if (why.kind !== 'no-match') return;
    expect(why.nearest[0]?.term).toBe('labels');
    expect(why.nearest[0]?.closest).toBeDefined();
  });

  it('says which rank key put a matching tool below the last one shown, and by how much', () => {
    const why = explainMiss(index, { query: 'excel file', limit: 1 }, 'text_reader');
    expect(why).toMatchObject({
      kind: 'ranked-lower',
      rank: 3,
      limit: 1,
      against: 'excel_reader',
      decidedBy: 'coverage',
      gap: 1,
    });
  });

  it('falls back to the score, then catalog order, when the earlier keys tie', () => {
    const why = explainMiss(
      index,
      { query: 'file', capabilities: ['file:read'], limit: 1 },
      'pdf_reader',
    );
    expect(why).toMatchObject({ kind: 'ranked-lower', decidedBy: 'score' });
  });

  it('knows a shown tool and an unknown name', () => {
    expect(explainMiss(index, { query: 'excel' }, 'excel_reader')).toEqual({
      kind: 'shown',
      name: 'excel_reader',
      rank: 1,
    });
    expect(explainMiss(index, { query: 'excel' }, 'nope')).toEqual({
      kind: 'unknown',
      name: 'nope',
    });
  });
});
