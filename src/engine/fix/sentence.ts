/**
 * The text a fix adds where a model reads it. A description gets one sentence, however many
 * queries the tool's fixes serve: "Use it to trash a page or remove it, and for old drafts." Each
 * query gives a use (its own run of words, with "to" when the run starts with the query's verb,
 * else "for"); the uses of one tool are merged into that one sentence, so an applied set of fixes
 * reads as one added sentence, not a string of them. A title is a name people can read: at least
 * two words of the query, never one bare verb ("Get").
 */

import { analyzeInformative, STOPWORDS } from '../text';

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of `text`, lower-cased, as Claude Code's `\b` and Codex's tokens both split them. */
export const lowerWords = (text: string): string[] =>
  [...text.toLowerCase().matchAll(WORD)].map((match) => match[0]);

/**
 * The words of a query that name a value rather than a kind of thing: a word with a digit in it
 * (`sev1`, `PAY-412`) and a word written capitalised past the query's first word (`Maria`,
 * `Bob`; an acronym such as `PR` is a word of the domain and stays). They are an argument's text, what the tool is called with, not what it does: written
 * into the tool they win the one query that named them and no other.
 */
const valueWords = (query: string): Set<string> =>
  new Set(
    [...query.matchAll(WORD)]
      .filter((match, i) => /\p{N}/u.test(match[0]) || (i > 0 && /^\p{Lu}\p{Ll}/u.test(match[0])))
      .map((match) => match[0].toLowerCase()),
  );

/**
 * The words of `query` that carry evidence (engine/text/informative.ts: no filler, no stop word,
 * no lone letter or bare number) and name no value (`valueWords`), lower-cased, once each, in
 * the query's order.
 */
export const queryWords = (query: string): string[] => {
  const informative = analyzeInformative(query);
  if (informative.keptAll) return [];
  const values = valueWords(query);
  const kept = new Set(
    informative.kept
      .flatMap((term) => lowerWords(term.word))
      .filter((word) => !STOPWORDS.has(word) && !values.has(word)),
  );
  return [...new Set(lowerWords(query))].filter((word) => kept.has(word));
};

/** One use the sentence names: the phrase, and whether it reads after "to" (a verb) or "for". */
export type Use = { to: boolean; phrase: string };

/** The longest run of the query a proposed sentence quotes: longer runs fall back to the words. */
const MAX_RUN_WORDS = 6;

/**
 * The phrase that carries `words`: the query's own run of words from the first to the last of
 * them when it is short (the words in the order and company the user put them), else the words
 * in the query's order joined with "and".
 */
export const phraseFor = (query: string, words: readonly string[]): string => {
  const spoken = [...query.matchAll(WORD)];
  const wanted = new Set(words);
  const at = spoken.flatMap((match, i) => (wanted.has(match[0].toLowerCase()) ? [i] : []));
  const first = at[0];
  const last = at.at(-1);
  if (first !== undefined && last !== undefined && last - first < MAX_RUN_WORDS) {
    const start = spoken[first]?.index ?? 0;
    const end = (spoken[last]?.index ?? 0) + (spoken[last]?.[0].length ?? 0);
    return query.slice(start, end).toLowerCase();
  }
  const ordered = [...new Set(at.map((i) => spoken[i]?.[0].toLowerCase() ?? ''))];
  return ordered.length <= 1
    ? (ordered[0] ?? '')
    : `${ordered.slice(0, -1).join(', ')} and ${ordered.at(-1)}`;
};

/** The use `words` make of `query`: a request's first word is most often its verb, then "to". */
export const usageOf = (query: string, words: readonly string[]): Use => {
  const phrase = phraseFor(query, words);
  return { to: lowerWords(phrase)[0] === lowerWords(query)[0], phrase };
};

const orList = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;

/** Whether every word of `inner` is a word of `outer`. */
const covers = (outer: Use, inner: Use) => {
  const words = new Set(lowerWords(outer.phrase));
  return lowerWords(inner.phrase).every((word) => words.has(word));
};

/**
 * One sentence naming every use, in the order given: the "to" uses first, then the "for" ones,
 * each list joined with "or"; a use whose words another use already says is left out.
 */
export const sentenceOfUses = (uses: readonly Use[]): string => {
  const kept = uses.filter(
    (use, i) =>
      use.phrase !== '' &&
      !uses.some((other, j) => j !== i && covers(other, use) && (!covers(use, other) || j < i)),
  );
  const to = kept.filter((use) => use.to).map((use) => use.phrase);
  const forUses = kept.filter((use) => !use.to).map((use) => use.phrase);
  const parts = [
    to.length > 0 ? `to ${orList(to)}` : '',
    forUses.length > 0 ? `for ${orList(forUses)}` : '',
  ].filter((part) => part !== '');
  return `Use it ${parts.join(', and ')}.`;
};

const USE_SENTENCE = /^Use it (to|for) (.+)\.$/;

/** The use a sentence made by `sentenceOfUses` from a single use names; undefined for any other. */
export const parseUse = (sentence: string): Use | undefined => {
  const match = USE_SENTENCE.exec(sentence.trim());
  if (!match?.[2] || /,|\bor\b/.test(match[2])) return undefined;
  return { to: match[1] === 'to', phrase: match[2] };
};

/** `text` with `sentence` after it, as a new sentence: one full stop between them, never two. */
export const appendSentence = (text: string, sentence: string): string => {
  const trimmed = text.trimEnd();
  const added = sentence.trim().replace(/^[.\s]+/, '');
  if (trimmed === '') return added;
  return /[.!?:;)]$/.test(trimmed) ? `${trimmed} ${added}` : `${trimmed}. ${added}`;
};

/**
 * A title for a tool without one, or undefined when no real name can be made: the query's own
 * run of the needed words when it has two words or more ("Money back"). One word is not a name
 * ("Get"). Padding it to two costs more than it gives (docs/fixes.md measures both): the tool's
 * name words would repeat, in the title Codex reads, what the name already says, and the query's
 * next word is one no miss needs, so it raises the tool on other tools' queries with that word.
 */
export const titleFor = (query: string, words: readonly string[]): string | undefined => {
  const phrase = phraseFor(query, words);
  return lowerWords(phrase).length >= 2
    ? phrase.charAt(0).toUpperCase() + phrase.slice(1)
    : undefined;
};
