import { stemmer } from '@orama/stemmers/english';
import { asciiCamelBreaksIn, asciiRuns, camelBreaks, isAscii, regexRuns } from './wordRuns';

/**
 * The one analyzer that index, query and excerpt lens share. A token keeps the character
 * offsets of its word in the source text, so the excerpt lens can find hits without
 * re-tokenizing, and so "files" and "file-by-file" both hit the stem `file`.
 */
export type Token = {
  /** What is matched: the lowercased word, stemmed (Porter, English). */
  stem: string;
  /** The lowercased word as it stands in the text. */
  word: string;
  /** UTF-16 offsets into the source: `text.slice(start, end)` is the original word. */
  start: number;
  end: number;
  /**
   * True for a word written in mixed case ("GitHub", "JavaScript", "addLabel") kept whole
   * beside its parts: it spans them, comes just before them, and counts in no field's length.
   * Always set, so every token has one shape.
   */
  whole: boolean;
};

/**
 * A short stopword list: words that carry no meaning in a tool description. Kept short on
 * purpose; the design's ranker (docs/design/search.md) counts every other word towards coverage.
 */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'the',
  'that',
  'this',
  'to',
  'with',
]);

/**
 * The longest word, in code points. A longer run of letters and digits (a base64 blob, or
 * millions of CJK characters with no break) is cut into consecutive words of this length:
 * an unbounded `+` over a multi-megabyte run overflows the regex engine's stack
 * (`RangeError: Maximum call stack size exceeded`), and no real word is this long.
 */
export const MAX_WORD_RUN = 1024;

/**
 * The longest text the engine reads, in UTF-16 units: a longer text (a 30 MB description) is
 * analysed, indexed and excerpted up to here only, so the work per text is bounded. Far
 * above any real field (the longest description in the four data sets is 3,866 characters).
 */
export const MAX_ANALYZED_CHARS = 1_000_000;

/**
 * The part of `text` the engine reads: all of it, or its first `limit` units (MAX_ANALYZED_CHARS
 * unless a reader needs less), never half a pair.
 */
export const analyzedPart = (text: string, limit = MAX_ANALYZED_CHARS): string => {
  if (text.length <= limit) return text;
  const last = text.charCodeAt(limit - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit;
  return text.slice(0, end);
};

/**
 * A word: letters and digits of any script, at most MAX_WORD_RUN of them; everything else
 * (including `_ - : .`) separates words. A pattern, for a fresh `gu` RegExp where one is needed.
 */
export const WORD_RUN_PATTERN = `[\\p{L}\\p{N}]{1,${MAX_WORD_RUN}}`;
const anyRuns = regexRuns(WORD_RUN_PATTERN);

// Porter stemming dominates analysis time; words repeat heavily across a catalog.
// Bounded, so a pasted megabyte of random words cannot grow it without limit.
const STEM_CACHE_LIMIT = 100_000;
const stemCache = new Map<string, string>();

/**
 * A word's stem without keeping it: for words that come once (a name's joined forms, most of a
 * large catalog's distinct words), which would push the words that do repeat out of the cache.
 */
export const stemOnce = (word: string): string => stemCache.get(word) ?? stemmer(word);

export const stem = (word: string): string => {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  const stemmed = stemmer(word);
  if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
  stemCache.set(word, stemmed);
  return stemmed;
};

/**
 * Calls `visit` for each word of `text` (of its analysed part), in order, stopwords dropped
 * unless `keepStopwords`. A run written in mixed case is visited whole first (`whole` true),
 * then part by part: people type "github" and "javascript" for what a text writes "GitHub" and
 * "JavaScript", and "git hub" or "add label" for its parts, as a search engine's word-delimiter
 * filter that preserves the original reads both.
 */
const eachWord = (
  text: string,
  visit: (word: string, start: number, end: number, whole: boolean) => void,
  keepStopwords = false,
) => {
  const part = analyzedPart(text);
  const kept = (word: string) => keepStopwords || !STOPWORDS.has(word);
  // An ASCII text's words are its spans, lowercased one by one (ASCII case maps one unit to one).
  const ascii = eachAsciiSpan(part, (start, end, whole) => {
    const word = part.slice(start, end).toLowerCase();
    if (kept(word)) visit(word, start, end, whole);
  });
  if (ascii) return;
  anyRuns(part, MAX_WORD_RUN, (runStart, runEnd) => {
    const run = part.slice(runStart, runEnd);
    const breaks = camelBreaks(run);
    const lower = run.toLowerCase();
    if (breaks.length === 0) {
      if (kept(lower)) visit(lower, runStart, runEnd, false);
      return;
    }
    if (kept(lower)) visit(lower, runStart, runEnd, true);
    for (let i = 0; i <= breaks.length; i++) {
      const from = i === 0 ? 0 : (breaks[i - 1] as number);
      const to = i === breaks.length ? run.length : (breaks[i] as number);
      const word = lower.slice(from, to);
      if (kept(word)) visit(word, runStart + from, runStart + to, false);
    }
  });
};

/**
 * Where eachWord's words are in an ASCII `part` (an analysed part: analyzedPart), as it visits
 * them (a mixed-case run whole first, then its parts), before lowercasing and the stopword test;
 * false, visiting nothing, when the part is not ASCII. A load reads words by their place, with no
 * string for a word it has seen (search/termIds.ts).
 */
export const eachAsciiSpan = (
  part: string,
  visit: (start: number, end: number, whole: boolean) => void,
): boolean => {
  if (!isAscii(part)) return false;
  asciiRuns(part, MAX_WORD_RUN, (runStart, runEnd) => {
    const breaks = asciiCamelBreaksIn(part, runStart, runEnd);
    if (breaks.length === 0) {
      visit(runStart, runEnd, false);
      return;
    }
    visit(runStart, runEnd, true);
    for (let i = 0; i <= breaks.length; i++) {
      const from = i === 0 ? runStart : runStart + (breaks[i - 1] as number);
      visit(from, i === breaks.length ? runEnd : runStart + (breaks[i] as number), false);
    }
  });
  return true;
};

/** Every token of `text` (of its analysed part), in order, stopwords dropped; wholes flagged. */
export const analyze = (text: string): Token[] => {
  const tokens: Token[] = [];
  eachWord(text, (word, start, end, whole) => {
    tokens.push({ stem: stem(word), word, start, end, whole });
  });
  return tokens;
};

/**
 * The stems of `text` as a field holds them, in order, with repeats (term frequency matters for
 * BM25): `stems`, the words that make the field's length, and `wholes`, the mixed-case words
 * kept whole beside their parts, which count as terms of the field but not in its length (as
 * an overlapping token counts in no length in Lucene), so a text without one indexes exactly
 * as if wholes did not exist.
 */
export const analyzeField = (text: string): { stems: string[]; wholes: string[] } => {
  const stems: string[] = [];
  const wholes: string[] = [];
  eachWord(text, (word, _start, _end, whole) => (whole ? wholes : stems).push(stem(word)));
  return { stems, wholes };
};

/**
 * analyzeField's words before the stemmer: lowercased, stopwords dropped, wholes apart. A load
 * stems each distinct word once (search/termIds.ts) rather than each time it is said.
 */
export const fieldWords = (text: string): { words: string[]; wholes: string[] } => {
  const words: string[] = [];
  const wholes: string[] = [];
  eachWord(text, (word, _start, _end, whole) => (whole ? wholes : words).push(word));
  return { words, wholes };
};

/** The stems of `text` that make its length, in order, with repeats: its words, wholes left out. */
export const analyzeStems = (text: string): string[] => analyzeField(text).stems;

/**
 * The lowercased words of `text` as the analyzer splits them (snake_case, camelCase,
 * punctuation), stopwords kept, wholes left out: a name's words as a person reads them
 * ("add_to_cart": add, to, cart).
 */
export const splitWords = (text: string): string[] => {
  const words: string[] = [];
  eachWord(text, (word, _start, _end, whole) => whole || words.push(word), true);
  return words;
};

/**
 * A de-duplicated query term: repeating a word in a query buys nothing. A word written in mixed
 * case is one term, matched by its whole or by all of its `parts` (stems) said in one field.
 */
export type QueryTerm = { stem: string; word: string; parts?: string[] };

/**
 * Tokens read as query terms, in first-occurrence order, de-duplicated by stem: a whole and the
 * parts after it are one term, whose `parts` are the kept parts' stems (a part equal to the
 * whole's stem adds nothing; fewer than two kept parts leave the whole alone). `keep` decides which tokens count (all by default); a part it
 * refuses is left out of its term, a whole it refuses drops the term with its parts.
 */
export const termsOfTokens = (
  tokens: readonly Token[],
  keep: (token: Token) => boolean = () => true,
): QueryTerm[] => {
  const seen = new Map<string, QueryTerm>();
  let group: { term: QueryTerm; end: number; kept: boolean } | undefined;
  for (const token of tokens) {
    if (group && token.start < group.end) {
      const { term, kept } = group;
      if (kept && keep(token) && token.stem !== term.stem && !term.parts?.includes(token.stem)) {
        term.parts = [...(term.parts ?? []), token.stem];
      }
      continue;
    }
    group = undefined;
    if (!keep(token)) {
      if (token.whole)
        group = { term: { stem: '', word: '', parts: undefined }, end: token.end, kept: false };
      continue;
    }
    // Every term has `parts` (undefined for none) from the start: one shape, which the ranker's
    // compiled code keeps; a property added or deleted later gives a term another.
    const term: QueryTerm = { stem: token.stem, word: token.word, parts: undefined };
    if (token.whole) group = { term, end: token.end, kept: !seen.has(token.stem) };
    if (!seen.has(token.stem)) seen.set(token.stem, term);
  }
  // One part left is no reading of the word ("isActive" without "is" is not "active"): whole only.
  for (const term of seen.values()) if (term.parts && term.parts.length < 2) term.parts = undefined;
  return [...seen.values()];
};

/** The query's distinct terms, in first-occurrence order, each with the word that produced it. */
export const analyzeQuery = (query: string): QueryTerm[] => termsOfTokens(analyze(query));
