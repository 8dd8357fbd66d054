import { mergeSpans, type Span } from './spans';
import type { Excerpt, Match } from './types';

/**
 * How much of a description the lens sends and draws, every figure named once. The worker
 * sends a short description whole and a long one only around the excerpt's windows; the page
 * draws the sent text whole when it is short, else a neighbourhood of each window it can grow.
 * What is sent and drawn stays bounded whatever the description's length: a 2 MB description
 * sends some tens of kilobytes, and the page never lays out or marks all of it.
 */

/** A description up to this long is sent whole. */
export const LENS_WHOLE_CHARS = 20_000;
/** Sent text up to this long is drawn whole. */
export const LENS_SHOW_WHOLE = 4_000;
/** Characters drawn either side of each window at first… */
export const LENS_CONTEXT = 400;
/** …added either side by each "Show more"… */
export const LENS_CHUNK = 2_000;
/** …up to this: laying out 20,000 characters at once took 190 ms in the e2e. */
export const LENS_MAX_CONTEXT = 5_000;
/** Characters sent either side of each window by default: what the page draws at most. */
export const LENS_REACH = LENS_MAX_CONTEXT;
/** The most characters sent either side of a window, whatever the caller asks. */
const LENS_MAX_REACH = 200_000;

/** A piece of a description sent to the lens: its text, from character `start` on. */
export type LensSlice = { start: number; text: string };

/**
 * The lens of one hit: the description's text around the excerpt's windows (all of it when it
 * is short), the hits inside that text, and the excerpt shown.
 */
export type LensView = {
  name: string;
  /** The whole description's length in characters. */
  length: number;
  /**
   * The text sent, in order, never overlapping: the whole description when it is at most
   * LENS_WHOLE_CHARS characters, else each window with `reach` characters either side (the
   * opening when there is no window), merged where they touch.
   */
  slices: LensSlice[];
  /** Every hit inside the slices, in order; offsets into the whole description. */
  matches: Match[];
  /** Hits in the whole description, sent or not. */
  matchCount: number;
  excerpt: Excerpt;
  /** Stem → w(t), for colouring the marks. */
  weights: Record<string, number>;
};

/** The spans of a description the lens is sent: whole, or around the windows, merged. */
export const lensSpans = (length: number, windows: readonly Span[], reach: number): Span[] => {
  if (length <= LENS_WHOLE_CHARS) return [{ start: 0, end: length }];
  const r = Math.max(0, Math.min(LENS_MAX_REACH, Math.floor(reach)));
  const anchors = windows.length > 0 ? windows : [{ start: 0, end: 0 }];
  return mergeSpans(
    anchors.map((w) => ({ start: Math.max(0, w.start - r), end: Math.min(length, w.end + r) })),
  ).filter((s) => s.end > s.start);
};

/** A stretch of the sent text the page draws. */
export type Shown = { start: number; end: number; text: string };

const sentChars = (slices: readonly LensSlice[]) =>
  slices.reduce((sum, slice) => sum + slice.text.length, 0);

/**
 * Which parts of the sent text the page draws: all of it when short, else `context`
 * characters either side of each window, within the slices.
 */
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
