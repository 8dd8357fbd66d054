/**
 * The part of a prompt section drawn at once. A section holds whatever the working set
 * declares, so one tool with a 2 MB description would make a 2 MB text node, whose layout
 * blocks the page for seconds. A section up to SECTION_DRAWN characters is drawn whole (every
 * real prompt: all 169 demo tools declared come to 127,000 characters, a working set of 20 to
 * about 18,000); a longer one is drawn SECTION_DRAWN characters at a time, around the point
 * where the cache-stable prefix breaks (or from its start), and widened on request.
 */
export const SECTION_DRAWN = 150_000;

export type SectionWindow = { start: number; end: number };

/** The window of a `length`-character section around `focus`, `size` wide, `widened` times. */
export const sectionWindow = (
  length: number,
  focus: number,
  widened = 0,
  size = SECTION_DRAWN,
): SectionWindow => {
  const width = size * (1 + widened);
  if (length <= width) return { start: 0, end: length };
  const start = Math.max(0, Math.min(length - width, focus - Math.floor(width / 2)));
  return { start, end: start + width };
};
