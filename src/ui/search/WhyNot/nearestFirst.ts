/**
 * The order "Why not?" offers tools in: the ones the search ranked, nearest the page first (the
 * misses a user most likely asks about), then the tools it did not match at all, in catalog
 * order. Without a ranking (still asked, or browsing), catalog order.
 */
export const nearestFirst = (
  catalogOrder: readonly string[],
  ranked: readonly string[] | undefined,
): string[] => {
  if (!ranked || ranked.length === 0) return [...catalogOrder];
  const known = new Set(catalogOrder);
  const first = ranked.filter((name) => known.has(name));
  const placed = new Set(first);
  return [...first, ...catalogOrder.filter((name) => !placed.has(name))];
};
