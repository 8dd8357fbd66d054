import { type FieldTexts, OramaIndex } from './oramaIndex';

/**
 * What Orama indexes of a store's entry (toolStore.ts): its id, its slot, its field texts and
 * its name's joined forms (joinedName.ts).
 */
type Indexed = { id: string; slot: number; fields: FieldTexts; joined: string[] };

/** The entries of a store in catalog order. */
export type InOrder = { count: () => number; at: (position: number) => Indexed };

/**
 * Orama's index of a store's tools, built on first use and kept in step with every change from
 * then on. A caller with time between searches (the worker) builds it in steps, so no search
 * waits for the whole build; a change of the catalog's order meanwhile restarts it, so what is
 * built is always what the store holds.
 */
export class LazyOrama {
  #orama: OramaIndex | undefined;
  /** Tools (by catalog position) already in a partly built index. */
  #building: { orama: OramaIndex; next: number } | undefined;
  /** Orama's internal document id → slot, for reading its scores into arrays by slot. */
  #slotOfInternal = new Int32Array(0);

  get built(): boolean {
    return this.#orama !== undefined;
  }

  /** The whole index, built now if it is not yet. */
  full(entries: InOrder): OramaIndex {
    while (!this.#orama) this.step(Number.POSITIVE_INFINITY, entries);
    return this.#orama;
  }

  /** Adds up to `tools` more tools, in catalog order; true once the index is complete. */
  step(tools: number, entries: InOrder): boolean {
    if (this.#orama) return true;
    this.#building ??= { orama: new OramaIndex(), next: 0 };
    const building = this.#building;
    const end = Math.min(entries.count(), building.next + tools);
    for (; building.next < end; building.next++) {
      this.#addTo(building.orama, entries.at(building.next));
    }
    if (building.next < entries.count()) return false;
    this.#orama = building.orama;
    this.#building = undefined;
    return true;
  }

  /** A partly built index is of the old order: it starts again from the new one. */
  orderChanged(): void {
    this.#building = undefined;
  }

  /** A tool added to the store, indexed at once once the index is built. */
  add(entry: Indexed): void {
    if (this.#orama) this.#addTo(this.#orama, entry);
  }

  remove(id: string): void {
    this.#orama?.remove(id);
  }

  /** One past the highest internal id so far: the length of arrays indexed by it. */
  get idCapacity(): number {
    return this.#slotOfInternal.length;
  }

  /** The slot of an internal document id. */
  slotOf(internalId: number): number {
    return this.#slotOfInternal[internalId] ?? -1;
  }

  #addTo(orama: OramaIndex, entry: Indexed): void {
    const internal = orama.add(entry.id, entry.fields, entry.joined);
    if (internal >= this.#slotOfInternal.length) {
      const next = new Int32Array(Math.max(internal + 1, this.#slotOfInternal.length * 2, 64));
      next.set(this.#slotOfInternal);
      this.#slotOfInternal = next;
    }
    this.#slotOfInternal[internal] = entry.slot;
  }
}
