import { type SortingState, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { formatCount, plural } from '../../shared/format';
import { SortButton } from '../../shared/SortButton';
import { useScrollCue } from '../../shared/scrollCue/useScrollCue';
import type { SortState } from '../../shared/view';
import { CatalogCell } from './CatalogCell';
import {
  type CatalogTableRow,
  columns,
  FILTERED_COLUMNS,
  features,
  HEADER_TITLES,
  NUMERIC,
} from './columns';

type Props = {
  rows: CatalogTableRow[];
  sort: SortState | undefined;
  find: string;
  selected: string | undefined;
  tokenizer: string | undefined;
  onSort: (sort: SortState | undefined) => void;
  onSelect: (name: string) => void;
};

/** Above this many rows only the visible ones are in the DOM. */
const VIRTUAL_FROM = 300;
const ROW_HEIGHT = 33;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Every tool, sortable by any column and filtered by the text box; virtualised when large. */
export const CatalogTable = ({
  rows,
  sort,
  find,
  selected,
  tokenizer,
  onSort,
  onSelect,
}: Props) => {
  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.name,
    state: { sorting, globalFilter: find },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSort(next[0] ? { id: next[0].id, desc: next[0].desc } : undefined);
    },
    onGlobalFilterChange: () => undefined,
    globalFilterFn: 'includesString',
    getColumnCanGlobalFilter: (column) => FILTERED_COLUMNS.has(column.id),
    enableMultiSort: false,
    sortDescFirst: false,
  });
  const model = table.getRowModel().rows;

  const scroller = useRef<HTMLDivElement>(null);
  // Wider than its panel (a phone), the table says so at its edge (scrollCue.css).
  const cue = useScrollCue<HTMLDivElement>();
  const scrollerRef = useCallback(
    (element: HTMLDivElement | null) => {
      scroller.current = element;
      const stop = cue(element);
      return () => {
        stop?.();
        scroller.current = null;
      };
    },
    [cue],
  );
  const virtual = model.length >= VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? model.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual
    ? items.map((item) => model[item.index]).filter((row) => row !== undefined)
    : model;
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  // A selection from a link or Back may be far down the list: bring it into view once.
  const selectedAt = selected ? model.findIndex((row) => row.original.name === selected) : -1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new selection should scroll
  useEffect(() => {
    if (selectedAt === -1) return;
    if (virtual) virtualizer.scrollToIndex(selectedAt, { align: 'auto' });
    else
      scroller.current
        ?.querySelector('tr[aria-current="true"]')
        ?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  return (
    <div className="catalog-scroll scroll-cue" ref={scrollerRef} data-virtual={virtual}>
      <table className="catalog-table" aria-rowcount={model.length + 1}>
        <caption className="visually-hidden">
          {formatCount(model.length)} of {plural(rows.length, 'tool')}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const direction = header.column.getIsSorted();
                const id = header.column.id;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={NUMERIC.has(id) ? 'num' : undefined}
                    aria-sort={direction ? ARIA_SORT[direction] : 'none'}
                    title={
                      id === 'tokens' && tokenizer
                        ? `${HEADER_TITLES[id]}, ${tokenizer}`
                        : HEADER_TITLES[id]
                    }
                  >
                    <SortButton
                      direction={direction}
                      testId={`sort-${id}`}
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
          {padTop > 0 && (
            <tr className="spacer">
              <td colSpan={columns.length} style={{ height: padTop, padding: 0 }} />
            </tr>
          )}
          {shown.map((row) => (
            <tr
              key={row.id}
              data-testid="catalog-row"
              aria-rowindex={row.index + 2}
              className={row.original.name === selected ? 'selected' : undefined}
              aria-current={row.original.name === selected ? 'true' : undefined}
              onClick={() => onSelect(row.original.name)}
            >
              {row.getAllCells().map((cell) => (
                <CatalogCell
                  key={cell.id}
                  id={cell.column.id}
                  row={row.original}
                  onSelect={onSelect}
                />
              ))}
            </tr>
          ))}
          {padBottom > 0 && (
            <tr className="spacer">
              <td colSpan={columns.length} style={{ height: padBottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
};
