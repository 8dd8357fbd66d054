import { analyzeField, STOPWORDS, splitWords, stemOnce } from '../text';

/**
 * A name typed as one word: people type what they read, and `insert_many`, `insertMany` and
 * `navigate_page` reach the query box as "insertmany" and "navigatepage". The analyzer splits
 * the name into words, so the one-word query matched nothing. Each name is therefore also
 * indexed under its joined forms: every run of two to six consecutive words, and the whole name,
 * written together (`mongodb__insert_many` → "mongodbinsert", "mongodbinsertmany", "insertmany").
 *
 * A joined form is one more way to say the name, not more of it: it counts as a term of the
 * name field, found like any other (coverage, df, w(t) within the scope), but adds nothing to
 * the field's length, so no other term's BM25 moves; and a run that is already one of the
 * name's words ("note_book" beside "notebook") is not added again. A query term is one term
 * whether it matched a word or a joined form, so "insertmany" covers one term, as "insert" does.
 */

/** The most words a joined run spans: a name is typed as one word a few words at a time. */
export const MAX_JOINED_RUN = 6;
/** Runs start in the first this many words of a name, so the forms per tool stay bounded. */
const MAX_JOINED_START = 16;
/** A joined run longer than this (in UTF-16 units) is no word anyone types. */
export const MAX_JOINED_CHARS = 64;

/**
 * Where the joined runs are among `count` words: `visit(from, to)` (end excluded) for two to six
 * consecutive words starting in the first MAX_JOINED_START, then all of them when there are
 * more than MAX_JOINED_RUN. A run is a form only if it passes `isJoinedRun` too.
 */
export const eachJoinedSpan = (count: number, visit: (from: number, to: number) => void): void => {
  for (let from = 0; from < Math.min(count, MAX_JOINED_START); from++) {
    for (let to = from + 2; to <= Math.min(count, from + MAX_JOINED_RUN); to++) visit(from, to);
  }
  if (count > MAX_JOINED_RUN) visit(0, count);
};

/**
 * Whether a run of the name's lowercased words, written together, is a form: none longer than
 * MAX_JOINED_CHARS, and none a stopword ("in"), which is one word to the analyzer.
 */
export const isJoinedRun = (run: string): boolean =>
  run.length <= MAX_JOINED_CHARS && !STOPWORDS.has(run);

/**
 * Every run of the name's words (splitWords) that is joined (eachJoinedSpan, isJoinedRun),
 * written together. `from` and `to` (end excluded) are the run's place among the words. The
 * index's joined forms and the name match's reading of a word typed as a run (nameMatch.ts
 * `joinedInName`) are these runs, so the two never disagree.
 */
export const eachJoinedRun = (
  words: readonly string[],
  visit: (form: string, from: number, to: number) => void,
): void => {
  // The spans from one word come longest last, each one word more: the run grows in place.
  let run = '';
  let runFrom = -1;
  let runTo = -1;
  eachJoinedSpan(words.length, (from, to) => {
    if (from === runFrom && to === runTo + 1) run += words[runTo] ?? '';
    else run = words.slice(from, to).join('');
    runFrom = from;
    runTo = to;
    if (isJoinedRun(run)) visit(run, from, to);
  });
};

/** A joined form and the stem it is indexed under. */
export type JoinedForm = { form: string; stem: string };

/**
 * The name's joined forms, in order of their first word, each with its stem: one form per stem,
 * none whose stem is already one of the name's. `stemOf` stems a form (the analyzer's, uncached,
 * by default): a catalog's load passes one that remembers, since the same runs recur across a
 * catalog's names and most of a load's stemming was theirs.
 */
export const joinedFormsOf = (
  name: string,
  stemOf: (form: string) => string = stemOnce,
  // The name as analyzeField reads it, when the caller has it already (a load analyses every field).
  { stems, wholes }: { stems: readonly string[]; wholes: readonly string[] } = analyzeField(name),
): JoinedForm[] => {
  // A mixed-case name's whole ("getGitHubRepo") is indexed already, as the name's own word.
  const seen = new Set([...stems, ...wholes]);
  const forms: JoinedForm[] = [];
  eachJoinedRun(splitWords(name), (form) => {
    const stem = stemOf(form);
    if (seen.has(stem)) return;
    seen.add(stem);
    forms.push({ form, stem });
  });
  return forms;
};

/** The name's joined forms as words (joinedFormsOf without their stems). */
export const joinedForms = (name: string): string[] => joinedFormsOf(name).map(({ form }) => form);

/** The stems the name's joined forms are indexed under. */
export const joinedNameStems = (name: string): string[] =>
  joinedFormsOf(name).map(({ stem }) => stem);
