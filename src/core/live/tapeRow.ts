/**
 * A trade as the tape draws it (SPEC §2 Market screen: price, amount, time), formatted once where
 * it is made — in the market worker for live trades, on arrival for a history fetch — so drawing a
 * row only writes text. The amount is exact; the price is unit_price / 10^8 at the screen's decimals.
 */
import { formatUnits } from '../format';
import type { TapeEntry, TradeSide } from '../tape';

/** One tape line. */
export type TapeRow = {
  /** Stable per trade while it is on the tape (one transaction may fill several orders). */
  readonly key: number;
  readonly side: TradeSide;
  /** Unix ms. */
  readonly timestamp: number;
  /** Display text: the price ("0.20003796"), the quote amount grouped ("2,400.0000"), local HH:MM:SS. */
  readonly price: string;
  readonly amount: string;
  readonly time: string;
};

const two = (value: number) => (value < 10 ? `0${value}` : String(value));

/** HH:MM:SS of a unix-ms time in the viewer's time zone (a worker shares the page's zone). */
export function clockTime(timestampMs: number): string {
  const date = new Date(timestampMs);
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** The tape line of a trade. */
export function tapeRowOf(entry: TapeEntry, key: number, pricePrecision: number): TapeRow {
  return {
    key,
    side: entry.side,
    timestamp: entry.timestamp,
    price: formatUnits(entry.unitPrice, 8, pricePrecision),
    amount: formatUnits(entry.amount.units, entry.amount.precision, entry.amount.precision),
    time: clockTime(entry.timestamp),
  };
}

/**
 * Tape rows as the market worker's frames carry them: one array per field, so a frame does not
 * repeat six property names per row (≈ 40 % of a full tape's bytes).
 */
export type TapeColumns = {
  readonly key: readonly number[];
  readonly side: readonly TradeSide[];
  readonly timestamp: readonly number[];
  readonly price: readonly string[];
  readonly amount: readonly string[];
  readonly time: readonly string[];
};

/** Rows → columns (in the worker). */
export function tapeColumns(rows: readonly TapeRow[]): TapeColumns {
  return {
    key: rows.map((row) => row.key),
    side: rows.map((row) => row.side),
    timestamp: rows.map((row) => row.timestamp),
    price: rows.map((row) => row.price),
    amount: rows.map((row) => row.amount),
    time: rows.map((row) => row.time),
  };
}

/** Columns → rows (on the main thread); a column shorter than `key` cuts the rows there. */
export function tapeRowsOf(columns: TapeColumns): TapeRow[] {
  const count = Math.min(columns.key.length, columns.side.length, columns.timestamp.length, columns.price.length, columns.amount.length, columns.time.length);
  const rows = new Array<TapeRow>(count);
  for (let i = 0; i < count; i++) {
    rows[i] = {
      key: columns.key[i]!,
      side: columns.side[i]!,
      timestamp: columns.timestamp[i]!,
      price: columns.price[i]!,
      amount: columns.amount[i]!,
      time: columns.time[i]!,
    };
  }
  return rows;
}

/**
 * The tape as the page holds it: `total` trades in all, of which the rows from index `first` — the
 * ones in view, as the market worker sends them; the worker draws the rest itself.
 */
export type TapeView = { readonly total: number; readonly first: number; readonly rows: readonly TapeRow[] };

/** A tape with no trades. */
export const EMPTY_TAPE_VIEW: TapeView = { total: 0, first: 0, rows: [] };

/** The whole tape as a view. */
export const wholeTape = (rows: readonly TapeRow[]): TapeView => ({ total: rows.length, first: 0, rows });

/** Row `index` (0 = newest) of a tape view, or undefined outside its rows. */
export function tapeRowAt(view: TapeView, index: number): TapeRow | undefined {
  return index >= view.first && index < view.first + view.rows.length && index < view.total ? view.rows[index - view.first] : undefined;
}

/** A tape view as a frame carries it: the rows as columns. */
export type TapeFrame = { readonly total: number; readonly first: number; readonly columns: TapeColumns };

/** A frame's tape back into a view (on the main thread). */
export const tapeViewOf = (frame: TapeFrame): TapeView => ({ total: frame.total, first: frame.first, rows: tapeRowsOf(frame.columns) });
