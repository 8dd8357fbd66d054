/**
 * A word-level diff of two texts, for the before/after view of a tool edit and a release diff's description changes. Words and the
 * whitespace between them are separate tokens, so a changed word is marked without its
 * neighbours, and the parts joined back give each text exactly. Longest common subsequence
 * over tokens: descriptions are short (a few hundred words), so the O(n·m) table is cheap;
 * above `MAX_CELLS` the texts are shown as one removal and one insertion instead.
 */

/** A word diff's run: text both versions share, or text only the old or only the new one has. */
export type WordPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** Table cells above which the diff gives up on alignment (about 2,000 × 2,000 tokens). */
export const MAX_CELLS = 4_000_000;

export const tokenize = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];

/** Appends, merging with the previous part of the same kind so runs read as one. */
const push = (parts: WordPart[], kind: WordPart['kind'], text: string) => {
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
};

/**
 * Tidies a raw alignment for reading: a bare space kept between two changes belongs to them,
 * so "a b c" → "x y z" reads as one replacement instead of three interleaved ones. Each change
 * run becomes one removal then one insertion; both texts are still given back exactly.
 */
const tidy = (raw: readonly WordPart[]): WordPart[] => {
  const parts: WordPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) push(parts, 'removed', removed);
    if (added) push(parts, 'added', added);
    removed = '';
    added = '';
  };
  raw.forEach((part, i) => {
    const inRun = removed !== '' || added !== '';
    const nextChanges = raw[i + 1] !== undefined && raw[i + 1]?.kind !== 'same';
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else if (inRun && nextChanges && part.text.trim() === '') {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      push(parts, 'same', part.text);
    }
  });
  flush();
  return parts;
};

/**
 * Table cells a run of diffs may still spend, shared between calls: a release diff of thousands
 * of rewritten descriptions stays bounded in all, not only each one. A diff past it is shown as
 * one removal and one insertion, as one past MAX_CELLS is.
 */
export type CellBudget = { cells: number };

export const wordDiff = (
  before: string,
  after: string,
  budget: CellBudget = { cells: MAX_CELLS },
): WordPart[] => {
  const all = { a: tokenize(before), b: tokenize(after) };
  // The common head and tail need no table: most edits touch one place in a long text.
  let head = 0;
  while (head < all.a.length && head < all.b.length && all.a[head] === all.b[head]) head++;
  let tail = 0;
  while (
    tail < all.a.length - head &&
    tail < all.b.length - head &&
    all.a[all.a.length - 1 - tail] === all.b[all.b.length - 1 - tail]
  )
    tail++;
  const a = all.a.slice(head, all.a.length - tail);
  const b = all.b.slice(head, all.b.length - tail);
  const raw: WordPart[] = [];
  if (head > 0) push(raw, 'same', all.a.slice(0, head).join(''));
  const middle = alignTokens(a, b, budget);
  for (const part of middle) push(raw, part.kind, part.text);
  if (tail > 0) push(raw, 'same', all.a.slice(all.a.length - tail).join(''));
  return tidy(raw);
};

/** The longest-common-subsequence alignment of two token lists. */
const alignTokens = (
  a: readonly string[],
  b: readonly string[],
  budget: CellBudget,
): WordPart[] => {
  const parts: WordPart[] = [];
  const cells = (a.length + 1) * (b.length + 1);
  if (cells > Math.min(MAX_CELLS, budget.cells)) {
    if (a.length > 0) push(parts, 'removed', a.join(''));
    if (b.length > 0) push(parts, 'added', b.join(''));
    return parts;
  }
  budget.cells -= cells;
  // lcs[i][j]: the common subsequence length of a[i…] and b[j…], filled from the end.
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i] ?? '');
      i++;
      j++;
    } else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0)) {
      push(parts, 'removed', a[i++] ?? '');
    } else {
      push(parts, 'added', b[j++] ?? '');
    }
  }
  while (i < a.length) push(parts, 'removed', a[i++] ?? '');
  while (j < b.length) push(parts, 'added', b[j++] ?? '');
  return parts;
};

/** The text a diff was made from: its `same` and `removed` parts (before) or `same` and `added`. */
export const sideOf = (parts: readonly WordPart[], side: 'before' | 'after'): string =>
  parts
    .filter(
      (part) => part.kind === 'same' || part.kind === (side === 'before' ? 'removed' : 'added'),
    )
    .map((part) => part.text)
    .join('');
