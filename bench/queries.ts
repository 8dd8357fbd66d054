import { random } from '../src/data/synthetic';
import { analyze, type Catalog, descriptionAt } from '../src/engine';

/**
 * `count` queries of 1 to 3 words drawn from the catalog's own descriptions and names, so
 * every query has hits, as a user's query would.
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
