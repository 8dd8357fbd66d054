/**
 * Many short lists of integer pairs in two shared Int32Arrays: list `id` is `size` pairs from
 * `start`, with room for `room`. A catalog's postings are a few large lists and very many tiny
 * ones (most of a 50,000-tool catalog's terms are one tool's joined name forms), and a typed
 * array per list costs about 200 bytes of object headers before its first entry; here a list
 * costs three integers. A list that outgrows its room moves to the end with twice the room;
 * the room it leaves, and a freed list's, is reclaimed by compacting once it is most of the pool.
 *
 * A list's `start` moves when the pool compacts: read it afresh after any change.
 */
export class RegionPool {
  /** The pairs' first and second halves (for postings: slots and packed counts). */
  first = new Int32Array(1024);
  second = new Int32Array(1024);
  start = new Int32Array(64);
  size = new Int32Array(64);
  room = new Int32Array(64);
  /** Where the next moved or new list goes. */
  #end = 0;
  /** Entries left behind by lists that moved or were freed. */
  #unused = 0;

  /** Entries held by lists, and the pool's length: for tests and the bench. */
  get used(): number {
    return this.#end - this.#unused;
  }
  get length(): number {
    return this.first.length;
  }

  /** Appends the pair (x, y) to list `id`, moving the list when its room is full. */
  push(id: number, x: number, y: number): void {
    this.#ensure(id);
    const size = this.size[id] as number;
    if (size === this.room[id]) this.#move(id, Math.max(4, size * 2));
    const at = (this.start[id] as number) + size;
    this.first[at] = x;
    this.second[at] = y;
    this.size[id] = size + 1;
  }

  /** Makes list `id` exactly these pairs (a tool's terms, written once), in their own room. */
  set(id: number, xs: ArrayLike<number>, ys: ArrayLike<number>): void {
    this.#ensure(id);
    this.free(id);
    const need = xs.length;
    this.#reserve(need);
    const at = this.#end;
    this.first.set(xs, at);
    this.second.set(ys, at);
    this.#end += need;
    this.start[id] = at;
    this.size[id] = need;
    this.room[id] = need;
  }

  /** Removes the pair at `index` of list `id`: its last pair fills the hole (order is not kept). */
  removeAt(id: number, index: number): void {
    const start = this.start[id] as number;
    const last = start + (this.size[id] as number) - 1;
    this.first[start + index] = this.first[last] as number;
    this.second[start + index] = this.second[last] as number;
    this.size[id] = (this.size[id] as number) - 1;
  }

  /** Empties list `id` and gives its room back. */
  free(id: number): void {
    if (id >= this.room.length) return;
    this.#unused += this.room[id] as number;
    this.start[id] = 0;
    this.size[id] = 0;
    this.room[id] = 0;
    if (this.#unused > 4096 && this.#unused * 2 > this.#end) this.#compact();
  }

  #ensure(id: number): void {
    if (id < this.start.length) return;
    const length = Math.max(id + 1, this.start.length * 2);
    for (const key of ['start', 'size', 'room'] as const) {
      const next = new Int32Array(length);
      next.set(this[key]);
      this[key] = next;
    }
  }

  /** Room for `need` more entries at the end, compacting or growing the arrays first. */
  #reserve(need: number): void {
    if (this.#end + need <= this.first.length) return;
    if (this.#unused * 2 > this.#end) this.#compact();
    if (this.#end + need <= this.first.length) return;
    const length = Math.max(this.#end + need, this.first.length * 2);
    const first = new Int32Array(length);
    const second = new Int32Array(length);
    first.set(this.first.subarray(0, this.#end));
    second.set(this.second.subarray(0, this.#end));
    this.first = first;
    this.second = second;
  }

  #move(id: number, room: number): void {
    const size = this.size[id] as number;
    this.#reserve(room);
    const from = this.start[id] as number;
    const at = this.#end;
    this.first.copyWithin(at, from, from + size);
    this.second.copyWithin(at, from, from + size);
    this.#unused += this.room[id] as number;
    this.#end += room;
    this.start[id] = at;
    this.room[id] = room;
  }

  /**
   * Packs every list with no room to spare into arrays of just what the lists hold: after a
   * catalog's load, whose lists grew by doubling. The lists are copied in id order into the new
   * arrays (no sort by place, as packing in place needs). The next push to a list moves it.
   */
  trim(): void {
    let total = 0;
    for (let id = 0; id < this.size.length; id++) total += this.size[id] as number;
    if (this.#unused === 0 && this.#end === total && this.first.length === total) return;
    const first = new Int32Array(total);
    const second = new Int32Array(total);
    let at = 0;
    for (let id = 0; id < this.start.length; id++) {
      if (this.room[id] === 0) continue;
      const from = this.start[id] as number;
      const size = this.size[id] as number;
      for (let i = 0; i < size; i++) {
        first[at + i] = this.first[from + i] as number;
        second[at + i] = this.second[from + i] as number;
      }
      this.start[id] = at;
      this.room[id] = size;
      at += size;
    }
    this.first = first;
    this.second = second;
    this.#end = total;
    this.#unused = 0;
  }

  /** Every list packed to the front, in the order they lie now, each keeping its room. */
  #compact(): void {
    const ids: number[] = [];
    for (let id = 0; id < this.start.length; id++) if ((this.room[id] as number) > 0) ids.push(id);
    ids.sort((a, b) => (this.start[a] as number) - (this.start[b] as number));
    let at = 0;
    for (const id of ids) {
      const from = this.start[id] as number;
      const size = this.size[id] as number;
      // Lists only move towards the front, each past every list before it: copyWithin is safe.
      this.first.copyWithin(at, from, from + size);
      this.second.copyWithin(at, from, from + size);
      this.start[id] = at;
      at += this.room[id] as number;
    }
    this.#end = at;
    this.#unused = 0;
  }
}
