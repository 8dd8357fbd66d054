import type { ToolSearchResult } from '../../engine/core';
import { formatCount } from '../shared/format';

/**
 * What a server's `notifications/tools/list_changed` did, as the page reports it: the notice's
 * words, and each shown hit's move since the search before the change (the Search panel's
 * ↑/↓, as after a live edit).
 */

/** The names a new tools/list changed. `described` counts the changed tools whose description moved. */
export type LiveChange = {
  changed: readonly string[];
  described: number;
  added: readonly string[];
  removed: readonly string[];
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "list_changed: 1 description changed, 1 tool added, 1 removed" (only the parts that happened);
 * a list that answered a burst says how many notifications it took in.
 */
export const describeChange = (change: LiveChange, notifications = 1): string => {
  const parts: string[] = [];
  if (change.described > 0) {
    parts.push(`${count(change.described, 'description', 'descriptions')} changed`);
  }
  const other = change.changed.length - change.described;
  if (other > 0) parts.push(`${count(other, 'schema', 'schemas')} changed`);
  if (change.added.length > 0) parts.push(`${count(change.added.length, 'tool', 'tools')} added`);
  if (change.removed.length > 0) {
    const noun = change.added.length > 0 ? '' : change.removed.length === 1 ? ' tool' : ' tools';
    parts.push(`${change.removed.length}${noun} removed`);
  }
  const heard =
    notifications > 1
      ? `list_changed (${formatCount(notifications)} notifications, one list)`
      : 'list_changed';
  if (parts.length === 0) return `${heard}: the tool list is the same as before`;
  const names = [...change.changed, ...change.added, ...change.removed];
  const shown = names.slice(0, 4).join(', ');
  return `${heard}: ${parts.join(', ')} (${shown}${names.length > 4 ? ', …' : ''})`;
};

/** Each hit's rank (1-based) in a result, to compare the next result against. */
export const ranksOf = (result: ToolSearchResult): Record<string, number> =>
  Object.fromEntries(result.hits.map((hit, i) => [hit.name, i + 1]));

/** A hit's move since the change: up or down by how many places, or new among the hits. */
export type RankMove = { kind: 'up' | 'down'; by: number; was: number } | { kind: 'new' };

export const rankMove = (
  before: Readonly<Record<string, number>>,
  name: string,
  rank: number,
): RankMove | undefined => {
  const was = Object.hasOwn(before, name) ? before[name] : undefined;
  if (was === undefined) return { kind: 'new' };
  if (was === rank) return undefined;
  return was > rank ? { kind: 'up', by: was - rank, was } : { kind: 'down', by: rank - was, was };
};
