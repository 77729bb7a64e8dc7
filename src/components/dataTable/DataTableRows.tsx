import type { KeyboardEvent, ReactNode } from 'react';
import type { ReactTable, Row } from '@tanstack/react-table';
import type { DataTableFeatures } from './columns';

type DataRowProps<TRow extends object> = {
  table: ReactTable<DataTableFeatures, TRow>;
  row: Row<DataTableFeatures, TRow>;
  /** The row's place in the whole list (0-based), for `aria-rowindex`. */
  position: number;
  height: number;
  onClick: ((row: TRow) => void) | undefined;
};

/** One data row; with `onClick`, it is also a keyboard stop that Enter or Space activates. */
export function DataRow<TRow extends object>({ table, row, position, height, onClick }: DataRowProps<TRow>) {
  const activate = onClick && (() => onClick(row.original));
  const onKeyDown =
    activate &&
    ((event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      activate();
    });
  return (
    <tr
      aria-rowindex={position + 2}
      className={activate ? 'data-table__row data-table__row--action' : 'data-table__row'}
      style={{ height }}
      tabIndex={activate ? 0 : undefined}
      onClick={activate}
      onKeyDown={onKeyDown}
    >
      {row.getAllCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const classes = [meta?.numeric ? 'num' : '', meta?.className ?? ''].filter(Boolean).join(' ') || undefined;
        return (
          <td key={cell.id} className={classes}>
            <table.FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  );
}

/** A row whose data is on its way (scrolled into view before its window arrived): a quiet bar, no text. */
export function PendingRow({ columns, height }: { columns: number; height: number }) {
  return (
    <tr className="data-table__row data-table__row--pending" style={{ height }} aria-hidden="true">
      <td colSpan={columns}>
        <span className="data-table__skeleton" />
      </td>
    </tr>
  );
}

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
