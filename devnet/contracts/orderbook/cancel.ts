/** `cancelbuy` / `cancelsell` {executor, market_id, order_id}: the owner takes its order off the book and gets its bid back. */
import type { BookSide } from '../../../src/core/actions/orderbook';
import type { ActionContext, ActionHandler } from '../../chain/exec/framework';
import { logOrder, payOut } from './effects';
import { sideTokens } from './market';
import { marketsTable, orderTableOf } from './tables';

/** Cancel action data. */
export interface CancelData {
  readonly executor: string;
  readonly market_id: bigint;
  readonly order_id: bigint;
}

/** The cancel handler of one side; works on frozen markets too, so funds can always leave. */
export function cancelOrder(side: BookSide): ActionHandler<CancelData> {
  return (ctx: ActionContext, { executor, market_id, order_id }: CancelData) => {
    ctx.requireAuth(executor);
    const market = ctx.table(marketsTable, ctx.self).get(market_id, `unknown market ${market_id}`);
    const book = ctx.table(orderTableOf(side), market_id);
    const order = book.get(order_id, `no ${side} order ${order_id} in market ${market_id}`);
    ctx.check(order.account === executor, `order ${order_id} belongs to ${order.account}, not ${executor}`);
    book.erase(order);
    logOrder(ctx, market_id, side, false, 'cancel', order);
    payOut(ctx, sideTokens(market, side).bid.contract, executor, order.bid, `cancel:${market_id}:${order_id}`);
  };
}
