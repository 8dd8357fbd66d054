import type { Cluster, Match } from './types';

const cluster = (
  matches: Match[],
  weights: ReadonlyMap<string, number>,
  inAside: ((match: Match) => boolean) | undefined,
): Cluster => {
  const terms = [...new Set(matches.map((match) => match.stem))];
  const inProse = new Set(matches.filter((match) => !inAside?.(match)).map((match) => match.stem));
  const aside = terms.some((term) => !inProse.has(term));
  return {
    start: matches[0]?.start ?? 0,
    end: matches.at(-1)?.end ?? 0,
    matches,
    terms,
    weight: terms.reduce((total, term) => total + (weights.get(term) ?? 0), 0),
    ...(aside ? { aside } : {}),
  };
};

/**
 * Step 2: hits close together share a window. A hit joins the current cluster when it starts
 * at most `maxGap` characters after the cluster's end and the cluster would still span at most
 * `maxSpan`; otherwise it starts a new cluster, so a long run of hits splits. `inAside` tells
 * the hits inside a negation sentence, URL or code (asides.ts); a cluster with a term said only
 * there is marked `aside`.
 */
export const clusterMatches = (
  matches: readonly Match[],
  weights: ReadonlyMap<string, number>,
  maxGap: number,
  maxSpan: number,
  inAside?: (match: Match) => boolean,
): Cluster[] => {
  const sorted = [...matches].sort((a, b) => a.start - b.start || a.end - b.end);
  const groups: Match[][] = [];
  for (const match of sorted) {
    const group = groups.at(-1);
    const first = group?.[0];
    const last = group?.at(-1);
    if (
      group &&
      first &&
      last &&
      match.start - last.end <= maxGap &&
      match.end - first.start <= maxSpan
    ) {
      group.push(match);
    } else {
      groups.push([match]);
    }
  }
  return groups.map((group) => cluster(group, weights, inAside));
};
