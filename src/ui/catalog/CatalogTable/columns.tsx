import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
} from '@tanstack/react-table';
import type { CatalogRow } from '../../../worker/boundary';
import type { Titled } from '../titles';

/**
 * The catalog table's features and columns, at module scope so the table sees stable inputs.
 * Sorting and the text filter run in the page: the rows are already here, and the engine's
 * ranking is not involved.
 */

/**
 * A catalog row with its declaration's token count, once the worker has counted it, and the
 * tool's MCP titles when the row carries them.
 */
export type CatalogTableRow = CatalogRow & Titled & { tokens: number | undefined };

export const features = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
  filterFns: { includesString: filterFn_includesString },
});

const helper = createColumnHelper<typeof features, CatalogTableRow>();

/** Columns the text filter reads. */
export const FILTERED_COLUMNS: ReadonlySet<string> = new Set(['name', 'domains', 'capabilities']);

export const columns = helper.columns([
  helper.accessor('name', {
    header: 'name',
    sortFn: 'alphanumeric',
  }),
  helper.accessor((row) => row.domains.join(', '), {
    id: 'domains',
    header: 'domains',
    sortFn: 'alphanumeric',
  }),
  helper.accessor((row) => row.capabilities.join(', '), {
    id: 'capabilities',
    header: 'capabilities',
    sortFn: 'alphanumeric',
  }),
  helper.accessor('descriptionChars', {
    header: 'description',
    sortFn: 'basic',
  }),
  helper.accessor('schemaChars', { header: 'schema', sortFn: 'basic' }),
  helper.accessor('tokens', {
    header: 'tokens',
    sortFn: 'basic',
    sortUndefined: 'last',
  }),
  helper.accessor('live', { header: 'live', sortFn: 'basic' }),
]);

/** Column ids that hold numbers: right-aligned, and sorted largest first on the first click. */
export const NUMERIC: ReadonlySet<string> = new Set([
  'descriptionChars',
  'schemaChars',
  'tokens',
  'live',
]);

export const HEADER_TITLES: Record<string, string> = {
  descriptionChars: 'Description length in characters',
  schemaChars: 'Parameter schema in characters (JSON.stringify)',
  tokens: 'The whole declaration in tokens',
  live: 'The description is live: computed when read, and re-indexed when it changes',
};
