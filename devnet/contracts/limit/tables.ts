/** `calcormining` tables (all scoped by the contract): config, tokens, balances, orders. */
import { limitPairKey } from '../../../src/core/actions/limit';
import { symbolCodeToU64, type AssetValue, type ExtendedAssetValue } from '../../chain/core/asset';
import { nameToU64 } from '../../chain/core/name';
import { defineTable } from '../../chain/exec/framework';
import type { ExtendedSymbol } from '../orderbook/tables';

/** `config` singleton: taker fee (`fee`) and maker fee in basis points, and the next order id. */
export interface ConfigRow {
  readonly fee: number;
  readonly maker_fee: number;
  readonly next_order_id: bigint;
}

/** `tokens` row: a registered token and its id. */
export interface TokenRow {
  readonly id: bigint;
  readonly token: ExtendedSymbol;
}

/** `balances` row: an owner's deposited quantities, one slot per opened token. */
export interface BalanceRow {
  readonly owner: string;
  readonly quantities: readonly ExtendedAssetValue[];
}

/** `orders` row (SPEC §3 "Limit order"): bid/ask still open, as opened, token ids, price, unix seconds. */
export interface LimitOrderRow {
  readonly id: bigint;
  readonly owner: string;
  readonly bid: AssetValue;
  readonly ask: AssetValue;
  readonly initial_bid: AssetValue;
  readonly initial_ask: AssetValue;
  readonly bid_token: bigint;
  readonly ask_token: bigint;
  readonly unit_price: bigint;
  readonly scale_power: number;
  readonly timestamp: number;
}

/** The `tokens` index 2 (`bytoken`, i128) key: contract · 2^64 + symbol code. */
export function tokenKey(contract: string, code: string): bigint {
  return (nameToU64(contract) << 64n) | symbolCodeToU64(code);
}

/** The config row's primary key (CDT singletons use the table name). */
export const CONFIG_KEY = nameToU64('config');

export const configTable = defineTable<ConfigRow>({ name: 'config', type: 'config', primaryKey: () => CONFIG_KEY });
export const tokensTable = defineTable<TokenRow>({
  name: 'tokens',
  type: 'token',
  primaryKey: (row) => row.id,
  indexes: [{ name: 'bytoken', kind: 'i128', key: (row) => tokenKey(row.token.contract, row.token.sym.code) }],
});
export const balancesTable = defineTable<BalanceRow>({ name: 'balances', type: 'balance', primaryKey: (row) => nameToU64(row.owner) });
export const ordersTable = defineTable<LimitOrderRow>({
  name: 'orders',
  type: 'order',
  primaryKey: (row) => row.id,
  indexes: [
    { name: 'byowner', kind: 'i64', key: (row) => nameToU64(row.owner) },
    { name: 'bypair', kind: 'sha256', key: (row) => limitPairKey(row.bid_token, row.ask_token, row.owner) },
  ],
});
