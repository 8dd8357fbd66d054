import { random } from '../src/data/synthetic';
import { analyze, type Catalog, descriptionAt } from '../src/engine';

/**
 * `count` queries of 1 to 3 words drawn from the catalog's own descriptions and names, so
 * every query has hits: the bench's `short` kind, and (with another seed) the JIT warm-up run
 * before the real queries' cold pass.
 */
export const benchQueries = (catalog: Catalog, count: number, seed = 42): string[] => {
  const words = [
    ...new Set(
      catalog.tools.flatMap((tool) =>
        analyze(`${tool.name} ${descriptionAt(tool)}`).map((token) => token.word),
      ),
    ),
  ].filter((word) => word.length > 2 && !/^\d+$/.test(word));
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 3);
    return Array.from({ length }, () => words[Math.floor(next() * words.length)]).join(' ');
  });
};

/** The seed of the warm-up queries: not the short kind's, so warm-up never times a query. */
const WARM_UP_SEED = 7;

/**
 * The JIT warm-up run before the cold pass, the same for every system: `count` queries, short
 * ones (seeded apart from the short kind's) alternating with real ones from the end of the real
 * list, after the first `timed` (which the cold pass and the edits time), so no warm-up query is
 * ever timed. Real ones are in it because "cold" is meant to time the query, not the JIT: with
 * short ones alone, a real query's first prose-mode paths (a long query's rank keys, its notes,
 * a joined name) were compiled inside the timed pass, on the helper thread, and counted as the
 * query's CPU. With fewer real queries than that, the rest are short.
 */
export const warmUpQueries = (
  catalog: Catalog,
  realQueries: readonly string[],
  timed: number,
  count: number,
): string[] => {
  const real = realQueries.slice(Math.max(timed, realQueries.length - Math.floor(count / 2)));
  const short = benchQueries(catalog, count - real.length, WARM_UP_SEED);
  const mixed: string[] = [];
  for (let i = 0; mixed.length < count; i++) {
    if (i < short.length) mixed.push(short[i] as string);
    if (i < real.length) mixed.push(real[i] as string);
  }
  return mixed;
};

/** The query kinds: the dev sets' real queries, and the short vocabulary queries. */
export const QUERY_KINDS = ['real', 'short'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];
export const isQueryKind = (kind: string): kind is QueryKind =>
  (QUERY_KINDS as readonly string[]).includes(kind);
