import type { ExcerptSettings, QueryDelta } from '../../../engine/core';
// Values from the engine's leaf modules, not its index: the index brings Orama, which belongs in
// the worker's chunk alone (the hosting e2e checks the build for it).
import {
  DEFAULT_BOOSTS,
  DEFAULT_EXCERPT_CAP,
  DEFAULT_PAGE_BUDGET,
  DEFAULT_TOOLLENS_PARAMS,
  isWeight,
  TEXT_FIELDS,
  type TextField,
} from '../../../engine/core';
import type { CompareConfig } from '../../../worker/boundary';

/**
 * One side of the Compare view, as the page edits it: a ranker, any field weights that differ
 * from the ranker's own, and any excerpt setting that differs from search_tools' default. A
 * setting left empty is the default, so a configuration names only what the user changed.
 */

/** The weight a field has when the configuration does not set it; undefined: not read at all. */
export const defaultWeight = (ranker: CompareConfig['ranker'], field: TextField) =>
  ranker === 'toollens'
    ? DEFAULT_TOOLLENS_PARAMS.weights[field]
    : field === 'arguments'
      ? undefined
      : DEFAULT_BOOSTS[field];

export const EXCERPT_DEFAULTS: Required<ExcerptSettings> = {
  cap: DEFAULT_EXCERPT_CAP,
  pageBudget: DEFAULT_PAGE_BUDGET,
};

export type Parsed = { ok: true; value: number | undefined } | { ok: false; error: string };

/** A setting as typed: empty is the default, else a number that `valid` accepts. */
const parseSetting =
  (valid: (value: number) => boolean, error: string) =>
  (text: string): Parsed => {
    const trimmed = text.trim();
    if (trimmed === '') return { ok: true, value: undefined };
    const value = Number(trimmed);
    return valid(value) ? { ok: true, value } : { ok: false, error };
  };

/** A weight: a number ≥ 0 (0 leaves the field out). */
export const parseWeight = parseSetting(isWeight, 'must be a number ≥ 0');

/** A cap or budget: a whole number of characters. */
export const parseChars = parseSetting(
  (value) => Number.isInteger(value) && value >= 0,
  'must be a whole number ≥ 0',
);

const without = <K extends string, V>(record: Partial<Record<K, V>>, key: K) => {
  const { [key]: _removed, ...rest } = record;
  return rest as Partial<Record<K, V>>;
};

/** The configuration with one field's weight set, or reset to the default when undefined. */
export const withWeight = (
  config: CompareConfig,
  field: TextField,
  value: number | undefined,
): CompareConfig => {
  const weights =
    value === undefined
      ? without(config.weights ?? {}, field)
      : { ...config.weights, [field]: value };
  const { weights: _old, ...rest } = config;
  return Object.keys(weights).length === 0 ? rest : { ...rest, weights };
};

/** The configuration with an excerpt setting set, or reset to the default when undefined. */
export const withExcerpt = (
  config: CompareConfig,
  key: keyof ExcerptSettings,
  value: number | undefined,
): CompareConfig => {
  const excerpt =
    value === undefined ? without(config.excerpt ?? {}, key) : { ...config.excerpt, [key]: value };
  const { excerpt: _old, ...rest } = config;
  return Object.keys(excerpt).length === 0 ? rest : { ...rest, excerpt };
};

/** The configuration under another ranker: weights it does not read are dropped. */
export const withRanker = (
  config: CompareConfig,
  ranker: CompareConfig['ranker'],
): CompareConfig => {
  const next = { ...config, ranker };
  return ranker === 'toollens' ? next : withWeight(next, 'arguments', undefined);
};

/** What a configuration changed, in a few words: `toollens · name ×1 · cap 60`. */
export const configLabel = (config: CompareConfig): string =>
  [
    config.ranker,
    ...TEXT_FIELDS.flatMap((field) => {
      const weight = config.weights?.[field];
      return weight === undefined ? [] : [`${field} ×${weight}`];
    }),
    ...(config.excerpt?.cap === undefined ? [] : [`cap ${config.excerpt.cap}`]),
    ...(config.excerpt?.pageBudget === undefined ? [] : [`budget ${config.excerpt.pageBudget}`]),
  ].join(' · ');

/** The two sides' names; identical configurations are told apart by their letter. */
export const configNames = (a: CompareConfig, b: CompareConfig): [string, string] => {
  const [nameA, nameB] = [configLabel(a), configLabel(b)];
  return nameA === nameB ? [`A (${nameA})`, `B (${nameB})`] : [nameA, nameB];
};

/**
 * Whether B's rows show more (> 0) or less (< 0) of the query than A's for the expected tools:
 * the engine's own order, in which a page without any expected tool is below showing nothing.
 * Undefined when the pages were not measured.
 */
export const shownChange = (row: QueryDelta): number | undefined => {
  if (!row.excerpt) return undefined;
  return (row.excerpt.b.shown ?? -1) - (row.excerpt.a.shown ?? -1);
};

export const percent = (share: number | null | undefined): string =>
  share === null || share === undefined ? '—' : `${Math.round(share * 100)}%`;
