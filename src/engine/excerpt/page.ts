/**
 * Step 6: the page budget, water-filled. Every entry is offered an equal share; an entry that
 * needs less keeps only what it needs, and the characters it leaves are shared again among the
 * entries that want more. A lone result gets the whole page.
 */
export type PageShare = {
  /** Characters the entry could use: its whole excerpt uncut. */
  need: number;
  /** The equal share it was offered: budget / entries. */
  equal: number;
  /** Characters granted; at most `need`. */
  share: number;
  /** equal − share when positive: characters given to others. */
  donated: number;
  /** share − equal when positive: characters received from others. */
  received: number;
};

export const waterFill = (budget: number, needs: readonly number[]): PageShare[] => {
  const count = needs.length;
  if (count === 0) return [];
  const equal = budget / count;
  const shares = new Array<number>(count).fill(0);
  let left = budget;
  // Satisfy the smallest needs first; each satisfied entry frees its slack for the rest.
  const order = needs.map((need, i) => ({ need, i })).sort((a, b) => a.need - b.need || a.i - b.i);
  order.forEach(({ need, i }, position) => {
    const level = Math.floor(left / (count - position));
    shares[i] = Math.max(0, Math.min(need, level));
    left -= shares[i] ?? 0;
  });
  return needs.map((need, i) => {
    const share = shares[i] ?? 0;
    return {
      need,
      equal: Math.floor(equal),
      share,
      donated: Math.max(0, Math.floor(equal) - share),
      received: Math.max(0, share - Math.floor(equal)),
    };
  });
};
