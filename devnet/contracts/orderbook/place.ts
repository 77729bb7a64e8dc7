/**
 * Placing orders: a token transfer to the contract whose memo is what the order asks, one extended
 * asset and nothing else (as the real `alcordexmain` reads it). A positive ask is a limit order: it
 * fills what crosses and rests the remainder at its unit_price. A zero ask is a market order: it
 * fills at any price and the remainder is refunded. Rows are paid by the contract, as a notification
 * cannot bill its sender.
 */
import { decodeOrderMemo, feeOf, MAX_UNIT_PRICE, orderUnitPrice, restingAsk, type BookSide } from '../../../src/core/actions/orderbook';
import { amountToDecimalString } from '../../../src/core/amount';
import { formatAsset } from '../../chain/core/asset';
import type { ActionContext } from '../../chain/exec/framework';
import type { TransferData } from '../token/tables';
import { asset, logOrder, payOut } from './effects';
import { findMarket, sideTokens } from './market';
import { matchTaker, type MatchResult } from './match';
import { orderTableOf, sequencesTable, type MarketRow } from './tables';

/** The taker's fee is taken once, on all it received, as the app's book walk quotes it. */
function payTaker(ctx: ActionContext, market: MarketRow, side: BookSide, owner: string, result: MatchResult): void {
  const { ask } = sideTokens(market, side);
  payOut(ctx, ask.contract, owner, asset(result.received - feeOf(result.received, market.fee), ask.sym), `trade:${market.id}`);
}

function refund(ctx: ActionContext, market: MarketRow, side: BookSide, owner: string, units: bigint): void {
  const { bid } = sideTokens(market, side);
  payOut(ctx, bid.contract, owner, asset(units, bid.sym), `refund:${market.id}`);
}

function nextOrderId(ctx: ActionContext, marketId: bigint): bigint {
  const sequences = ctx.table(sequencesTable, ctx.self);
  const row = sequences.get(marketId, `market ${marketId} has no order sequence`);
  sequences.modify(row, null, { ...row, next_order_id: row.next_order_id + 1n });
  return row.next_order_id;
}

function rest(ctx: ActionContext, market: MarketRow, side: BookSide, owner: string, bidUnits: bigint, askUnits: bigint, unitPrice: bigint): void {
  const { bid, ask } = sideTokens(market, side);
  const order = {
    id: nextOrderId(ctx, market.id),
    account: owner,
    bid: asset(bidUnits, bid.sym),
    ask: asset(askUnits, ask.sym),
    unit_price: unitPrice,
    timestamp: ctx.timeSec(),
  };
  ctx.table(orderTableOf(side), market.id).insert(ctx.self, order);
  logOrder(ctx, market.id, side, true, 'place', order);
}

/** The `*::transfer` notification: every transfer to the contract places an order. */
export function onTransfer(ctx: ActionContext, { from, to, quantity, memo }: TransferData): void {
  if (to !== ctx.self || from === ctx.self) return;
  const decoded = decodeOrderMemo(memo);
  ctx.check(decoded.ok, decoded.ok ? '' : decoded.reason);
  const { ask } = decoded.memo;
  const found = findMarket(ctx, { contract: ctx.code, code: quantity.symbol.code }, { contract: ask.contract, code: ask.ticker });
  ctx.check(found, `unknown market: no market trades ${quantity.symbol.code}@${ctx.code} for ${ask.ticker}@${ask.contract}`);
  const { market, side } = found;
  const tokens = sideTokens(market, side);
  ctx.check(
    ask.amount.precision === tokens.ask.sym.precision,
    `wrong precision: ${ask.ticker} has ${tokens.ask.sym.precision} decimals, the memo asks ${amountToDecimalString(ask.amount)} ${ask.ticker}`,
  );
  ctx.check(quantity.symbol.precision === tokens.bid.sym.precision, `wrong precision: the market trades ${tokens.bid.sym.precision},${tokens.bid.sym.code}`);
  ctx.check(market.frozen === 0, `market ${market.id} is frozen`);
  const minimum = side === 'buy' ? market.min_buy : market.min_sell;
  ctx.check(quantity.amount >= minimum.amount, `order below the market minimum of ${formatAsset(minimum)}`);

  const give = quantity.amount;
  const askUnits = ask.amount.units;
  if (askUnits === 0n) {
    const result = matchTaker(ctx, market, { side, owner: from, give, limit: undefined });
    ctx.check(result.received > 0n, 'market order filled nothing: no order at an acceptable price');
    payTaker(ctx, market, side, from, result);
    refund(ctx, market, side, from, result.remaining);
    return;
  }
  const [base, quote] = side === 'buy' ? [give, askUnits] : [askUnits, give];
  const unitPrice = orderUnitPrice(base, quote, market.base_token.sym.precision, market.quote_token.sym.precision);
  ctx.check(unitPrice <= MAX_UNIT_PRICE, `unit_price ${unitPrice} is out of range`);
  const result = matchTaker(ctx, market, { side, owner: from, give, limit: unitPrice });
  payTaker(ctx, market, side, from, result);
  if (result.remaining === 0n) return;
  // A remainder too small to buy one unit at a crossing price would rest crossed: refund it instead.
  if (result.dust) return refund(ctx, market, side, from, result.remaining);
  rest(ctx, market, side, from, result.remaining, result.remaining === give ? askUnits : restingAsk(result.remaining, give, askUnits), unitPrice);
}
