import type { QueryReading } from '../target';
import { keywordPattern } from './keywordPattern';

/**
 * What the regex target runs for a query a person typed: the query itself when it is a regex,
 * else its words as case-insensitive alternatives (keywordPattern). The one reading of a query
 * for the target, used wherever a query meets it (search, eval, compare, the page's columns).
 *
 * A query is a regex when it has syntax that prose does not: the shapes below. Prose's own
 * punctuation is not taken for regex (a `?` after a word, `(…)`, `[topic]`, `$100`, `x^2`,
 * `C++`, `Inc.?`, markdown's `**`, a path's `\\`): on the four data sets' 16,358 queries and the
 * two servers' query sets no query has any of the shapes, so none is run as typed. A query that
 * is a regex and does not compile gets Python's error, with its place; it is never read as words.
 */

type Shape = { pattern: RegExp; what: string };

/** Regex syntax prose does not write, each with what it is called where the reading is said. */
const SHAPES: readonly Shape[] = [
  { pattern: /\(\?/u, what: 'a group or flags' },
  { pattern: /\\[dDwWsSbBAZ.^$*+?()[\]{}|-]/u, what: 'an escape' },
  { pattern: /^\^/u, what: 'an anchor at the start' },
  { pattern: /(?<=[\p{L}\p{N}_)\]])\$$/u, what: 'an anchor at the end' },
  { pattern: /\.[*+](?![*+])/u, what: 'a wildcard' },
  { pattern: /\|/u, what: 'alternatives' },
  { pattern: /\[(?:\^|[^\]\s]*[^\]\s\\]-[^\]\s])/u, what: 'a character set' },
  { pattern: /(?<=[^\s{])\{(?:\d+(?:,\d*)?|,\d+)\}/u, what: 'a counted repeat' },
  { pattern: /[)\]][*+]/u, what: 'a repeated group or set' },
];

/** The first regex syntax in `query`, as typed, and its place in code points (as Python counts). */
export const regexSyntaxIn = (query: string): QueryReading['syntax'] => {
  let first: { index: number; text: string; what: string } | undefined;
  for (const { pattern, what } of SHAPES) {
    const match = pattern.exec(query);
    if (match && (first === undefined || match.index < first.index))
      first = { index: match.index, text: match[0], what };
  }
  if (first === undefined) return undefined;
  return { text: first.text, at: Array.from(query.slice(0, first.index)).length, what: first.what };
};

/**
 * The pattern run for `query`: as typed when `given` says it is a pattern (the CLI's
 * `--pattern`, the page's pattern rows) or it has regex syntax; its words otherwise.
 */
export const readRegexQuery = (query: string, given?: 'pattern'): QueryReading => {
  if (given === 'pattern') return { pattern: query, as: 'typed' };
  const syntax = regexSyntaxIn(query);
  if (syntax !== undefined) return { pattern: query, as: 'typed', syntax };
  return { pattern: keywordPattern(query), as: 'words' };
};
