/** A stretch of a text, [start, end) in UTF-16 units. */
export type Span = { start: number; end: number };

/**
 * Spans sorted by start, with overlapping or touching ones merged: what to draw or send of a
 * long text around several windows, each part once. The input is left as it was.
 */
export const mergeSpans = (spans: readonly Span[]): Span[] => {
  const merged: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
};
