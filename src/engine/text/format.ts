/**
 * How counts are written for people: "10,000 tools", "1 query", "2 queries". One place, so the
 * page, the CLI and the engine's messages group digits and agree with their nouns the same way
 * (`src/rulesOnce.test.ts` finds no other digit grouping in src).
 */

// One formatter, made once: `toLocaleString` builds one per call, which a page of counts
// redrawn on every answer made a measurable part of a keystroke.
const COUNT = new Intl.NumberFormat('en-US');

/** A whole number with thousands separators: 10000 → "10,000". */
export const formatCount = (n: number): string => COUNT.format(n);

/** The English plural of a noun used here: query → queries, match → matches, tool → tools. */
const pluralOf = (noun: string): string => {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
};

/** The noun that goes with `n` ("query" for 1, "queries" otherwise), for a number shown apart. */
export const noun = (n: number, one: string, many = pluralOf(one)): string =>
  n === 1 ? one : many;

/** A count and its noun: plural(10000, 'tool') → "10,000 tools"; plural(1, 'query') → "1 query". */
export const plural = (n: number, one: string, many?: string): string =>
  `${formatCount(n)} ${noun(n, one, many)}`;

/**
 * A query term's stems as people read them: "file", or for a word typed in mixed case its whole
 * and the parts that match it together, "github or git+hub".
 */
export const formatStems = (term: { stem: string; parts?: readonly string[] }): string =>
  term.parts && term.parts.length > 1 ? `${term.stem} or ${term.parts.join('+')}` : term.stem;
