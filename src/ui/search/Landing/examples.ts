import { capabilityMatches, type Facets, type Filters } from '../../../engine/core';
import { parseFilters } from '../filterSyntax';

/** One example search on the landing: a query, and the filter text it is scoped by. */
export type Example = { query: string; filter: string };

/**
 * The landing's example searches. The first two are the spec's own; the third shows a scope
 * filter (written in the filter box's syntax, so it reads as a user would type it).
 */
export const EXAMPLES: readonly Example[] = [
  { query: 'Excel file', filter: '' },
  { query: 'colored tag', filter: '' },
  { query: 'open a spreadsheet', filter: 'cap:file:read' },
];

/** Whether a capability prefix such as `file:read` covers a capability of the catalog. */
const hasCapability = (facets: Facets, prefix: string) =>
  facets.capabilities.some((root) =>
    root.capabilities.some((one) => capabilityMatches(one.value, prefix)),
  );

/** Whether every filter value names something the catalog has, so the example finds tools. */
export const fitsCatalog = (filters: Filters, facets: Facets): boolean => {
  const has = (values: readonly string[] | undefined, within: readonly { value: string }[]) =>
    (values ?? []).every((value) => within.some((one) => one.value === value));
  return (
    (filters.capabilities ?? []).every((prefix) => hasCapability(facets, prefix)) &&
    has(filters.domains, facets.domains) &&
    has(filters.entities, facets.entities) &&
    has(filters.relationships, facets.relationships)
  );
};

/**
 * The examples this catalog can answer: a scoped example is left out when the catalog lacks
 * its filter value (an imported catalog has its own capabilities), rather than showing a chip
 * that finds nothing. Unscoped ones always fit.
 */
export const examplesFor = (facets: Facets | undefined) =>
  EXAMPLES.flatMap((example) => {
    const { filters, errors } = parseFilters(example.filter);
    if (errors.length > 0) throw new Error(`toollens: example filter: ${errors.join('; ')}`);
    if (example.filter !== '' && (!facets || !fitsCatalog(filters, facets))) return [];
    return [{ ...example, filters }];
  });
