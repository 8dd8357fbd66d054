import type { ExcerptWindow, Match } from '../../../../engine/core';

/**
 * The lens view's text, cut into pieces to draw: the description in order, each kept window
 * as one piece (so it can be outlined), the text between windows as `cut` pieces, and every
 * query-term hit as a marked part. Offsets are the worker's, into the raw description.
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

export const lensSegments = (
  description: string,
  windows: readonly ExcerptWindow[],
  matches: readonly Match[],
): LensPiece[] => {
  const length = description.length;
  const clamp = (at: number) => Math.max(0, Math.min(length, at));
  const cuts = new Set([0, length]);
  for (const w of windows)
    for (const at of [w.start, w.end, w.core.start, w.core.end]) cuts.add(clamp(at));
  for (const m of matches) for (const at of [m.start, m.end]) cuts.add(clamp(at));
  const bounds = [...cuts].sort((a, b) => a - b);

  const pieces: LensPiece[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const start = bounds[i] ?? 0;
    const end = bounds[i + 1] ?? 0;
    if (end <= start) continue;
    const index = windows.findIndex((w) => inside(start, w));
    const window = windows[index];
    const match = matches.find((m) => inside(start, m));
    const part: LensPart = { text: description.slice(start, end) };
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
