/**
 * The owner's limit history (SPEC §3 "Limit trade record", "Order history record"; §7
 * limitlogorderfill / limitlogorderclose): fills and closes read exactly, merged newest first; each
 * close has a status (Completed, Cancelled or Partial: docs/decisions/0035).
 */
import { amountFromDecimalString, makeAmount, type Amount } from '../amount';
import { isAccountName, isSymbolCode } from '../domain';
import { parseSafeCount, parseUint64 } from '../orderbook/uint';
import type { OrderLeg, OrderToken } from '../walletOrders';

/** How an order ended: filled in full, cancelled untouched, or cancelled after part of it filled. */
export type LimitCloseStatus = 'completed' | 'cancelled' | 'partial';

/**
 * The status of a closed order from its close record's units: nothing left to ask or to give is
 * Completed (the last fill pays out the exact rest); the whole bid still there is Cancelled; any
 * other close is Partial.
 */
export function limitCloseStatus(initialBid: bigint, bid: bigint, ask: bigint): LimitCloseStatus {
  if (ask === 0n || bid === 0n) return 'completed';
  return bid === initialBid ? 'cancelled' : 'partial';
}

/** One line of the history. */
export interface LimitHistoryItem {
  /** `fill:{sequence}` or `close:{sequence}`. */
  readonly key: string;
  readonly kind: 'fill' | 'close';
  readonly orderId: bigint;
  /** What the order gave: in this fill, or in all (a close). */
  readonly gave: OrderLeg;
  /** What it got back for it. */
  readonly got: OrderLeg;
  /** A fill: the maker fee taken from `got` (the API's text). A close: null. */
  readonly fee: string | null;
  /** A close: how the order ended (`gave` and `got` are what filled). A fill: null. */
  readonly status: LimitCloseStatus | null;
  /** A close: what the order bid when it was opened. A fill: null. */
  readonly initial: OrderLeg | null;
  /** A cancelled or partial close: the bid returned to the owner. Otherwise null. */
  readonly returned: OrderLeg | null;
  readonly sequence: number;
  /** Epoch ms. */
  readonly time: number;
  readonly trxId: string;
}

type Json = Record<string, unknown>;

function field(row: Json, name: string): string {
  const value = row[name];
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${name} is missing`);
  return String(value);
}

function token(row: Json, side: 'bid' | 'ask'): OrderToken {
  const contract = field(row, `${side}_contract`);
  const ticker = field(row, `${side}_code`).toUpperCase();
  const precision = parseSafeCount(row[`${side}_precision`]);
  if (!isAccountName(contract) || !isSymbolCode(ticker) || precision === null || precision > 18) throw new Error(`${side} token is malformed`);
  return { contract, ticker, precision };
}

const amount = (row: Json, name: string, of: OrderToken): Amount => amountFromDecimalString(field(row, name), of.precision);
const leg = (of: OrderToken, units: bigint): OrderLeg => ({ ...of, amount: makeAmount(units, of.precision) });

function common(raw: unknown) {
  if (typeof raw !== 'object' || raw === null) throw new Error('a record must be an object');
  const row = raw as Json;
  const orderId = parseUint64(row.order_id);
  const sequence = parseSafeCount(row.global_sequence);
  const stamp = field(row, 'updated_at_time');
  // Chain times are UTC without a zone.
  const time = Date.parse(/(Z|[+-]\d\d:\d\d)$/.test(stamp) ? stamp : `${stamp}Z`);
  if (orderId === null || sequence === null || Number.isNaN(time)) throw new Error('order_id, global_sequence or updated_at_time is malformed');
  return { row, orderId, sequence, time, trxId: typeof row.trx_id === 'string' ? row.trx_id : '', bid: token(row, 'bid'), ask: token(row, 'ask') };
}

/** A `limitlogorderfill` record; throws naming what is malformed. */
export function readLimitFill(raw: unknown): LimitHistoryItem {
  const { row, bid, ask, ...rest } = common(raw);
  const gave = amount(row, 'prev_bid', bid).units - amount(row, 'new_bid', bid).units;
  const got = amount(row, 'prev_ask', ask).units - amount(row, 'new_ask', ask).units;
  if (gave < 0n || got < 0n) throw new Error('a fill cannot grow an order');
  const fee = row.fee_maker === undefined ? null : String(row.fee_maker);
  return { key: `fill:${rest.sequence}`, kind: 'fill', gave: leg(bid, gave), got: leg(ask, got), fee, status: null, initial: null, returned: null, ...rest };
}

/** A `limitlogorderclose` record; throws naming what is malformed. */
export function readLimitClose(raw: unknown): LimitHistoryItem {
  const { row, bid, ask, ...rest } = common(raw);
  const left = amount(row, 'bid', bid).units;
  const stillAsked = amount(row, 'ask', ask).units;
  const initialBid = amount(row, 'initial_bid', bid).units;
  const gave = initialBid - left;
  const got = amount(row, 'initial_ask', ask).units - stillAsked;
  if (gave < 0n || got < 0n) throw new Error('a close cannot exceed the opening amounts');
  const status = limitCloseStatus(initialBid, left, stillAsked);
  return {
    key: `close:${rest.sequence}`,
    kind: 'close',
    gave: leg(bid, gave),
    got: leg(ask, got),
    fee: null,
    status,
    initial: leg(bid, initialBid),
    returned: status === 'completed' ? null : leg(bid, left),
    ...rest,
  };
}

/** Reads both feeds, skipping (and counting) malformed records, merged newest first by global sequence. */
export function mergeLimitHistory(fills: readonly unknown[], closes: readonly unknown[], warn: (message: string) => void): LimitHistoryItem[] {
  const items: LimitHistoryItem[] = [];
  const read = (rows: readonly unknown[], reader: (raw: unknown) => LimitHistoryItem, feed: string) => {
    for (const raw of rows) {
      try {
        items.push(reader(raw));
      } catch (error) {
        warn(`${feed}: skipped a record: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  read(fills, readLimitFill, 'limitlogorderfill');
  read(closes, readLimitClose, 'limitlogorderclose');
  // A fill that ends an order and its close share a transaction: the close is logged after the fill.
  return items.sort((a, b) => b.sequence - a.sequence || (a.kind === b.kind ? 0 : a.kind === 'close' ? -1 : 1));
}
