import { capabilityMatches, type Facets, type Filters } from '../../../engine/core';
import { parseFilters } from '../filterSyntax';

/** One example search on the landing: a query, and the filter text it is scoped by. */
export type Example = { query: string; filter: string };

/**
 * The demo catalog's example searches. The first two are the design's own
 * (docs/design/search.md); the third shows a scope filter (written in the filter box's syntax,
 * so it reads as a user would type it).
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
const fitsCatalog = (filters: Filters, facets: Facets): boolean => {
  const has = (values: readonly string[] | undefined, within: readonly { value: string }[]) =>
    (values ?? []).every((value) => within.some((one) => one.value === value));
  return (
    (filters.capabilities ?? []).every((prefix) => hasCapability(facets, prefix)) &&
    has(filters.domains, facets.domains) &&
    has(filters.entities, facets.entities) &&
    has(filters.relationships, facets.relationships)
  );
};

const wordsOf = (root: string) => root.split(/[-_]+/).filter((word) => word !== '');

/**
 * `storage-account` → `storage account`: a capability root as a user would type it, without
 * the words every root has (a server's prefix such as `azmcp`): they tell no tool from another.
 */
const spoken = (facets: Facets) => {
  const roots = facets.capabilities.map((root) => wordsOf(root.value));
  const everywhere = new Set(
    roots.length > 1
      ? (roots[0] ?? []).filter((word) => roots.every((each) => each.includes(word)))
      : [],
  );
  return (root: string) => {
    const kept = wordsOf(root).filter((word) => !everywhere.has(word));
    return (kept.length > 0 ? kept : wordsOf(root)).join(' ');
  };
};

type Root = Facets['capabilities'][number];
const byCount = (a: { count: number; value: string }, b: { count: number; value: string }) =>
  b.count - a.count || a.value.localeCompare(b.value);
/** The capability roots that have capabilities, the most tools first (ties by name). */
const rootsByTools = (facets: Facets): Root[] =>
  facets.capabilities.filter((root) => root.capabilities.length > 0).sort(byCount);
/** A root's most common capability (ties by name). */
const commonest = (root: Root) => [...root.capabilities].sort(byCount)[0];

/**
 * Examples from a catalog's own words: its capabilities (given, or derived from the tools'
 * names at import: `storage_account_list` → `storage-account:list`). The roots that cover the
 * most tools come first (ties by name), each asked with its most common verb, so the examples
 * find several tools to rank; the third is scoped by a capability filter, as the demo's is.
 * A word every root shares (a server's prefix) is left out of the query.
 * Deterministic: the same catalog always offers the same three.
 */
const catalogExamples = (facets: Facets): Example[] => {
  const words = spoken(facets);
  const roots = rootsByTools(facets).slice(0, 3);
  return roots.map((root, at) => {
    const top = commonest(root);
    const verb = top?.value.slice(root.value.length + 1) ?? '';
    return at < 2
      ? { query: `${verb} ${words(root.value)}`.trim(), filter: '' }
      : { query: words(root.value), filter: `cap:${top?.value ?? root.value}` };
  });
};

/**
 * The examples this catalog can answer. On the demo catalog, the design's own (a scoped example
 * is left out when the catalog lacks its filter value); on any other, the catalog's own
 * (`catalogExamples`), never the demo's words, and none while its facets are unknown.
 */
export const examplesFor = (facets: Facets | undefined, onDemo: boolean) => {
  const examples = onDemo ? EXAMPLES : facets ? catalogExamples(facets) : [];
  return examples.flatMap((example) => {
    const { filters, errors } = parseFilters(example.filter);
    if (errors.length > 0) throw new Error(`toollens: example filter: ${errors.join('; ')}`);
    if (example.filter !== '' && (!facets || !fitsCatalog(filters, facets))) return [];
    return [{ ...example, filters }];
  });
};

/**
 * The capability filter the filter box offers as an example: the landing's scoped example when
 * there is one, else the catalog's most common capability, else none (the catalog has none).
 */
export const filterExample = (facets: Facets | undefined, onDemo: boolean): string | undefined => {
  const scoped = examplesFor(facets, onDemo).find((example) => example.filter !== '');
  if (scoped) return scoped.filter;
  const [root] = facets ? rootsByTools(facets) : [];
  const top = root && commonest(root);
  return top && `cap:${top.value}`;
};
