import { allRootsFit, chooseWithin, DEFAULT_LINE_BUDGET, rootRoom } from './capabilityLine';
import {
  GENERIC,
  INTERFACE_WORDS,
  isThingWord,
  isVerbForm,
  NOUNS_TOO,
  notARoot,
  singular,
} from './englishWords';
import { DESCRIPTION_OPENING, serverRoot } from './readToolName';
import { capabilityRoot, descriptionAt, type Tool } from './types';
import { isRecord } from './values';

/**
 * Broader roots for a catalog whose narrow ones do not fit its line: pooled servers and
 * plugins name hundreds of things, one or two tools each, and a line of them is the catalog
 * again. A broad root is a word many of the catalog's tools share: their server (or name
 * prefix), a thing their names name (`stock` of `stock-price`), or a thing their descriptions
 * name (`weather`, `game`, `recipe`); the catalog's own words, counted by document frequency,
 * not a list of domains. The broad roots that cover the most tools within the line's budget
 * are added to the tools they cover, beside each tool's narrow root, so `capabilities:
 * ["finance"]` and `["stock-price"]` both find the tool.
 */

/** A description word names a thing many tools share only when at least this many do. */
const MIN_SHARED = 2;

/**
 * A description's things: its words (in its opening) that can name one, singular; not a verb
 * (`search`, `count`: what tools do is their verb, never their root), not a general word, not an
 * adverb or a participle.
 */
export const descriptionWords = (
  description: string,
  known: ReadonlySet<string>,
  seen: Map<string, string | null> = new Map(),
): string[] => {
  const found = new Set<string>();
  for (const token of description
    .slice(0, DESCRIPTION_OPENING)
    .toLowerCase()
    .split(/[^a-z0-9]+/)) {
    let word = seen.get(token);
    if (word === undefined) {
      word = thingOf(token, known);
      seen.set(token, word);
    }
    if (word !== null) found.add(word);
  }
  return [...found];
};

/** The thing `token` names, singular, or null (see descriptionWords). */
const thingOf = (token: string, known: ReadonlySet<string>): string | null => {
  if (token.length < 3 || !/^[a-z]/.test(token) || /(ed|ly)$/.test(token)) return null;
  if (!isThingWord(token) || isVerbForm(token) || NOUNS_TOO.has(token)) return null;
  const word = singular(token, known);
  const general = (each: string) =>
    GENERIC.has(each) || INTERFACE_WORDS.has(each) || NOUNS_TOO.has(each);
  return general(word) || general(token.replace(/s$/, '')) ? null : word;
};

/**
 * Where broad roots may come from, each adding to the one before (`npm run eval:roots` measures
 * each): `none`; `names` (each tool's name things and server); `descriptions` (and the things
 * its description names: the rule in use); `arguments` (and its arguments' names).
 */
export const BROAD_RULES = ['none', 'names', 'descriptions', 'arguments'] as const;
export type BroadRule = (typeof BROAD_RULES)[number];
export const DEFAULT_BROAD_RULE: BroadRule = 'descriptions';

/** A tool's top-level argument names as words: `stock_symbol` → "stock symbol". */
const argumentText = (tool: Tool): string => {
  const properties = isRecord(tool.parameters) ? tool.parameters.properties : undefined;
  return isRecord(properties) ? Object.keys(properties).join(' ').replace(/_/g, ' ') : '';
};

export type BroadInput = {
  tools: readonly Tool[];
  /** Each tool's things (its name's, singular), by tool index. */
  things: readonly (readonly string[])[];
  /** Each tool's server or name prefix, by tool index. */
  servers: readonly (string | undefined)[];
  /** Each tool's capability verb, by tool index. */
  verbs: readonly string[];
  known: ReadonlySet<string>;
  /** A word over this share of the tools names the catalog, not a part of it. */
  maxShare: number;
  budget?: number;
  rule?: BroadRule;
};

/**
 * The tools with broad roots added where the narrow ones leave tools out of the line (above);
 * unchanged when every tool is under a root of the line already.
 */
export const addBroadRoots = (input: BroadInput): Tool[] => {
  const { tools, known } = input;
  const budget = input.budget ?? DEFAULT_LINE_BUDGET;
  const rule = input.rule ?? DEFAULT_BROAD_RULE;
  if (rule === 'none' || allRootsFit(tools, budget)) return [...tools];
  const reads = BROAD_RULES.indexOf(rule);
  const searchable = tools.filter((tool) => tool.scaffolding !== true).length;
  const sets = new Map<string, number[]>();
  // A word's reading, once per catalog: a 50,000-tool catalog repeats its words.
  const seen = new Map<string, string | null>();
  const add = (root: string, index: number) => {
    const under = sets.get(root);
    if (under === undefined) sets.set(root, [index]);
    else if (under.at(-1) !== index) under.push(index);
  };
  tools.forEach((tool, index) => {
    if (tool.scaffolding === true) return;
    const words = new Set<string>(tool.capabilities.map(capabilityRoot));
    for (const thing of input.things[index] ?? []) words.add(thing);
    const server = input.servers[index];
    if (server !== undefined) words.add(serverRoot(server));
    const texts = [reads >= 2 ? descriptionAt(tool) : '', reads >= 3 ? argumentText(tool) : ''];
    for (const text of texts)
      for (const word of descriptionWords(text, known, seen)) words.add(word);
    for (const word of words) if (notARoot(word) === undefined) add(word, index);
  });
  // A word of one tool broadens nothing; one of nearly every tool names the catalog.
  const cap = Math.max(MIN_SHARED, Math.floor(input.maxShare * searchable));
  for (const [root, under] of sets) {
    const own =
      under.length === 1 &&
      tools[under[0] ?? -1]?.capabilities.some((c) => capabilityRoot(c) === root);
    if ((under.length < MIN_SHARED && !own) || under.length > cap) sets.delete(root);
  }
  const chosen = chooseWithin(sets, rootRoom(budget, searchable));
  const extra = new Map<number, string[]>();
  for (const root of chosen) {
    for (const index of sets.get(root) ?? []) {
      const tool = tools[index];
      if (!tool || tool.capabilities.some((c) => capabilityRoot(c) === root)) continue;
      extra.set(index, [...(extra.get(index) ?? []), root]);
    }
  }
  return tools.map((tool, index) => {
    const roots = extra.get(index);
    if (!roots) return tool;
    const verb = input.verbs[index] ?? 'use';
    return {
      ...tool,
      capabilities: [...tool.capabilities, ...roots.map((root) => `${root}:${verb}`)],
    };
  });
};
