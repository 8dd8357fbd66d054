/**
 * The best `k` of `size` rows under `compare` (negative: the left row ranks first), in rank
 * order. A search shows 10 hits of the thousands a real query matches, so sorting them all was
 * wasted work: a bounded heap keeps the k best seen so far, the worst of them at its root, in
 * O(size × log k). Asking for at least `size` rows sorts them all. The property test holds it
 * to a full sort.
 */
export const selectTop = (
  size: number,
  k: number,
  compare: (left: number, right: number) => number,
): number[] => {
  const keep = Math.max(0, Math.min(k, size));
  if (keep === size) return Array.from({ length: size }, (_, i) => i).sort(compare);
  // A max-heap by rank: heap[0] is the worst of the kept rows.
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(heap[a] as number, heap[b] as number) > 0;
  const swap = (a: number, b: number) => {
    const t = heap[a] as number;
    heap[a] = heap[b] as number;
    heap[b] = t;
  };
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && worse(left, worst)) worst = left;
      if (right < heap.length && worse(right, worst)) worst = right;
      if (worst === at) return;
      swap(at, worst);
      at = worst;
    }
  };
  for (let row = 0; row < size; row++) {
    if (heap.length < keep) {
      heap.push(row);
      for (let at = heap.length - 1; at > 0; ) {
        const parent = (at - 1) >> 1;
        if (!worse(at, parent)) break;
        swap(at, parent);
        at = parent;
      }
    } else if (keep > 0 && compare(row, heap[0] as number) < 0) {
      heap[0] = row;
      siftDown(0);
    }
  }
  return heap.sort(compare);
};

/** 1 + the rows ranking before `row` under `compare`: its rank without sorting the list. */
export const rankOf = (
  size: number,
  row: number,
  compare: (left: number, right: number) => number,
): number => {
  let before = 0;
  for (let other = 0; other < size; other++) if (other !== row && compare(other, row) < 0) before++;
  return before + 1;
};
