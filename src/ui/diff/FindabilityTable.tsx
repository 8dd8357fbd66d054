import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import type { FindabilityChange } from '../../worker/boundary';
import { SortButton } from '../shared/SortButton';
import { ServerText } from '../shared/text/ServerText';

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});
const helper = createColumnHelper<typeof features, FindabilityChange>();

/** A rank as the table shows it; null is past k (the query's tool not found). */
const rankText = (rank: number | null, k: number) =>
  rank === null ? `not in top ${k}` : `#${rank}`;

const fallText = (fall: number) =>
  fall > 0 ? `fell ${fall}` : fall < 0 ? `rose ${-fall}` : 'same';

/** Ranks sort as places, a tool not found after every rank. */
const rankOrder = (rank: number | null) => rank ?? Number.MAX_SAFE_INTEGER;

const columns = helper.columns([
  helper.accessor('query', { header: 'query', sortFn: 'alphanumeric' }),
  helper.accessor('ranker', { header: 'ranker', sortFn: 'alphanumeric' }),
  helper.accessor((row) => rankOrder(row.before), {
    id: 'before',
    header: 'before',
    sortFn: 'basic',
  }),
  helper.accessor((row) => rankOrder(row.after), { id: 'after', header: 'after', sortFn: 'basic' }),
  helper.accessor('fall', { header: 'change', sortFn: 'basic' }),
]);

/** The table opens worst fall first; equal falls keep the order they came in (ranker, query). */
const WORST_FIRST: SortingState = [{ id: 'fall', desc: true }];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

type Props = { rows: FindabilityChange[]; k: number };

/**
 * Each query of the open set under each ranker: where its first relevant tool ranked in the old
 * version and in the new, worst fall first; any column re-sorts.
 */
export const FindabilityTable = ({ rows, k }: Props) => {
  const [sorting, setSorting] = useState<SortingState>(WORST_FIRST);
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => `${row.ranker}\u0000${row.queryId}`,
    state: { sorting },
    onSortingChange: setSorting,
    enableMultiSort: false,
  });
  return (
    <div className="table-scroll">
      <table className="findability-diff" data-testid="findability-diff">
        <caption className="visually-hidden">Findability change per query and ranker</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const direction = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={direction ? ARIA_SORT[direction] : 'none'}
                    className={
                      header.column.id === 'query' || header.column.id === 'ranker'
                        ? undefined
                        : 'num'
                    }
                  >
                    <SortButton
                      direction={direction}
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      <table.FlexRender header={header} />
                    </SortButton>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const change = row.original;
            return (
              <tr
                key={row.id}
                data-testid="findability-row"
                className={change.fall > 0 ? 'fell' : change.fall < 0 ? 'rose' : undefined}
              >
                <td>
                  <ServerText text={change.query} />
                </td>
                <td className="mono">{change.ranker}</td>
                <td className="num">{rankText(change.before, k)}</td>
                <td className="num">{rankText(change.after, k)}</td>
                <td className="num">{fallText(change.fall)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
