/**
 * The big lists' shared vocabulary (DESIGN §4): a list is columns (one typed array or string list
 * per field), held in the lists worker; the main thread asks for a view — sort, search, filters,
 * a window — and gets the total and the visible rows only.
 */

/**
 * How a column is stored: `number` a Float64Array of display figures (prices, volumes in USD, NaN
 * when unknown), `units` a BigInt64Array of exact token units (money, never floats), `text` a list
 * of strings (tickers, contracts, owners, pairs).
 */
export type ColumnKind = 'number' | 'units' | 'text';

/** The storage of one column kind. */
export type ColumnData<K extends ColumnKind = ColumnKind> = K extends 'number' ? Float64Array : K extends 'units' ? BigInt64Array : readonly string[];

/** A cell as the view answers it: null for an unknown number. */
export type CellValue<K extends ColumnKind = ColumnKind> = K extends 'number' ? number | null : K extends 'units' ? bigint : string;

/** Column name → kind. A column's name is also its sort key (SPEC §9: `24hvolume`, `pair`, `amount` …). */
export type ColumnKinds = Readonly<Record<string, ColumnKind>>;

/** Any list's schema, as the lists worker reads it (ListSchema<C> is one). */
export interface AnyListSchema {
  readonly columns: ColumnKinds;
  readonly key: string;
  readonly search: readonly string[];
  readonly bannedBy?: readonly string[];
}

/** What a list holds and how it is read. */
export interface ListSchema<C extends ColumnKinds = ColumnKinds> extends AnyListSchema {
  readonly columns: C;
  /** A text or number column unique per row: upserts and removals find rows by it. */
  readonly key: keyof C & string;
  /** Text columns the search box matches (SPEC §5: ticker or contract; owner for holders). */
  readonly search: readonly (keyof C & string)[];
  /** Text columns holding token contracts: a row naming a banned one sorts to the end (SPEC §6). */
  readonly bannedBy?: readonly (keyof C & string)[];
}

/** Rows handed to the worker, one array per column, all of one length. */
export type ListColumns<C extends ColumnKinds = ColumnKinds> = { readonly [N in keyof C]: ColumnData<C[N]> };

/** One visible row, as the view answers it. */
export type ListRow<C extends ColumnKinds = ColumnKinds> = { readonly [N in keyof C]: CellValue<C[N]> };

export type SortDir = 'asc' | 'desc';

/** A sort: a column and a direction. */
export interface ListSort {
  readonly key: string;
  readonly dir: SortDir;
}

/**
 * A filter on one column: `in` / `notIn` a set of values (a category, favourites by key, hidden
 * assets), or a comparison with a bound (a number column takes a number, a units column a bigint).
 */
export type ListFilter =
  | { readonly column: string; readonly op: 'in' | 'notIn'; readonly values: readonly (string | number)[] }
  | { readonly column: string; readonly op: 'gt' | 'gte' | 'lt' | 'lte'; readonly value: number | bigint };

/** Rows `start` … `start + count − 1` of the sorted, filtered list. */
export interface ListWindow {
  readonly start: number;
  readonly count: number;
}

/** What the main thread asks the worker for. */
export interface ListViewRequest {
  readonly listId: string;
  readonly sort: ListSort;
  /** Case-insensitive substring on the schema's search columns; blank for none. */
  readonly search?: string;
  readonly filters?: readonly ListFilter[];
  readonly window: ListWindow;
}

/**
 * The answer as it crosses from the worker: the window's rows column by column (a number column as
 * one Float64Array, NaN for unknown), so 60 rows of a nine-column list stay a few KiB.
 */
export interface ListFrame {
  readonly listId: string;
  /** Bumped by every change to the list's rows. */
  readonly version: number;
  readonly total: number;
  /** The first row's position in the filtered list (the window's start, within 0 … total). */
  readonly start: number;
  readonly count: number;
  readonly columns: Readonly<Record<string, Float64Array | BigInt64Array | readonly string[]>>;
}

/** The answer: how many rows pass the search and filters, and the window's rows, ready to draw. */
export interface ListView<R = ListRow> {
  readonly listId: string;
  /** Bumped by every change to the list's rows. */
  readonly version: number;
  readonly total: number;
  /** The first row's position in the filtered list (the window's start, within 0 … total). */
  readonly start: number;
  readonly rows: readonly R[];
}

/** Anything that answers views: the lists worker's client, or a fake in tests. */
export interface ListViewSource {
  view(request: ListViewRequest): Promise<ListView>;
}

/** A request the lists cannot answer (unknown list or column, a value of the wrong type), with what is wrong. */
export class ListError extends Error {
  override name = 'ListError';
}

/** The most rows one view answers: a screenful and its margins, never the list (DESIGN §4's ≤ 10 KiB). */
export const MAX_WINDOW_ROWS = 200;

/**
 * The most bytes one frame carries (DESIGN §6: worker → main ≤ 10 KiB a message), as the structured
 * clone writes it: a view answers fewer rows than asked (at least one) when more would pass it.
 */
export const MAX_FRAME_BYTES = 10 * 1024;
