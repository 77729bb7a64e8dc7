/**
 * LP tokens the swap contract issues itself (`swap.taco`, `swap.adex`): the contract carries
 * eosio.token's `accounts` / `stat` tables and `transfer` / `open` / `close`, so wallets read and
 * move LP balances as any token. Minting and burning write those tables directly.
 */
import { addAssets, MAX_ASSET_AMOUNT, subAssets, symbolCodeToU64, type AssetValue } from '../../../chain/core/asset';
import type { AbiStruct } from '../../../chain/abi/types';
import type { ActionContext, ActionHandler } from '../../../chain/exec/framework';
import { TOKEN_ABI } from '../../token/abi';
import { accountsTable, statTable } from '../../token/tables';
import { tokenContract } from '../../token/token';
import { LP_PRECISION } from '../../../../src/core/actions/v2';

const LEDGER_ACTIONS = ['transfer', 'open', 'close'] as const;

/** The token structs the LP ledger needs. */
export const LEDGER_STRUCTS: AbiStruct[] = TOKEN_ABI.structs.filter((s) => ['account', 'currency_stats', ...LEDGER_ACTIONS].includes(s.name));
/** The ledger's ABI tables and table definitions. */
export const LEDGER_TABLES = [
  { name: 'accounts', type: 'account' },
  { name: 'stat', type: 'currency_stats' },
];
export const LEDGER_TABLE_DEFS = [accountsTable, statTable];

function tokenAction(name: (typeof LEDGER_ACTIONS)[number]): ActionHandler<never> {
  const handler = tokenContract.actions[name];
  if (!handler) throw new Error(`eosio.token has no ${name} action`);
  return handler;
}

/** eosio.token's handlers for the LP symbols. */
export const ledgerActions = { transfer: tokenAction('transfer'), open: tokenAction('open'), close: tokenAction('close') };

const lp = (code: string, amount: bigint): AssetValue => ({ amount, symbol: { precision: LP_PRECISION, code } });

/** Creates an LP symbol with the contract as issuer. */
export function createLedgerLp(ctx: ActionContext, code: string): void {
  const key = symbolCodeToU64(code);
  const stats = ctx.table(statTable, key);
  ctx.check(stats.find(key) === undefined, `LP token ${code} already exists`);
  stats.insert(ctx.self, { supply: lp(code, 0n), max_supply: lp(code, MAX_ASSET_AMOUNT), issuer: ctx.self });
}

/** Adds LP units to the owner's balance and the supply. */
export function mintLedgerLp(ctx: ActionContext, owner: string, code: string, units: bigint): void {
  const key = symbolCodeToU64(code);
  const stats = ctx.table(statTable, key);
  const stat = stats.get(key, `LP token ${code} does not exist`);
  stats.modify(stat, null, { ...stat, supply: addAssets(stat.supply, lp(code, units)) });
  const accounts = ctx.table(accountsTable, owner);
  const row = accounts.find(key);
  if (row) accounts.modify(row, null, { balance: addAssets(row.balance, lp(code, units)) });
  else accounts.insert(ctx.self, { balance: lp(code, units) });
}

/** Takes LP units from the owner's balance and the supply; aborts when the balance is short. */
export function burnLedgerLp(ctx: ActionContext, owner: string, code: string, units: bigint): void {
  const key = symbolCodeToU64(code);
  const accounts = ctx.table(accountsTable, owner);
  const row = accounts.find(key);
  const held = row?.balance.amount ?? 0n;
  ctx.check(row !== undefined && held >= units, `insufficient LP balance: ${owner} holds ${held} ${code}, needs ${units}`);
  accounts.modify(row, null, { balance: subAssets(row.balance, lp(code, units)) });
  const stats = ctx.table(statTable, key);
  const stat = stats.get(key, `LP token ${code} does not exist`);
  stats.modify(stat, null, { ...stat, supply: subAssets(stat.supply, lp(code, units)) });
}

/** LP units in circulation. */
export function ledgerSupply(ctx: ActionContext, code: string): bigint {
  const key = symbolCodeToU64(code);
  return ctx.table(statTable, key).get(key, `LP token ${code} does not exist`).supply.amount;
}
