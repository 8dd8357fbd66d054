import { addBroadRoots, type BroadRule, DEFAULT_BROAD_RULE } from './broadRoots';
import { shorterRootFirst } from './capabilityLine';
import { domainFromTool } from './deriveTags';
import { knownWords } from './englishWords';
import {
  type NameReading,
  NO_THING_ROOT,
  ownThing,
  readToolName,
  rootCandidates,
  serverRoot,
  sharedPrefix,
  type VerbEnd,
  verbEndOf,
} from './readToolName';
import type { Tool } from './types';

/**
 * Capability roots for a catalog that has none, chosen over the whole catalog rather than tool
 * by tool. The prompt's capability line is the catalog's distinct roots: a root per tool made
 * from its own name gives a line as long as the catalog and no namespace a model can use. A
 * root should be a thing many tools act on (`issue`, `pull-request`, `page`), so
 * `search_tools({capabilities: ["issue"]})` finds them all, and so the line stays short.
 *
 * The rule (`words-and-server`): each tool's candidates are the things its name names (its
 * words less verbs, HTTP methods, articles, quantifiers, pronouns, prepositions and what follows
 * one, singular where the singular is a word; each with its pair with the next, `pull-request`),
 * or for a name of verbs alone the things its description's first sentence names (`click`:
 * "Clicks on the provided element" → element); and its MCP server or name prefix if any. Roots
 * are then picked greedily, the candidate that covers the most tools not yet covered first (a
 * set cover: the greedy pick is within ln n of the fewest roots), ties to the shorter, then
 * alphabetical. A candidate over MAX_ROOT_SHARE of the catalog names the catalog (`github`, the
 * `API-` of every Notion tool) rather than a namespace, and is taken only for the tools no other
 * candidate covers. The capability's verb is the name's (readToolName.ts).
 */

/**
 * The rules `npm run eval:roots` compares: `object-head` (a root per tool, its name's object),
 * `words` (the things, chosen as a set cover), `server` (the MCP server or name prefix, else the
 * things), `words-and-server` (both as candidates of one cover: the shortest line, kept).
 */
export const ROOT_RULES = ['object-head', 'words', 'server', 'words-and-server'] as const;
export type RootRule = (typeof ROOT_RULES)[number];
/** The rule importCatalog uses when it derives tags. */
export const DEFAULT_ROOT_RULE: RootRule = 'words-and-server';
/**
 * A candidate over more of the catalog than this names the catalog, not a namespace.
 * @definedOnce docs/design.md's "Rules defined once" names it as this module's export.
 */
export const MAX_ROOT_SHARE = 0.9;

type Read = { tool: Tool; reading: NameReading; server?: string };

/**
 * Every tool's name read as its server names tools: each server (or name prefix) puts its verbs
 * at one end, and may start every name with the same words (readToolName.ts); a catalog of many
 * servers is read server by server.
 */
const readTools = (
  tools: readonly Tool[],
  known: ReadonlySet<string>,
  catalogServer?: string,
): Read[] => {
  const serverOf = (tool: Tool) => domainFromTool(tool) ?? catalogServer;
  const byServer = new Map<string, string[]>();
  for (const tool of tools) {
    const server = serverOf(tool) ?? '';
    const names = byServer.get(server);
    if (names) names.push(tool.name);
    else byServer.set(server, [tool.name]);
  }
  const styles = new Map<string, { end: VerbEnd; prefix: number }>();
  for (const [server, names] of byServer) {
    styles.set(server, { end: verbEndOf(names), prefix: sharedPrefix(names) });
  }
  return tools.map((tool) => {
    const server = serverOf(tool);
    const style = styles.get(server ?? '') ?? { end: 'first', prefix: 0 };
    const reading = readToolName(tool.name, style.end, known, style.prefix);
    return server === undefined ? { tool, reading } : { tool, reading, server };
  });
};

/** A tool's root read from itself alone: its own object, else its server, else none. */
const ownRoot = ({ tool, reading, server }: Read, known: ReadonlySet<string>): string =>
  ownThing(tool, reading, known) ?? (server === undefined ? NO_THING_ROOT : serverRoot(server));

const candidatesOf = (read: Read, rule: RootRule, known: ReadonlySet<string>): string[] => {
  if (rule === 'object-head') return [ownRoot(read, known)];
  if (rule === 'server' && read.server !== undefined) return [serverRoot(read.server)];
  const server = rule === 'words-and-server' ? read.server : undefined;
  return rootCandidates(read.tool, read.reading, server, known);
};

/**
 * The tools each candidate covers among the `uncovered`, less a candidate over `cap` tools and
 * a word only ever seen in one pair (it names less than the pair: `pull` is always
 * `pull-request`).
 */
export const coverSets = (
  candidates: ReadonlyMap<string, readonly string[]>,
  uncovered: ReadonlySet<string>,
  cap: number,
): Map<string, Set<string>> => {
  const covers = new Map<string, Set<string>>();
  for (const name of uncovered) {
    for (const candidate of candidates.get(name) ?? []) {
      const set = covers.get(candidate) ?? new Set<string>();
      set.add(name);
      covers.set(candidate, set);
    }
  }
  for (const [candidate, set] of covers) if (set.size > cap) covers.delete(candidate);
  for (const [candidate, set] of covers) {
    for (const part of candidate.split('-')) {
      const alone = covers.get(part);
      if (part !== candidate && alone && alone.size === set.size) covers.delete(part);
    }
  }
  return covers;
};

/**
 * One greedy set cover of the `uncovered` tools over their candidates (coverSets). Sets
 * `roots` for the tools it covers and takes them out of `uncovered`.
 *
 * Each round takes the candidate covering the most tools not yet covered (ties:
 * `shorterRootFirst`). The counts are kept exact (a covered tool takes one from each of its candidates) and candidates
 * wait in buckets by count, visited from the largest: one that has lost tools since it was
 * bucketed moves down, so each pick costs what it covers, not a pass over every candidate (a
 * 50,000-tool catalog has thousands).
 */
export const greedyCover = (
  candidates: ReadonlyMap<string, readonly string[]>,
  uncovered: Set<string>,
  cap: number,
  roots: Map<string, string>,
) => {
  const covers = coverSets(candidates, uncovered, cap);
  const count = new Map<string, number>();
  const byCount: string[][] = [];
  const wait = (root: string, size: number) => {
    const bucket = byCount[size];
    if (bucket) bucket.push(root);
    else byCount[size] = [root];
  };
  for (const [candidate, set] of covers) {
    count.set(candidate, set.size);
    wait(candidate, set.size);
  }
  for (let size = byCount.length - 1; size > 0; size--) {
    const bucket = byCount[size];
    if (!bucket) continue;
    bucket.sort(shorterRootFirst);
    for (const root of bucket) {
      const now = count.get(root) ?? 0;
      if (now < size) {
        if (now > 0) wait(root, now);
        continue;
      }
      for (const name of covers.get(root) ?? []) {
        if (!uncovered.delete(name)) continue;
        roots.set(name, root);
        for (const other of candidates.get(name) ?? []) {
          const left = count.get(other);
          if (left !== undefined) count.set(other, left - 1);
        }
      }
    }
  }
};

const rootsOf = (reads: readonly Read[], rule: RootRule, known: ReadonlySet<string>) => {
  const roots = new Map<string, string>();
  const candidates = new Map(
    reads.map((read) => [read.tool.name, candidatesOf(read, rule, known)]),
  );
  const uncovered = new Set(reads.map((read) => read.tool.name));
  // First the namespaces; then, for the tools whose only candidates name the catalog (a
  // four-tool notes server is all `note`), those.
  greedyCover(candidates, uncovered, Math.max(2, Math.floor(MAX_ROOT_SHARE * reads.length)), roots);
  greedyCover(candidates, uncovered, Number.POSITIVE_INFINITY, roots);
  for (const read of reads) {
    if (!roots.has(read.tool.name)) roots.set(read.tool.name, read.reading.head ?? NO_THING_ROOT);
  }
  return roots;
};

/**
 * Root per tool name under `rule`, for the tools given (see above). `server` is the catalog's,
 * for tools that name none of their own (a pulled server's file names it once).
 */
export const chooseRoots = (
  tools: readonly Tool[],
  rule: RootRule,
  server?: string,
): Map<string, string> => {
  const known = knownWords(tools);
  return rootsOf(readTools(tools, known, server), rule, known);
};

/**
 * The catalog with a capability derived for each tool that has none, `root:verb` with the root
 * chosen over the catalog (above), and, when those roots do not fit the capability line's
 * default budget, a broad root beside it (broadRoots.ts, `broadRule`). Derived for the default
 * budget, not the user's: the same catalog derives the same roots in the app and the CLI, and a
 * budget chooses among them (capabilityLine.ts). Tagged tools come back unchanged; derived tags
 * are marked.
 */
export const deriveCapabilities = (
  tools: readonly Tool[],
  rule: RootRule = DEFAULT_ROOT_RULE,
  server?: string,
  broadRule: BroadRule = DEFAULT_BROAD_RULE,
): Tool[] => {
  const untagged = tools.filter((tool) => tool.capabilities.length === 0);
  if (untagged.length === 0) return [...tools];
  const known = knownWords(untagged);
  const reads = readTools(untagged, known, server);
  const roots = rootsOf(reads, rule, known);
  const narrow = reads.map(({ tool, reading }) => ({
    ...tool,
    capabilities: [`${roots.get(tool.name) ?? NO_THING_ROOT}:${reading.verb}`],
    derived: { ...tool.derived, capabilities: true },
  }));
  const broad = addBroadRoots({
    tools: narrow,
    things: reads.map((read) => read.reading.things.filter((thing) => !thing.includes('-'))),
    servers: reads.map((read) => read.server),
    verbs: reads.map((read) => read.reading.verb),
    known,
    maxShare: MAX_ROOT_SHARE,
    rule: broadRule,
  });
  const derived = new Map(broad.map((tool) => [tool.name, tool]));
  return tools.map((tool) =>
    tool.capabilities.length > 0 ? tool : (derived.get(tool.name) ?? tool),
  );
};
