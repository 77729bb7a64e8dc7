/** Finding the market a transfer trades on, and the sides' tokens. */
import type { BookSide } from '../../../src/core/actions/orderbook';
import type { ActionContext } from '../../chain/exec/framework';
import { marketsTable, type ExtendedSymbol, type MarketRow } from './tables';

/** A token by contract and symbol code (precision is checked separately, for a clear message). */
export interface TokenRef {
  readonly contract: string;
  readonly code: string;
}

const isToken = (token: ExtendedSymbol, ref: TokenRef): boolean => token.contract === ref.contract && token.sym.code === ref.code;

/** The market trading `give` for `ask`, and the side of such an order (giving base is a buy). */
export function findMarket(ctx: ActionContext, give: TokenRef, ask: TokenRef): { market: MarketRow; side: BookSide } | undefined {
  for (const market of ctx.table(marketsTable, ctx.self).rows()) {
    if (isToken(market.base_token, give) && isToken(market.quote_token, ask)) return { market, side: 'buy' };
    if (isToken(market.quote_token, give) && isToken(market.base_token, ask)) return { market, side: 'sell' };
  }
  return undefined;
}

/** The token an order of `side` gives (its bid) and the one it asks for. */
export function sideTokens(market: MarketRow, side: BookSide): { bid: ExtendedSymbol; ask: ExtendedSymbol } {
  return side === 'buy' ? { bid: market.base_token, ask: market.quote_token } : { bid: market.quote_token, ask: market.base_token };
}
