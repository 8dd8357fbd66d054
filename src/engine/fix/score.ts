import { MAX_MCP_DESCRIPTION_LENGTH } from '../agents/core';
import type { Tool } from '../catalog/core';
import type { LabelledQuery } from '../eval/core';
import { isAscii } from '../text/core';
import type { Place, Rankers } from './rankers';
import type { FixRanker, QueryMove } from './types';

/**
 * Where every labelled query's relevant tools land under every ranker, and what changes when
 * edited tools are swapped in. A move counts when a tool crosses its ranker's k or changes place
 * inside it: into it or up (a win for the edited tool), out of it or down (a loss when the query is
 * the edited tool's, a steal when it is another tool's).
 */

/** Each query's relevant tools' places, by query id, then ranker, then tool. */
export type Placements = Map<string, Map<FixRanker, Map<string, Place>>>;

/** Placements known not to have changed since `before`, so they are not asked again. */
export type Unchanged = {
  before: Placements;
  holds: (ranker: FixRanker, query: string) => boolean;
};

/**
 * Where each query's relevant tools land now, a renamed tool looked up by its new name; a
 * placement `unchanged` vouches for is taken from its `before`.
 */
export const placements = (
  rankers: Rankers,
  queries: readonly LabelledQuery[],
  renamed: ReadonlyMap<string, string> = new Map(),
  unchanged?: Unchanged,
): Placements => {
  const all: Placements = new Map();
  for (const query of queries) {
    const byRanker = new Map<FixRanker, Map<string, Place>>();
    const names = query.relevant.map((name) => renamed.get(name) ?? name);
    for (const ranker of rankers.ids) {
      const kept = unchanged?.holds(ranker, query.query)
        ? unchanged.before.get(query.id)?.get(ranker)
        : undefined;
      if (kept) {
        byRanker.set(ranker, kept);
        continue;
      }
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

/** Characters of the text before an appended part that a new match may begin in. */
const CONTEXT = 64;
// A match the append made overlaps it, so it starts within CONTEXT characters before it, with
// the character before the match (which `\b` reads) inside the region too. Old matches stay:
// an append keeps a boundary after the old text (placement.ts adds a space or a full stop).

/**
 * For a text field that grew by an appended part (`after` is `before` and more), whether Claude
 * Code's answer to a query cannot have changed; undefined when that cannot be told cheaply.
 * Its score is a sum over the tool's own fields with no statistic shared between tools
 * (docs/agents/claude-code.md, rule 7), so only the edited tool's score can move, and only for a
 * query term that now matches where it did not: a term (the lower-cased query split on white
 * space) found inside the appended part or the few characters before it. Not told: an edit that
 * is not an append, a text that is not ASCII (sanitising could make new letters), a description
 * that grows past Claude Code's 2,048-character cut. The BM25 rankers (Codex, toollens) share
 * lengths across tools, so any edit can move any query there: they are always asked.
 */
export const claudeCodeUnmoved = (
  before: string,
  after: string,
): ((query: string) => boolean) | undefined => {
  if (!after.startsWith(before) || after.length > MAX_MCP_DESCRIPTION_LENGTH) return undefined;
  if (!isAscii(after)) return undefined;
  const region = after.slice(Math.max(0, before.length - CONTEXT)).toLowerCase();
  // Claude Code's own test of a word: the term between `\b`s, escaped as its escapeRegExp does.
  const matches = (term: string) =>
    new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(region);
  return (query) =>
    query
      .toLowerCase()
      .split(/\s+/)
      // A required term (`+refund`) is tested without its `+`, as Claude Code reads it.
      .map((term) => (term.startsWith('+') && term.length > 1 ? term.slice(1) : term))
      .every((term) => term === '' || (term.length < CONTEXT && !matches(term)));
};

export type Moves = { wins: QueryMove[]; losses: QueryMove[]; steals: QueryMove[] };

/**
 * The moves from `before` to `after` for the edited tools `edited` (catalog names before the
 * edit): their queries entering the top k, or moving up within it, are wins; any relevant tool
 * of their queries leaving it, or pushed down within it, is a loss; a relevant tool of another
 * query leaving it, or pushed down within it, is a steal (R@1 counts a place inside the top k).
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
        if (!now) continue;
        // A place lost or won inside the top k counts too: R@1 counts it.
        const pushed = was.found && now.found && (now.rank ?? 0) > (was.rank ?? 0);
        const pulled = was.found && now.found && (now.rank ?? 0) < (was.rank ?? 0);
        if (was.found === now.found && !pushed && !pulled) continue;
        const move: QueryMove = {
          query: query.id,
          text: query.query,
          tool,
          ranker,
          before: was.rank,
          after: now.rank,
        };
        if (now.found && !pushed) {
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
