import { isWordChar, safeEnd } from './allocate';
import { ELLIPSIS, type ExcerptWindow, SEPARATOR } from './types';

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/** Runs of whitespace (newlines in a description) read as one space in a menu row. */
export const collapse = (text: string): string => text.replace(/\s+/g, ' ');

/** How far a cut may move to avoid splitting a word; past that, a long word is cut. */
const WORD_SNAP = 12;

/**
 * A window tidied at its cut edges: a partial word is dropped rather than shown half ("heet
 * file"), and whitespace is trimmed, so `chars` counts what is shown. The core is never
 * touched.
 */
export const trimWindow = (text: string, window: ExcerptWindow): ExcerptWindow => {
  let { start, end } = window;
  const { core } = window;
  if (start > 0 && isWordChar(text[start - 1]) && isWordChar(text[start])) {
    let next = start;
    while (next < core.start && isWordChar(text[next])) next++;
    if (next - start <= WORD_SNAP) start = next;
  }
  if (end < text.length && isWordChar(text[end - 1]) && isWordChar(text[end])) {
    let previous = end;
    while (previous > core.end && isWordChar(text[previous - 1])) previous--;
    if (end - previous <= WORD_SNAP) end = previous;
  }
  while (
    start < end &&
    start < core.start &&
    (isSpace(text[start]) || (!isWordChar(text[start]) && isSpace(text[start + 1])))
  )
    start++;
  while (end > start && end > core.end && isSpace(text[end - 1])) end--;
  return { ...window, start, end, chars: end - start };
};

/**
 * Step 5: windows in text order, joined with ` … `, with `…` where the text was cut at either
 * end. Windows that touch, or that only whitespace parts, are joined without a separator.
 */
export const renderWindows = (text: string, windows: readonly ExcerptWindow[]): string => {
  let rendered = '';
  windows.forEach((window, i) => {
    const previous = windows[i - 1];
    if (!previous) rendered += window.start > 0 ? `${ELLIPSIS} ` : '';
    else if (window.start > previous.end) {
      const gap = text.slice(previous.end, window.start);
      rendered += gap.trim() === '' ? ' ' : SEPARATOR;
    }
    rendered += collapse(text.slice(window.start, window.end));
  });
  const last = windows.at(-1);
  if (last && last.end < text.length) rendered += ELLIPSIS;
  return rendered;
};

/** The first `room` characters of `text` (never half a surrogate pair), with `…` if cut. */
export const renderOpening = (
  text: string,
  room: number,
  whole = collapse(text.trim()),
): { text: string; shown: number } => {
  if (whole.length <= room) return { text: whole, shown: text.length };
  if (room <= ELLIPSIS.length) return { text: '', shown: 0 };
  const end = safeEnd(whole, Math.max(0, room - ELLIPSIS.length));
  const kept = whole.slice(0, end).trimEnd();
  return { text: `${kept}${ELLIPSIS}`, shown: kept.length };
};
