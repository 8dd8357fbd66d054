import { analyze, analyzeField, splitWords } from '../text';
import { eachJoinedRun, MAX_JOINED_CHARS } from './joinedName';

/**
 * How much of a tool's name a query says, in order: the toollens ranker's name key.
 *
 * A description author's first query is their tool's name, and a demo's first query is an
 * obvious tool's: "list work items", "create_work_item", "getStoryWithComments". BM25F alone
 * ranks a longer or busier neighbour first (list_work_types, create_project), because every
 * one of those words is also in its text. The rule, general and per tool:
 *
 *   name match = (stems in order + words in order) / (2 × max(name words, query words))
 *
 * "In order" is the longest common subsequence of the name's analysed words and the query's,
 * once over stems and once over the words as written, so `get_stock_prices` beats
 * `get_stock_price` for "get stock prices" (same stems, one word differs). Dividing by the
 * longer of the two makes the match symmetric: a query that is exactly the name scores 1, a
 * name with extra words (`list_work_types` for "list work items") or a query with extra words
 * scores less. Below NAME_MATCH_MIN it counts as 0, so a long prose query, which says at most
 * a small part of any name, is ranked exactly as before.
 */

/**
 * The name or query as the match reads it: analysed words (stopwords out), in order. `wholes`
 * are its mixed-case words kept whole ("GitHub"), each over the words `from` to `to` (end
 * excluded) that are its parts.
 */
export type Words = {
  stems: readonly string[];
  words: readonly string[];
  /** Always present (empty for most names), so every Words has one shape for the matcher. */
  wholes: readonly WholeWord[];
};

/** A mixed-case word read whole: its stem and word, over its parts' positions in Words. */
type WholeWord = { stem: string; word: string; from: number; to: number };

const NO_WHOLES: readonly WholeWord[] = Object.freeze([]);

/** A match below this counts as none: the name is not what the query says. */
export const NAME_MATCH_MIN = 0.5;

/** A longer "name" is text, not a name: it never matches, and the work per tool stays bounded. */
const MAX_NAME_WORDS = 64;

export const wordsOf = (text: string): Words => {
  const stems: string[] = [];
  const words: string[] = [];
  const wholes: WholeWord[] = [];
  let end = -1;
  for (const token of analyze(text)) {
    if (token.whole) {
      wholes.push({ stem: token.stem, word: token.word, from: stems.length, to: stems.length });
      end = token.end;
      continue;
    }
    const whole = wholes.at(-1);
    if (whole && token.start < end) whole.to = stems.length + 1;
    stems.push(token.stem);
    words.push(token.word);
  }
  const read = wholes.filter((whole) => whole.to > whole.from);
  return { stems, words, wholes: read.length > 0 ? read : NO_WHOLES };
};

/**
 * The query with each mixed-case word that is one of the name's words read whole ("GitHub"
 * says `create_github_issue`'s `github`, not `git` and `hub`), or undefined when none is. A
 * name written in mixed case needs no such reading: its parts are its words, and a whole typed
 * in one word is read as a run of them (joinedInName).
 */
const wholesInName = (query: Words, name: Words): Words | undefined => {
  if (query.wholes.length === 0) return undefined;
  let stems: string[] | undefined;
  let words: string[] | undefined;
  for (let w = query.wholes.length - 1; w >= 0; w--) {
    const whole = query.wholes[w] as WholeWord;
    if (!name.stems.includes(whole.stem)) continue;
    stems ??= [...query.stems];
    words ??= [...query.words];
    stems.splice(whole.from, whole.to - whole.from, whole.stem);
    words.splice(whole.from, whole.to - whole.from, whole.word);
  }
  return stems && words ? { stems, words, wholes: NO_WHOLES } : undefined;
};

// One row buffer for every LCS: a search computes thousands, and each used to allocate its own.
let buffer = new Uint32Array(64);

/** Longest common subsequence of two short lists, in O(|a| × |b|) time and O(|b|) space. */
export const commonInOrder = (a: readonly string[], b: readonly string[]): number => {
  if (buffer.length < b.length + 1) buffer = new Uint32Array(b.length * 2 + 1);
  const row = buffer;
  row.fill(0, 0, b.length + 1);
  for (let i = 0; i < a.length; i++) {
    let diagonal = 0;
    for (let j = 0; j < b.length; j++) {
      const above = row[j + 1] ?? 0;
      row[j + 1] = a[i] === b[j] ? diagonal + 1 : Math.max(above, row[j] ?? 0);
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
};

/** The parts of a name match: what the explain tree shows. */
export type NameMatchParts = {
  /** Name stems the query says in order (longest common subsequence). */
  stemsInOrder: number;
  /** The same over the words as written. */
  wordsInOrder: number;
  /** The longer of the name's and the query's word counts. */
  longer: number;
  /** (stemsInOrder + wordsInOrder) / (2 × longer), or 0 below NAME_MATCH_MIN. */
  value: number;
};

/**
 * The query with each word that is one of the name's joined runs ("getstockprices" for
 * `get_stock_prices`, the name typed as one word) read as that run's words, or undefined when it
 * has none. The runs are the index's (joinedName.ts `eachJoinedRun`, over the name's words
 * stopwords included, so "listofitems" reads `get_list_of_items`), so a word reads as a run
 * exactly when the index found the name under it. Only the words as written join:
 * "getstockprices" says `get_stock_prices`, not `get_stock_price`, though both are indexed under
 * one stem.
 */
export const joinedInName = (query: Words, name: string): Words | undefined => {
  let runs: Map<string, string> | undefined;
  let own: Set<string> | undefined;
  let stems: string[] | undefined;
  let words: string[] | undefined;
  for (let q = query.words.length - 1; q >= 0; q--) {
    const word = query.words[q] ?? '';
    // As the index: a longer run is no word anyone types.
    if (word.length > MAX_JOINED_CHARS) continue;
    runs ??= joinedRuns(name);
    const run = runs.get(word);
    if (run === undefined) continue;
    // As the index: a run whose stem is one of the name's own words is that word, not a run.
    own ??= ownStems(name);
    if (own.has(query.stems[q] ?? '')) continue;
    const read = wordsOf(run);
    stems ??= [...query.stems];
    words ??= [...query.words];
    stems.splice(q, 1, ...read.stems);
    words.splice(q, 1, ...read.words);
  }
  return stems && words ? { stems, words, wholes: NO_WHOLES } : undefined;
};

/** The stems the name field holds as the name's own words (its wholes too): joinedFormsOf's. */
const ownStems = (name: string): Set<string> => {
  const { stems, wholes } = analyzeField(name);
  return new Set([...stems, ...wholes]);
};

/** The name's joined runs, each form with its words spelt apart (the first run of a form). */
const joinedRuns = (name: string): Map<string, string> => {
  const words = splitWords(name);
  const runs = new Map<string, string>();
  eachJoinedRun(words, (form, from, to) => {
    if (!runs.has(form)) runs.set(form, words.slice(from, to).join(' '));
  });
  return runs;
};

/** The name match of `name` (its analysed words and its text) for the query `typed`, in parts. */
export const nameMatchParts = (typed: Words, name: Words, text: string): NameMatchParts => {
  const said = wholesInName(typed, name) ?? typed;
  const query = joinedInName(said, text) ?? said;
  const longer = Math.max(query.stems.length, name.stems.length);
  if (longer === 0 || name.stems.length > MAX_NAME_WORDS) {
    return { stemsInOrder: 0, wordsInOrder: 0, longer, value: 0 };
  }
  const stemsInOrder = commonInOrder(name.stems, query.stems);
  const wordsInOrder = commonInOrder(name.words, query.words);
  const match = (stemsInOrder + wordsInOrder) / (2 * longer);
  return { stemsInOrder, wordsInOrder, longer, value: match >= NAME_MATCH_MIN ? match : 0 };
};

/**
 * The fewest words of any reading of the query a name match compares: reading a word whole
 * makes the query shorter by its parts less one; joining a word makes it longer.
 */
export const fewestWords = (query: Words): number => {
  let fewest = query.stems.length;
  for (const whole of query.wholes) fewest -= whole.to - whole.from - 1;
  return fewest;
};

/**
 * The name match of any name for one query, in [0, 1]; 0 below NAME_MATCH_MIN. A search asks
 * it of every tool whose name holds a word of the query (toollensRanker.ts), so the bounds that
 * settle most names come first: the match is at most shorter / longer (a long query against a
 * short name), and at most the share of the name's stems that the query says at all (a Set
 * lookup each, before any LCS). `joined` is false when the caller knows no word of the query is
 * one of the name's joined forms (the index found the name under none): the reading is skipped.
 */
export const nameMatcher = (
  query: Words,
): ((name: Words, text: string, joined?: boolean) => number) => {
  const said = new Set(query.stems);
  const queryLength = query.stems.length;
  const fewest = fewestWords(query);
  return (name, text, joined = true) => {
    const nameLength = name.stems.length;
    // A query of more than twice the name's words says less than half of any reading of it:
    // most names, for a prose request, settled before any lookup.
    if (fewest > 2 * nameLength) return 0;
    if (query.wholes.length > 0 && wholesInName(query, name)) {
      return nameMatchParts(query, name, text).value;
    }
    if (joined && joinedInName(query, text)) return nameMatchParts(query, name, text).value;
    const longer = Math.max(queryLength, nameLength);
    const shorter = Math.min(queryLength, nameLength);
    if (longer === 0 || shorter < NAME_MATCH_MIN * longer) return 0;
    let present = 0;
    for (const stem of name.stems) if (said.has(stem)) present++;
    if (present < NAME_MATCH_MIN * longer) return 0;
    return nameMatchParts(query, name, text).value;
  };
};

/** The name match of `name` for `query`, in [0, 1]; 0 below NAME_MATCH_MIN. */
export const nameMatch = (query: Words, name: Words, text: string): number =>
  nameMatcher(query)(name, text);
