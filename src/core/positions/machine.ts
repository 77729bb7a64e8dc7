/**
 * The virtual position's states (SPEC §4 "Virtual position status") as pure list updates: a new
 * position is open with no order; once its order's transaction is quick-confirmed it is pending; a
 * pending position takes the user's first unclaimed order placed at or after it (open with that
 * order); an open position whose order left the user's orders is filled, for good. Every function
 * returns a new list and leaves the one given untouched.
 */
import type { Amount } from '../amount';
import { MAX_UNIT_PRICE } from '../actions/orderbook/pricing';
import { valueAt } from './pnl';
import { isPositionOf, orderSideOf, type PositionMarket, type PositionOrder, type PositionSide, type SourceTrade, type VirtualPosition } from './types';

/** What the Trade order modal asks for. */
export type NewPosition = {
  readonly id: string;
  readonly time: number;
  readonly openedBy: string | null;
  readonly market: PositionMarket;
  readonly side: PositionSide;
  /** Quote-token amount. */
  readonly amount: Amount;
  /** unit_price of the entry (base per 1 quote × 10^8). */
  readonly entryPrice: bigint;
  readonly basePrecision: number;
  readonly sourceTrades?: readonly SourceTrade[];
};

/** Why a position was not added: SPEC §5 ignores a price of 0 or less (or past a unit_price's 64 bits); §4 refuses a source trade already used. */
export type AddRefusal = 'price' | 'amount' | 'sourceTrade' | 'id';

export type AddOutcome =
  { readonly ok: true; readonly positions: VirtualPosition[]; readonly position: VirtualPosition } | { readonly ok: false; readonly reason: AddRefusal };

const sameTrade = (a: SourceTrade, b: SourceTrade) => a.trxId === b.trxId && a.actionOrdinal === b.actionOrdinal;

/** Adds an open position with no order, unless its price or amount is not positive or one of its source trades is already in the user's positions. */
export function addPosition(positions: readonly VirtualPosition[], input: NewPosition): AddOutcome {
  if (input.entryPrice <= 0n || input.entryPrice > MAX_UNIT_PRICE) return { ok: false, reason: 'price' };
  if (input.amount.units <= 0n) return { ok: false, reason: 'amount' };
  let value: Amount;
  try {
    value = valueAt(input.amount, input.entryPrice, input.basePrecision);
  } catch {
    // Worth more than an asset can hold.
    return { ok: false, reason: 'amount' };
  }
  if (positions.some((position) => position.id === input.id)) return { ok: false, reason: 'id' };
  const trades = input.sourceTrades ?? [];
  const used = positions.some(
    (position) => position.openedBy === input.openedBy && position.sourceTrades.some((trade) => trades.some((t) => sameTrade(t, trade))),
  );
  if (used) return { ok: false, reason: 'sourceTrade' };
  const position: VirtualPosition = {
    id: input.id,
    time: input.time,
    updatedTime: input.time,
    openedBy: input.openedBy,
    src: input.market.src,
    pairId: input.market.pairId,
    status: 'open',
    side: input.side,
    amount: input.amount,
    value,
    entryPrice: input.entryPrice,
    sourceTrades: trades.filter((trade, index) => trades.findIndex((other) => sameTrade(other, trade)) === index),
    openedOrder: null,
  };
  return { ok: true, positions: [...positions, position], position };
}

const replaceWhere = (
  positions: readonly VirtualPosition[],
  test: (position: VirtualPosition) => boolean,
  change: (position: VirtualPosition) => VirtualPosition,
) => positions.map((position) => (test(position) ? change(position) : position));

/**
 * An open position without an order whose order went through: pending from `since`, the time the
 * placing started (the order's chain time, in whole seconds, is at or after it; see `takesOrder`).
 */
export function markPending(positions: readonly VirtualPosition[], id: string, since: number): VirtualPosition[] {
  return replaceWhere(
    positions,
    (position) => position.id === id && position.status === 'open' && position.openedOrder === null,
    (position) => ({ ...position, status: 'pending', updatedTime: since }),
  );
}

/** SPEC §4: an order placed at `timestamp` (unix s) may belong to a position pending since `updatedTime` (ms): 1000 + 1000 × timestamp ≥ updatedTime. */
export function takesOrder(updatedTime: number, order: PositionOrder): boolean {
  return 1000 + 1000 * order.timestamp >= updatedTime;
}

const byPlacement = (a: PositionOrder, b: PositionOrder) =>
  a.timestamp - b.timestamp || (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0);

/** What a reconcile changed: the new list and the positions that changed in it. */
export type Reconciled = { readonly positions: VirtualPosition[]; readonly changed: VirtualPosition[] };

/**
 * Brings the positions of `account` in `market` in line with the user's orders there (all of them,
 * read from a synced book): an open position whose order is gone is filled; then each pending
 * position, most recently updated first, takes the first order (oldest placement first) of its
 * side that no position holds and that `takesOrder` allows, and is open with it.
 */
export function reconcile(
  positions: readonly VirtualPosition[],
  market: PositionMarket,
  account: string | null,
  orders: readonly PositionOrder[],
  now: number,
): Reconciled {
  const resting = new Set(orders.map((order) => order.id));
  const mine = (position: VirtualPosition) => isPositionOf(position, market, account);
  const changed = new Map<string, VirtualPosition>();
  let next = replaceWhere(
    positions,
    (position) => mine(position) && position.status === 'open' && position.openedOrder !== null && !resting.has(position.openedOrder.id),
    (position) => ({ ...position, status: 'filled', updatedTime: now }),
  );
  next.forEach((position, index) => position !== positions[index] && changed.set(position.id, position));

  // An order id is unique within its market: any position of the market holding it has consumed it.
  const consumed = new Set(next.filter((p) => p.src === market.src && p.pairId === market.pairId && p.openedOrder).map((p) => p.openedOrder!.id));
  const free = [...orders].sort(byPlacement);
  const pending = next
    .filter((position) => mine(position) && position.status === 'pending')
    .sort((a, b) => b.updatedTime - a.updatedTime || (a.id < b.id ? -1 : 1));
  for (const position of pending) {
    const side = orderSideOf(position.side);
    const order = free.find((candidate) => !consumed.has(candidate.id) && candidate.side === side && takesOrder(position.updatedTime, candidate));
    if (order === undefined) continue;
    consumed.add(order.id);
    const opened: VirtualPosition = { ...position, status: 'open', openedOrder: order, updatedTime: now };
    next = next.map((candidate) => (candidate.id === position.id ? opened : candidate));
    changed.set(opened.id, opened);
  }
  return { positions: next, changed: [...changed.values()] };
}

/** SPEC §4: cancelling an order removes it from the positions it is attached to (open again, with no order). */
export function detachOrder(positions: readonly VirtualPosition[], market: PositionMarket, orderId: string, now: number): VirtualPosition[] {
  return replaceWhere(
    positions,
    (position) => position.src === market.src && position.pairId === market.pairId && position.status === 'open' && position.openedOrder?.id === orderId,
    (position) => ({ ...position, openedOrder: null, updatedTime: now }),
  );
}

/** SPEC §4: a position can be deleted by id. */
export function deletePosition(positions: readonly VirtualPosition[], id: string): VirtualPosition[] {
  return positions.filter((position) => position.id !== id);
}
