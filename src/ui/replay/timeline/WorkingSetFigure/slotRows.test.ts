import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../../data/demo';
import { specFiveTurns } from '../../../../data/scenarios/specFiveTurns';
import { findMarkers, replay } from '../../../../engine';
import { clockOf, slotRows, turnLabel } from './slotRows';

describe('slotRows', () => {
  const turns = replay(specFiveTurns, { catalog: demoCatalog }).turns;
  const rows = slotRows(
    specFiveTurns,
    turns,
    findMarkers(specFiveTurns, turns, { catalog: demoCatalog }),
    5,
  );
  const drawn = rows.map((row) =>
    row.slots.map((slot) => `${slot.state === 'evicted' ? '−' : ''}${slot.name}:${slot.state}`),
  );

  it("draws the spec's figure slot for slot, each tool keeping its place", () => {
    expect(drawn).toEqual([
      ['read_pdf:activated'],
      ['read_pdf:held', 'query_json:activated', 'read_json:activated'],
      ['read_pdf:warm', 'query_json:held', 'read_json:held'],
      [
        'read_pdf:held',
        'read_json:held',
        'run_view:activated',
        'search_text:activated',
        'merge_pdfs:activated',
        '−query_json:evicted',
      ],
      [
        'read_pdf:held',
        'run_view:held',
        'search_text:held',
        'merge_pdfs:held',
        'generate_pdf:activated',
        '−read_json:evicted',
      ],
    ]);
    expect(rows.map((row) => row.free)).toEqual([4, 2, 2, 0, 0]);
  });

  it('labels rows as the figure does', () => {
    expect(rows.map((row) => row.label)).toEqual([
      'activate read_pdf',
      'activate query_json, read_json',
      'call read_pdf directly',
      'activate run_view, search_text, merge_pdfs',
      'activate generate_pdf',
    ]);
  });
});

describe('turnLabel', () => {
  it('falls back to the searches, then the conversation', () => {
    expect(turnLabel([{ type: 'search', query: 'polars' }])).toBe('search "polars"');
    expect(turnLabel([{ type: 'user', text: 'hi' }])).toBe('conversation only');
    expect(turnLabel([])).toBe('no events');
  });

  it('says what a search loaded, or that it loaded nothing, and a compaction', () => {
    const discover = (loaded: string[]) =>
      ({
        type: 'discover',
        via: 'ToolSearch',
        query: 'select:read_pdf',
        form: 'select',
        returned: loaded,
        loaded,
      }) as const;
    expect(turnLabel([discover(['read_pdf']), { type: 'call', name: 'read_pdf' }])).toBe(
      'load read_pdf · call read_pdf directly',
    );
    expect(turnLabel([discover([])])).toBe('ToolSearch "select:read_pdf", loaded nothing');
    expect(turnLabel([{ type: 'user', text: 'hi' }, { type: 'compact' }])).toBe('compacted');
  });
});

describe('clockOf', () => {
  it('reads the time of day of an ISO time', () => {
    expect(clockOf('2026-01-01T10:03:00Z')).toBe('10:03:00');
    expect(clockOf('odd')).toBe('odd');
  });
});
