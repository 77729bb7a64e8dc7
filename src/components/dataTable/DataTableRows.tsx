import { memo, type KeyboardEvent, type ReactNode } from 'react';
import type { ReactTable, Row } from '@tanstack/react-table';
import { columnClass, type DataColumnMeta, type DataTableFeatures } from './columns';

type DataRowProps<TRow extends object> = {
  table: ReactTable<DataTableFeatures, TRow>;
  /** The column definitions: a new array redraws every row (a cell that shows outside state). */
  columns: unknown;
  /** The row's data, or null while its window is on its way (a quiet bar per cell, no text). */
  row: Row<DataTableFeatures, TRow> | null;
  /** The row's place in the whole list (0-based), for `aria-rowindex`. */
  position: number;
  height: number;
  onClick: ((row: TRow) => void) | undefined;
};

const cellClass = (meta: DataColumnMeta | undefined) => columnClass(meta, true);

function sameValues(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

/**
 * True when a row would draw the same: a scroll re-renders the table, but rows still in view (and
 * rows a new window brings again unchanged) skip their render. The table object is left out: it
 * changes with every window, and a row that renders reads its cells from its new `row`.
 */
function sameRow<TRow extends object>(a: DataRowProps<TRow>, b: DataRowProps<TRow>): boolean {
  if (a.position !== b.position || a.height !== b.height || a.onClick !== b.onClick || a.columns !== b.columns) return false;
  if (a.row === b.row) return true;
  return a.row !== null && b.row !== null && a.row.id === b.row.id && sameValues(a.row.original, b.row.original);
}

/** One row (or, with no data yet, a placeholder); with `onClick`, also a keyboard stop that Enter or Space activates. */
function DataRowView<TRow extends object>({ table, row, position, height, onClick }: DataRowProps<TRow>) {
  const activate = row && onClick ? () => onClick(row.original) : undefined;
  const onKeyDown =
    activate &&
    ((event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      activate();
    });
  const classes = ['data-table__row', activate ? 'data-table__row--action' : '', row ? '' : 'data-table__row--pending'].filter(Boolean).join(' ');
  return (
    <tr
      aria-rowindex={row ? position + 2 : undefined}
      aria-hidden={row ? undefined : true}
      className={classes}
      style={{ height }}
      tabIndex={activate ? 0 : undefined}
      onClick={activate}
      onKeyDown={onKeyDown}
    >
      {row
        ? row.getAllCells().map((cell) => (
            <td key={cell.column.id} className={cellClass(cell.column.columnDef.meta)}>
              <table.FlexRender cell={cell} />
            </td>
          ))
        : table.getAllLeafColumns().map((column) => (
            <td key={column.id} className={cellClass(column.columnDef.meta)}>
              <span className="data-table__skeleton" />
            </td>
          ))}
    </tr>
  );
}

export const DataRow = memo(DataRowView, sameRow) as typeof DataRowView;

/** Empty room above or below the rows in view, so the scroll bar spans the whole list. */
export function SpacerRow({ columns, height }: { columns: number; height: number }) {
  if (height <= 0) return null;
  return (
    <tr className="data-table__spacer" style={{ height }} aria-hidden="true">
      <td colSpan={columns} />
    </tr>
  );
}

/** A body-wide row for the loader, the empty text or the error block. */
export function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr className="data-table__message">
      <td colSpan={columns}>{children}</td>
    </tr>
  );
}
