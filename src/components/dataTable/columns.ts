/**
 * Column definitions of a data table, written with TanStack Table v9's column helper: the header,
 * how a cell draws its row's value, and the table's own meta (which list column a header sorts by,
 * numbers right-aligned, a fixed width). Sorting itself is the lists worker's, never the table's.
 */
import { createColumnHelper, metaHelper, tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';

/** What a data table reads from a column definition's `meta`. */
export type DataColumnMeta = {
  /** The list column a click on this header sorts by (SPEC §9 sort keys); unset: not sortable. */
  readonly sortKey?: string;
  /** A figure: right-aligned in tabular numbers, so ticking values do not jitter (DESIGN §7). */
  readonly numeric?: boolean;
  /** The column's width (CSS); the table's layout is fixed, so rows scrolled in never move the columns. */
  readonly width?: string;
  /** Extra class on the header and cells (e.g. one hidden on mid-size screens). */
  readonly className?: string;
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
