import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { findMarkers } from './markers';
import { replay } from './replay';
import type { Transcript } from './transcript';

const at = (minute: number) => `2026-01-01T10:0${minute}:00Z`;

/** Budget 2, so a third activation evicts, and re-activating the evicted tool is thrash. */
const transcript: Transcript = {
  name: 'waste',
  budget: 2,
  turns: [
    {
      at: at(0),
      events: [
        { type: 'search', query: 'merge pdf' },
        { type: 'activate', names: ['read_pdf', 'read_json'] },
      ],
    },
    { at: at(1), events: [{ type: 'activate', names: ['query_json'] }] },
    {
      at: at(2),
      events: [
        { type: 'search', query: 'Merge  PDF' },
        { type: 'activate', names: ['read_pdf'] },
        { type: 'call', name: 'generate_pdf' },
        { type: 'call', name: 'remember' },
      ],
    },
  ],
};

describe('findMarkers', () => {
  const turns = replay(transcript, { catalog: demoCatalog }).turns;
  const markers = findMarkers(transcript, turns, { catalog: demoCatalog });
  const brief = markers.map((m) => [m.turn, m.kind, m.tool]);

  it('marks an eviction followed by re-activation within a few turns as thrash', () => {
    expect(turns[1]?.evicted).toEqual(['read_pdf']);
    expect(brief).toContainEqual([3, 'thrash', 'read_pdf']);
  });

  it('marks the same search asked again, ignoring case and spacing', () => {
    expect(brief).toContainEqual([3, 'repeated-search', undefined]);
  });

  it('marks a call of a tool never activated, but not of scaffolding', () => {
    expect(brief).toContainEqual([3, 'called-never-activated', 'generate_pdf']);
    expect(brief.some(([, , tool]) => tool === 'remember')).toBe(false);
  });

  it('marks a call of a tool, or an activation of a name, that the catalog does not have', () => {
    const unknown: Transcript = {
      name: 'unknown',
      turns: [
        {
          at: at(0),
          events: [
            { type: 'activate', names: ['read_pdf', 'warp_drive'] },
            { type: 'call', name: 'teleport', args: {} },
          ],
        },
      ],
    };
    const replayed = replay(unknown, { catalog: demoCatalog });
    // Both events are kept and refused: neither changes the set.
    expect(replayed.turns[0]?.rejected.map((r) => r.event)).toEqual([0, 1]);
    expect(findMarkers(unknown, replayed.turns, { catalog: demoCatalog })).toEqual([
      {
        kind: 'not-in-catalog',
        turn: 1,
        event: 0,
        tool: 'warp_drive',
        message:
          'warp_drive is not in the catalog, so this activation was refused and loaded nothing.',
      },
      {
        kind: 'not-in-catalog',
        turn: 1,
        event: 1,
        tool: 'teleport',
        message:
          'teleport is not in the catalog: no declaration could have carried this call, so it changed nothing.',
      },
    ]);
  });

  it('marks the top hit of a search that was never activated', () => {
    expect(brief).toContainEqual([1, 'found-never-activated', 'merge_pdfs']);
  });

  it('finds nothing wrong in the spec five-turn example', async () => {
    const { specFiveTurns } = await import('../../data/scenarios/specFiveTurns');
    const replayed = replay(specFiveTurns, { catalog: demoCatalog });
    expect(findMarkers(specFiveTurns, replayed.turns, { catalog: demoCatalog })).toEqual([]);
  });
});
