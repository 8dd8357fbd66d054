import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { quarterlyReport } from '../../data/scenarios/quarterlyReport';
import { specFiveTurns } from '../../data/scenarios/specFiveTurns';
import { type Catalog, makeTool } from '../catalog/types';
import type { Transcript, TranscriptEvent } from './transcript';
import { projectWorkingSet } from './workingSet';

const catalog = (names: string[], scaffolding: string[] = []): Catalog => ({
  format: 'toollens',
  ontology: { concepts: [] },
  tools: [
    ...scaffolding.map((name) => makeTool({ name, scaffolding: true })),
    ...names.map((name) => makeTool({ name })),
  ],
});

const transcript = (...turns: TranscriptEvent[][]): Transcript => ({
  name: 'test',
  turns: turns.map((events, index) => ({
    at: `2026-01-01T10:0${index}:00Z`,
    events,
  })),
});

describe('projectWorkingSet', () => {
  it("reproduces the spec's five-turn figure with budget 5", () => {
    const turns = projectWorkingSet(specFiveTurns, { catalog: demoCatalog, budget: 5 });
    expect(turns.map((turn) => turn.workingSet)).toEqual([
      ['read_pdf'],
      // Later names in one activate call are more recent: read_json before query_json.
      ['read_json', 'query_json', 'read_pdf'],
      // t3's direct call makes read_pdf the most recently touched.
      ['read_pdf', 'read_json', 'query_json'],
      ['merge_pdfs', 'search_text', 'run_view', 'read_pdf', 'read_json'],
      ['generate_pdf', 'merge_pdfs', 'search_text', 'run_view', 'read_pdf'],
    ]);
    expect(turns.map((turn) => turn.evicted)).toEqual([[], [], [], ['query_json'], ['read_json']]);
    expect(turns.map((turn) => turn.states)).toEqual([
      { read_pdf: 'activated' },
      { read_json: 'activated', query_json: 'activated', read_pdf: 'held' },
      { read_pdf: 'warm', read_json: 'held', query_json: 'held' },
      {
        merge_pdfs: 'activated',
        search_text: 'activated',
        run_view: 'activated',
        read_pdf: 'held',
        read_json: 'held',
        query_json: 'evicted',
      },
      {
        generate_pdf: 'activated',
        merge_pdfs: 'held',
        search_text: 'held',
        run_view: 'held',
        read_pdf: 'held',
        read_json: 'evicted',
      },
    ]);
    expect(turns.every((turn) => turn.rejected.length === 0)).toBe(true);
  });

  it('defaults to a budget of 20', () => {
    const turns = projectWorkingSet(specFiveTurns, { catalog: demoCatalog });
    expect(turns.at(-1)?.workingSet).toHaveLength(7);
    expect(turns.flatMap((turn) => turn.evicted)).toEqual([]);
  });

  it('keeps a tool warm by a direct call even after its activation aged out', () => {
    const turns = projectWorkingSet(
      transcript(
        [{ type: 'activate', names: ['a', 'b'] }],
        [{ type: 'activate', names: ['c'] }],
        [{ type: 'call', name: 'a' }],
      ),
      { catalog: catalog(['a', 'b', 'c']), budget: 2 },
    );
    expect(turns.map((turn) => turn.workingSet)).toEqual([
      ['b', 'a'],
      ['c', 'b'],
      ['a', 'c'],
    ]);
    expect(turns[1]?.evicted).toEqual(['a']);
    expect(turns[2]?.states).toEqual({ a: 'warm', c: 'held', b: 'evicted' });
  });

  it('rejects an activation with an unknown name whole, and the set is unchanged', () => {
    const turns = projectWorkingSet(
      transcript(
        [{ type: 'activate', names: ['read_pdf'] }],
        [{ type: 'activate', names: ['query_json', 'pdf_read'] }],
      ),
      { catalog: demoCatalog, budget: 5 },
    );
    expect(turns[1]?.workingSet).toEqual(['read_pdf']);
    expect(turns[1]?.states).toEqual({ read_pdf: 'held' });
    expect(turns[1]?.rejected).toHaveLength(1);
    expect(turns[1]?.rejected[0]?.event).toBe(0);
    expect(turns[1]?.rejected[0]?.error).toMatch(
      /^toollens: activate_tool: unknown tool "pdf_read" \(nearest: read_pdf, /,
    );
  });

  it('reports a direct call to a tool that was never activated, and adds nothing', () => {
    const turns = projectWorkingSet(
      transcript([
        { type: 'call', name: 'a' },
        { type: 'call', name: 'nope' },
        { type: 'activate', names: ['b'] },
      ]),
      { catalog: catalog(['a', 'b']) },
    );
    expect(turns[0]?.workingSet).toEqual(['b']);
    expect(turns[0]?.rejected.map((r) => r.event)).toEqual([0, 1]);
    expect(turns[0]?.rejected[0]?.error).toContain('"a", which was never activated');
    expect(turns[0]?.rejected[1]?.error).toContain('unknown tool "nope"');
  });

  it('never gives scaffolding a slot: it is always declared', () => {
    const turns = projectWorkingSet(
      transcript([
        { type: 'activate', names: ['a', 'search_tools'] },
        { type: 'call', name: 'search_tools' },
      ]),
      { catalog: catalog(['a'], ['search_tools']), budget: 1 },
    );
    expect(turns[0]?.workingSet).toEqual(['a']);
    expect(turns[0]?.rejected).toEqual([]);
  });

  it('reports the live tools whose description changed since the turn before', () => {
    const turns = projectWorkingSet(quarterlyReport, { catalog: demoCatalog });
    // 10:00, 10:01:30 (pdfplumber), 10:02:30, 10:04 (polars), 10:06 (scikit-learn).
    expect(turns.map((turn) => turn.reindexed)).toEqual([
      [],
      ['run_python'],
      [],
      ['run_python'],
      ['run_python'],
    ]);
  });

  it('refuses a budget that is not a whole number of at least 1', () => {
    expect(() => projectWorkingSet(specFiveTurns, { catalog: demoCatalog, budget: 0 })).toThrow(
      'toollens: budget must be a whole number of at least 1, got 0',
    );
  });
});
