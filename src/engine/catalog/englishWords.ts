import { STOPWORDS } from '../text';
import { descriptionAt, type Tool } from './types';
import { isRecord } from './values';

/**
 * The English that capability roots are read with: which words of a tool's name are its verb,
 * which name the thing it acts on, and a plural's singular. A root is a thing (`issue`,
 * `page`), never a verb, an article, a quantifier, a pronoun or an HTTP method. The lists are
 * the words real tool names use (github-mcp-server, livemcpbench, metatool, bfcl and the MCP
 * servers measured in docs/cli.md); a word missing from them reads as a thing.
 */

const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** Verbs that start or end tool names, in the form used as the capability verb. */
const VERBS = words(`
  add analyse analyze append apply approve archive ask assign attach audit book build calc
  calculate call cancel capture change check clear click clone close compare compute connect
  convert copy count create crop delete deploy describe design detect diagnose diff disable
  dismiss display download drag draw drop edit emulate enable estimate evaluate execute export extract
  fetch fill filter find focus fork format generate get grant handle hover identify import insert
  inspect install invite invoke launch link list load locate lock lookup manage mark merge modify
  monitor move navigate open parse patch perform play post predict press prioritize process
  publish push put
  query read recall recognize recommend record redact refresh register reload remove rename render
  reopen reply request rerun reschedule reset resize resolve restart restore retrieve review
  revoke run save scan schedule scroll search select send set share show shuffle solve sort split
  star start stop submit subscribe summarize swipe switch sync synthesize take tap track transfer
  transition translate trigger type unassign unlock unregister unstar unsubscribe update upload
  upsert validate verify view wait watch write provide discover use return allow offer explore
  learn interact begin browse buy organize improve integrate determine include contain involve
  echo toggle simulate
`);

/**
 * Verbs that also name things (`pull_request`, `workflow_run`, Azure's `search_index_get`): a
 * thing wherever they are not the name's verb.
 */
export const NOUNS_TOO = words(`
  book build call change check compute copy count deploy design diff display drop export filter
  fork format import link lock mark merge monitor process push query record reply request review
  run scan schedule search share sort switch track transfer trigger type view watch show move
  star
`);

/**
 * A verb of the list, or one that names nothing with `un` or `re` before it: `unresolve`,
 * `reprioritize` (not `research`, which is no second search).
 */
export const isVerb = (word: string): boolean => {
  if (VERBS.has(word)) return true;
  const stem = word.slice(2);
  return word.length > 4 && /^(un|re)/.test(word) && VERBS.has(stem) && !NOUNS_TOO.has(stem);
};

/** HTTP methods, as API wrappers name tools (`API-get-user`): never a thing. */
const HTTP_METHODS = words('get post put patch delete');

/**
 * HTTP methods that are rarely a tool's own verb: the verb only when the name has no other
 * (`API-post-search` searches; `API-post-page` posts a page).
 */
export const WEAK_VERBS = words('post put patch');

/** Words that end a noun phrase: `Use this when …` names no thing `when`. */
const FUNCTION_WORDS = words(`
  when where why how whether if then than also not can could will would should must may might
  do does did done be been being has have had was were am so very just too here there
  using including through near out up off onto upon along around among throughout like today
  tomorrow yesterday
`);

/** Words that start the tail of a name rather than name its object: `get_price_by_date`. */
export const PREPOSITIONS = words(`
  about across at between by for from in into of on over per to under via with within without
`);

/** Determiners: a noun phrase follows, and its last word is the thing (`the provided element`). */
export const DETERMINERS = words(`
  a an the this that these those each every all any some another your its their our my
`);

/** Never a thing: articles, quantifiers, pronouns, and the adjectives names put before things. */
export const NOT_THINGS = words(`
  a an the this that these those each every all any some many much multiple several various more
  most less least few other another both either neither no none only own same such one single
  total top first last next previous i me my mine myself you your we us our they them their he
  him his she her it its self who whom whose what which new current latest recent nearby
  available allowed existing specific specified given provided selected default full basic simple
  advanced active pending random detailed global local remote public private final initial
  major minor best worst highest lowest tallest largest smallest biggest closest nearest longest
  shortest fastest oldest newest certain unique inner outer two three four five six seven eight nine ten hundred thousand
  million
`);

/** Words too general to be a root alone; they still end a pair (`file-info`, `data-source`). */
export const GENERIC = words('info information detail details data tool result');

/**
 * Words every kind of tool uses of its own interface or its user: a description's `function`,
 * `parameter`, `value`, `name`, `user`. They group no tools by what the tools are about, so no
 * broad root is one (broadRoots.ts); a name's own object may still be (`get_user`).
 */
export const INTERFACE_WORDS = words(`
  function parameter argument arg args value number name type input output response object
  field criterion option way thing api app use access help user support feature service
  platform system integer string boolean array
`);

/**
 * A verb in any form a description writes it: `retrieve`, `retrieves`, `fetches`, `queried`.
 */
export const isVerbForm = (word: string): boolean =>
  isVerb(word) ||
  (word.endsWith('es') && isVerb(word.slice(0, -2))) ||
  (word.endsWith('s') && isVerb(word.slice(0, -1))) ||
  (word.endsWith('ies') && isVerb(`${word.slice(0, -3)}y`));

/** A verb that names a thing too, in any form: `imports`, `reviews`. */
const isNounToo = (word: string): boolean =>
  NOUNS_TOO.has(word) ||
  (word.endsWith('s') && NOUNS_TOO.has(word.slice(0, -1))) ||
  (word.endsWith('es') && NOUNS_TOO.has(word.slice(0, -2)));

/**
 * Why `root` can never be a capability root, or undefined when it can be: a root is a thing
 * tools act on, never a verb that names nothing (`count` counts), an HTTP method, a quantifier,
 * an article or a pronoun. (A root of several words names a thing or a server: `npx-fetch`.)
 */
export const notARoot = (root: string): string | undefined => {
  if (HTTP_METHODS.has(root)) return `"${root}" is an HTTP method`;
  if (NOT_THINGS.has(root)) return `"${root}" is a quantifier, an article or a pronoun`;
  if (isVerbForm(root) && !isNounToo(root)) return `"${root}" is a verb`;
  return undefined;
};

/** Words that end in s but are not plurals of a shorter word. */
const NOT_PLURAL = words('news series species analytics status alias canvas');

const IRREGULAR: ReadonlyMap<string, string> = new Map(
  `children:child people:person men:man women:woman indices:index matrices:matrix
  vertices:vertex analyses:analysis diagnoses:diagnosis hypotheses:hypothesis crises:crisis
  criteria:criterion phenomena:phenomenon mice:mouse teeth:tooth feet:foot leaves:leaf
  lives:life knives:knife halves:half shelves:shelf`
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
);

/** The singulars a regular plural may have, most specific first: `entries` → entry, entrie. */
const singularForms = (word: string): string[] => {
  const forms: string[] = [];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`, word.slice(0, -1));
  else if (/(x|z|ch|sh|ss|s|o)es$/.test(word)) forms.push(word.slice(0, -2), word.slice(0, -1));
  else forms.push(word.slice(0, -1));
  return forms;
};

/**
 * Endings only nouns have (`action`, `setting`, `message`, `template`): a form ending in one is
 * a word whether or not the catalog spells it.
 */
const NOUN_ENDING =
  /(tion|sion|ment|ness|ship|ity|ance|ence|ing|er|or|ist|ure|age|ate|ile|ent|ant|ine|ule|ode|ice|ype|ame|ime|ase|ive|ble|cle)$/;

/**
 * `issues` → `issue`, `actions` → `action`, `children` → `child`; `cosmos`, `postgres` and
 * `applens` stay. A plural becomes singular only when the result is a word: one the catalog's
 * names and descriptions spell (`known`: `size`, `entry`), or one with an ending only nouns
 * have. A rule alone would make `cosmo`, `postgre` and `calory`.
 */
export const singular = (word: string, known: ReadonlySet<string>): string => {
  const irregular = IRREGULAR.get(word);
  if (irregular !== undefined) return irregular;
  if (!word.endsWith('s') || /(ss|us|is)$/.test(word) || word.length <= 3 || NOT_PLURAL.has(word)) {
    return word;
  }
  const forms = singularForms(word);
  return (
    forms.find((form) => known.has(form)) ?? forms.find((form) => NOUN_ENDING.test(form)) ?? word
  );
};

/** A name's words: camelCase and every non-alphanumeric split, lowercased. */
export const nameWords = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');

/** Characters of a description whose words count towards the catalog's dictionary. */
export const KNOWN_WORDS_CHARS = 1_000;
/** Top-level arguments of a tool whose names and descriptions count too (`log` in "log content"). */
export const KNOWN_WORDS_ARGUMENTS = 20;
/** Characters of an argument's description whose words count. */
const ARGUMENT_WORDS_CHARS = 200;

/** The words of `text`'s first `chars` characters, less a word the cut goes through. */
const addWords = (known: Set<string>, text: string, chars: number) => {
  let opening = text.slice(0, chars);
  if (/[a-z0-9]/i.test(text.charAt(chars))) opening = opening.replace(/[a-z0-9]+$/i, '');
  for (const word of opening.toLowerCase().split(/[^a-z0-9]+/)) if (word !== '') known.add(word);
};

/**
 * The words of every name, of each description's opening and of each tool's top-level argument
 * names and descriptions: the catalog's own dictionary, bounded per tool so a 30 MB description
 * or a 100k-property schema costs no more.
 */
export const knownWords = (tools: readonly Tool[]): Set<string> => {
  const known = new Set<string>();
  for (const tool of tools) {
    for (const word of nameWords(tool.name)) known.add(word);
    addWords(known, descriptionAt(tool), KNOWN_WORDS_CHARS);
    const properties = isRecord(tool.parameters) ? tool.parameters.properties : undefined;
    if (!isRecord(properties)) continue;
    let count = 0;
    for (const name in properties) {
      if (!Object.hasOwn(properties, name)) continue;
      if (count++ >= KNOWN_WORDS_ARGUMENTS) break;
      for (const word of nameWords(name)) known.add(word);
      const property = properties[name];
      const description = isRecord(property) ? property.description : undefined;
      if (typeof description === 'string') {
        addWords(known, description, ARGUMENT_WORDS_CHARS);
      }
    }
  }
  return known;
};

/**
 * A word that can name a thing: not a verb, a participle, a preposition, a stopword, a number or
 * a letter, nor a word of NOT_THINGS.
 */
export const isThingWord = (word: string): boolean =>
  word.length > 1 &&
  !/^\d+$/.test(word) &&
  // A participle (`starred`, `followed`), not `speed` or `feed`.
  !(word.length > 4 && /[^e]ed$/.test(word)) &&
  (!isVerb(word) || NOUNS_TOO.has(word)) &&
  !HTTP_METHODS.has(word) &&
  !PREPOSITIONS.has(word) &&
  !STOPWORDS.has(word) &&
  !FUNCTION_WORDS.has(word) &&
  !NOT_THINGS.has(word);
