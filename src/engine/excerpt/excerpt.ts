import { allocateContext } from './allocate';
import { insideAny } from './asides';
import { clusterMatches } from './clusters';
import { coverClusters } from './cover';
import { excerptMatches } from './matches';
import { renderOpening, renderWindows, trimWindow } from './render';
import { prepare } from './textCache';
import {
  DEFAULT_FLOOR,
  DEFAULT_MAX_GAP,
  DEFAULT_MAX_SPAN,
  ELLIPSIS,
  type Excerpt,
  type ExcerptOptions,
  type Match,
  SEPARATOR,
} from './types';

/** A query term (with a mixed-case word's parts) and its weight within the search's scope. */
export type WeightedTerm = { stem: string; parts?: readonly string[]; weight: number };

/**
 * The excerpt of one description for one query, built from the query outward: find the hits,
 * cluster them, keep the fewest windows that explain the most terms, share the characters by
 * term weight, and render. `prefix` (why a tool matched outside its description) counts
 * towards the cap.
 */
export const buildExcerpt = (
  text: string,
  terms: readonly WeightedTerm[],
  cap: number,
  options: ExcerptOptions & { prefix?: string } = {},
): Excerpt => {
  const excerpt = excerptOf(text, terms, cap, options);
  if (!options.marks) return excerpt;
  // Marked on the text shown, prefix included, by the same analyzer that found the hits: the
  // words that matched ("one", "ones"), never a look-alike ("only").
  return { ...excerpt, marks: excerptMatches(excerpt.text, terms) };
};

const excerptOf = (
  text: string,
  terms: readonly WeightedTerm[],
  cap: number,
  options: ExcerptOptions & { prefix?: string },
): Excerpt => {
  // A prefix longer than the whole cap is itself cut, so the cap always holds.
  const prefix = options.prefix && renderOpening(options.prefix, cap).text;
  const lead = prefix ? `${prefix} — ` : '';
  const withPrefix = (body: string) => (prefix ? (body ? `${lead}${body}` : prefix) : body);
  const room = Math.max(0, cap - lead.length);
  const weights = new Map(terms.map((term) => [term.stem, term.weight]));
  const matches = excerptMatches(text, terms);
  const base = { cap, ...(prefix ? { prefix } : {}) };
  if (lead.length > cap)
    return { ...base, text: prefix ?? '', mode: 'opening', windows: [], cut: text.length };

  const openingExcerpt = (): Excerpt => {
    const opening = renderOpening(text, room, prepare(text).collapsed);
    const whole = opening.shown >= text.length;
    const terms = [...new Set(matches.map((match) => match.stem))];
    const wholeWindow = trimWindow(text, {
      start: 0,
      end: text.length,
      chars: text.length,
      core: { start: matches[0]?.start ?? 0, end: matches.at(-1)?.end ?? 0 },
      terms,
      weight: terms.reduce((total, term) => total + (weights.get(term) ?? 0), 0),
      floor: 0,
      share: 0,
    });
    const windows = whole && matches.length > 0 ? [wholeWindow] : [];
    return {
      ...base,
      text: withPrefix(opening.text),
      mode: whole ? 'whole' : 'opening',
      windows,
      cut: Math.max(0, text.length - opening.shown),
    };
  };

  if (matches.length === 0 || prepare(text).collapsed.length <= room) return openingExcerpt();

  const { asides } = prepare(text);
  const inAside = (match: Match) => insideAny(asides, match.start, match.end);
  const windowsWithin = (maxSpan: number) => {
    const maxGap = options.maxGap ?? DEFAULT_MAX_GAP;
    const covered = coverClusters(
      clusterMatches(matches, weights, maxGap, maxSpan, inAside),
      weights,
    );
    // Reserve the punctuation: a leading `… `, ` … ` between windows, a trailing `…`.
    const overhead =
      ELLIPSIS.length + 1 + SEPARATOR.length * (covered.length - 1) + ELLIPSIS.length;
    return allocateContext(covered, room - overhead, text, options.floor ?? DEFAULT_FLOOR).map(
      (window) => trimWindow(text, window),
    );
  };
  let windows = windowsWithin(options.maxSpan ?? DEFAULT_MAX_SPAN);
  // Under a small cap even one cluster's hits can span more than the room. Rather than fall
  // back to the opening (which shows whatever terms happen to lead), split the hits into
  // clusters that fit one window, so the heaviest run of them is still shown.
  if (windows.length === 0) windows = windowsWithin(room - (2 * ELLIPSIS.length + 1));
  if (windows.length === 0) return openingExcerpt();
  const shown = windows.reduce((total, window) => total + window.chars, 0);
  return {
    ...base,
    text: withPrefix(renderWindows(text, windows)),
    mode: 'lens',
    windows,
    cut: text.length - shown,
  };
};
