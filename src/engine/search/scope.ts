import type { Tool } from '../catalog/core';
import { FILTER_AXES, type Filters } from './types';

/**
 * The filter axes of search_tools. Within an axis the values are alternatives; the axes
 * intersect. Scope is computed before any text matching, because term rarity is measured
 * within it.
 */

/** `file` covers `file` and `file:read`, but not `file-share:delete`: prefixes end at a `:`. */
export const capabilityMatches = (capability: string, prefix: string): boolean =>
  capability === prefix || capability.startsWith(`${prefix}:`);

/** The two endpoint entities of `entity.relation.entity`, or none if malformed. */
export const relationshipEndpoints = (relationship: string): [string, string] | undefined => {
  const parts = relationship.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) return undefined;
  return [parts[0] ?? '', parts[2] ?? ''];
};

/** A tool touches an entity directly, or as either endpoint of one of its relationships. */
const touchesEntity = (tool: Tool, entity: string): boolean =>
  tool.entities.includes(entity) ||
  tool.relationships.some((relationship) => relationshipEndpoints(relationship)?.includes(entity));

const clean = (values: readonly string[] | undefined): string[] => [
  ...new Set((values ?? []).map((value) => value.trim()).filter((value) => value !== '')),
];

/** Trimmed, de-duplicated filters with empty axes removed: the form reported back to callers. */
export const normalizeFilters = (filters: Filters): Filters => {
  const normalized: Filters = {};
  for (const axis of FILTER_AXES) {
    const values = clean(filters[axis]);
    if (values.length > 0) normalized[axis] = values;
  }
  return normalized;
};

export const hasFilters = (filters: Filters): boolean =>
  Object.values(filters).some((values) => values !== undefined && values.length > 0);

/** Whether a tool is inside the scope the filters describe. `filters` must be normalized. */
export const inScope = (tool: Tool, filters: Filters): boolean => {
  const { capabilities, domains, entities, relationships } = filters;
  if (
    capabilities &&
    !capabilities.some((prefix) => tool.capabilities.some((c) => capabilityMatches(c, prefix)))
  )
    return false;
  if (domains && !domains.some((domain) => tool.domains.includes(domain))) return false;
  if (entities && !entities.some((entity) => touchesEntity(tool, entity))) return false;
  if (relationships && !relationships.some((r) => tool.relationships.includes(r))) return false;
  return true;
};
