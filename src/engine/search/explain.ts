import { analyze } from '../text/analyze';
import { editDistance } from '../text/editDistance';
import type { DroppedTerm } from '../text/informative';
import { inScope, normalizeFilters } from './scope';
import type { ToolIndex } from './ToolIndex';
import type { Filters, Hit, SearchOptions, SearchResult } from './types';

/**
 * "Why not?": for any tool, why a search did not show it. The answers follow the pipeline in
 * order, so the first stage that lost the tool is the one named: a filter, then the text, then
 * the ranking.
 */

type Axis = keyof Filters;

/** One filter axis that excluded the tool, with what the tool has on that axis. */
export type FilterMiss = { axis: Axis; wanted: string[]; tool: string[] };

/** For one query term, the tool's nearest word: what the author might add or rename. */
export type NearMiss = {
  term: string;
  stem: string;
  closest: string | undefined;
  distance: number;
};

/**
 * A key of the ranker's order. Under `toollens`, `coverage` and `weightSum` count informative
 * terms only, and `bm25` is its score (BM25F with the coverage bonus).
 */
export type RankKey = 'coverage' | 'weightSum' | 'bm25' | 'order';

export type WhyNot =
  | { kind: 'unknown'; name: string }
  | { kind: 'shown'; name: string; rank: number }
  | { kind: 'filtered'; name: string; misses: FilterMiss[] }
  | { kind: 'browse-limit'; name: string; rank: number; limit: number }
  | {
      kind: 'no-match';
      name: string;
      nearest: NearMiss[];
      /**
       * Query words the toollens ranker dropped (filler, fragments…) that the tool contains:
       * the spec's ranker would have matched it on them. Absent under the other rankers.
       */
      dropped?: DroppedTerm[];
    }
  | {
      kind: 'ranked-lower';
      name: string;
      rank: number;
      limit: number;
      /** The last hit shown: the one this tool would have to beat. */
      against: string;
      /** The first rank key on which it lost, and by how much. */
      decidedBy: RankKey;
      gap: number;
    };

const axisValues = (index: ToolIndex, name: string, axis: Axis): string[] => {
  const tool = index.tool(name);
  if (!tool) return [];
  if (axis !== 'entities') return [...tool[axis]];
  const endpoints = tool.relationships.flatMap((r) => {
    const parts = r.split('.');
    return parts.length === 3 ? [parts[0] ?? '', parts[2] ?? ''] : [];
  });
  return [...new Set([...tool.entities, ...endpoints])];
};

const filterMisses = (index: ToolIndex, name: string, filters: Filters): FilterMiss[] => {
  const tool = index.tool(name);
  if (!tool) return [];
  const misses: FilterMiss[] = [];
  for (const axis of ['capabilities', 'domains', 'entities', 'relationships'] as const) {
    const wanted = filters[axis];
    if (!wanted || inScope(tool, { [axis]: wanted })) continue;
    misses.push({ axis, wanted, tool: axisValues(index, name, axis) });
  }
  return misses;
};

const nearest = (index: ToolIndex, name: string, terms: { term: string; stem: string }[]) => {
  const tool = index.tool(name);
  const text = [name, index.description(name) ?? '', tool?.capabilities.join(' ') ?? ''].join(' ');
  const words = [...new Set(analyze(text).map((token) => token.word))];
  return terms.map(({ term, stem }): NearMiss => {
    let best: { word: string; distance: number } | undefined;
    for (const word of words) {
      const distance = editDistance(term, word);
      if (!best || distance < best.distance) best = { word, distance };
    }
    return { term, stem, closest: best?.word, distance: best?.distance ?? term.length };
  });
};

/** The first key of the seed order on which `loser` ranks below `winner`, and the gap. */
export const decisiveKey = (winner: Hit, loser: Hit): { key: RankKey; gap: number } => {
  if (winner.coverage !== loser.coverage) {
    return { key: 'coverage', gap: winner.coverage - loser.coverage };
  }
  if (Math.abs(winner.weightSum - loser.weightSum) >= 1e-9) {
    return { key: 'weightSum', gap: winner.weightSum - loser.weightSum };
  }
  if (Math.abs(winner.bm25 - loser.bm25) >= 1e-9)
    return { key: 'bm25', gap: winner.bm25 - loser.bm25 };
  return { key: 'order', gap: loser.order - winner.order };
};

/** The same under the toollens order: informative coverage and Σw (keyword queries), score. */
export const decisiveToollensKey = (
  winner: Hit,
  loser: Hit,
  mode: 'keyword' | 'prose',
): { key: RankKey; gap: number } => {
  const [a, b] = [winner.toollens, loser.toollens];
  if (!a || !b) return { key: 'order', gap: loser.order - winner.order };
  if (mode === 'keyword' && a.coverage !== b.coverage) {
    return { key: 'coverage', gap: a.coverage - b.coverage };
  }
  if (mode === 'keyword' && Math.abs(a.weightSum - b.weightSum) >= 1e-9) {
    return { key: 'weightSum', gap: a.weightSum - b.weightSum };
  }
  if (Math.abs(a.score - b.score) >= 1e-9) return { key: 'bm25', gap: a.score - b.score };
  return { key: 'order', gap: loser.order - winner.order };
};

const decide = (all: SearchResult, last: Hit, hit: Hit): { key: RankKey; gap: number } => {
  if (all.ranker === 'seed') return decisiveKey(last, hit);
  if (all.ranker === 'toollens')
    return decisiveToollensKey(last, hit, all.toollens?.mode ?? 'prose');
  return { key: 'bm25', gap: last.bm25 - hit.bm25 };
};

/** Dropped query words the tool contains, when the toollens ranker dropped any. */
const droppedIn = (index: ToolIndex, name: string, all: SearchResult): DroppedTerm[] =>
  (all.toollens?.dropped ?? []).filter((term) => index.hasStem(name, term.stem));

export const explainMiss = (index: ToolIndex, options: SearchOptions, name: string): WhyNot => {
  if (!index.tool(name)) return { kind: 'unknown', name };
  const limit = options.limit ?? 10;
  const filters = normalizeFilters(options);
  const misses = filterMisses(index, name, filters);
  if (misses.length > 0) return { kind: 'filtered', name, misses };

  const all = index.search({ ...options, limit: Number.POSITIVE_INFINITY });
  const position = all.hits.findIndex((hit) => hit.name === name);
  if (position !== -1 && position < limit) return { kind: 'shown', name, rank: position + 1 };
  if (all.mode === 'browse') return { kind: 'browse-limit', name, rank: position + 1, limit };
  if (position === -1) {
    if (all.ranker !== 'toollens') {
      return { kind: 'no-match', name, nearest: nearest(index, name, all.terms) };
    }
    // Under toollens only the informative terms can match; the dropped ones are listed apart.
    const terms = all.toollens?.terms ?? all.terms;
    return {
      kind: 'no-match',
      name,
      nearest: nearest(index, name, terms),
      dropped: droppedIn(index, name, all),
    };
  }

  const hit = all.hits[position];
  const last = all.hits[Math.max(0, limit - 1)];
  if (!hit || !last) return { kind: 'no-match', name, nearest: [] };
  const { key, gap } = decide(all, last, hit);
  return {
    kind: 'ranked-lower',
    name,
    rank: position + 1,
    limit,
    against: last.name,
    decidedBy: key,
    gap,
  };
};
