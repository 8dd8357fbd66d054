import { describe, expect, it } from 'vitest';
import type { Comparison, QueryDelta } from '../../../engine/core';
import { deltaMove, sortDeltas, wonAndLost } from './compareRows';

const row = (
  id: string,
  rankA: number | null,
  rankB: number | null,
  delta: number,
): QueryDelta => ({
  id,
  query: id,
  rankA,
  rankB,
  delta,
  jaccard: 0.5,
  rbo: 0.5,
});

const rows = [
  row('same', 1, 1, 0),
  row('won', 5, 1, 4),
  row('lost', 1, 3, -2),
  row('lost-more', 1, null, -10),
];

describe('sortDeltas', () => {
  it('puts losses first (biggest first), then wins, then the unchanged', () => {
    expect(sortDeltas(rows).map((r) => r.id)).toEqual(['lost-more', 'lost', 'won', 'same']);
  });
});

describe('wonAndLost', () => {
  it('lists the biggest wins and losses', () => {
    const comparison = { perQuery: rows } as Comparison;
    const { won, lost } = wonAndLost(comparison, 1);
    expect(won.map((r) => r.id)).toEqual(['won']);
    expect(lost.map((r) => r.id)).toEqual(['lost-more']);
  });
});

describe('deltaMove', () => {
  it('reads a positive delta as up, and a tool B no longer returns as lost', () => {
    expect(deltaMove(rows[1] as QueryDelta)).toEqual({ kind: 'up', by: 4 });
    expect(deltaMove(rows[2] as QueryDelta)).toEqual({ kind: 'down', by: 2 });
    expect(deltaMove(rows[3] as QueryDelta)).toEqual({ kind: 'lost' });
    expect(deltaMove(row('found', null, 2, 9))).toEqual({ kind: 'found' });
  });
});

describe('rows whose rank did not move', () => {
  const page = (shown: number | null) => ({ pageChars: 100, shown });
  const withPages = (id: string, a: number | null, b: number | null): QueryDelta => ({
    ...row(id, 1, 1, 0),
    excerpt: { a: page(a), b: page(b) },
  });
  const pages = [
    withPages('same', 1, 1),
    withPages('shows-more', 0.5, 1),
    withPages('shows-less', 1, 0.5),
    withPages('shows-none', 1, 0),
    row('lost', 1, 3, -2),
  ];

  it('come after the rank moves, ordered by what the page shows', () => {
    expect(sortDeltas(pages).map((r) => r.id)).toEqual([
      'lost',
      'shows-none',
      'shows-less',
      'shows-more',
      'same',
    ]);
  });

  it('count as wins and losses after the rank moves', () => {
    const { won, lost } = wonAndLost({ perQuery: pages } as Comparison, 5);
    expect(won.map((r) => r.id)).toEqual(['shows-more']);
    expect(lost.map((r) => r.id)).toEqual(['lost', 'shows-none', 'shows-less']);
  });
});
