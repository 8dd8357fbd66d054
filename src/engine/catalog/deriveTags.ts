import { knownWords } from './englishWords';
import { NO_THING_ROOT, ownThing, readToolName } from './readToolName';
import type { Tool } from './types';

/**
 * Tags for catalogs that have none (an MCP server, an OpenAI tool array): a capability from the
 * tool's name (`create_issue` → `issue:create`) and a domain from its MCP server or name
 * prefix. Every derived tag is marked as derived, so the UI can say so and an author can
 * correct it. Across a whole catalog the roots are chosen together (deriveRoots.ts); these are
 * a tool's own.
 */

/**
 * `create_issue` → `issue:create`, `get_current_stock_price_by_date` → `stock-price:get`: the
 * name's object and its verb (readToolName.ts). A name of verbs alone has no object: `tool`.
 * `known` holds the words that count as words for singulars (`pull_requests` → `pull-request`).
 */
export const capabilityFromName = (
  name: string,
  known: ReadonlySet<string> = new Set(),
): string => {
  const reading = readToolName(name, 'first', known);
  return `${reading.head ?? NO_THING_ROOT}:${reading.verb}`;
};

/** The server when the format names one, else a name prefix (`github__x`, `fs.read`). */
export const domainFromTool = (tool: Tool): string | undefined => {
  if (tool.origin?.server) return tool.origin.server;
  const prefix = tool.name.match(/^([^_./]+)(?:__|\.|\/)/)?.[1];
  return prefix?.toLowerCase();
};

/** A tool's own capability: its name's object, else its description's, and its name's verb. */
const ownCapability = (tool: Tool): string => {
  const known = knownWords([tool]);
  const reading = readToolName(tool.name, 'first', known);
  return `${ownThing(tool, reading, known) ?? NO_THING_ROOT}:${reading.verb}`;
};

/** The tool with derived tags filled in where it has none. Tagged tools come back unchanged. */
export const deriveTags = (tool: Tool): Tool => {
  const needsCapabilities = tool.capabilities.length === 0;
  const domain = tool.domains.length === 0 ? domainFromTool(tool) : undefined;
  if (!needsCapabilities && domain === undefined) return tool;
  const derived = { ...tool.derived };
  const next: Tool = { ...tool };
  if (needsCapabilities) {
    next.capabilities = [ownCapability(tool)];
    derived.capabilities = true;
  }
  if (domain !== undefined) {
    next.domains = [domain];
    derived.domains = true;
  }
  next.derived = derived;
  return next;
};
