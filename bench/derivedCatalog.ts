import { random } from '../src/data/synthetic';
import { type Catalog, descriptionAt, type Tool } from '../src/engine';

/**
 * Real-derived catalogs of any size for the bench: real tools (bfcl's, livemcpbench's)
 * replicated with renamed names and perturbed descriptions. The issue measured toollens on
 * such catalogs because a synthetic catalog's vocabulary is not a real one: real descriptions
 * share a long tail of words, repeat a few generic ones in most tools, and a real query's
 * terms are often missing from them. Copies keep their source's words, in slightly different
 * orders and amounts, so the document frequencies, field lengths and query-term hit rates
 * stay close to the sources'. Deterministic: the same sources, size and seed give the same
 * catalog.
 */

/** Words that rename a copy: a copy of round r is prefixed with round r's word(s). */
const RENAME_WORDS = [
  'acme',
  'atlas',
  'beacon',
  'cedar',
  'delta',
  'ember',
  'falcon',
  'garnet',
  'harbor',
  'indigo',
  'juniper',
  'kestrel',
  'lumen',
  'meadow',
  'nimbus',
  'onyx',
  'pioneer',
  'quartz',
  'raven',
  'summit',
  'tundra',
  'umber',
  'vertex',
  'willow',
  'xenon',
  'yarrow',
  'zephyr',
  'aurora',
  'basalt',
  'cobalt',
  'drift',
  'echo',
] as const;

/**
 * The prefix of round `round` (≥ 1): one word for the first rounds, then two, so every round's
 * prefix differs from every other's.
 */
export const roundPrefix = (round: number): string => {
  const count = RENAME_WORDS.length;
  const index = round - 1;
  if (index < count) return RENAME_WORDS[index] ?? '';
  const high = Math.floor(index / count) - 1;
  return `${RENAME_WORDS[high % count]}_${RENAME_WORDS[index % count]}`;
};

const words = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');

/** Sentences, each with its closing punctuation. */
const sentences = (text: string): string[] =>
  text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence !== '');

/**
 * One perturbed description: the source's words with a few dropped, swapped or repeated, its
 * sentences possibly swapped, and a short phrase borrowed from another tool's description (a
 * copy's vocabulary leaks a little, as near-duplicate real tools' do). Never equal to the
 * source: when every edit happened to be a no-op, the borrowed phrase (or a rename word)
 * still makes it differ.
 */
export const perturbDescription = (
  text: string,
  borrowFrom: string,
  next: () => number,
): string => {
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(next() * list.length)];
  let parts = sentences(text);
  if (parts.length >= 2 && next() < 0.5) {
    const i = Math.floor(next() * (parts.length - 1));
    parts = [...parts];
    [parts[i], parts[i + 1]] = [parts[i + 1] ?? '', parts[i] ?? ''];
  }
  const tokens = words(parts.join(' '));
  const edits = 1 + Math.floor(next() * 3);
  for (let edit = 0; edit < edits && tokens.length > 1; edit++) {
    const at = Math.floor(next() * tokens.length);
    const kind = next();
    if (kind < 0.34) tokens.splice(at, 1);
    else if (kind < 0.67 && at + 1 < tokens.length) {
      [tokens[at], tokens[at + 1]] = [tokens[at + 1] ?? '', tokens[at] ?? ''];
    } else tokens.splice(at, 0, tokens[at] ?? '');
  }
  const donor = words(borrowFrom);
  if (donor.length > 0) {
    const length = Math.min(donor.length, 3 + Math.floor(next() * 4));
    const start = Math.floor(next() * (donor.length - length + 1));
    tokens.splice(
      Math.floor(next() * (tokens.length + 1)),
      0,
      ...donor.slice(start, start + length),
    );
  }
  let result = tokens.join(' ');
  if (result === text) result = `${result} ${pick(RENAME_WORDS)}`.trim();
  return result;
};

/**
 * A catalog of exactly `size` tools from `sources`: the sources themselves first (round 0,
 * unchanged), then round after round of renamed, perturbed copies, in source order, until the
 * size is reached. Names are unique: a copy is `<round prefix>_<source name>`, and a name that
 * is somehow taken already gets the next rename word appended.
 */
export const deriveCatalog = (
  sources: readonly Tool[],
  size: number,
  seed = 19,
  source = `real${size}`,
): Catalog => {
  if (!Number.isInteger(size) || size < 0)
    throw new Error(`derived catalog: size must be a whole number ≥ 0, not ${size}`);
  if (sources.length === 0 && size > 0)
    throw new Error('derived catalog: no source tools to derive from');
  const next = random(seed);
  const texts = sources.map((tool) => descriptionAt(tool));
  const taken = new Set<string>();
  const tools: Tool[] = [];
  for (let i = 0; tools.length < size; i++) {
    const round = Math.floor(i / sources.length);
    const position = i % sources.length;
    const tool = sources[position] as Tool;
    if (round === 0) {
      if (taken.has(tool.name))
        throw new Error(`derived catalog: duplicate source name "${tool.name}"`);
      taken.add(tool.name);
      tools.push(tool);
      continue;
    }
    let name = `${roundPrefix(round)}_${tool.name}`;
    for (let extra = 0; taken.has(name); extra++) {
      name = `${name}_${RENAME_WORDS[extra % RENAME_WORDS.length]}`;
    }
    taken.add(name);
    const donor = texts[Math.floor(next() * texts.length)] ?? '';
    tools.push({
      ...tool,
      name,
      description: perturbDescription(texts[position] ?? '', donor, next),
    });
  }
  return { tools, ontology: { concepts: [] }, format: 'plain', source };
};
