/** eosio.token's tables and action data, as plain values. */
import { symbolCodeToU64, type AssetValue, type SymbolValue } from '../../chain/core/asset';
import { defineTable } from '../../chain/exec/framework';

/** `accounts` row (scope = owner). */
export interface TokenBalanceRow {
  readonly balance: AssetValue;
}

/** `stat` row (scope = symbol code). */
export interface CurrencyStatsRow {
  readonly supply: AssetValue;
  readonly max_supply: AssetValue;
  readonly issuer: string;
}

/** Balances, keyed by symbol code. */
export const accountsTable = defineTable<TokenBalanceRow>({ name: 'accounts', type: 'account', primaryKey: (row) => symbolCodeToU64(row.balance.symbol.code) });

/** Supply per token, keyed by symbol code. */
export const statTable = defineTable<CurrencyStatsRow>({ name: 'stat', type: 'currency_stats', primaryKey: (row) => symbolCodeToU64(row.supply.symbol.code) });

export interface CreateData {
  readonly issuer: string;
  readonly maximum_supply: AssetValue;
}
export interface IssueData {
  readonly to: string;
  readonly quantity: AssetValue;
  readonly memo: string;
}
export interface RetireData {
  readonly quantity: AssetValue;
  readonly memo: string;
}
export interface TransferData {
  readonly from: string;
  readonly to: string;
  readonly quantity: AssetValue;
  readonly memo: string;
}
export interface OpenData {
  readonly owner: string;
  readonly symbol: SymbolValue;
  readonly ram_payer: string;
}
export interface CloseData {
  readonly owner: string;
  readonly symbol: SymbolValue;
}
