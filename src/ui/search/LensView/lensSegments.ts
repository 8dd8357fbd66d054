import type { ExcerptWindow, Match } from '../../../engine/core';

/**
 * The lens view's text, cut into pieces to draw: the text in order, each kept window as one
 * piece (so it can be outlined), the text between windows as `cut` pieces, and every
 * query-term hit as a marked part. Offsets are the worker's, into the raw description; `text`
 * is the description's text from `offset` on (a visible part of it), and only the hits inside
 * it are drawn. Linear in the text's pieces: a hit list of any length is walked once.
 */

export type LensPart = {
  text: string;
  /** The stem of the hit this part is, if it is one. */
  stem?: string;
  /** Inside a window's core: the span its hits earned, as opposed to granted context. */
  core?: boolean;
};

export type LensPiece =
  | { kind: 'window'; index: number; window: ExcerptWindow; parts: LensPart[] }
  | { kind: 'cut'; parts: LensPart[] };

type Span = { start: number; end: number };

const inside = (at: number, span: Span) => at >= span.start && at < span.end;

/** The first match that ends after `at` (matches are in order and do not overlap). */
export const firstEndingAfter = (matches: readonly Match[], at: number): number => {
  let lo = 0;
  let hi = matches.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((matches[mid]?.end ?? 0) <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

export const lensSegments = (
  text: string,
  windows: readonly ExcerptWindow[],
  matches: readonly Match[],
  offset = 0,
): LensPiece[] => {
  const from = offset;
  const to = offset + text.length;
  const clamp = (at: number) => Math.max(from, Math.min(to, at));
  const first = firstEndingAfter(matches, from);
  const hits: Match[] = [];
  for (let i = first; i < matches.length; i++) {
    const m = matches[i];
    if (!m || m.start >= to) break;
    hits.push(m);
  }
  const cuts = new Set([from, to]);
  for (const w of windows)
    for (const at of [w.start, w.end, w.core.start, w.core.end]) cuts.add(clamp(at));
  for (const m of hits) for (const at of [m.start, m.end]) cuts.add(clamp(at));
  const bounds = [...cuts].sort((a, b) => a - b);

  const pieces: LensPiece[] = [];
  let h = 0;
  for (let i = 0; i + 1 < bounds.length; i++) {
    const start = bounds[i] ?? 0;
    const end = bounds[i + 1] ?? 0;
    if (end <= start) continue;
    const index = windows.findIndex((w) => inside(start, w));
    const window = windows[index];
    while (h < hits.length && (hits[h]?.end ?? 0) <= start) h++;
    const candidate = hits[h];
    const match = candidate && inside(start, candidate) ? candidate : undefined;
    const part: LensPart = { text: text.slice(start - from, end - from) };
    if (match) part.stem = match.stem;
    if (window && inside(start, window.core)) part.core = true;

    const last = pieces.at(-1);
    const sameHome =
      last && (window ? last.kind === 'window' && last.index === index : last.kind === 'cut');
    if (!last || !sameHome) {
      pieces.push(
        window ? { kind: 'window', index, window, parts: [part] } : { kind: 'cut', parts: [part] },
      );
      continue;
    }
    // Neighbouring plain parts merge; a hit always stays its own part, to be marked.
    const previous = last.parts.at(-1);
    if (previous && !previous.stem && !part.stem && previous.core === part.core) {
      previous.text += part.text;
    } else {
      last.parts.push(part);
    }
  }
  return pieces;
};
