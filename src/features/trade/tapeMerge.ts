/**
 * The tape on screen (SPEC §9: the latest 100 trades): the market worker's frames carry only the
 * newest rows, so rows that scroll out of a frame are kept here, after which come the trades the
 * history fetch returned before the socket's first match. Small, bounded work: ≤ 100 rows a frame.
 */
import { type TapeRow, tapeRowOf } from '../../core/live';
import type { TapeEntry } from '../../core/tape';

/** SPEC §9 "The trade tape keeps the latest 100 trades". */
export const TAPE_LIMIT = 100;

/**
 * What the tape holds: the last live frame, live rows that left it, and history. Rows carry keys
 * of our own (the worker's restart with a new feed and would collide with kept rows): a trade
 * keeps its row object and key while it stays, so its line is not redrawn.
 */
export type TapeState = {
  readonly live: readonly TapeRow[];
  /** The worker's identity of each live row, aligned with `live`. */
  readonly liveIds: readonly string[];
  readonly older: readonly TapeRow[];
  readonly history: readonly TapeRow[];
  readonly nextKey: number;
};

export const EMPTY_TAPE: TapeState = { live: [], liveIds: [], older: [], history: [], nextKey: 1 };

// A trade's identity across a frame and a history answer; the worker's keys restart with a new feed.
const identity = (row: TapeRow) => `${row.side}|${row.timestamp}|${row.price}|${row.amount}`;
const keyed = (row: TapeRow) => `${row.key}|${identity(row)}`;

/** History rows as tape rows (formatted once, as the worker formats live ones), with negative keys so they never meet the worker's. */
export function historyRows(entries: readonly TapeEntry[], pricePrecision: number): TapeRow[] {
  return entries.slice(0, TAPE_LIMIT).map((entry, index) => tapeRowOf(entry, -(index + 1), pricePrecision));
}

/** A new frame's rows (newest first): rows of the previous frame missing from it move to `older`. */
export function withLiveFrame(state: TapeState, rows: readonly TapeRow[]): TapeState {
  const ids = rows.map(keyed);
  const kept = new Map(state.liveIds.map((id, index) => [id, state.live[index]]));
  let nextKey = state.nextKey;
  const live: TapeRow[] = new Array<TapeRow>(rows.length);
  // Oldest first, so newer trades get larger keys.
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index] as TapeRow;
    live[index] = kept.get(ids[index] as string) ?? { ...row, key: nextKey++ };
  }
  const present = new Set(ids);
  const left = state.live.filter((_, index) => !present.has(state.liveIds[index] as string));
  const older = left.length === 0 ? state.older : [...left, ...state.older].slice(0, TAPE_LIMIT);
  return { live, liveIds: ids, older, history: state.history, nextKey };
}

/** The history answer (newest first). */
export function withHistory(state: TapeState, rows: readonly TapeRow[]): TapeState {
  return { ...state, history: rows };
}

/**
 * The rows to draw, newest first: live, then older live, then history without the trades the
 * socket also delivered (history and subscription overlap by however long the fetch took).
 */
export function tapeRows(state: TapeState): TapeRow[] {
  const seen = new Map<string, number>();
  const count = (row: TapeRow) => seen.set(identity(row), (seen.get(identity(row)) ?? 0) + 1);
  const rows = [...state.live, ...state.older];
  rows.forEach(count);
  for (const row of state.history) {
    if (rows.length >= TAPE_LIMIT) break;
    const twins = seen.get(identity(row)) ?? 0;
    if (twins > 0) seen.set(identity(row), twins - 1);
    else rows.push(row);
  }
  return rows.slice(0, TAPE_LIMIT);
}
