import type { Cluster } from './types';

/**
 * Step 3: greedy set cover. Repeatedly keep the cluster that explains the most query terms
 * not yet explained (ties: more new weight, then earlier in the text); stop when no cluster
 * adds a term. A cluster that only repeats explained terms is dropped. Prose clusters are
 * covered first: an `aside` cluster (a term said only in a negation sentence, a URL or code)
 * is kept only for the terms the prose leaves unexplained, so "Do not use this for creating
 * Virtual Machine Scale Sets" never stands in for the opening that says what the tool does.
 * The result is in text order.
 */
export const coverClusters = (
  clusters: readonly Cluster[],
  weights: ReadonlyMap<string, number>,
): Cluster[] => {
  const explained = new Set<string>();
  const kept: Cluster[] = [];
  const greedy = (remaining: Cluster[]) => {
    for (;;) {
      let best: { cluster: Cluster; count: number; weight: number } | undefined;
      for (const candidate of remaining) {
        const fresh = candidate.terms.filter((term) => !explained.has(term));
        const weight = fresh.reduce((total, term) => total + (weights.get(term) ?? 0), 0);
        const better =
          !best ||
          fresh.length > best.count ||
          (fresh.length === best.count && weight > best.weight + 1e-12);
        if (fresh.length > 0 && better) best = { cluster: candidate, count: fresh.length, weight };
      }
      if (!best) return;
      kept.push(best.cluster);
      for (const term of best.cluster.terms) explained.add(term);
      remaining.splice(remaining.indexOf(best.cluster), 1);
    }
  };
  greedy(clusters.filter((cluster) => !cluster.aside));
  greedy(clusters.filter((cluster) => cluster.aside));
  return kept.sort((a, b) => a.start - b.start);
};
