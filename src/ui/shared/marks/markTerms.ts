import type { Match } from '../../../engine/core';

/**
 * Cuts a text into plain and marked segments at the hits the worker found in it. The page has
 * no analyzer (the stemmer stays in the worker), so it never guesses which words match: a
 * guess by stem and ending marked "only" for "one" (stem "on"). The worker sends each hit's
 * offsets, found by the same analyzer that ranked the tools, and the page marks exactly those.
 * Output is plain segments; React renders them as text, never as markup.
 */

export type Segment = { text: string; stem?: string };

/**
 * `marks` are offsets into `text`; marks out of range, overlapping an earlier one or empty are
 * skipped (a stale answer must not garble the text), so the segments always join to `text`.
 */
export const markSegments = (text: string, marks: readonly Match[] | undefined): Segment[] => {
  const segments: Segment[] = [];
  const plain = (value: string) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last && last.stem === undefined) last.text += value;
    else segments.push({ text: value });
  };
  let at = 0;
  const sorted = [...(marks ?? [])].sort((a, b) => a.start - b.start);
  for (const mark of sorted) {
    if (mark.start < at || mark.end <= mark.start || mark.end > text.length) continue;
    plain(text.slice(at, mark.start));
    segments.push({ text: text.slice(mark.start, mark.end), stem: mark.stem });
    at = mark.end;
  }
  plain(text.slice(at));
  return segments;
};
