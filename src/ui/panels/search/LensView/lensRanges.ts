import { mergeSpans, type Span } from '../../../../engine/core';
import type { LensSlice } from '../../../../worker/boundary';

/**
 * Which parts of a description the lens draws. A short one is drawn whole; a long one only
 * around its windows, `context` characters either side, within the text the worker sent.
 * What is drawn stays bounded whatever the description's length: the page never lays out or
 * marks a 2 MB text (issue 15).
 */

/** Sent text up to this long is drawn whole. */
export const LENS_SHOW_WHOLE = 4_000;
/** Characters drawn either side of each window at first… */
export const LENS_CONTEXT = 400;
/** …added either side by each "Show more"… */
export const LENS_CHUNK = 2_000;
/** …up to this: laying out 20,000 characters at once took 190 ms in the e2e. */
export const LENS_MAX_CONTEXT = 5_000;

export type Shown = { start: number; end: number; text: string };

const sentChars = (slices: readonly LensSlice[]) =>
  slices.reduce((sum, slice) => sum + slice.text.length, 0);

export const shownRanges = (
  slices: readonly LensSlice[],
  windows: readonly Span[],
  context: number,
): Shown[] => {
  if (sentChars(slices) <= LENS_SHOW_WHOLE)
    return slices.map((s) => ({ start: s.start, end: s.start + s.text.length, text: s.text }));
  const anchors = windows.length > 0 ? windows : [{ start: slices[0]?.start ?? 0, end: 0 }];
  const merged = mergeSpans(
    anchors.map((w) => ({ start: w.start - context, end: Math.max(w.start, w.end) + context })),
  );
  const shown: Shown[] = [];
  for (const slice of slices) {
    const sliceEnd = slice.start + slice.text.length;
    for (const span of merged) {
      const start = Math.max(span.start, slice.start);
      const end = Math.min(span.end, sliceEnd);
      if (end > start)
        shown.push({ start, end, text: slice.text.slice(start - slice.start, end - slice.start) });
    }
  }
  return shown;
};

/** Characters of the sent text not yet drawn: what "Show more" can still reveal. */
export const hiddenSent = (slices: readonly LensSlice[], shown: readonly Shown[]) =>
  sentChars(slices) - shown.reduce((sum, s) => sum + (s.end - s.start), 0);
