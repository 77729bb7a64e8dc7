/** Admin actions of `alcordexmain` (signed by the contract): `newmarket` lists a market, `setfrozen` halts or resumes one. */
import { FEE_BASIS } from '../../../src/core/actions/orderbook';
import { sameSymbol, symbolCodeToU64, type AssetValue } from '../../chain/core/asset';
import type { ActionContext } from '../../chain/exec/framework';
import { statTable } from '../token/tables';
import { log } from './effects';
import { marketsTable, sequencesTable, type ExtendedSymbol } from './tables';

/** `newmarket` data: base is the price token (WAX), quote the traded token; fee in basis points. */
export interface NewMarketData {
  readonly base_token: ExtendedSymbol;
  readonly quote_token: ExtendedSymbol;
  readonly min_buy: AssetValue;
  readonly min_sell: AssetValue;
  readonly fee: number;
}

const sameToken = (a: ExtendedSymbol, b: ExtendedSymbol): boolean => a.contract === b.contract && a.sym.code === b.sym.code;

/** Asserts the token exists on its contract with this precision (its `stat` row). */
export function checkToken(ctx: ActionContext, token: ExtendedSymbol): void {
  const code = symbolCodeToU64(token.sym.code);
  const stat = ctx.isAccount(token.contract) ? ctx.readTable(token.contract, statTable, code).find(code) : undefined;
  ctx.check(stat !== undefined, `token ${token.sym.code}@${token.contract} does not exist`);
  ctx.check(sameSymbol(stat.supply.symbol, token.sym), `token ${token.sym.code}@${token.contract} has precision ${stat.supply.symbol.precision}`);
}

/** Lists a market: the tokens must exist, differ, and not be listed yet (in either order). */
export function newmarket(ctx: ActionContext, data: NewMarketData): void {
  ctx.requireAuth(ctx.self);
  const { base_token, quote_token, min_buy, min_sell, fee } = data;
  checkToken(ctx, base_token);
  checkToken(ctx, quote_token);
  ctx.check(!sameToken(base_token, quote_token), 'a market needs two different tokens');
  ctx.check(sameSymbol(min_buy.symbol, base_token.sym) && min_buy.amount >= 0n, 'min_buy must be a non-negative amount of the base token');
  ctx.check(sameSymbol(min_sell.symbol, quote_token.sym) && min_sell.amount >= 0n, 'min_sell must be a non-negative amount of the quote token');
  ctx.check(BigInt(fee) < FEE_BASIS, 'fee must be below 10000 basis points');
  const markets = ctx.table(marketsTable, ctx.self);
  for (const m of markets.rows()) {
    const listed =
      (sameToken(m.base_token, base_token) && sameToken(m.quote_token, quote_token)) ||
      (sameToken(m.base_token, quote_token) && sameToken(m.quote_token, base_token));
    ctx.check(!listed, `market ${m.id} already trades these tokens`);
  }
  const id = markets.availablePrimaryKey();
  markets.insert(ctx.self, { id, base_token, quote_token, min_buy, min_sell, frozen: 0, fee });
  ctx.table(sequencesTable, ctx.self).insert(ctx.self, { market_id: id, next_order_id: 1n });
  log(ctx, 'logpool', { pool_id: id, token0: base_token, token1: quote_token, fee, creator: ctx.self });
}

/** Freezes (no new orders) or unfreezes a market. */
export function setfrozen(ctx: ActionContext, { market_id, frozen }: { market_id: bigint; frozen: boolean }): void {
  ctx.requireAuth(ctx.self);
  const markets = ctx.table(marketsTable, ctx.self);
  const market = markets.get(market_id, `unknown market ${market_id}`);
  markets.modify(market, null, { ...market, frozen: frozen ? 1 : 0 });
}
