import { type EditHistory, mergeHistories } from '../../authoring';
import { checkHistory } from '../workspace/validate';

/**
 * How each workspace key is cut into items, so two tabs that change different items never
 * write over each other: one item per query set (and one for the evaluation settings), one per
 * catalog's edit history, one per saved transcript; the catalog and the view are one item each.
 * `split` takes the value a caller saves (the whole collection, as before), `join` gives it back
 * from the items; `copy` names the other tab's version of an item kept after a conflict.
 * The codecs look only at the shape they cut along: the values are validated where they are read
 * (a merge checks the values it merges).
 */

export type Codec = {
  /** Items of a collection live under `<key>/<id>`; a single item under `<key>` itself. */
  single: boolean;
  /** Settings (the view, the active set and k): the last writer wins, no conflict is reported. */
  settings?: (id: string) => boolean;
  /** The items of a value, or undefined when it has not the shape to cut (nothing is written). */
  split(value: unknown): Map<string, unknown> | undefined;
  join(items: [string, unknown][]): unknown;
  /** The other tab's version of an item, under a new id and a name that says where it is from. */
  copy?(id: string, value: unknown, tag: string): [string, unknown] | undefined;
  /**
   * Both tabs' changes to one item in one value (`base` is what this tab last agreed on), or
   * undefined when they clash: then both versions are kept, as without a merge.
   */
  merge?(base: unknown, mine: unknown, theirs: unknown): unknown;
  /** What the item is called in a conflict notice. */
  label(id: string, value: unknown): string;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const single = (what: string, settings = false): Codec => ({
  single: true,
  ...(settings ? { settings: () => true } : {}),
  split: (value) => new Map([['', value]]),
  join: (items) => items[0]?.[1],
  label: () => what,
});

const OTHER_TAB = '(from another tab)';

const querySets: Codec = {
  single: false,
  settings: (id) => id === 'meta',
  split: (value) => {
    if (!isRecord(value) || !Array.isArray(value.sets)) return undefined;
    const items = new Map<string, unknown>();
    const { sets, ...meta } = value;
    items.set('meta', meta);
    for (const set of sets) {
      if (!isRecord(set) || typeof set.id !== 'string') return undefined;
      items.set(`set:${set.id}`, set);
    }
    return items;
  },
  join: (items) => {
    const meta = items.find(([id]) => id === 'meta')?.[1];
    const sets = items.filter(([id]) => id.startsWith('set:')).map(([, set]) => set);
    if (!isRecord(meta) && sets.length === 0) return undefined;
    return { ...(isRecord(meta) ? meta : {}), sets };
  },
  copy: (_id, value, tag) => {
    if (!isRecord(value)) return undefined;
    const id = `${String(value.id)}-${tag}`;
    return [`set:${id}`, { ...value, id, name: `${String(value.name)} ${OTHER_TAB}` }];
  },
  label: (_id, value) => `the query set "${isRecord(value) ? String(value.name) : 'unnamed'}"`,
};

/** A stored history, or undefined (none yet); null when it is not one (nothing is merged). */
const historyOrNone = (value: unknown): EditHistory | undefined | null =>
  value === undefined ? undefined : checkHistory(value, '', []) ? (value as EditHistory) : null;

const edits: Codec = {
  single: false,
  split: (value) => (isRecord(value) ? new Map(Object.entries(value)) : undefined),
  join: (items) => (items.length === 0 ? undefined : Object.fromEntries(items)),
  // One catalog's edits are one undo stack: two tabs editing different tools of it are merged.
  merge: (base, mine, theirs) => {
    const histories = [base, mine, theirs].map(historyOrNone);
    if (histories.includes(null)) return undefined;
    const [b, m, t] = histories as (EditHistory | undefined)[];
    return mergeHistories(b, m, t);
  },
  // A history belongs to its catalog's key: the copy's key names no catalog, so it is kept
  // (and exported with the workspace) without being applied.
  copy: (id, value, tag) => [`${id} ${OTHER_TAB} ${tag}`, value],
  label: (id) => `the tool edits to ${id.split('|')[0]}`,
};

/**
 * Each catalog's settings (scaffolding, capability line) are one item under its catalog key, as
 * its edits are. Two tabs changing the same catalog's settings keep both versions: the copy's
 * key names no catalog, so it is kept (and exported) without being applied.
 */
const catalogSettings: Codec = {
  single: false,
  split: (value) => (isRecord(value) ? new Map(Object.entries(value)) : undefined),
  join: (items) => (items.length === 0 ? undefined : Object.fromEntries(items)),
  copy: (id, value, tag) => [`${id} ${OTHER_TAB} ${tag}`, value],
  label: (id) => `the scaffolding and capability line of ${id.split('|')[0]}`,
};

const transcriptName = (entry: unknown): string | undefined => {
  if (!isRecord(entry) || !isRecord(entry.transcript)) return undefined;
  return typeof entry.transcript.name === 'string' ? entry.transcript.name : undefined;
};

const transcripts: Codec = {
  single: false,
  split: (value) => {
    if (!isRecord(value) || !Array.isArray(value.transcripts)) return undefined;
    const items = new Map<string, unknown>();
    for (const entry of value.transcripts) {
      const name = transcriptName(entry);
      if (name === undefined) return undefined;
      items.set(name, entry);
    }
    return items;
  },
  join: (items) => (items.length === 0 ? undefined : { transcripts: items.map(([, e]) => e) }),
  copy: (id, value, tag) => {
    if (!isRecord(value) || !isRecord(value.transcript)) return undefined;
    const name = `${id}-${tag}`;
    return [name, { ...value, transcript: { ...value.transcript, name } }];
  },
  label: (id) => `the transcript "${id}"`,
};

export const CODECS = {
  catalog: single('the imported catalog'),
  view: single('the view', true),
  querySets,
  edits,
  transcripts,
  catalogSettings,
  recentQueries: single('your recent queries', true),
  compareWith: single('the catalog compared with', true),
  tour: single('the view the tour goes back to', true),
} satisfies Record<string, Codec>;
