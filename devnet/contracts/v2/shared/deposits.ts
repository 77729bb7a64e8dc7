/**
 * Pending deposits: tokens a user transferred with a deposit memo wait here (table `deposits`,
 * scope = owner, one row per token) until the venue's add-liquidity action spends them. The
 * contract pays the RAM, as a notification cannot bill the sender.
 */
import { addAssets, type ExtendedAssetValue } from '../../../chain/core/asset';
import { defineTable, type ActionContext } from '../../../chain/exec/framework';
import { sameExt, type ExtSym } from './tokens';

/** `deposits` row. */
export interface PendingDepositRow {
  readonly id: bigint;
  readonly balance: ExtendedAssetValue;
}

/** Pending deposits of one owner (scope = owner). */
export const depositsTable = defineTable<PendingDepositRow>({ name: 'deposits', type: 'pending_deposit', primaryKey: (row) => row.id });

const tokenOf = (row: PendingDepositRow): ExtSym => ({ sym: row.balance.quantity.symbol, contract: row.balance.contract });

function find(ctx: ActionContext, owner: string, token: ExtSym): PendingDepositRow | undefined {
  for (const row of ctx.table(depositsTable, owner).rows()) if (sameExt(tokenOf(row), token)) return row;
  return undefined;
}

/** Adds a received transfer to the owner's pending balance of that token. */
export function creditDeposit(ctx: ActionContext, owner: string, token: ExtSym, amount: bigint): void {
  const table = ctx.table(depositsTable, owner);
  const row = find(ctx, owner, token);
  const quantity = { amount, symbol: token.sym };
  if (row) table.modify(row, ctx.self, { ...row, balance: { ...row.balance, quantity: addAssets(row.balance.quantity, quantity) } });
  else table.insert(ctx.self, { id: table.availablePrimaryKey(), balance: { quantity, contract: token.contract } });
}

/** Removes and returns the owner's whole pending balance of a token (0 when there is none). */
export function takeDeposit(ctx: ActionContext, owner: string, token: ExtSym): bigint {
  const row = find(ctx, owner, token);
  if (!row) return 0n;
  ctx.table(depositsTable, owner).erase(row);
  return row.balance.quantity.amount;
}
