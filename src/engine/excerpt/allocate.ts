import type { Cluster, ExcerptWindow } from './types';

/** A UTF-16 offset moved off the middle of a surrogate pair, towards the inside of [from, to). */
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const safeStart = (text: string, offset: number): number =>
  offset > 0 && offset < text.length && isLowSurrogate(text.charCodeAt(offset))
    ? offset + 1
    : offset;
export const safeEnd = (text: string, offset: number): number =>
  offset > 0 && offset < text.length && isLowSurrogate(text.charCodeAt(offset))
    ? offset - 1
    : offset;

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** A letter or digit: what a cut must not split (render.ts trims a half word at a cut). */
export const isWordChar = (char: string | undefined): boolean =>
  char !== undefined && WORD_CHAR.test(char);

/**
 * Where two neighbouring windows' rooms meet: halfway between their cores, moved to the nearest
 * word break between them, so two windows that grow to meet join whole rather than each drop
 * its half of the word at the seam ("Create, deploy, or … a single").
 */
const seam = (text: string, from: number, to: number): number => {
  const middle = Math.floor((from + to) / 2);
  const isBreak = (at: number) => !isWordChar(text[at - 1]) || !isWordChar(text[at]);
  for (let step = 0; middle - step >= from || middle + step <= to; step++) {
    if (middle - step >= from && isBreak(middle - step)) return middle - step;
    if (middle + step <= to && isBreak(middle + step)) return middle + step;
  }
  return middle;
};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Clusters that fit: drop the lightest while the bare cores alone exceed the budget. */
const fitting = (clusters: readonly Cluster[], budget: number): Cluster[] => {
  const kept = [...clusters];
  const coreTotal = () => kept.reduce((total, c) => total + (c.end - c.start), 0);
  while (kept.length > 1 && coreTotal() > budget) {
    const lightest = kept.reduce((a, b) => (b.weight < a.weight ? b : a));
    kept.splice(kept.indexOf(lightest), 1);
  }
  return kept;
};

/**
 * Step 4: give each window a floor of context, then share the rest of the budget in proportion
 * to its term weight, so the rare word gets the wider window. A window cannot grow past the
 * text's ends or halfway to its neighbour; what it cannot use flows to the others. This is a
 * water-fill: find the level λ where Σ clamp(floor + λ·w, core, room) meets the budget.
 */
export const allocateContext = (
  clusters: readonly Cluster[],
  budget: number,
  text: string,
  floor: number,
): ExcerptWindow[] => {
  if (clusters.length === 0 || budget <= 0) return [];
  const kept = fitting(clusters, budget);
  // A hit that does not fit whole is not shown in part: the caller falls back to the opening.
  if (kept.some((c) => c.end - c.start > budget)) return [];
  const cores = kept.map((c) => ({ start: c.start, end: c.end }));
  const rooms = cores.map((core, i) => {
    const previous = cores[i - 1];
    const next = cores[i + 1];
    const left = previous ? seam(text, previous.end, core.start) : 0;
    const right = next ? seam(text, core.end, next.start) : text.length;
    return { left, right, min: core.end - core.start, max: right - left };
  });
  const weights = kept.map((c) => Math.max(c.weight, 1e-9));
  const allocate = (level: number) =>
    rooms.map((room, i) => clamp(floor + level * (weights[i] ?? 0), room.min, room.max));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  // The bisection's hot loop: the same sum as sum(allocate(level)), without allocating.
  const total = (level: number) => {
    let value = 0;
    for (let i = 0; i < rooms.length; i++) {
      const room = rooms[i];
      if (room) value += clamp(floor + level * (weights[i] ?? 0), room.min, room.max);
    }
    return value;
  };

  let low = -floor / Math.min(...weights) - 1;
  let high = budget / Math.min(...weights) + 1;
  if (total(high) <= budget) low = high;
  // 40 halvings leave the level exact to far below one character.
  for (let step = 0; step < 40 && low < high; step++) {
    const middle = (low + high) / 2;
    if (total(middle) <= budget) low = middle;
    else high = middle;
  }
  const exact = allocate(low);
  // Whole characters: round down, then hand the spare ones to the largest remainders.
  const chars = exact.map(Math.floor);
  let spare = Math.min(budget, sum(exact)) - sum(chars);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { i } of byRemainder) {
    if (spare < 1) break;
    const room = rooms[i];
    if (room && (chars[i] ?? 0) < room.max) {
      chars[i] = (chars[i] ?? 0) + 1;
      spare--;
    }
  }

  return kept.map((cluster, i): ExcerptWindow => {
    const core = cores[i] ?? { start: cluster.start, end: cluster.end };
    const room = rooms[i] ?? { left: 0, right: text.length };
    const context = Math.max(0, (chars[i] ?? 0) - (core.end - core.start));
    let before = Math.min(Math.floor(context / 2), core.start - room.left);
    const after = Math.min(context - before, room.right - core.end);
    before = Math.min(context - after, core.start - room.left);
    const start = safeStart(text, core.start - before);
    const end = safeEnd(text, core.end + after);
    const granted = chars[i] ?? 0;
    const floorPart = Math.min(floor, granted);
    return {
      start,
      end,
      chars: end - start,
      core,
      terms: cluster.terms,
      weight: cluster.weight,
      floor: floorPart,
      share: granted - floorPart,
    };
  });
};
