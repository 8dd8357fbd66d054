import type { Filters } from '../../engine/core';

/**
 * The filter box's syntax: whitespace-separated `key:value` terms, e.g.
 * `cap:file dom:files ent:member rel:work-item.assigned-to.member`. A key may repeat (its
 * values are alternatives, as in search_tools); the value is everything after the first
 * colon, so `cap:file:read` filters on the capability `file:read`.
 */

const KEYS = {
  cap: 'capabilities',
  dom: 'domains',
  ent: 'entities',
  rel: 'relationships',
} as const satisfies Record<string, keyof Filters>;

type Key = keyof typeof KEYS;

const isKey = (key: string): key is Key => Object.hasOwn(KEYS, key);

export type ParsedFilters = {
  /** Only the axes that were given; values de-duplicated, in typed order. */
  filters: Filters;
  /** One message per term that could not be read. Those terms do not filter. */
  errors: string[];
};

export const parseFilters = (text: string): ParsedFilters => {
  const filters: Filters = {};
  const errors: string[] = [];
  for (const term of text.split(/\s+/).filter(Boolean)) {
    const colon = term.indexOf(':');
    if (colon === -1) {
      errors.push(`filter: "${term}" is not key:value (keys: cap, dom, ent, rel)`);
      continue;
    }
    const key = term.slice(0, colon).toLowerCase();
    const value = term.slice(colon + 1);
    if (!isKey(key)) {
      errors.push(`filter: unknown key "${key}" in "${term}" (keys: cap, dom, ent, rel)`);
      continue;
    }
    if (!value) {
      errors.push(`filter: "${term}" has no value`);
      continue;
    }
    const axis = KEYS[key];
    const values = filters[axis] ?? [];
    if (!values.includes(value)) values.push(value);
    filters[axis] = values;
  }
  return { filters, errors };
};
