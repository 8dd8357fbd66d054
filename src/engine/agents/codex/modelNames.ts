import type { TargetTool } from '../target';
import { codexNamespace, sanitizeToolName } from './names';
import { sha1Hex } from './sha1';

/**
 * The names Codex shows the model for a catalog's MCP tools, hashes and cuts included, from
 * openai/codex `codex-rs/codex-mcp/src/tools.rs` (`normalize_tools_for_model_with_prefix`,
 * `unique_callable_parts`, `fit_callable_parts_with_hash`, `append_namespace_hash_suffix`), read
 * at 00a35b1bf7756fef83d5100d40804d2a9c4e6a04 and again at 9b05dc915849740e43fb134c6b43ff361c0bd23f,
 * where the steps and the 64-byte cap are the same. The sanitised names and the `mcp__` prefix
 * are the engine's (agents/codex/names.ts); the agent target ranks under those unhashed names.
 *
 * Exact, for MCP servers Codex reaches directly (`regular_mcp_tool_info_from_listed_tool`: the
 * callable namespace is the server's name, the callable name the tool's, no connector):
 * 1. A tool whose raw identity (server, namespace, connector, name, name; `\0` between) was seen
 *    is skipped.
 * 2. Namespaces that sanitise alike for different servers get `_` and 12 hex digits of the SHA-1
 *    of the server's identity.
 * 3. Then names that sanitise alike within a namespace get the same of the tool's identity.
 * 4. In the byte order of the identities, a namespace and name whose bytes and Codex's 2-byte
 *    delimiter exceed 64, or whose concatenation another tool has already, are cut to fit with
 *    the identity's hash (the hash of identity + `\0` + attempt while the result is taken).
 * Not modelled: connectors and plugin tools (a catalog does not carry them), and newer Codex's
 * servers listed without the prefix (a third argument of the normaliser at a later commit).
 */

export const CODEX_MAX_TOOL_NAME_LENGTH = 64;
const DELIMITER = '__';
const HASH_LEN = 12;

export type CodexRename =
  /** Two servers' names sanitise to one namespace. */
  | 'namespace-clash'
  /** Two tools' names sanitise to one name in a namespace. */
  | 'name-clash'
  /** Namespace, delimiter and name are longer than the cap. */
  | 'too-long'
  /** The namespace and name run together are another tool's. */
  | 'taken';

export type CodexModelName = {
  /** The namespace and name Codex shows, or undefined for a tool it skips as a duplicate. */
  shown?: { namespace: string; name: string };
  /** What they would be without a hash: the sanitised namespace and name. */
  plain: { namespace: string; name: string };
  /** Why Codex changed them; empty when it shows the plain names. */
  renames: CodexRename[];
};

const hashSuffix = (identity: string): string => `_${sha1Hex(identity).slice(0, HASH_LEN)}`;

const namespaceWithHash = (namespace: string, identity: string): string =>
  namespace.endsWith(DELIMITER)
    ? `${namespace.slice(0, -DELIMITER.length)}${hashSuffix(identity)}${DELIMITER}`
    : `${namespace}${hashSuffix(identity)}`;

/** `truncate_name`: the first `max` characters (sanitised names are ASCII, so bytes too). */
const cut = (value: string, max: number): string => Array.from(value).slice(0, max).join('');

const fitWithHash = (namespace: string, name: string, identity: string) => {
  const suffix = hashSuffix(identity);
  const maxName = Math.max(0, CODEX_MAX_TOOL_NAME_LENGTH - (namespace.length + DELIMITER.length));
  if (maxName >= suffix.length) {
    return { namespace, name: `${cut(name, maxName - suffix.length)}${suffix}` };
  }
  const maxNamespace = Math.max(0, CODEX_MAX_TOOL_NAME_LENGTH - (suffix.length + DELIMITER.length));
  return { namespace: cut(namespace, maxNamespace), name: suffix };
};

/**
 * Rust compares `String`s by their UTF-8 bytes, the order of their code points. UTF-16 order
 * differs only where a surrogate meets a unit from U+E000 up: those are moved past each other.
 */
const pointOrder = (unit: number): number =>
  unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit;

const byCodePoints = (a: string, b: string): number => {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) {
    const left = a.charCodeAt(at);
    const right = b.charCodeAt(at);
    if (left !== right) return pointOrder(left) - pointOrder(right);
  }
  return a.length - b.length;
};

const CLASH = Symbol('clash');

type Candidate = {
  at: number;
  namespaceIdentity: string;
  toolIdentity: string;
  namespace: string;
  name: string;
  renames: CodexRename[];
};

/**
 * Whether Codex shows every tool under its plain name: no server or tool listed twice, no two
 * servers or tools that sanitise alike, every name within the cap and no two alike run together.
 * The usual case, checked without the identities, the sort or a hash.
 */
const allPlain = (tools: readonly TargetTool[], names: readonly CodexModelName[]): boolean => {
  const serverOf = new Map<string, string>();
  const joined = new Set<string>();
  for (let at = 0; at < tools.length; at++) {
    const server = tools[at]?.server ?? '';
    const { namespace, name } = names[at]?.plain ?? { namespace: '', name: '' };
    if ((serverOf.get(namespace) ?? server) !== server) return false;
    serverOf.set(namespace, server);
    if (namespace.length + DELIMITER.length + name.length > CODEX_MAX_TOOL_NAME_LENGTH)
      return false;
    const key = `${namespace}${name}`;
    if (joined.has(key)) return false;
    joined.add(key);
  }
  return true;
};

/** Codex's names for the tools, one per tool in the order given. */
export const codexModelNames = (tools: readonly TargetTool[]): CodexModelName[] => {
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  const namespaces = new Map<string, string>();
  const names: CodexModelName[] = tools.map(({ server, mcpName }) => {
    let namespace = namespaces.get(server);
    if (namespace === undefined) {
      namespace = codexNamespace(server);
      namespaces.set(server, namespace);
    }
    return { plain: { namespace, name: sanitizeToolName(mcpName) }, renames: [] };
  });
  if (allPlain(tools, names)) {
    for (const entry of names) entry.shown = entry.plain;
    return names;
  }
  tools.forEach(({ server, mcpName }, at) => {
    const namespaceIdentity = `${server}\0${server}\0`;
    const toolIdentity = `${namespaceIdentity}\0${mcpName}\0${mcpName}`;
    if (seen.has(toolIdentity)) return;
    seen.add(toolIdentity);
    const { namespace, name } = names[at]?.plain ?? { namespace: '', name: '' };
    candidates.push({ at, namespaceIdentity, toolIdentity, namespace, name, renames: [] });
  });

  // Which keys more than one identity shares: the first identity seen, or CLASH once another is.
  const clashes = (keyOf: (each: Candidate) => string, identityOf: (each: Candidate) => string) => {
    const first = new Map<string, string | typeof CLASH>();
    for (const each of candidates) {
      const key = keyOf(each);
      const held = first.get(key);
      if (held === undefined) first.set(key, identityOf(each));
      else if (held !== identityOf(each)) first.set(key, CLASH);
    }
    return (each: Candidate) => first.get(keyOf(each)) === CLASH;
  };
  const namespaceClash = clashes(
    (each) => each.namespace,
    (each) => each.namespaceIdentity,
  );
  for (const each of candidates.filter(namespaceClash)) {
    each.namespace = namespaceWithHash(each.namespace, each.namespaceIdentity);
    each.renames.push('namespace-clash');
  }
  const nameClash = clashes(
    (each) => `${each.namespace}\0${each.name}`,
    (each) => each.toolIdentity,
  );
  for (const each of candidates.filter(nameClash)) {
    each.name = `${each.name}${hashSuffix(each.toolIdentity)}`;
    each.renames.push('name-clash');
  }

  candidates.sort((a, b) => byCodePoints(a.toolIdentity, b.toolIdentity));
  const used = new Set<string>();
  for (const each of candidates) {
    const joined = `${each.namespace}${each.name}`;
    const fits = joined.length + DELIMITER.length <= CODEX_MAX_TOOL_NAME_LENGTH;
    let shown = { namespace: each.namespace, name: each.name };
    if (!fits || used.has(joined)) {
      each.renames.push(fits ? 'taken' : 'too-long');
      for (let attempt = 0; ; attempt++) {
        const input = attempt === 0 ? each.toolIdentity : `${each.toolIdentity}\0${attempt}`;
        shown = fitWithHash(each.namespace, each.name, input);
        if (!used.has(`${shown.namespace}${shown.name}`)) break;
      }
    }
    used.add(`${shown.namespace}${shown.name}`);
    const entry = names[each.at];
    if (entry) {
      entry.shown = shown;
      entry.renames = each.renames;
    }
  }
  return names;
};
