/** Config and token registry of `calcormining`: setconfig, addtoken, and lookups the other actions share. */
import { FEE_BASIS } from '../../../src/core/actions/orderbook';
import { sameSymbol, type SymbolValue } from '../../chain/core/asset';
import type { ActionContext } from '../../chain/exec/framework';
import { checkToken } from '../orderbook/admin';
import type { ExtendedSymbol } from '../orderbook/tables';
import { CONFIG_KEY, configTable, tokenKey, tokensTable, type ConfigRow, type TokenRow } from './tables';

/** The config; asserts the contract was configured. */
export function getConfig(ctx: ActionContext): ConfigRow {
  return ctx.table(configTable, ctx.self).get(CONFIG_KEY, 'the contract is not configured: call setconfig');
}

/** Takes the next order id. */
export function takeOrderId(ctx: ActionContext): bigint {
  const table = ctx.table(configTable, ctx.self);
  const config = table.get(CONFIG_KEY, 'the contract is not configured: call setconfig');
  table.modify(config, null, { ...config, next_order_id: config.next_order_id + 1n });
  return config.next_order_id;
}

/** `setconfig` {fee, maker_fee}: fees in basis points, set by the contract. */
export function setconfig(ctx: ActionContext, { fee, maker_fee }: { fee: number; maker_fee: number }): void {
  ctx.requireAuth(ctx.self);
  ctx.check(BigInt(fee) < FEE_BASIS && BigInt(maker_fee) < FEE_BASIS, 'fees must be below 10000 basis points');
  const table = ctx.table(configTable, ctx.self);
  const current = table.find(CONFIG_KEY);
  if (current) table.modify(current, null, { ...current, fee, maker_fee });
  else table.insert(ctx.self, { fee, maker_fee, next_order_id: 1n });
}

const describe = (contract: string, symbol: SymbolValue): string => `${symbol.precision},${symbol.code}@${contract}`;

/** The registered token of `contract` with `symbol`; asserts it is registered with that precision. */
export function requireToken(ctx: ActionContext, contract: string, symbol: SymbolValue): TokenRow {
  const row = ctx.table(tokensTable, ctx.self).index('bytoken').find(tokenKey(contract, symbol.code));
  ctx.check(row !== undefined, `token ${describe(contract, symbol)} is not registered: call addtoken`);
  ctx.check(sameSymbol(row.token.sym, symbol), `wrong precision: ${symbol.code}@${contract} has ${row.token.sym.precision} decimals`);
  return row;
}

/** `addtoken` {owner, token}: registers an existing token (the owner pays its row). */
export function addtoken(ctx: ActionContext, { owner, token }: { owner: string; token: ExtendedSymbol }): void {
  ctx.requireAuth(owner);
  checkToken(ctx, token);
  const tokens = ctx.table(tokensTable, ctx.self);
  const existing = tokens.index('bytoken').find(tokenKey(token.contract, token.sym.code));
  ctx.check(existing === undefined, `token ${describe(token.contract, token.sym)} is already registered as id ${existing?.id}`);
  tokens.insert(owner, { id: tokens.availablePrimaryKey(), token });
}
