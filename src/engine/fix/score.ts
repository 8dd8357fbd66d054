import type { Tool } from '../catalog/core';
import type { LabelledQuery } from '../eval/core';
import type { Place, Rankers } from './rankers';
import type { FixRanker, QueryMove } from './types';

/**
 * Where every labelled query's relevant tools land under every ranker, and what changes when
 * edited tools are swapped in. A move counts when a tool crosses its ranker's k: into it (a win)
 * or out of it (a loss when the query is the edited tool's, a steal when it is another tool's).
 */

/** Each query's relevant tools' places, by query id, then ranker, then tool. */
export type Placements = Map<string, Map<FixRanker, Map<string, Place>>>;

/** Where each query's relevant tools land now, a renamed tool looked up by its new name. */
export const placements = (
  rankers: Rankers,
  queries: readonly LabelledQuery[],
  renamed: ReadonlyMap<string, string> = new Map(),
): Placements => {
  const all: Placements = new Map();
  for (const query of queries) {
    const byRanker = new Map<FixRanker, Map<string, Place>>();
    const names = query.relevant.map((name) => renamed.get(name) ?? name);
    for (const ranker of rankers.ids) {
      const found = rankers.places(ranker, query.query, names);
      byRanker.set(
        ranker,
        new Map(query.relevant.map((name, i) => [name, found.get(names[i] as string) as Place])),
      );
    }
    all.set(query.id, byRanker);
  }
  return all;
};

export type Moves = { wins: QueryMove[]; losses: QueryMove[]; steals: QueryMove[] };

/**
 * The moves from `before` to `after` for the edited tools `edited` (catalog names before the
 * edit): their queries entering the top k are wins; any relevant tool of their queries leaving
 * it is a loss; a relevant tool of another query leaving it is a steal.
 */
export const movesBetween = (
  queries: readonly LabelledQuery[],
  before: Placements,
  after: Placements,
  edited: ReadonlySet<string>,
): Moves => {
  const moves: Moves = { wins: [], losses: [], steals: [] };
  for (const query of queries) {
    const own = query.relevant.some((name) => edited.has(name));
    for (const [ranker, places] of before.get(query.id) ?? []) {
      for (const [tool, was] of places) {
        const now = after.get(query.id)?.get(ranker)?.get(tool);
        if (!now || was.found === now.found) continue;
        const move: QueryMove = {
          query: query.id,
          text: query.query,
          tool,
          ranker,
          before: was.rank,
          after: now.rank,
        };
        if (now.found) {
          if (edited.has(tool)) moves.wins.push(move);
        } else if (own) moves.losses.push(move);
        else moves.steals.push(move);
      }
    }
  }
  return moves;
};

/** `measure` run with each edited tool swapped in for the one it was, then the originals back. */
export const swapped = <T>(
  rankers: Rankers,
  swaps: readonly { tool: Tool; was: Tool }[],
  measure: () => T,
): T => {
  for (const { tool, was } of swaps) rankers.swap(tool, was.name);
  try {
    return measure();
  } finally {
    for (const { tool, was } of [...swaps].reverse()) rankers.swap(was, tool.name);
  }
};
