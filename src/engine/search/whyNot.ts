import { analyze, type DroppedTerm } from '../text';
import { editDistance } from '../text/core';
import type { RankedQuery } from './rankedQuery';
import { comparedKeys, type Decision, decisiveKey, keysOf, type RankKey } from './rankKeys';
import { inScope, normalizeFilters } from './scope';
import type { ToolIndex } from './ToolIndex';
import {
  DEFAULT_PAGE_SIZE,
  FILTER_AXES,
  type Filters,
  type Hit,
  type SearchOptions,
  type SearchResult,
} from './types';

/**
 * "Why not?": for any tool, why a search did not show it. The answers follow the pipeline in
 * order, so the first stage that lost the tool is the one named: a filter, then the text, then
 * the ranking.
 */

export type Axis = keyof Filters;

/** One filter axis that excluded the tool, with what the tool has on that axis. */
export type FilterMiss = { axis: Axis; wanted: string[]; tool: string[] };

/** For one query term, the tool's nearest word: what the author might add or rename. */
export type NearMiss = {
  term: string;
  stem: string;
  closest: string | undefined;
  distance: number;
};

export type WhyNot =
  | { kind: 'unknown'; name: string }
  /** A scaffolding tool: always declared, so never a search result under any ranker. */
  | { kind: 'always-declared'; name: string }
  | { kind: 'shown'; name: string; rank: number }
  | { kind: 'filtered'; name: string; misses: FilterMiss[] }
  | { kind: 'browse-limit'; name: string; rank: number; limit: number }
  | {
      kind: 'no-match';
      name: string;
      nearest: NearMiss[];
      /**
       * Query words the toollens ranker dropped (filler, fragments…) that the tool contains:
       * the design's ranker (docs/design/search.md) would have matched it on them. Absent under the
       * other rankers.
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
      /** The first rank key of the ranker's order on which it lost, and by how much. */
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
  for (const axis of FILTER_AXES) {
    const wanted = filters[axis];
    if (!wanted || inScope(tool, { [axis]: wanted })) continue;
    misses.push({ axis, wanted, tool: axisValues(index, name, axis) });
  }
  return misses;
};

const nearest = (index: ToolIndex, name: string, terms: { term: string; stem: string }[]) => {
  const tool = index.tool(name);
  // Each text on its own, so a huge description cannot push the capabilities past the analysed part.
  const texts = [name, index.description(name) ?? '', tool?.capabilities.join(' ') ?? ''];
  const words = [...new Set(texts.flatMap((text) => analyze(text)).map((token) => token.word))];
  return terms.map(({ term, stem }): NearMiss => {
    let best: { word: string; distance: number } | undefined;
    for (const word of words) {
      const distance = editDistance(term, word);
      if (!best || distance < best.distance) best = { word, distance };
    }
    return { term, stem, closest: best?.word, distance: best?.distance ?? term.length };
  });
};

/**
 * The key on which `hit` lost to `last` under the search's ranker (rankKeys.ts). Under toollens,
 * a hit without a toollens score loses on catalog order alone, as the comparator ranks it.
 */
const decide = (result: SearchResult, last: Hit, hit: Hit): Decision => {
  if (result.ranker === 'toollens' && (!last.toollens || !hit.toollens)) {
    return { key: 'order', gap: hit.order - last.order };
  }
  const compared = comparedKeys(result.ranker, result.toollens?.mode ?? 'prose');
  return decisiveKey(keysOf(last, result.ranker), keysOf(hit, result.ranker), compared);
};

/** Dropped query words the tool contains, when the toollens ranker dropped any. */
const droppedIn = (index: ToolIndex, name: string, result: SearchResult): DroppedTerm[] =>
  (result.toollens?.dropped ?? []).filter((term) => index.hasStem(name, term.stem));

/** Why `name` is not among the results of `options`. */
export const explainMiss = (index: ToolIndex, options: SearchOptions, name: string): WhyNot =>
  whyNotIn(index, index.rank(options), name);

/**
 * The same for a search already ranked: its plan and passes are read, never run again, and the
 * only hits built are the tool's own and the last one shown.
 */
export const whyNotIn = (index: ToolIndex, ranking: RankedQuery, name: string): WhyNot => {
  const { options } = ranking;
  const tool = index.tool(name);
  if (!tool) return { kind: 'unknown', name };
  if (tool.scaffolding === true) return { kind: 'always-declared', name };
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const filters = normalizeFilters(options);
  const misses = filterMisses(index, name, filters);
  if (misses.length > 0) return { kind: 'filtered', name, misses };

  const result = ranking.result();
  const position = ranking.position(name);
  if (position !== -1 && position < limit) return { kind: 'shown', name, rank: position + 1 };
  if (result.mode === 'browse') return { kind: 'browse-limit', name, rank: position + 1, limit };
  if (position === -1) {
    if (result.ranker !== 'toollens') {
      return { kind: 'no-match', name, nearest: nearest(index, name, result.terms) };
    }
    // Under toollens only the informative terms can match; the dropped ones are listed apart.
    const terms = result.toollens?.terms ?? result.terms;
    return {
      kind: 'no-match',
      name,
      nearest: nearest(index, name, terms),
      dropped: droppedIn(index, name, result),
    };
  }

  const hit = ranking.hitAt(position);
  const last = ranking.hitAt(Math.max(0, limit - 1));
  if (!hit || !last) return { kind: 'no-match', name, nearest: [] };
  const { key, gap } = decide(result, last, hit);
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
