import { analyze, type Catalog, descriptionAt } from '../src/engine';

/** A small deterministic PRNG (mulberry32), so every bench run asks the same queries. */
export const random = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

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
