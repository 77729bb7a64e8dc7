/**
 * Virtual positions as the browser keeps them (SPEC §3 "Persisted browser data"): the SPEC's field
 * names, amounts as exact decimal text, prices as unit_price text. Reading is a boundary: a
 * malformed entry is dropped, never thrown, so a damaged store costs that entry only.
 */
import { type Amount, amountFromDecimalString, amountToDecimalString } from '../amount';
import type { PositionOrder, PositionSide, PositionStatus, SourceTrade, VirtualPosition } from './types';

/** One stored position (JSON). */
export type StoredPosition = {
  id: string;
  time: number;
  updated_time: number;
  opened_by: string | null;
  src: string;
  pair_id: number;
  status: PositionStatus;
  side: PositionSide;
  /** "2400.0000" at the quote token's precision, and that precision. */
  amount: string;
  amount_precision: number;
  value: string;
  value_precision: number;
  entry_price: string;
  source_trades: { trx_id: string; action_ordinal: number }[];
  opened_order: { id: string; side: 'bids' | 'asks'; unit_price: string; timestamp: number } | null;
};

/** The stored form of positions. */
export function storePositions(positions: readonly VirtualPosition[]): StoredPosition[] {
  return positions.map((p) => ({
    id: p.id,
    time: p.time,
    updated_time: p.updatedTime,
    opened_by: p.openedBy,
    src: p.src,
    pair_id: p.pairId,
    status: p.status,
    side: p.side,
    amount: amountToDecimalString(p.amount),
    amount_precision: p.amount.precision,
    value: amountToDecimalString(p.value),
    value_precision: p.value.precision,
    entry_price: p.entryPrice.toString(),
    source_trades: p.sourceTrades.map((trade) => ({ trx_id: trade.trxId, action_ordinal: trade.actionOrdinal })),
    opened_order: p.openedOrder && { id: p.openedOrder.id, side: p.openedOrder.side, unit_price: p.openedOrder.unitPrice, timestamp: p.openedOrder.timestamp },
  }));
}

const UINT = /^(0|[1-9]\d{0,19})$/;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 128;
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function readAmount(text: unknown, precision: unknown): Amount | null {
  if (typeof text !== 'string' || typeof precision !== 'number') return null;
  try {
    return amountFromDecimalString(text, precision);
  } catch {
    return null;
  }
}

function readTrade(raw: unknown): SourceTrade | null {
  const trade = record(raw);
  if (trade === null || !isText(trade.trx_id) || !isTime(trade.action_ordinal)) return null;
  return { trxId: trade.trx_id, actionOrdinal: trade.action_ordinal };
}

function readOrder(raw: unknown): PositionOrder | null | undefined {
  if (raw === null) return null;
  const order = record(raw);
  if (order === null || typeof order.id !== 'string' || !UINT.test(order.id) || (order.side !== 'bids' && order.side !== 'asks')) return undefined;
  if (typeof order.unit_price !== 'string' || !UINT.test(order.unit_price) || !isTime(order.timestamp)) return undefined;
  return { id: order.id, side: order.side, unitPrice: order.unit_price, timestamp: order.timestamp };
}

/** One stored entry checked field by field; null when anything is missing or malformed. */
export function readPosition(raw: unknown): VirtualPosition | null {
  const p = record(raw);
  if (p === null || !isText(p.id) || !isTime(p.time) || !isTime(p.updated_time) || !isText(p.src) || !isTime(p.pair_id)) return null;
  if (p.opened_by !== null && !isText(p.opened_by)) return null;
  if (p.status !== 'open' && p.status !== 'pending' && p.status !== 'filled') return null;
  if (p.side !== 'LONG' && p.side !== 'SHORT') return null;
  const amount = readAmount(p.amount, p.amount_precision);
  const value = readAmount(p.value, p.value_precision);
  if (amount === null || value === null || amount.units <= 0n || typeof p.entry_price !== 'string' || !UINT.test(p.entry_price)) return null;
  const trades = Array.isArray(p.source_trades) ? p.source_trades.map(readTrade) : null;
  const order = readOrder(p.opened_order);
  if (trades === null || trades.includes(null) || order === undefined) return null;
  return {
    id: p.id,
    time: p.time,
    updatedTime: p.updated_time,
    openedBy: p.opened_by,
    src: p.src,
    pairId: p.pair_id,
    status: p.status,
    side: p.side,
    amount,
    value,
    entryPrice: BigInt(p.entry_price),
    sourceTrades: trades as SourceTrade[],
    openedOrder: order,
  };
}

/** The positions of a stored value: the well-formed entries, the first of each id. */
export function readPositions(raw: unknown): VirtualPosition[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const positions: VirtualPosition[] = [];
  for (const entry of raw) {
    const position = readPosition(entry);
    if (position === null || seen.has(position.id)) continue;
    seen.add(position.id);
    positions.push(position);
  }
  return positions;
}
