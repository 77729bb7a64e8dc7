/**
 * Column definitions of a data table, written with TanStack Table v9's column helper: the header,
 * how a cell draws its row's value, and the table's own meta (which list column a header sorts by,
 * numbers right-aligned, a fixed width). Sorting itself is the lists worker's, never the table's.
 */
import { createColumnHelper, metaHelper, tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { ListCellPaint } from '../../core/rowpaint/listRows';

/** What a data table reads from a column definition's `meta`. */
export type DataColumnMeta = {
  /** The list column a click on this header sorts by (SPEC §9 sort keys); unset: not sortable. */
  readonly sortKey?: string;
  /** A figure: right-aligned in tabular numbers, so ticking values do not jitter (DESIGN §7). */
  readonly numeric?: boolean;
  /**
   * The column's width (CSS length, percentage of the table or `var()`); columns without one share
   * what is left equally. Fixed, so rows scrolled in never move the columns.
   */
  readonly width?: string;
  /**
   * Its cells always fit the column (figures of a known width in a column wide enough for them): drawn
   * without the clip and ellipsis, which cost every row a scroll brings in. A screen where the column
   * gets too narrow clips them again (HoldersPanel.css on phones).
   */
  readonly fits?: boolean;
  /** Extra class on the header and cells (e.g. one hidden on mid-size screens). */
  readonly className?: string;
  /**
   * What the cell shows on the row canvas a whole list draws while it scrolls (scrollCanvas.ts), for
   * a cell drawn by a component; the row's type is the list's. Unset: the text the cell renders when
   * that is text, else the column's value.
   */
  readonly paint?: (row: never) => ListCellPaint;
};

/** The table features every data table uses: none but typed column meta (rows come sorted and paged from the worker). */
export const dataTableFeatures = tableFeatures({ columnMeta: metaHelper<DataColumnMeta>() });

export type DataTableFeatures = typeof dataTableFeatures;

/** The column helper for a table of `TRow` (the list's row type, e.g. `ListRow<typeof schema.columns>`). */
export function dataColumnHelper<TRow extends RowData>() {
  return createColumnHelper<DataTableFeatures, TRow>();
}

/** Columns as `dataColumnHelper<TRow>().columns([...])` returns them (values of every type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column list type: each column keeps its value type
export type DataColumns<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>[];

/**
 * The classes a column puts on its header and its cells: `num` for a figure, the column's own class,
 * and on cells (`cell`) the unclipped class of a column whose cells always fit.
 */
export function columnClass(meta: DataColumnMeta | undefined, cell: boolean): string | undefined {
  return [meta?.numeric ? 'num' : '', cell && meta?.fits ? 'data-table__cell--fits' : '', meta?.className ?? ''].filter(Boolean).join(' ') || undefined;
}

/**
 * The grid tracks of a whole list's rows (`grid-template-columns`), the widths a fixed table layout
 * gives its columns: each width as written, and the room left shared equally by the columns without
 * one (none may shrink below 0). With no such column, the last one takes what is left.
 */
export function columnTracks(widths: readonly (string | undefined)[]): string {
  const shared = widths.some((width) => width === undefined);
  return widths
    .map((width, index) => {
      if (width === undefined) return 'minmax(0, 1fr)';
      return !shared && index === widths.length - 1 ? `minmax(${width}, 1fr)` : width;
    })
    .join(' ');
}
