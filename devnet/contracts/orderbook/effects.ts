/** What `alcordexmain` sends: payouts as inline token transfers, and logs as inline actions to itself. */
import { bookTable, type BookSide } from '../../../src/core/actions/orderbook';
import type { AssetValue, SymbolValue } from '../../chain/core/asset';
import type { ActionContext } from '../../chain/exec/framework';
import type { MarketRow, OrderRow } from './tables';

/** Why an order row changed, as `logorder` reports it. */
export type OrderChange = 'place' | 'fill' | 'cancel';

/** Pays `quantity` of the token issued by `tokenContract` to `to`; nothing for zero. */
export function payOut(ctx: ActionContext, tokenContract: string, to: string, quantity: AssetValue, memo: string): void {
  if (quantity.amount <= 0n) return;
  ctx.sendInline({
    account: tokenContract,
    name: 'transfer',
    authorization: [{ actor: ctx.self, permission: 'active' }],
    data: { from: ctx.self, to, quantity, memo },
  });
}

/** Sends a log action to the contract itself. */
export function log(ctx: ActionContext, name: string, data: unknown): void {
  ctx.sendInline({ account: ctx.self, name, authorization: [{ actor: ctx.self, permission: 'active' }], data });
}

/** `logorder`: one row of a book side after a change (present false when it left the book), like a table delta. */
export function logOrder(ctx: ActionContext, marketId: bigint, side: BookSide, present: boolean, reason: OrderChange, order: OrderRow): void {
  log(ctx, 'logorder', { market_id: marketId, table: bookTable(side), present, reason, order });
}

/** A fill as `buymatch` / `sellmatch` logs it, from the taker's order: it gave `bid` and got `ask`. */
export interface MatchFacts {
  readonly market: MarketRow;
  readonly takerSide: BookSide;
  readonly taker: string;
  readonly maker: string;
  readonly bid: AssetValue;
  readonly ask: AssetValue;
  readonly unitPrice: bigint;
}

/** `buymatch` when the taker buys, `sellmatch` when it sells; amounts are gross, before fees. */
export function logMatch(ctx: ActionContext, facts: MatchFacts): void {
  const record = { market: facts.market, ask: facts.ask, bid: facts.bid, asker: facts.maker, bidder: facts.taker, unit_price: facts.unitPrice };
  log(ctx, facts.takerSide === 'buy' ? 'buymatch' : 'sellmatch', { record });
}

/** An asset of `amount` units in `symbol`. */
export function asset(amount: bigint, symbol: SymbolValue): AssetValue {
  return { amount, symbol };
}
