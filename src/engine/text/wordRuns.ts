/**
 * Where the analyzer's words are in a text (analyze.ts): runs of letters and digits, at most
 * `maxRun` of them, and inside a run the places where camelCase starts a new word. Two readings
 * of one rule: `regexRuns` for any text (Unicode letters and digits, `\p{Lu}` for upper case),
 * and `asciiRuns` for a text of ASCII alone, by character codes. Nearly every tool text is
 * ASCII, and reading codes costs a fifth of the Unicode regex and its per-character tests over
 * a 50,000-tool catalog; wordRuns.property.test.ts holds the two to the same answer.
 */

/** Calls `visit(start, end)` for each run; `end - start` is at most `maxRun`. */
export type RunScanner = (
  text: string,
  maxRun: number,
  visit: (start: number, end: number) => void,
) => void;

const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;
/** ASCII code → LOWER, UPPER, DIGIT, or 0 for a separator. */
const CLASS = new Uint8Array(128);
for (let code = 0x61; code <= 0x7a; code++) CLASS[code] = LOWER;
for (let code = 0x41; code <= 0x5a; code++) CLASS[code] = UPPER;
for (let code = 0x30; code <= 0x39; code++) CLASS[code] = DIGIT;

/** Whether every UTF-16 unit of `text` is ASCII. */
export const isAscii = (text: string): boolean => {
  for (let at = 0; at < text.length; at++) if (text.charCodeAt(at) > 0x7f) return false;
  return true;
};

export const asciiRuns: RunScanner = (text, maxRun, visit) => {
  const length = text.length;
  let at = 0;
  while (at < length) {
    while (at < length && CLASS[text.charCodeAt(at)] === 0) at++;
    if (at === length) return;
    const start = at;
    while (at < length && at - start < maxRun && CLASS[text.charCodeAt(at)] !== 0) at++;
    visit(start, at);
  }
};

export const regexRuns = (pattern: string): RunScanner => {
  const runs = new RegExp(pattern, 'gu');
  return (text, _maxRun, visit) => {
    const scan = new RegExp(runs);
    for (let match = scan.exec(text); match; match = scan.exec(text))
      visit(match.index, match.index + match[0].length);
  };
};

const UPPER_ANY = /\p{Lu}/u;
const LOWER_ANY = /\p{Ll}/u;
const DIGIT_ANY = /\p{N}/u;

/**
 * Offsets inside `run` where camelCase starts a new word: `addLabel` → `add|Label`,
 * `HTTPServer` → `HTTP|Server`, `pdf2Text` → `pdf2|Text`. A break is at an upper-case letter
 * after a lower-case letter or a digit, or at the last of several upper-case letters before a
 * lower-case one.
 */
export const camelBreaks = (run: string): number[] =>
  isAscii(run) ? asciiCamelBreaks(run) : unicodeCamelBreaks(run);

export const asciiCamelBreaks = (run: string): number[] => [
  ...asciiCamelBreaksIn(run, 0, run.length),
];

/** No breaks: what most runs have, shared rather than allocated a run. */
const NO_BREAKS: readonly number[] = Object.freeze([]);

/**
 * asciiCamelBreaks of the run at `start`–`end` of `text`, offsets from `start`, without
 * slicing it out (the analyzer's load path, analyze.ts `eachAsciiSpan`).
 */
export const asciiCamelBreaksIn = (text: string, start: number, end: number): readonly number[] => {
  let breaks: number[] | undefined;
  for (let i = start + 1; i < end; i++) {
    if (CLASS[text.charCodeAt(i)] !== UPPER) continue;
    const previous = CLASS[text.charCodeAt(i - 1)];
    const next = i + 1 < end ? CLASS[text.charCodeAt(i + 1)] : 0;
    if (previous === LOWER || previous === DIGIT || (previous === UPPER && next === LOWER)) {
      breaks ??= [];
      breaks.push(i - start);
    }
  }
  return breaks ?? NO_BREAKS;
};

export const unicodeCamelBreaks = (run: string): number[] => {
  const breaks: number[] = [];
  // Every break is at an upper-case letter: most runs have none, and one scan tells.
  if (!UPPER_ANY.test(run)) return breaks;
  for (let i = 1; i < run.length; i++) {
    const previous = run[i - 1] ?? '';
    const current = run[i] ?? '';
    if (!UPPER_ANY.test(current)) continue;
    const next = run[i + 1] ?? '';
    const lowerToUpper = LOWER_ANY.test(previous) || DIGIT_ANY.test(previous);
    const acronymEnd = UPPER_ANY.test(previous) && LOWER_ANY.test(next);
    if (lowerToUpper || acronymEnd) breaks.push(i);
  }
  return breaks;
};
