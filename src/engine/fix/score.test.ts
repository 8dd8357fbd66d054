import { describe, expect, it } from 'vitest';
import type { LabelledQuery } from '../eval/core';
import type { Place } from './rankers';
import { movesBetween, type Placements } from './score';

/** One query's places under Codex (k 8 in these figures), by tool. */
const placed = (ranks: Record<string, Record<string, number | null>>): Placements =>
  new Map(
    Object.entries(ranks).map(([query, tools]) => [
      query,
      new Map([
        [
          'codex',
          new Map(
            Object.entries(tools).map(([tool, rank]): [string, Place] => [
              tool,
              { rank, found: rank !== null && rank <= 8, why: [] },
            ]),
          ),
        ],
      ]),
    ]),
  );

const queries: LabelledQuery[] = [
  { id: 'own', query: 'money back', relevant: ['create_refund'] },
  { id: 'other', query: 'where is my parcel', relevant: ['track_parcel'] },
];

describe('movesBetween', () => {
  it('counts another tool pushed down inside the top k as a steal: R@1 counts the place', () => {
    const before = placed({ own: { create_refund: 12 }, other: { track_parcel: 1 } });
    const after = placed({ own: { create_refund: 3 }, other: { track_parcel: 2 } });
    const moves = movesBetween(queries, before, after, new Set(['create_refund']));
    expect(moves.wins.map((m) => m.query)).toEqual(['own']);
    expect(moves.steals).toEqual([
      expect.objectContaining({ query: 'other', tool: 'track_parcel', before: 1, after: 2 }),
    ]);
  });

  it("counts the tool's own query pushed down inside the top k as a loss, a rise as nothing", () => {
    const before = placed({ own: { create_refund: 2 }, other: { track_parcel: 3 } });
    const after = placed({ own: { create_refund: 4 }, other: { track_parcel: 1 } });
    const moves = movesBetween(queries, before, after, new Set(['create_refund']));
    expect(moves.losses.map((m) => m.query)).toEqual(['own']);
    expect(moves.wins).toEqual([]);
    expect(moves.steals).toEqual([]);
  });
});
