import {
  DETERMINERS,
  GENERIC,
  isThingWord,
  isVerb,
  NOT_THINGS,
  NOUNS_TOO,
  nameWords,
  notARoot,
  PREPOSITIONS,
  singular,
  WEAK_VERBS,
} from './englishWords';
import { descriptionAt, type Tool } from './types';

/**
 * A tool's verb and the things its name (or, when the name is a verb alone, its description)
 * says it acts on: the candidates capability roots are chosen from (deriveRoots.ts).
 */

/** The part of a name after a server prefix: `github__create_issue` → `create_issue`. */
const localName = (name: string): string => name.split(/__|\.|\//).at(-1) ?? name;

/**
 * How many leading words every one of a server's names shares, when they name no verb: the
 * `API-` of each Notion tool names the server, not a thing the tool acts on.
 */
export const sharedPrefix = (names: readonly string[]): number => {
  if (names.length < 2) return 0;
  const split = names.map((name) => nameWords(localName(name)));
  const shortest = Math.min(...split.map((words) => words.length));
  let shared = 0;
  // Every name keeps a word of its own.
  while (shared < shortest - 1) {
    const word = split[0]?.[shared] ?? '';
    if (isVerb(word) || !split.every((words) => words[shared] === word)) break;
    shared++;
  }
  return shared;
};

/** Which end of its names a server puts the verb at: `create_issue`, or `compute_vm_create`. */
export type VerbEnd = 'first' | 'last';

/**
 * The end most of the names put their verb at: Azure's `<service>_<thing>_<verb>` names end
 * with it, most servers' names start with it. Ties (and names of one word) read from the start.
 */
export const verbEndOf = (names: readonly string[]): VerbEnd => {
  let first = 0;
  let last = 0;
  for (const name of names) {
    const words = nameWords(localName(name));
    if (words.length < 2) continue;
    if (isVerb(words[0] ?? '')) first++;
    if (isVerb(words.at(-1) ?? '')) last++;
  }
  return last > first ? 'last' : 'first';
};

export type NameReading = {
  /** The capability verb: the verb nearest the server's verb end, else `use`. */
  verb: string;
  /** The things the name names, singular, in name order, and each one's pair with the next. */
  things: string[];
  /**
   * The name's own object: its last thing, paired with the thing before it (`stock-price` of
   * `get_current_stock_price_by_date`), general words included; none for a name of verbs alone.
   */
  head?: string;
};

/** What a description calls the tool itself: `This function …`, `This tool …`. */
const SELF: ReadonlySet<string> = new Set(['function', 'tool', 'endpoint', 'method', 'operation']);

/** Prepositions whose object is acted on too: `add_comment_to_issue`. */
const TARGETS: ReadonlySet<string> = new Set(['to', 'into', 'on', 'in', 'from']);

/** A verb that names nothing: `create`, `read`, `delete`, not `request` or `post`. */
const isPlainVerb = (word: string) => isVerb(word) && !NOUNS_TOO.has(word) && !WEAK_VERBS.has(word);

/**
 * The index of the name's verb: the word at its verb end when that is one (`request_copilot_
 * review`, `mark_all_notifications_read`), else plain verbs first (`pull_request_read`), then
 * verbs that name things, then weak ones.
 */
const verbAt = (words: readonly string[], end: VerbEnd): number | undefined => {
  const order = words.map((_, i) => (end === 'first' ? i : words.length - 1 - i));
  const first = order[0];
  const word = first === undefined ? '' : (words[first] ?? '');
  if (isVerb(word) && !WEAK_VERBS.has(word)) return first;
  return (
    order.find((i) => isPlainVerb(words[i] ?? '')) ??
    order.find((i) => isVerb(words[i] ?? '') && !WEAK_VERBS.has(words[i] ?? '')) ??
    order.find((i) => WEAK_VERBS.has(words[i] ?? ''))
  );
};

/**
 * The things among `words` (less the verb at `at`). A preposition after a thing ends the
 * object: what follows `by`, `with` or `for` is a detail (`get_price_by_date`), what follows
 * `to`, `into`, `on`, `in` or `from` a thing acted on too (`assign_copilot_to_issue`), never the
 * name's own object.
 */
const thingsOf = (words: readonly string[], at: number | undefined, known: ReadonlySet<string>) => {
  const nouns: string[] = [];
  let cut = words.length;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (PREPOSITIONS.has(word) && cut === words.length && nouns.some((noun) => noun !== '')) {
      cut = i;
      if (!TARGETS.has(word)) break;
    }
    nouns.push(i !== at && i !== cut && isThingWord(word) ? singular(word, known) : '');
  }
  const things: string[] = [];
  nouns.forEach((noun, i) => {
    if (noun === '') return;
    if (!GENERIC.has(noun)) things.push(noun);
    // `file-info` is a file, `data-source` a source of data.
    const next = nouns[i + 1];
    if (next && !GENERIC.has(next)) things.push(`${words[i]}-${next}`);
  });
  let last = Math.min(cut, nouns.length) - 1;
  while (last >= 0 && nouns[last] === '') last--;
  const head =
    last < 0 ? undefined : nouns[last - 1] ? `${words[last - 1]}-${nouns[last]}` : nouns[last];
  return { things: [...new Set(things)], head };
};

/**
 * The name's verb is its verb word nearest `end`, one that names nothing first
 * (`pull_request_read` reads a pull request); `post`, `put` and `patch` are the verb only when
 * no other verb is there (`API-post-search` searches). The things are the other words that can
 * name one (a preposition ends the object, above), with each pair of adjacent things
 * (`pull-request`, `data-source`); a general word (`info`) only starts a pair. A name whose own
 * part names no thing takes its module's
 * (`vegan_restaurant.find_nearby` finds a restaurant). `prefix` leading words are skipped.
 */
export const readToolName = (
  name: string,
  end: VerbEnd,
  known: ReadonlySet<string>,
  prefix = 0,
): NameReading => {
  const local = localName(name);
  const words = nameWords(local).slice(prefix);
  const module = nameWords(name.slice(0, name.length - local.length));
  let at = verbAt(words, end);
  let own = thingsOf(words, at, known);
  const outer = thingsOf(module, undefined, known);
  // A verb that names a thing, beside only `Tool` (the tool itself), is that thing: `BookTool`
  // is about books. Not beside another verb (`API-post-search` searches), and not alone: a tool
  // named `count` or `search` counts or searches, and takes its thing from its description or
  // its server (rootCandidates), as any name of a verb alone does.
  const word = at === undefined ? '' : (words[at] ?? '');
  const alone =
    words.length > 1 &&
    words.every(
      (other, j) => j === at || other === 'tool' || !(isVerb(other) || isThingWord(other)),
    );
  if (NOUNS_TOO.has(word) && alone && !outer.head && !GENERIC.has(word)) {
    at = undefined;
    own = thingsOf(words, at, known);
  }
  const reading: NameReading = { verb: at === undefined ? 'use' : word, things: own.things };
  if (own.things.length === 0 && outer.things.length > 0) reading.things = outer.things;
  const head = own.head ?? outer.head;
  if (head !== undefined) reading.head = head;
  return reading;
};

/** The opening a description's things are read from, so a 30 MB description costs no more. */
export const DESCRIPTION_OPENING = 300;
/** At most this many things are read from one description. */
const MAX_DESCRIPTION_THINGS = 3;

/** A word that may stand in a noun phrase after its determiner: `the provided element`. */
const inPhrase = (word: string) =>
  /^[a-z][a-z0-9]*$/.test(word) && !PREPOSITIONS.has(word) && isThingWordOrModifier(word);
const isThingWordOrModifier = (word: string) =>
  isThingWord(word) || (NOT_THINGS.has(word) && !DETERMINERS.has(word)) || /[^e]ed$/.test(word);

/**
 * The things a description names in its first sentence that has any: the last word of each
 * noun phrase after a determiner (`Clicks on the provided element` → element; `Retrieve your
 * token's bot user` → user). For a tool whose name is a verb alone (`click`, `wait_for`).
 */
const descriptionThings = (description: string, known: ReadonlySet<string>): string[] => {
  const opening = description.slice(0, DESCRIPTION_OPENING);
  for (const sentence of opening.split(/[.!?;:|\n]+(?:\s|$)/)) {
    // Words and single marks; `token's` is the word `token` (the phrase goes on past it).
    const tokens = sentence.match(/[A-Za-z0-9]+(?:['’]s)?|[^\sA-Za-z0-9]/g) ?? [];
    const found: string[] = [];
    for (let i = 0; i < tokens.length && found.length < MAX_DESCRIPTION_THINGS; i++) {
      if (!DETERMINERS.has((tokens[i] ?? '').toLowerCase())) continue;
      let head: string | undefined;
      let sawLower = false;
      for (let j = i + 1; j < tokens.length && j <= i + 4; j++) {
        const token = (tokens[j] ?? '').replace(/['’]s$/, '');
        // A capital after a lowercase thing starts the next phrase (`a user Error Responses`);
        // before one it is a name in the phrase (`the authenticated GitHub user`).
        if (/^[A-Z]/.test(token) && sawLower && head !== undefined) break;
        const word = token.toLowerCase();
        // A word before a determiner is a verb: `This function preprocesses the input`, `that
        // match the criteria`.
        if (!inPhrase(word) || DETERMINERS.has((tokens[j + 1] ?? '').toLowerCase())) break;
        sawLower ||= /^[a-z]/.test(token);
        // A general word (`the result`) or the tool speaking of itself (`This function`) is
        // no thing.
        const self = SELF.has(word) && (tokens[i] ?? '').toLowerCase() === 'this';
        if (isThingWord(word) && !/(ed|ly)$/.test(word) && !GENERIC.has(word) && !self) {
          head = word;
        }
      }
      if (head !== undefined) found.push(singular(head, known));
    }
    if (found.length > 0) return [...new Set(found)];
  }
  return [];
};

/** The root of a tool that names no thing anywhere: no noun, no description, no server. */
export const NO_THING_ROOT = 'tool';

/** A tool's own object, read from it alone: its name's, else its description's first thing. */
export const ownThing = (
  tool: Tool,
  reading: NameReading,
  known: ReadonlySet<string>,
): string | undefined => reading.head ?? descriptionThings(descriptionAt(tool), known)[0];

/** The server's name as a root: `Notion API` → `notion-api`. */
export const serverRoot = (server: string): string =>
  nameWords(server).join('-') || server.toLowerCase();

/**
 * Every candidate root of a tool: the things of its name, or (a name of verbs alone) of its
 * description; and its server, when it has one.
 */
export const rootCandidates = (
  tool: Tool,
  reading: NameReading,
  server: string | undefined,
  known: ReadonlySet<string>,
): string[] => {
  const things =
    reading.things.length > 0 ? reading.things : descriptionThings(descriptionAt(tool), known);
  // A module prefix that names no thing (`random.normalvariate`) is no namespace.
  if (server === undefined || notARoot(serverRoot(server))) return things;
  return [...new Set([...things, serverRoot(server)])];
};
