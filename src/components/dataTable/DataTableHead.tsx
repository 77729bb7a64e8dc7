import { memo } from 'react';
import type { ReactTable } from '@tanstack/react-table';
import type { ListSort } from '../../core/lists';
import { columnClass, type DataTableFeatures } from './columns';

type DataTableHeadProps<TRow extends object> = {
  table: ReactTable<DataTableFeatures, TRow>;
  sort: ListSort;
  onSort: (key: string) => void;
  /** The column definitions the headers come from: new ones draw the header again. */
  columns: unknown;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The header row's view: sortable headers are buttons (keyboard reachable) and the sorted one carries `aria-sort`. */
function DataTableHeadView<TRow extends object>({ table, sort, onSort }: DataTableHeadProps<TRow>) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} aria-rowindex={1}>
          {group.headers.map((header) => {
            const meta = header.column.columnDef.meta;
            const sortKey = meta?.sortKey;
            const active = sortKey !== undefined && sortKey === sort.key;
            const classes = columnClass(meta, false);
            const label = header.isPlaceholder ? null : <table.FlexRender header={header} />;
            return (
              <th key={header.id} scope="col" className={classes} aria-sort={active ? ARIA_SORT[sort.dir] : undefined}>
                {sortKey === undefined ? (
                  label
                ) : (
                  <button type="button" className="sort data-table__sort" onClick={() => onSort(sortKey)}>
                    {label}
                    <span className="data-table__arrow" aria-hidden="true">
                      {active ? (sort.dir === 'asc' ? '▲' : '▼') : ''}
                    </span>
                  </button>
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

/** The header row, drawn again only when the sort, the columns or the handler change (not at every scroll frame). */
export const DataTableHead = memo(DataTableHeadView) as typeof DataTableHeadView;
