/** Boundary checks for order-book payloads (DESIGN §4: malformed → dropped, never a crash). */
import { type AssetParts, tryParseAsset } from '../amount';
import { isAccountName } from '../domain';
import type { BookTable, OrderRow } from './types';
import { parseSafeCount, parseUint128, parseUint64 } from './uint';

/** The socket's `orderbooksDelta` message (SPEC §7), plus the per-side sequence number our devnet adds. */
export type OrderbookDelta = {
  readonly table: BookTable;
  /** false when the row was deleted (filled or cancelled). */
  readonly present: boolean;
  readonly value: OrderRow;
  /** Sequence number per market side; absent from servers that do not number their deltas. */
  readonly seq?: number;
  readonly marketId?: number;
};

function record(raw: unknown): Record<string, unknown> | null {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}

function readAsset(raw: unknown): AssetParts | null {
  if (typeof raw !== 'string') return null;
  const parsed = tryParseAsset(raw);
  return parsed.ok && parsed.asset.amount.units >= 0n ? parsed.asset : null;
}

/**
 * Checks a `buyorder`/`sellorder` row `{id, account, bid, ask, unit_price, timestamp}`; never throws.
 * Returns null for anything malformed: bad account, negative or unparsable assets, zero price.
 */
export function parseOrderRow(raw: unknown): OrderRow | null {
  const row = record(raw);
  if (!row) return null;
  const id = parseUint64(row.id);
  const unitPrice = parseUint128(row.unit_price);
  const timestamp = parseSafeCount(row.timestamp);
  const bid = readAsset(row.bid);
  const ask = readAsset(row.ask);
  const account = row.account;
  if (id === null || unitPrice === null || unitPrice === 0n || timestamp === null || !bid || !ask) return null;
  if (typeof account !== 'string' || !isAccountName(account)) return null;
  return { id, account, bid, ask, unitPrice, timestamp };
}

function readPresent(raw: unknown): boolean | null {
  if (typeof raw === 'boolean') return raw;
  return raw === 1 || raw === 0 ? raw === 1 : null;
}

/**
 * Checks an `orderbooksDelta` message `{table, present, value, seq?, market_id?}`; never throws.
 * A deletion still carries the whole row (as chain table deltas do), so `value` is always checked in full.
 */
export function parseOrderbookDelta(raw: unknown): OrderbookDelta | null {
  const message = record(raw);
  if (!message) return null;
  const { table } = message;
  if (table !== 'buyorder' && table !== 'sellorder') return null;
  const present = readPresent(message.present);
  const value = parseOrderRow(message.value);
  if (present === null || value === null) return null;
  const seq = message.seq === undefined ? undefined : parseSafeCount(message.seq);
  const marketId = message.market_id === undefined ? undefined : parseSafeCount(message.market_id);
  if (seq === null || marketId === null) return null;
  const delta: { -readonly [K in keyof OrderbookDelta]: OrderbookDelta[K] } = { table, present, value };
  if (seq !== undefined) delta.seq = seq;
  if (marketId !== undefined) delta.marketId = marketId;
  return delta;
}
