import { MAX_SCHEMA_DEPTH, type Tool } from '../catalog/core';
import { nameAsWords } from '../eval/core';
import { editDistance } from '../text/core';
import { itemsOf, propertiesOf } from './schemaValues';
import type { Rename } from './types';

/**
 * Renames a release diff proposes: a tool gone from the old version and one new in the new
 * version whose names say the same words (`get_issue`, `getIssue`, `issue_get`) or nearly the
 * same letters (`list_repos`, `list_repo`), and whose schemas take mostly the same properties.
 * Both must clear their bar; the best pairs are taken first and each tool joins one rename at
 * most, so two candidates for one tool cannot both claim it.
 */

/** How alike two names must be (0..1) for a rename: their words, or their letters. */
const RENAME_NAME_MIN = 0.6;
/** How alike two schemas' property paths must be (0..1, Jaccard) for a rename. */
const RENAME_SCHEMA_MIN = 0.5;

/** A name read once for comparing: its words, and those words sorted and run together. */
type NameReading = { words: string[]; letters: string };

const readName = (name: string): NameReading => {
  const words = [...new Set(nameAsWords(name).split(' ').filter(Boolean))];
  return { words, letters: [...words].sort().join('') };
};

const readingSimilarity = (a: NameReading, b: NameReading): number => {
  const shared = a.words.filter((word) => b.words.includes(word)).length;
  const union = a.words.length + b.words.length - shared;
  const words = union === 0 ? 1 : shared / union;
  const longest = Math.max(a.letters.length, b.letters.length);
  if (longest === 0) return 1;
  // The length gap alone bounds the letters' score: skip the edit distance when it cannot win.
  const bound = 1 - Math.abs(a.letters.length - b.letters.length) / longest;
  if (bound <= words || bound < RENAME_NAME_MIN) return words;
  return Math.max(words, 1 - editDistance(a.letters, b.letters) / longest);
};

/**
 * The better of two readings: the share of words the names have in common (Jaccard, so word
 * order and case style do not count), and how few letter edits turn one's sorted words into
 * the other's (a plural, a shortened word).
 */
export const nameSimilarity = (a: string, b: string): number =>
  readingSimilarity(readName(a), readName(b));

/** Every property path of a schema (`owner`, `options.depth`, `tags.items.name`). */
const propertyPaths = (schema: Record<string, unknown>, prefix = '', depth = 0): string[] => {
  if (depth >= MAX_SCHEMA_DEPTH) return [];
  const paths: string[] = [];
  for (const [name, property] of propertiesOf(schema)) {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    paths.push(path, ...propertyPaths(property, path, depth + 1));
    const items = itemsOf(property);
    if (items) paths.push(...propertyPaths(items, `${path}.items`, depth + 1));
  }
  return paths;
};

const pathSimilarity = (left: ReadonlySet<string>, right: ReadonlySet<string>): number => {
  const shared = [...left].filter((path) => right.has(path)).length;
  const union = left.size + right.size - shared;
  return union === 0 ? 1 : shared / union;
};

/** Jaccard of the two schemas' property paths; two schemas with none are alike. */
export const schemaSimilarity = (a: Tool['parameters'], b: Tool['parameters']): number =>
  pathSimilarity(new Set(propertyPaths(a)), new Set(propertyPaths(b)));

const rounded = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Pairs of a removed and an added tool compared at most. Past it (a server replaced wholesale:
 * thousands gone, thousands new) only names with the same words are paired, each compared
 * once; comparing every pair would take minutes.
 */
export const MAX_RENAME_PAIRS = 100_000;

type ToolReading = { name: string; reading: NameReading; paths: Set<string> };

const readTool = (tool: Tool): ToolReading => ({
  name: tool.name,
  reading: readName(tool.name),
  paths: new Set(propertyPaths(tool.parameters)),
});

/** The pair as a rename, when both its names and its schemas clear their bars. */
const candidate = (from: ToolReading, to: ToolReading): Rename | undefined => {
  const names = readingSimilarity(from.reading, to.reading);
  if (names < RENAME_NAME_MIN) return undefined;
  const schemas = pathSimilarity(from.paths, to.paths);
  if (schemas < RENAME_SCHEMA_MIN) return undefined;
  return {
    from: from.name,
    to: to.name,
    nameSimilarity: rounded(names),
    schemaSimilarity: rounded(schemas),
  };
};

/** The pairs to compare: all of them, or past MAX_RENAME_PAIRS those whose words are the same. */
const pairsOf = (gone: readonly ToolReading[], arrived: readonly ToolReading[]) => {
  if (gone.length * arrived.length <= MAX_RENAME_PAIRS) {
    return { pairs: gone.flatMap((from) => arrived.map((to) => [from, to] as const)), all: true };
  }
  const byWords = new Map<string, ToolReading[]>();
  for (const to of arrived) {
    byWords.set(to.reading.letters, [...(byWords.get(to.reading.letters) ?? []), to]);
  }
  const pairs = gone
    .flatMap((from) => (byWords.get(from.reading.letters) ?? []).map((to) => [from, to] as const))
    .slice(0, MAX_RENAME_PAIRS);
  return { pairs, all: false };
};

/**
 * The proposed renames from `removed` to `added` tools, best pair first; `complete` is false
 * when there were too many pairs to compare them all (MAX_RENAME_PAIRS).
 */
export const proposeRenames = (
  removed: readonly Tool[],
  added: readonly Tool[],
): { renames: Rename[]; complete: boolean } => {
  const { pairs, all } = pairsOf(removed.map(readTool), added.map(readTool));
  const candidates = pairs.flatMap(([from, to]) => candidate(from, to) ?? []);
  candidates.sort(
    (a, b) =>
      b.nameSimilarity + b.schemaSimilarity - (a.nameSimilarity + a.schemaSimilarity) ||
      a.from.localeCompare(b.from) ||
      a.to.localeCompare(b.to),
  );
  const taken = new Set<string>();
  const renames = candidates.filter((rename) => {
    const [from, to] = [`-${rename.from}`, `+${rename.to}`];
    if (taken.has(from) || taken.has(to)) return false;
    taken.add(from);
    taken.add(to);
    return true;
  });
  return { renames, complete: all };
};
