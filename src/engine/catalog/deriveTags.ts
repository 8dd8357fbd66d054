import type { Tool } from './types';

/**
 * Tags for catalogs that have none (an MCP server, an OpenAI tool array): capabilities from
 * the tool's name (`create_issue` → `issue:create`, `pull_request_read` → `pull-request:read`)
 * and a domain from its MCP server or name prefix. Every derived tag is marked as derived, so
 * the UI can say so and an author can correct it.
 */

/** Verbs that start or end tool names, in the form used as the capability verb. */
export const VERBS: ReadonlySet<string> = new Set([
  'add',
  'analyze',
  'append',
  'apply',
  'approve',
  'archive',
  'assign',
  'attach',
  'calculate',
  'cancel',
  'check',
  'clone',
  'close',
  'compare',
  'compute',
  'convert',
  'copy',
  'count',
  'create',
  'crop',
  'delete',
  'describe',
  'diff',
  'disable',
  'dismiss',
  'download',
  'edit',
  'enable',
  'estimate',
  'execute',
  'export',
  'extract',
  'fetch',
  'fill',
  'find',
  'fork',
  'generate',
  'get',
  'grant',
  'import',
  'insert',
  'install',
  'invite',
  'link',
  'list',
  'load',
  'lookup',
  'mark',
  'merge',
  'move',
  'open',
  'parse',
  'patch',
  'post',
  'predict',
  'publish',
  'push',
  'query',
  'read',
  'recall',
  'redact',
  'refresh',
  'remove',
  'rename',
  'reply',
  'request',
  'reset',
  'resize',
  'resolve',
  'restore',
  'retrieve',
  'revoke',
  'run',
  'save',
  'schedule',
  'search',
  'send',
  'set',
  'share',
  'show',
  'split',
  'start',
  'stop',
  'submit',
  'summarize',
  'sync',
  'translate',
  'transition',
  'unassign',
  'update',
  'upload',
  'upsert',
  'validate',
  'watch',
  'write',
]);

/** A name's words: camelCase and every non-alphanumeric split, lowercased. */
export const nameWords = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');

/** Words that end in s but are not plurals of a shorter word. */
const NOT_PLURAL = new Set(['news', 'series', 'species', 'analytics', 'status', 'alias', 'canvas']);

/** Words that start the tail of a name rather than name its object: `get_price_by_date`. */
export const PREPOSITIONS: ReadonlySet<string> = new Set([
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'to',
  'with',
  'into',
  'at',
]);

/** `issues` → `issue`, `repositories` → `repository`; leaves `status` and `news` alone. */
export const singular = (word: string): string => {
  if (NOT_PLURAL.has(word)) return word;
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(xes|ches|shes|sses)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
};

/** The part of a name after a server prefix: `github__create_issue` → `create_issue`. */
export const localName = (name: string): string => name.split(/__|\.|\//).at(-1) ?? name;

/** `create_issue` → `issue:create`; a name with no known verb → `<words>:use`. */
export const capabilityFromName = (name: string): string => {
  const parts = nameWords(localName(name));
  if (parts.length === 0) return 'tool:use';
  const first = parts[0] ?? '';
  const last = parts.at(-1) ?? '';
  let verb = 'use';
  let object = parts;
  if (VERBS.has(first) && parts.length > 1) [verb, object] = [first, parts.slice(1)];
  else if (VERBS.has(last) && parts.length > 1) [verb, object] = [last, parts.slice(0, -1)];
  else if (VERBS.has(first)) return `${first}:${first}`;
  // The object's head: up to the first preposition, at most its last two words, so
  // `get_current_stock_price_by_date` files under `stock-price`, not a one-off root.
  const cut = object.findIndex((word) => PREPOSITIONS.has(word));
  const head = (cut > 0 ? object.slice(0, cut) : object).slice(-2);
  const root = [...head.slice(0, -1), singular(head.at(-1) ?? '')].join('-');
  return `${root}:${verb}`;
};

/** The server when the format names one, else a name prefix (`github__x`, `fs.read`). */
export const domainFromTool = (tool: Tool): string | undefined => {
  if (tool.origin?.server) return tool.origin.server;
  const prefix = tool.name.match(/^([^_./]+)(?:__|\.|\/)/)?.[1];
  return prefix?.toLowerCase();
};

/** The tool with derived tags filled in where it has none. Tagged tools come back unchanged. */
export const deriveTags = (tool: Tool): Tool => {
  const needsCapabilities = tool.capabilities.length === 0;
  const domain = tool.domains.length === 0 ? domainFromTool(tool) : undefined;
  if (!needsCapabilities && domain === undefined) return tool;
  const derived = { ...tool.derived };
  const next: Tool = { ...tool };
  if (needsCapabilities) {
    next.capabilities = [capabilityFromName(tool.name)];
    derived.capabilities = true;
  }
  if (domain !== undefined) {
    next.domains = [domain];
    derived.domains = true;
  }
  next.derived = derived;
  return next;
};
