import { STOPWORDS } from '../text/analyze';
import {
  capabilityFromName,
  domainFromTool,
  localName,
  nameWords,
  PREPOSITIONS,
  singular,
  VERBS,
} from './deriveTags';
import { capabilityRoot, type Tool } from './types';

/**
 * Capability roots for a catalog that has none, chosen over the whole catalog rather than tool
 * by tool. The prompt's capability line is the catalog's distinct roots: a root per tool made
 * from its own name (`request-title`, `unstar-repository`) gives a line as long as the
 * catalog and no namespace a model can use. A root should be a namespace: a word many tools
 * share (`issue`, `pull-request`, `file`), so `search_tools({capabilities: ["issue"]})` finds
 * them all, and so the line stays short.
 *
 * The rule (`words-and-server`): each tool's candidates are the nouns of its name (its words
 * less verbs, prepositions, stopwords, numbers and single letters, singular), each noun's pair
 * with the next word (`pull-request`), and its MCP server or name prefix if any. Roots are then
 * picked greedily, the candidate that covers the most tools not yet covered first (a set
 * cover: the greedy pick is within ln n of the fewest roots), ties to the shorter, then
 * alphabetical. A candidate that would cover more than MAX_ROOT_SHARE of the catalog is not a
 * namespace but the catalog's own name (`github`), and is skipped. A tool left with no
 * candidate keeps its own name's root, so every tool is reachable by a root.
 */

/**
 * The rules `npm run eval:roots` compares: `object-head` (the old per-tool root, the name's
 * object), `words` (the nouns, chosen as a set cover), `server` (the MCP server or name prefix,
 * else the nouns), `words-and-server` (both as candidates of one cover: the shortest line on
 * all four real catalogs, kept).
 */
export const ROOT_RULES = ['object-head', 'words', 'server', 'words-and-server'] as const;
export type RootRule = (typeof ROOT_RULES)[number];
/** The rule importCatalog uses when it derives tags. */
export const DEFAULT_ROOT_RULE: RootRule = 'words-and-server';
/** A root over more of the catalog than this is no filter: it is never chosen. */
export const MAX_ROOT_SHARE = 0.25;

/** Words of the verb list that also name things, as the second word of a pair. */
const NOUNS_TOO: ReadonlySet<string> = new Set([
  'request',
  'review',
  'run',
  'patch',
  'post',
  'link',
  'schedule',
  'export',
  'import',
  'share',
  'diff',
  'reply',
  'push',
  'merge',
  'fork',
  'query',
  'search',
  'copy',
  'count',
  'mark',
]);

const isNoun = (word: string) =>
  word.length > 1 &&
  !/^\d+$/.test(word) &&
  !VERBS.has(word) &&
  !PREPOSITIONS.has(word) &&
  !STOPWORDS.has(word);

/** A tool's nouns and adjacent noun pairs, in name order. */
export const nounCandidates = (name: string): string[] => {
  const words = nameWords(localName(name));
  const nouns = words.map((word) => (isNoun(word) && isNoun(singular(word)) ? singular(word) : ''));
  const found: string[] = [];
  nouns.forEach((noun, i) => {
    if (noun === '') return;
    found.push(noun);
    // The pair may end in a verb that is a noun too: `pull_request`, `workflow_run`.
    const next = words[i + 1];
    if (next && (nouns[i + 1] || NOUNS_TOO.has(singular(next)))) {
      found.push(`${words[i]}-${singular(next)}`);
    }
  });
  return [...new Set(found)];
};

const candidatesOf = (tool: Tool, rule: RootRule): string[] => {
  const server = domainFromTool(tool)?.toLowerCase();
  if (rule === 'server') return server ? [server] : nounCandidates(tool.name);
  if (rule === 'words-and-server' && server) return [...nounCandidates(tool.name), server];
  return nounCandidates(tool.name);
};

/** The verb of a tool's name, as `capabilityFromName` reads it: `create_issue` → `create`. */
const verbOf = (tool: Tool): string => capabilityFromName(tool.name).split(':')[1] ?? 'use';

/**
 * Root per tool name under `rule`, for the tools given. Greedy set cover over the candidates;
 * `object-head` is the old per-tool rule (`capabilityFromName`).
 */
export const chooseRoots = (tools: readonly Tool[], rule: RootRule): Map<string, string> => {
  const roots = new Map<string, string>();
  if (rule === 'object-head') {
    for (const tool of tools) roots.set(tool.name, capabilityRoot(capabilityFromName(tool.name)));
    return roots;
  }
  const cap = Math.max(2, Math.floor(MAX_ROOT_SHARE * tools.length));
  const covers = new Map<string, Set<string>>();
  for (const tool of tools) {
    for (const candidate of candidatesOf(tool, rule)) {
      const set = covers.get(candidate) ?? new Set<string>();
      set.add(tool.name);
      covers.set(candidate, set);
    }
  }
  for (const [candidate, set] of covers) if (set.size > cap) covers.delete(candidate);
  // A word only ever seen in one pair names less than the pair: `pull` is always `pull-request`.
  for (const [candidate, set] of covers) {
    for (const part of candidate.split('-')) {
      const alone = covers.get(part);
      if (part !== candidate && alone && alone.size === set.size) covers.delete(part);
    }
  }
  const uncovered = new Set(tools.map((tool) => tool.name));
  while (uncovered.size > 0) {
    let best: { root: string; count: number } | undefined;
    for (const [root, set] of covers) {
      let count = 0;
      for (const name of set) if (uncovered.has(name)) count++;
      if (count === 0) continue;
      if (
        !best ||
        count > best.count ||
        (count === best.count &&
          (root.length < best.root.length ||
            (root.length === best.root.length && root < best.root)))
      ) {
        best = { root, count };
      }
    }
    if (!best) break;
    for (const name of covers.get(best.root) ?? []) {
      if (uncovered.delete(name)) roots.set(name, best.root);
    }
    covers.delete(best.root);
  }
  // No usable candidate (a name of verbs only, or nouns every tool shares): its own name's root.
  for (const tool of tools) {
    if (!roots.has(tool.name)) roots.set(tool.name, capabilityRoot(capabilityFromName(tool.name)));
  }
  return roots;
};

/**
 * The catalog with a capability derived for each tool that has none, `root:verb` with the root
 * chosen over the catalog (above). Tagged tools come back unchanged; derived tags are marked.
 */
export const deriveCapabilities = (
  tools: readonly Tool[],
  rule: RootRule = DEFAULT_ROOT_RULE,
): Tool[] => {
  const untagged = tools.filter((tool) => tool.capabilities.length === 0);
  if (untagged.length === 0) return [...tools];
  const roots = chooseRoots(untagged, rule);
  return tools.map((tool) => {
    const root = roots.get(tool.name);
    if (tool.capabilities.length > 0 || root === undefined) return tool;
    return {
      ...tool,
      capabilities: [`${root}:${verbOf(tool)}`],
      derived: { ...tool.derived, capabilities: true },
    };
  });
};
