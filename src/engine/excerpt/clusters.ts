import type { Cluster, Match } from './types';

const cluster = (matches: Match[], weights: ReadonlyMap<string, number>): Cluster => {
  const terms = [...new Set(matches.map((match) => match.stem))];
  return {
    start: matches[0]?.start ?? 0,
    end: matches.at(-1)?.end ?? 0,
    matches,
    terms,
    weight: terms.reduce((total, term) => total + (weights.get(term) ?? 0), 0),
  };
};

/**
 * Step 2: hits close together share a window. A hit joins the current cluster when it starts
 * at most `maxGap` characters after the cluster's end and the cluster would still span at most
 * `maxSpan`; otherwise it starts a new cluster, so a long run of hits splits.
 */
export const clusterMatches = (
  matches: readonly Match[],
  weights: ReadonlyMap<string, number>,
  maxGap: number,
  maxSpan: number,
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
  return groups.map((group) => cluster(group, weights));
};
