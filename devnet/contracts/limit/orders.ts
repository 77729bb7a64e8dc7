/** Opening and cancelling limit orders on `calcormining`. */
import { LIMIT_SCALE_POWER, limitUnitPrice } from '../../../src/core/actions/limit';
import { type AssetValue, type ExtendedAssetValue } from '../../chain/core/asset';
import type { ActionContext } from '../../chain/exec/framework';
import { asset, log, payOut } from '../orderbook/effects';
import { adjustBalance, requireSlot } from './balances';
import { requireToken, takeOrderId } from './registry';
import { ordersTable, tokensTable, type LimitOrderRow } from './tables';

const MAX_UINT128 = (1n << 128n) - 1n;

/**
 * Opens an order bidding `bid` for `ask`; the row is paid by `payer` (the contract inside a
 * notification). The owner must hold an open slot of the ask token: fills credit it there.
 */
export function createOrder(ctx: ActionContext, owner: string, bid: ExtendedAssetValue, ask: ExtendedAssetValue, payer: string): LimitOrderRow {
  const bidToken = requireToken(ctx, bid.contract, bid.quantity.symbol);
  const askToken = requireToken(ctx, ask.contract, ask.quantity.symbol);
  ctx.check(bidToken.id !== askToken.id, 'an order needs two different tokens');
  ctx.check(bid.quantity.amount > 0n && ask.quantity.amount > 0n, 'an order must bid and ask positive amounts');
  requireSlot(ctx, owner, ask.contract, ask.quantity.symbol);
  const unitPrice = limitUnitPrice(bid.quantity.amount, ask.quantity.amount, bid.quantity.symbol.precision, ask.quantity.symbol.precision);
  ctx.check(unitPrice > 0n && unitPrice <= MAX_UINT128, 'the order price is out of range');
  const order: LimitOrderRow = {
    id: takeOrderId(ctx),
    owner,
    bid: bid.quantity,
    ask: ask.quantity,
    initial_bid: bid.quantity,
    initial_ask: ask.quantity,
    bid_token: bidToken.id,
    ask_token: askToken.id,
    unit_price: unitPrice,
    scale_power: LIMIT_SCALE_POWER,
    timestamp: ctx.timeSec(),
  };
  ctx.table(ordersTable, ctx.self).insert(payer, order);
  return order;
}

/** `openorder` {owner, bid, ask}: an order funded from the owner's deposited balance. */
export function openorder(ctx: ActionContext, { owner, bid, ask }: { owner: string; bid: ExtendedAssetValue; ask: ExtendedAssetValue }): void {
  ctx.requireAuth(owner);
  ctx.check(bid.quantity.amount > 0n, 'an order must bid and ask positive amounts');
  adjustBalance(ctx, owner, bid.contract, asset(-bid.quantity.amount, bid.quantity.symbol));
  createOrder(ctx, owner, bid, ask, owner);
}

/** Why an order left the book, as `logorderclose` reports it. */
export type CloseReason = 'fill' | 'cancel';

/** Sends `logorderclose` (SPEC §3 "Order history record"): bid and ask are what was still open at the close. */
export function logClose(ctx: ActionContext, order: LimitOrderRow, reason: CloseReason, bid: AssetValue, ask: AssetValue): void {
  const tokens = ctx.table(tokensTable, ctx.self);
  const bidToken = tokens.get(order.bid_token).token;
  const askToken = tokens.get(order.ask_token).token;
  log(ctx, 'logorderclose', {
    owner: order.owner,
    order_id: order.id,
    reason,
    bid_contract: bidToken.contract,
    bid_code: bidToken.sym.code,
    ask_contract: askToken.contract,
    ask_code: askToken.sym.code,
    initial_bid: order.initial_bid,
    initial_ask: order.initial_ask,
    bid,
    ask,
  });
}

/** `cancelorders` {owner, orders_id}: closes the owner's orders and pays each remaining bid straight back. */
export function cancelorders(ctx: ActionContext, { owner, orders_id }: { owner: string; orders_id: bigint[] }): void {
  ctx.requireAuth(owner);
  ctx.check(orders_id.length > 0, 'cancel at least one order');
  ctx.check(new Set(orders_id).size === orders_id.length, 'an order is listed twice');
  const orders = ctx.table(ordersTable, ctx.self);
  for (const id of orders_id) {
    const order = orders.get(id, `no order ${id}`);
    ctx.check(order.owner === owner, `order ${id} belongs to ${order.owner}, not ${owner}`);
    orders.erase(order);
    logClose(ctx, order, 'cancel', order.bid, order.ask);
    const bidContract = ctx.table(tokensTable, ctx.self).get(order.bid_token).token.contract;
    payOut(ctx, bidContract, owner, order.bid, `cancel:${id}`);
  }
}
