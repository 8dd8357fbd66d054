import { formatCount, plural } from '../text/core';
import { lineBudgetProblem } from './capabilityLine';
import type { Catalog, Tool } from './types';
import { capabilityRoot } from './types';
import { isRecord } from './values';

/**
 * The user's choices for one catalog (issue 17): which tools are scaffolding (always declared,
 * never a search result) and how the capability line reads (roots renamed, merged or dropped).
 * Plain data, so it is stored per catalog, travels in workspace files and share links, and is
 * applied in the worker on top of the catalog as loaded (and as edited).
 *
 * - `scaffolding`: tool name → `true` (marked) or `false` (unmarked, for a tool the catalog
 *   itself marks). A record rather than a list so "unmarked on purpose" and "left as the catalog
 *   says" stay apart. Names the catalog does not have are ignored (a stale setting after the
 *   catalog changed), not an error.
 * - `rename`: root → new root, applied to every capability at once (not chained: `{a: b, b: c}`
 *   sends `a` to `b` and `b` to `c`). Renaming into a root that exists merges the two.
 * - `drop`: roots, as named after renaming, left out of the line. A dropped root is removed from
 *   the tools' capabilities too, not only from the line: the capability filter then offers what
 *   the line advertises and nothing else, so a model is never told one set of roots while
 *   search_tools filters on another. A tool whose every root is dropped keeps its name,
 *   description and other tags, so text search still finds it; only a capability filter
 *   cannot (`rootsReport` lists such tools, to warn before that happens).
 */
export type CatalogSettings = {
  scaffolding: Record<string, boolean>;
  rename: Record<string, string>;
  drop: string[];
  /** The capability line's budget in characters; the default when absent. */
  lineBudget?: number;
};

export const EMPTY_SETTINGS: CatalogSettings = { scaffolding: {}, rename: {}, drop: [] };

/** Longest root a rename may give: a line of 64-character roots is already a poor line. */
const MAX_ROOT_CHARS = 64;

/**
 * A root as the line can carry it: non-empty, no `:` (it would split into root and verb), no `,`
 * (the line's separator), no `<`/`>` (the line's tags) and no white space.
 */
const ROOT = /^[^\s:,<>]+$/;

/** What is wrong with `root` as a capability root, or undefined when it is fine. */
export const rootProblem = (root: string): string | undefined => {
  if (root === '') return 'a root cannot be empty';
  if (root.length > MAX_ROOT_CHARS) return `a root has at most ${MAX_ROOT_CHARS} characters`;
  if (!ROOT.test(root)) return `"${root}" is not a root: no spaces, ":", ",", "<" or ">"`;
  return undefined;
};

/** True when the settings change nothing (no stored value is needed). */
export const isEmptySettings = (settings: CatalogSettings): boolean =>
  Object.keys(settings.scaffolding).length === 0 &&
  Object.keys(settings.rename).length === 0 &&
  settings.drop.length === 0 &&
  settings.lineBudget === undefined;

export type SettingsRead =
  | { ok: true; settings: CatalogSettings }
  | { ok: false; errors: string[] };

/**
 * The most entries settings may hold in each of `scaffolding`, `rename` and `drop`, and the most
 * catalogs a saved or exported map may hold settings for. A catalog's line has one root per
 * namespace (411 on bfcl's 1,287 tools), so 10,000 is far past any real setting, while what a
 * link or a file carries past it is refused by its count before a single entry is read.
 */
export const MAX_SETTINGS_ENTRIES = 10_000;

/** The refusal of a field by its count: `/drop: 200,000 roots; toollens reads at most 10,000`. */
const tooMany = (path: string, what: string, limit: number) =>
  `${path}: ${what}; toollens reads at most ${formatCount(limit)}`;

/**
 * Reads settings from storage, a workspace file or a share link. Every problem names its field
 * under `path` (`/rename/issue: …`). Absent fields read as empty, so an older value still loads.
 * A field over `limit` entries is refused by its count, unread; the rest is one pass.
 */
export const readCatalogSettings = (
  value: unknown,
  path = '',
  limit: number = MAX_SETTINGS_ENTRIES,
): SettingsRead => {
  if (!isRecord(value)) return { ok: false, errors: [`${path || '/'}: expected an object`] };
  const errors: string[] = [];
  /** A record's entries, or none (and the refusal) when there are more than `limit`. */
  const within = (record: Record<string, unknown>, at: string, what: string) => {
    const entries = Object.entries(record);
    if (entries.length <= limit) return entries;
    errors.push(tooMany(at, `${formatCount(entries.length)} ${what}`, limit));
    return [];
  };
  const scaffolding: Record<string, boolean> = {};
  if (value.scaffolding !== undefined) {
    if (!isRecord(value.scaffolding))
      errors.push(`${path}/scaffolding: expected an object of tool name → true or false`);
    else
      for (const [name, mark] of within(value.scaffolding, `${path}/scaffolding`, 'tools')) {
        if (typeof mark === 'boolean') scaffolding[name] = mark;
        else errors.push(`${path}/scaffolding/${name}: expected true or false`);
      }
  }
  const rename: Record<string, string> = {};
  if (value.rename !== undefined) {
    if (!isRecord(value.rename))
      errors.push(`${path}/rename: expected an object of root → new root`);
    else
      for (const [root, to] of within(value.rename, `${path}/rename`, 'roots')) {
        const problem =
          typeof to === 'string' ? (rootProblem(root) ?? rootProblem(to)) : 'expected a string';
        if (problem) errors.push(`${path}/rename/${root}: ${problem}`);
        else rename[root] = to as string;
      }
  }
  const drop: string[] = [];
  if (value.drop !== undefined) {
    if (!Array.isArray(value.drop)) errors.push(`${path}/drop: expected an array of roots`);
    else if (value.drop.length > limit)
      errors.push(tooMany(`${path}/drop`, plural(value.drop.length, 'root'), limit));
    else {
      const seen = new Set<string>();
      for (const [i, root] of value.drop.entries()) {
        const problem = typeof root === 'string' ? rootProblem(root) : 'expected a string';
        if (problem) errors.push(`${path}/drop/${i}: ${problem}`);
        else if (seen.has(root)) errors.push(`${path}/drop/${i}: "${root}" is listed twice`);
        else {
          seen.add(root);
          drop.push(root);
        }
      }
    }
  }
  let lineBudget: number | undefined;
  if (value.lineBudget !== undefined) {
    const problem =
      typeof value.lineBudget === 'number' ? lineBudgetProblem(value.lineBudget) : undefined;
    if (typeof value.lineBudget !== 'number' || problem)
      errors.push(`${path}/lineBudget: ${problem ?? 'expected a number of characters'}`);
    else lineBudget = value.lineBudget;
  }
  if (errors.length > 0) return { ok: false, errors };
  const settings: CatalogSettings = { scaffolding, rename, drop };
  if (lineBudget !== undefined) settings.lineBudget = lineBudget;
  return { ok: true, settings };
};

/** Settings by catalog key, as storage and workspace files hold them. */
export type SettingsMapRead = {
  /** Every catalog's settings that read. */
  settings: Record<string, CatalogSettings>;
  /** The catalogs whose settings did not, each with its problems. */
  refused: { key: string; errors: string[] }[];
  /** Problems of the map itself (not a map, too many catalogs): then nothing was read. */
  errors: string[];
};

/** Reads catalog key → settings, keeping each catalog's that read when another's does not. */
export const readSettingsMap = (
  value: unknown,
  path = '',
  limit: number = MAX_SETTINGS_ENTRIES,
): SettingsMapRead => {
  const read: SettingsMapRead = { settings: {}, refused: [], errors: [] };
  if (!isRecord(value)) {
    read.errors.push(`${path || '/'}: expected an object of catalog → settings`);
    return read;
  }
  const entries = Object.entries(value);
  if (entries.length > limit) {
    read.errors.push(
      tooMany(path || '/', `settings of ${plural(entries.length, 'catalog')}`, limit),
    );
    return read;
  }
  for (const [key, each] of entries) {
    const one = readCatalogSettings(each, `${path}/${key}`, limit);
    if (one.ok) read.settings[key] = one.settings;
    else read.refused.push({ key, errors: one.errors });
  }
  return read;
};

/** A capability with its root renamed (once, not chained), or undefined when its root is dropped. */
const rewrite = (
  capability: string,
  rename: Record<string, string>,
  drop: ReadonlySet<string>,
): string | undefined => {
  const root = capabilityRoot(capability);
  const to = Object.hasOwn(rename, root) ? (rename[root] ?? root) : root;
  if (drop.has(to)) return undefined;
  return to === root ? capability : `${to}${capability.slice(root.length)}`;
};

/** The drop list as a set, made once per list: a catalog applies it to each of its tools. */
const dropSets = new WeakMap<readonly string[], ReadonlySet<string>>();
const dropSetOf = (drop: readonly string[]): ReadonlySet<string> => {
  let set = dropSets.get(drop);
  if (!set) {
    set = new Set(drop);
    dropSets.set(drop, set);
  }
  return set;
};

/** One tool under the settings; the same object when nothing about it changes. */
export const applyToTool = (tool: Tool, settings: CatalogSettings): Tool => {
  const drop = dropSetOf(settings.drop);
  const capabilities = [
    ...new Set(
      tool.capabilities.flatMap((capability) => rewrite(capability, settings.rename, drop) ?? []),
    ),
  ];
  const mark = Object.hasOwn(settings.scaffolding, tool.name)
    ? settings.scaffolding[tool.name]
    : undefined;
  const sameCapabilities =
    capabilities.length === tool.capabilities.length &&
    capabilities.every((capability, i) => capability === tool.capabilities[i]);
  const sameMark = mark === undefined || mark === (tool.scaffolding === true);
  if (sameCapabilities && sameMark) return tool;
  const next: Tool = { ...tool, capabilities };
  if (mark === true) next.scaffolding = true;
  else if (mark === false) delete next.scaffolding;
  return next;
};

/**
 * The catalog with the settings applied: scaffolding flags set or cleared and capabilities
 * rewritten. Pure; the tools' count, names and order never change, and tools the settings do
 * not touch are the same objects.
 */
export const applySettings = (catalog: Catalog, settings: CatalogSettings): Catalog => ({
  ...catalog,
  tools: catalog.tools.map((tool) => applyToTool(tool, settings)),
  ...(settings.lineBudget === undefined ? {} : { lineBudget: settings.lineBudget }),
});

/** Sets the line's budget, or (undefined) goes back to the default. */
export const withLineBudget = (
  settings: CatalogSettings,
  budget: number | undefined,
): CatalogSettings => {
  const { lineBudget: _, ...rest } = settings;
  return budget === undefined ? rest : { ...rest, lineBudget: budget };
};

/**
 * The edits the Catalog panel makes, as pure steps over settings. `from` are the catalog's own
 * roots that read as the root the user renames (several once merged), so a rename always maps
 * the catalog's roots, never a root that is itself a rename.
 */
export const withRename = (
  settings: CatalogSettings,
  from: readonly string[],
  to: string,
): CatalogSettings => {
  const rename = { ...settings.rename };
  for (const root of from) {
    if (root === to) delete rename[root];
    else rename[root] = to;
  }
  return { ...settings, rename };
};

/** Leaves `root` (as the line shows it) out of the line, or (`dropped` false) puts it back. */
export const withDrop = (
  settings: CatalogSettings,
  root: string,
  dropped: boolean,
): CatalogSettings => ({
  ...settings,
  drop: dropped
    ? [...settings.drop.filter((each) => each !== root), root]
    : settings.drop.filter((each) => each !== root),
});

/**
 * Marks a tool as scaffolding or not. `own` is what the catalog itself says: a mark equal to it
 * needs no setting, so it is removed rather than stored.
 */
export const withMark = (
  settings: CatalogSettings,
  name: string,
  marked: boolean,
  own: boolean,
): CatalogSettings => {
  const scaffolding = { ...settings.scaffolding };
  if (marked === own) delete scaffolding[name];
  else scaffolding[name] = marked;
  return { ...settings, scaffolding };
};
