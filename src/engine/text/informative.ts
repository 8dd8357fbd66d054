import { analyze, type QueryTerm, type Token, termsOfTokens } from './analyze';

/**
 * The informative-term filter of the toollens ranker: which query words carry no evidence
 * about which tool is wanted. It runs after `analyze`, on the query only, so the index, the
 * seed ranker and the excerpt lens keep the one analyzer the design describes
 * (docs/design/search.md#the-analyzer), byte for byte.
 *
 * A word is dropped for one of four reasons, each general English, none taken from a catalog:
 * - `filler`: function words and the words of a request ("what", "could", "please", "help",
 *   "after"). The design's ranker counts each as coverage, so long, generic descriptions collect
 *   them and climb above the tool that matches the one rare word that mattered.
 * - `fragment`: the tail of a contraction ("what's" → `s`, "don't" → `t`, "I'll" → `ll`).
 * - `single-character`: one Latin letter ("a", "x", "I"). Too short to name anything; the cost
 *   is that the languages C and R can't be searched by their letter.
 * - `number`: a bare number ("1", "2024"). Quantities in a request ("within 1 km", "the
 *   factorial of 5") describe the call, not the tool. A number inside a word stays (`s3`, `mp4`).
 */

/** Why a query word does not count in the toollens ranker. */
export type DropReason = 'filler' | 'fragment' | 'single-character' | 'number';

/** A query word the filter dropped, with the stem it would have matched. */
export type DroppedTerm = QueryTerm & { reason: DropReason };

/**
 * Function words beyond the analyzer's short STOPWORDS (a widely used English list: pronouns,
 * auxiliaries and modals, question words, prepositions, conjunctions, negated auxiliaries as
 * the analyzer splits them: "doesn't" → `doesn`), plus the vocabulary of asking: politeness
 * and wanting ("please", "thanks", "want", "need", "like", "help"). Content words with a
 * common function-word homograph are left out on purpose: "may" (the month), "us" (the
 * country), "one" (OneDrive), "done" (a task's state), "up"/"down"/"out"/"off" (log out,
 * scale down). Compared lowercased and unstemmed, after the analyzer's split.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  `
  i me my mine myself we our ours ourselves you your yours yourself yourselves
  he him his himself she her hers herself they them their theirs themselves
  what which who whom whose when where why how whatever whenever wherever
  am was were been being have has had having do does did doing
  can could shall should will would might must ought
  cannot couldn didn doesn don hadn hasn haven isn aren mightn mustn needn shan shouldn
  wasn weren won wouldn ain
  about above after again against all also any because before below between both but
  during each else even ever every few further here there if just more most no nor not
  now once only other same so some such than then there these those through too until
  upon very while within without yet
  please kindly thanks thank hi hello hey okay ok
  want wants wanted need needs needed like would help
  `
    .split(/\s+/)
    .filter((word) => word !== ''),
);

/** What follows the apostrophe of an English contraction, as the analyzer splits it. */
const CONTRACTION_TAILS: ReadonlySet<string> = new Set(['s', 't', 'll', 're', 've', 'd', 'm']);

const APOSTROPHES = new Set(["'", '\u2019', '\u02bc']);
const BARE_NUMBER = /^\p{N}+$/u;
const LATIN_LETTER = /^[a-z]$/;

/** Why `token` (from `analyze(text)`) carries no evidence, or undefined when it does. */
export const dropReason = (text: string, token: Token): DropReason | undefined => {
  if (CONTRACTION_TAILS.has(token.word) && APOSTROPHES.has(text[token.start - 1] ?? '')) {
    return 'fragment';
  }
  if (FILLER_WORDS.has(token.word)) return 'filler';
  if (BARE_NUMBER.test(token.word)) return 'number';
  if (LATIN_LETTER.test(token.word)) return 'single-character';
  return undefined;
};

export type InformativeQuery = {
  /** The informative stems, de-duplicated in first-occurrence order: what the ranker uses. */
  kept: QueryTerm[];
  /** The dropped stems, de-duplicated; a stem kept anywhere in the query is never dropped. */
  dropped: DroppedTerm[];
  /**
   * True when every word would have been dropped ("what can you do?"): then all of them are
   * kept instead, because a query of filler is still the user's query, and an empty one
   * would list the whole catalog.
   */
  keptAll: boolean;
};

/**
 * The query's terms split into informative and dropped, over the one shared analyzer. A word
 * written in mixed case is one term (analyze.ts `termsOfTokens`): dropped when its whole is, and
 * otherwise kept with the parts that are informative themselves ("iPhone": `iphone`, no part).
 */
export const analyzeInformative = (query: string): InformativeQuery => {
  const tokens = analyze(query);
  const reasons = new Map<Token, DropReason>();
  for (const token of tokens) {
    const reason = dropReason(query, token);
    if (reason !== undefined) reasons.set(token, reason);
  }
  const all = termsOfTokens(tokens);
  const kept = termsOfTokens(tokens, (token) => !reasons.has(token));
  if (kept.length === 0 && all.length > 0) return { kept: all, dropped: [], keptAll: true };
  const keptStems = new Set(kept.map((term) => term.stem));
  const dropped = new Map<string, DroppedTerm>();
  let keptWholeEnd = -1;
  for (const token of tokens) {
    if (token.whole && keptStems.has(token.stem)) keptWholeEnd = token.end;
    // A part of a kept whole is not a word of its own: "iPhone" drops no letter "i".
    if (!token.whole && token.start < keptWholeEnd) continue;
    const reason = reasons.get(token);
    if (reason === undefined || keptStems.has(token.stem) || dropped.has(token.stem)) continue;
    dropped.set(token.stem, { stem: token.stem, word: token.word, reason });
  }
  return { kept, dropped: [...dropped.values()], keptAll: false };
};
