/** What else orders "Why not?": a search that found nothing has no ranking to go by. */
export type NearestHints = {
  /** The tools the palette would list for the query (a search that found nothing offers them). */
  nearest?: readonly string[] | undefined;
  /** The tools declared on every turn whatever the query: never the miss a user asks about. */
  alwaysDeclared?: readonly string[] | undefined;
};

/**
 * The order "Why not?" offers tools in: the ones the search ranked, nearest the page first (the
 * misses a user most likely asks about), then the tools nearest the query by name, then the
 * tools it did not match at all, in catalog order, and the always-declared ones last. Without a
 * ranking (still asked, or browsing), catalog order.
 */
export const nearestFirst = (
  catalogOrder: readonly string[],
  ranked: readonly string[] | undefined,
  { nearest = [], alwaysDeclared = [] }: NearestHints = {},
): string[] => {
  const known = new Set(catalogOrder);
  const last = new Set(alwaysDeclared);
  const first = [...new Set([...(ranked ?? []), ...nearest])].filter(
    (name) => known.has(name) && !last.has(name),
  );
  if (first.length === 0 && last.size === 0) return [...catalogOrder];
  const placed = new Set([...first, ...last]);
  return [
    ...first,
    ...catalogOrder.filter((name) => !placed.has(name)),
    ...catalogOrder.filter((name) => last.has(name)),
  ];
};
