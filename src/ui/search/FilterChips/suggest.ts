import type { Axis, Facets, FacetValue, Filters } from '../../../engine/core';
import { AXES, AXIS_KEYS } from '../../shared/view';
import { parseFilters } from '../filterSyntax';

/**
 * Autocomplete for the filter chips. Typing `fi` offers every axis's values that start with it
 * (then those that merely contain it); `cap:fi` keeps to capabilities. Capabilities follow the
 * tree: a root (`file`, covering every `file:…`) comes before its children (`file:read`).
 */

export type Suggestion = { axis: Axis; value: string; count: number; root?: boolean };

export const AXIS_LABELS: Record<Axis, string> = {
  capabilities: 'capability',
  domains: 'domain',
  entities: 'entity',
  relationships: 'relationship',
};

const MAX = 12;

const axisOfKey = new Map<string, Axis>(AXES.map((axis) => [AXIS_KEYS[axis], axis]));

/** Splits `cap:fi` into its axis and text; plain text searches every axis. */
export const readInput = (text: string): { axis: Axis | undefined; needle: string } => {
  const match = /^([a-z]+):(.*)$/i.exec(text.trim());
  const axis = match ? axisOfKey.get(match[1]?.toLowerCase() ?? '') : undefined;
  return axis
    ? { axis, needle: (match?.[2] ?? '').toLowerCase() }
    : { axis: undefined, needle: text.trim().toLowerCase() };
};

const candidates = (facets: Facets, axis: Axis, needle: string): Suggestion[] => {
  if (axis === 'capabilities') {
    // The flattened tree, each root followed by its children.
    const tree = facets.capabilities.flatMap((root): Suggestion[] => [
      { axis, value: root.value, count: root.count, root: true },
      ...root.capabilities.map((c: FacetValue) => ({ axis, value: c.value, count: c.count })),
    ]);
    // Before a colon is typed, a root stands for its children; after it, the children show.
    return needle.includes(':') || needle.length > 0 ? tree : tree.filter((s) => s.root);
  }
  return facets[axis].map(({ value, count }) => ({ axis, value, count }));
};

export const suggest = (
  facets: Facets | undefined,
  filters: Filters,
  text: string,
): Suggestion[] => {
  if (!facets) return [];
  const { axis, needle } = readInput(text);
  if (!axis && !needle) return [];
  const axes = axis ? [axis] : AXES;
  const taken = (s: Suggestion) => (filters[s.axis] ?? []).includes(s.value);
  const all = axes.flatMap((a) => candidates(facets, a, needle)).filter((s) => !taken(s));
  const exact = all.filter((s) => s.value.toLowerCase() === needle);
  const prefix = all.filter((s) => s.value.toLowerCase().startsWith(needle) && !exact.includes(s));
  const inner = needle
    ? all.filter(
        (s) => !s.value.toLowerCase().startsWith(needle) && s.value.toLowerCase().includes(needle),
      )
    : [];
  return [...exact, ...prefix, ...inner].slice(0, MAX);
};

/**
 * What Enter adds when no suggestion is picked: the text read as the filter syntax
 * (`cap:file:read dom:files`), or the errors explaining why it cannot be.
 */
export const typedFilters = (text: string): { filters: Filters; errors: string[] } =>
  parseFilters(text);

/** The filters with one value added to an axis (once). */
export const addFilter = (filters: Filters, axis: Axis, value: string): Filters => {
  const values = filters[axis] ?? [];
  return values.includes(value) ? filters : { ...filters, [axis]: [...values, value] };
};

/** The filters with one value removed; an emptied axis disappears. */
export const removeFilter = (filters: Filters, axis: Axis, value: string): Filters => {
  const values = (filters[axis] ?? []).filter((v) => v !== value);
  const next: Filters = { ...filters };
  if (values.length > 0) next[axis] = values;
  else delete next[axis];
  return next;
};

/** Every chip, in axis order then in the order added. */
export const chipsOf = (filters: Filters): { axis: Axis; value: string }[] =>
  AXES.flatMap((axis) => (filters[axis] ?? []).map((value) => ({ axis, value })));
