/** What else orders "Why not?": a search that found nothing has no ranking to go by. */
export type NearestHints = {
  /** The tools the palette would list for the query (a search that found nothing offers them). */
  nearest?: readonly string[] | undefined;
  /** The tools declared on every turn whatever the query: never the miss a user asks about. */
  alwaysDeclared?: readonly string[] | undefined;
};

/**
 * A catalog's names in order, and each name's place: built once per catalog list, so ordering
 * "Why not?" after each answer costs the ranked names, not a pass over every tool.
 */
export type CatalogNames = { order: readonly string[]; place: ReadonlyMap<string, number> };

export const catalogNames = (order: readonly string[]): CatalogNames => ({
  order,
  place: new Map(order.map((name, at) => [name, at])),
});

/**
 * Names in an order, read lazily: a picker shows its first few, so a 50,000-tool catalog is never
 * copied per answer (a copy and a filter per answer were long tasks on the page's thread).
 */
export type NameOrder = {
  /** How many names it holds. */
  readonly size: number;
  /** The names, in order. */
  names(): Iterable<string>;
  /** The same order without `names` (the results page's tools). */
  without(names: readonly string[]): NameOrder;
};

const ordered = (
  catalog: CatalogNames,
  first: readonly string[],
  last: readonly string[],
  dropped: ReadonlySet<string>,
): NameOrder => {
  const placed = new Set([...first, ...last]);
  const gone = [...dropped].filter((name) => catalog.place.has(name)).length;
  return {
    size: catalog.order.length - gone,
    *names() {
      for (const name of first) if (!dropped.has(name)) yield name;
      for (const name of catalog.order) if (!placed.has(name) && !dropped.has(name)) yield name;
      for (const name of last) if (!dropped.has(name)) yield name;
    },
    without: (names) => ordered(catalog, first, last, new Set([...dropped, ...names])),
  };
};

/**
 * The order "Why not?" offers tools in: the ones the search ranked, nearest the page first (the
 * misses a user most likely asks about), then the tools nearest the query by name, then the
 * tools it did not match at all, in catalog order, and the always-declared ones last (in
 * catalog order). Without a ranking (still asked, or browsing), catalog order. Names the
 * catalog no longer has (an answer older than an edit) are left out.
 */
export const nearestFirst = (
  catalog: CatalogNames,
  ranked: readonly string[] | undefined,
  { nearest = [], alwaysDeclared = [] }: NearestHints = {},
): NameOrder => {
  const declared = new Set(alwaysDeclared);
  const first = [...new Set([...(ranked ?? []), ...nearest])].filter(
    (name) => catalog.place.has(name) && !declared.has(name),
  );
  const last = [...declared]
    .filter((name) => catalog.place.has(name))
    .sort((a, b) => (catalog.place.get(a) as number) - (catalog.place.get(b) as number));
  return ordered(catalog, first, last, new Set());
};
