/**
 * A list kept sorted while items come in batches, sorted only when read: the items added wait
 * aside until then, and are then sorted together and merged into the sorted ones in one pass.
 * Claude Code's pool (pool.ts) is built by the worker a chunk of 64 tools at a time and read
 * only by a search, so merging every chunk as it came copied the whole list once a chunk
 * (quadratic over a build of 50,000 tools); kept aside, every tool of a build is sorted once,
 * at the first search, and an edit's few tools go in by binary search and one copy.
 *
 * The order must not change for the items held while they wait or once sorted: the pool's
 * does not, as a tool's name never changes and the kept tools keep their order among
 * themselves when their positions move.
 */
export class LazySorted<T> {
  readonly #order: (a: T, b: T) => number;
  #sorted: T[] = [];
  /** Added since the last read, in the order they came. */
  #incoming: T[] = [];

  constructor(order: (a: T, b: T) => number) {
    this.#order = order;
  }

  add(items: readonly T[]): void {
    for (const item of items) this.#incoming.push(item);
  }

  /** Visits every item, in no particular order (without sorting them). */
  forEach(visit: (item: T) => void): void {
    for (const item of this.#sorted) visit(item);
    for (const item of this.#incoming) visit(item);
  }

  /** Drops every item `gone` holds. */
  remove(gone: ReadonlySet<T>): void {
    this.#sorted = this.#sorted.filter((item) => !gone.has(item));
    this.#incoming = this.#incoming.filter((item) => !gone.has(item));
  }

  /**
   * Every item, sorted stably: of two equal items the one added first comes first. The array
   * is the list's own, not to be changed.
   */
  sorted(): readonly T[] {
    if (this.#incoming.length > 0) {
      this.#sorted = merged(this.#sorted, this.#incoming.sort(this.#order), this.#order);
      this.#incoming = [];
    }
    return this.#sorted;
  }
}

/**
 * The two sorted runs as one, an item of `first` before an equal one of `second` (stable). A
 * short run goes into a long one by binary search, so a few changed tools merged into 50,000
 * cost a few searches and one copy; runs of like length are merged side by side.
 */
const merged = <T>(first: T[], second: T[], order: (a: T, b: T) => number): T[] => {
  if (first.length === 0) return second;
  if (second.length * 16 < first.length) return inserted(first, second, order, true);
  if (first.length * 16 < second.length) return inserted(second, first, order, false);
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length)
    out.push(order(second[j] as T, first[i] as T) < 0 ? (second[j++] as T) : (first[i++] as T));
  while (i < first.length) out.push(first[i++] as T);
  while (j < second.length) out.push(second[j++] as T);
  return out;
};

/** `few` put into `many`, each where it sorts; on a tie `many`'s item first when `manyFirst`. */
const inserted = <T>(many: T[], few: T[], order: (a: T, b: T) => number, manyFirst: boolean) => {
  const out: T[] = [];
  let from = 0;
  for (const item of few) {
    // The first place, from `from` on, whose item goes after `item`.
    let low = from;
    let high = many.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const sign = order(many[middle] as T, item);
      if (sign < 0 || (sign === 0 && manyFirst)) low = middle + 1;
      else high = middle;
    }
    for (; from < low; from++) out.push(many[from] as T);
    out.push(item);
  }
  for (; from < many.length; from++) out.push(many[from] as T);
  return out;
};
