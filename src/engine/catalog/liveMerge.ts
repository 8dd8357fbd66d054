import type { Tool } from './types';

/**
 * A connected server's new tool list against the catalog the page holds. Two rules:
 *
 * - The new list is compared with the server's list as last *applied* (`served`), never with a
 *   list that was refused or not yet applied, so one bad list cannot shift what counts as
 *   changed, added or removed.
 * - A tool the user edited keeps the user's version: a change or removal of it by the server is
 *   held (reported, not applied), and so is a new tool whose name one of the user's renames
 *   already took. The user decides, tool by tool, whether to take the server's version. An
 *   edit that left what the server owns as the server last sent it (tags only, or the server's
 *   own text taken back) holds nothing: the server's change is applied, the user's tags stay.
 *
 * The server owns a tool's description, titles and input schema; the tags stay as the catalog derived
 * them (and as the user's settings changed them).
 */

/** A change of the server's the page did not apply, because the user's edit holds that tool. */
export type HeldChange = {
  /** The tool's name on the server. */
  name: string;
  /** What the server did: changed it, removed it, or added a tool under a name taken here. */
  kind: 'changed' | 'removed' | 'added';
};

export type LivePlan = {
  /** On the server and here, changed by the server, not edited here: take the server's. */
  changed: string[];
  /** Of `changed`, those whose description moved (the rest changed only their schema). */
  described: string[];
  added: string[];
  removed: string[];
  held: HeldChange[];
};

/** What the server owns of a tool, as one comparable string. */
const serverPart = (tool: Tool): string =>
  JSON.stringify([
    tool.description,
    tool.parameters,
    tool.title ?? null,
    tool.annotationTitle ?? null,
  ]);

/** The catalog's tool `now` with what the server owns taken from the server's `served`. */
export const withServerPart = (now: Tool, served: Tool): Tool => {
  const { title: _title, annotationTitle: _annotationTitle, ...kept } = now;
  return {
    ...kept,
    description: served.description,
    parameters: served.parameters,
    ...(served.title === undefined ? {} : { title: served.title }),
    ...(served.annotationTitle === undefined ? {} : { annotationTitle: served.annotationTitle }),
  };
};

/**
 * The plan for `next` (the server's new list, already read and checked): `served` is the server's
 * list as last applied, `edited` the server names of the tools the user edited, and `current`
 * the catalog's tool of a name now, if any.
 */
export const planLiveList = (
  served: ReadonlyMap<string, Tool>,
  next: readonly Tool[],
  edited: ReadonlySet<string>,
  current: (name: string) => Tool | undefined,
): LivePlan => {
  const taken = (name: string) => current(name) !== undefined;
  /** The user's edit holds the tool: it changed what the server owns (or renamed the tool). */
  const holds = (name: string, before: Tool) => {
    if (!edited.has(name)) return false;
    const now = current(name);
    return !now || serverPart(now) !== serverPart(before);
  };
  const plan: LivePlan = { changed: [], described: [], added: [], removed: [], held: [] };
  const listed = new Set<string>();
  for (const tool of next) {
    listed.add(tool.name);
    const before = served.get(tool.name);
    if (!before) {
      if (taken(tool.name)) plan.held.push({ name: tool.name, kind: 'added' });
      else plan.added.push(tool.name);
      continue;
    }
    if (serverPart(before) === serverPart(tool)) continue;
    if (holds(tool.name, before)) plan.held.push({ name: tool.name, kind: 'changed' });
    else if (!taken(tool.name)) plan.added.push(tool.name);
    else {
      plan.changed.push(tool.name);
      if (JSON.stringify(before.description) !== JSON.stringify(tool.description)) {
        plan.described.push(tool.name);
      }
    }
  }
  for (const name of served.keys()) {
    if (listed.has(name)) continue;
    if (edited.has(name)) plan.held.push({ name, kind: 'removed' });
    else if (taken(name)) plan.removed.push(name);
  }
  return plan;
};

/**
 * Follows an edit of the tool named `from`, now named `to`, in `origins` (each edited tool's name
 * now → its name as loaded or listed, the name its server knows it by); returns that origin.
 */
export const trackRename = (origins: Map<string, string>, from: string, to: string): string => {
  const origin = origins.get(from) ?? from;
  origins.delete(from);
  origins.set(to, origin);
  return origin;
};
