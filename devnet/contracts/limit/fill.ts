/**
 * Filling a limit order: anyone (a keeper, a trader) transfers the order's ask token with memo
 * `fill:<order id>`. The filler is paid the bid share (less the taker fee) by transfer; what was paid
 * (less the maker fee) is credited to the owner's balance in the contract, which the owner withdraws;
 * fees stay in the contract's own balance.
 */
import { limitFillPayout } from '../../../src/core/actions/limit';
import { feeOf } from '../../../src/core/actions/orderbook';
import { formatAsset, type AssetValue } from '../../chain/core/asset';
import type { ActionContext } from '../../chain/exec/framework';
import { asset, log, payOut } from '../orderbook/effects';
import { adjustBalance } from './balances';
import { logClose } from './orders';
import { getConfig } from './registry';
import { ordersTable, tokensTable } from './tables';

/** Fills order `orderId` with `quantity` of `tokenContract`'s token sent by `filler`; any excess goes back. */
export function fillOrder(ctx: ActionContext, filler: string, tokenContract: string, quantity: AssetValue, orderId: bigint): void {
  const orders = ctx.table(ordersTable, ctx.self);
  const order = orders.get(orderId, `no order ${orderId}`);
  const tokens = ctx.table(tokensTable, ctx.self);
  const askToken = tokens.get(order.ask_token).token;
  const bidToken = tokens.get(order.bid_token).token;
  ctx.check(
    askToken.contract === tokenContract && askToken.sym.code === quantity.symbol.code,
    `order ${orderId} asks for ${askToken.sym.code}@${askToken.contract}`,
  );
  ctx.check(filler !== order.owner, 'cannot fill your own order: cancel it instead');
  const paid = quantity.amount < order.ask.amount ? quantity.amount : order.ask.amount;
  const out = limitFillPayout(
    { initialBid: order.initial_bid.amount, initialAsk: order.initial_ask.amount, bid: order.bid.amount, ask: order.ask.amount },
    paid,
  );
  ctx.check(out > 0n, `fill too small: ${formatAsset(asset(paid, quantity.symbol))} buys less than one unit of ${bidToken.sym.code}`);
  const config = getConfig(ctx);
  const feeTaker = asset(feeOf(out, config.fee), order.bid.symbol);
  const feeMaker = asset(feeOf(paid, config.maker_fee), order.ask.symbol);
  const next = { ...order, bid: asset(order.bid.amount - out, order.bid.symbol), ask: asset(order.ask.amount - paid, order.ask.symbol) };

  if (next.ask.amount === 0n) orders.erase(order);
  else orders.modify(order, null, next);
  if (feeTaker.amount > 0n) adjustBalance(ctx, ctx.self, bidToken.contract, feeTaker);
  if (feeMaker.amount > 0n) adjustBalance(ctx, ctx.self, askToken.contract, feeMaker);
  payOut(ctx, bidToken.contract, filler, asset(out - feeTaker.amount, order.bid.symbol), `fill:${orderId}`);
  adjustBalance(ctx, order.owner, askToken.contract, asset(paid - feeMaker.amount, order.ask.symbol));
  payOut(ctx, tokenContract, filler, asset(quantity.amount - paid, quantity.symbol), `refund:${orderId}`);
  log(ctx, 'logorderfill', {
    owner: order.owner,
    order_id: orderId,
    prev_bid: order.bid,
    new_bid: next.bid,
    prev_ask: order.ask,
    new_ask: next.ask,
    fee_taker: feeTaker,
    fee_maker: feeMaker,
    filler,
  });
  if (next.ask.amount === 0n) logClose(ctx, order, 'fill', next.bid, next.ask);
}
