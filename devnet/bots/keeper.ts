/**
 * The limit-order keeper: fills calcormining orders once a route reaches their price. For an order
 * giving `bid` and asking `ask`, selling the whole bid along the best route must yield at least the
 * ask; the keeper then pays the ask (`fill:<id>`) from its own inventory and takes the bid, as an
 * arbitrageur would before selling it on.
 */
import { encodeLimitTransfer } from '../../src/core/actions/limit';
import { makeAmount } from '../../src/core/amount';
import type { ActionInput, Chain } from '../chain';
import { tokensTable, ordersTable, type LimitOrderRow } from '../contracts/limit/tables';
import type { TokenRef } from '../services/indexer/types';
import { LIMIT_CONTRACT } from '../seed/genesis/limit';
import { KEEPER } from '../seed/plan/accounts';

/** Units of `ask` a route gives for `bidUnits` of `bid` now, or null when no route exists. */
export type RouteQuote = (bid: TokenRef, ask: TokenRef, bidUnits: bigint) => bigint | null;

/** Checks the open orders and fills the ones a route reaches. */
export class LimitKeeper {
  constructor(
    private readonly chain: Chain,
    private readonly quote: RouteQuote,
    private readonly owner = KEEPER,
  ) {}

  private tokenOf(id: bigint): TokenRef | undefined {
    const row = this.chain.table(LIMIT_CONTRACT, tokensTable, LIMIT_CONTRACT).find(id);
    return row && { contract: row.token.contract, code: row.token.sym.code, precision: row.token.sym.precision };
  }

  /** True when selling what the order bids buys at least what it asks. */
  reachable(order: LimitOrderRow): boolean {
    if (order.owner === this.owner || order.ask.amount <= 0n) return false;
    const bid = this.tokenOf(order.bid_token);
    const ask = this.tokenOf(order.ask_token);
    if (!bid || !ask) return false;
    const out = this.quote(bid, ask, order.bid.amount);
    return out !== null && out >= order.ask.amount;
  }

  /** The fills to send now (at most `limit`). */
  fills(limit = 20): ActionInput[] {
    const actions: ActionInput[] = [];
    for (const order of this.chain.table(LIMIT_CONTRACT, ordersTable, LIMIT_CONTRACT).rows()) {
      if (actions.length >= limit) break;
      if (!this.reachable(order)) continue;
      const ask = this.tokenOf(order.ask_token)!;
      const paid = { amount: makeAmount(order.ask.amount, ask.precision), ticker: ask.code, contract: ask.contract };
      actions.push({ ...encodeLimitTransfer(this.owner, paid, { kind: 'fill', orderId: order.id }, LIMIT_CONTRACT), authorization: [`${this.owner}@active`] });
    }
    return actions;
  }
}
