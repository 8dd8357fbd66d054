import { capabilityRoot, type Tool } from '../catalog/core';
import { relationshipEndpoints } from './scope';

/** A filter value and how many tools carry it. */
export type FacetValue = { value: string; count: number };

/** The capability tree: each root with its full capabilities under it, for prefix autocomplete. */
export type CapabilityRoot = FacetValue & { capabilities: FacetValue[] };

export type Facets = {
  capabilities: CapabilityRoot[];
  domains: FacetValue[];
  /** Entities tagged directly or named as a relationship endpoint. */
  entities: FacetValue[];
  relationships: FacetValue[];
};

const tally = (lists: readonly (readonly string[])[]): FacetValue[] => {
  const counts = new Map<string, number>();
  for (const list of lists)
    for (const value of new Set(list)) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => a.value.localeCompare(b.value));
};

/** Every filter value of a catalog with its tool count: what the filter chips offer. */
export const catalogFacets = (tools: readonly Tool[]): Facets => {
  const capabilities = tally(tools.map((tool) => tool.capabilities));
  const roots = tally(tools.map((tool) => tool.capabilities.map(capabilityRoot)));
  // One pass groups every capability under its root: a catalog of 10,000 untagged tools has
  // about as many derived roots as capabilities, and comparing each with each took seconds.
  const byRoot = new Map<string, FacetValue[]>();
  for (const capability of capabilities) {
    const root = capabilityRoot(capability.value);
    if (root === capability.value) continue;
    const list = byRoot.get(root) ?? [];
    list.push(capability);
    byRoot.set(root, list);
  }
  return {
    capabilities: roots.map((root) => ({ ...root, capabilities: byRoot.get(root.value) ?? [] })),
    domains: tally(tools.map((tool) => tool.domains)),
    entities: tally(
      tools.map((tool) => [
        ...tool.entities,
        ...tool.relationships.flatMap((r) => relationshipEndpoints(r) ?? []),
      ]),
    ),
    relationships: tally(tools.map((tool) => tool.relationships)),
  };
};
