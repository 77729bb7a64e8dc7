/** Tokens as the v2 contracts see them: extended symbols, checks against the token contract, payouts. */
import { formatSymbol, sameSymbol, symbolCodeToU64, type AssetValue, type SymbolValue } from '../../../chain/core/asset';
import type { ActionContext } from '../../../chain/exec/framework';
import { statTable } from '../../token/tables';

/** CDT's extended_symbol: a token is its symbol (code and precision) and its contract. */
export interface ExtSym {
  readonly sym: SymbolValue;
  readonly contract: string;
}

/** `8,WAX@eosio.token`, for messages. */
export function formatExt(token: ExtSym): string {
  return `${formatSymbol(token.sym)}@${token.contract}`;
}

/** Same contract, code and precision. */
export function sameExt(a: ExtSym, b: ExtSym): boolean {
  return a.contract === b.contract && sameSymbol(a.sym, b.sym);
}

/** An amount of a token. */
export function assetOf(token: ExtSym, amount: bigint): AssetValue {
  return { amount, symbol: token.sym };
}

/** Aborts unless `token` names an existing token of its contract, at that precision. */
export function requireExistingToken(ctx: ActionContext, token: ExtSym): void {
  ctx.check(ctx.isAccount(token.contract), `token contract ${token.contract} does not exist`);
  const code = symbolCodeToU64(token.sym.code);
  const stat = ctx.readTable(token.contract, statTable, code).find(code);
  ctx.check(stat !== undefined, `token ${formatExt(token)} does not exist`);
  ctx.check(sameSymbol(stat.supply.symbol, token.sym), `token ${formatExt(token)} has precision ${stat.supply.symbol.precision}`);
}

/** Sends `amount` of `token` from the contract to `to` (nothing for zero: eosio.token refuses it). */
export function payOut(ctx: ActionContext, token: ExtSym, to: string, amount: bigint, memo: string): void {
  if (amount <= 0n) return;
  ctx.sendInline({
    account: token.contract,
    name: 'transfer',
    authorization: [{ actor: ctx.self, permission: 'active' }],
    data: { from: ctx.self, to, quantity: assetOf(token, amount), memo },
  });
}
