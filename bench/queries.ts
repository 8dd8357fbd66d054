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
export const WARM_UP_SEED = 7;

/** The query kinds: the dev sets' real queries, and the short vocabulary queries. */
export const QUERY_KINDS = ['real', 'short'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];
export const isQueryKind = (kind: string): kind is QueryKind =>
  (QUERY_KINDS as readonly string[]).includes(kind);
