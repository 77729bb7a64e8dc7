/** Deposit balances: transfers with memo `deposit` wait here until `addliquid` spends them or `withdraw` returns them. */
import type { ActionContext, AssetValue, ExtendedAssetValue } from '../../chain';
import { addAssets, formatAsset, subAssets } from '../../chain';
import { sameToken, tokenLabel } from './state';
import { depositsTable, type DepositRow } from './tables';

function findDeposit(ctx: ActionContext, owner: string, token: ExtendedAssetValue): DepositRow | undefined {
  for (const row of ctx.table(depositsTable, owner).rows()) if (sameToken(row.balance, token)) return row;
  return undefined;
}

/** Credits a received transfer to the owner's deposit of that token. */
export function creditDeposit(ctx: ActionContext, owner: string, received: ExtendedAssetValue): void {
  const table = ctx.table(depositsTable, owner);
  const row = findDeposit(ctx, owner, received);
  if (row) table.modify(row, null, { ...row, balance: { ...row.balance, quantity: addAssets(row.balance.quantity, received.quantity) } });
  else table.insert(ctx.self, { id: table.availablePrimaryKey(), balance: received });
}

/** Spends `amount` of the owner's deposit of `token` (nothing for zero); the row goes when emptied. */
export function debitDeposit(ctx: ActionContext, owner: string, token: ExtendedAssetValue, amount: AssetValue): void {
  if (amount.amount === 0n) return;
  const row = findDeposit(ctx, owner, token);
  const held = row?.balance.quantity.amount ?? 0n;
  ctx.check(
    row && held >= amount.amount,
    `insufficient deposit of ${tokenLabel(token)}: ${formatAsset(amount)} needed, ${formatAsset({ amount: held, symbol: amount.symbol })} deposited`,
  );
  const table = ctx.table(depositsTable, owner);
  if (held === amount.amount) table.erase(row);
  else table.modify(row, null, { ...row, balance: { ...row.balance, quantity: subAssets(row.balance.quantity, amount) } });
}

/** Sends `quantity` of a token from the contract with an inline transfer (nothing for zero). */
export function payOut(ctx: ActionContext, contract: string, to: string, quantity: AssetValue, memo: string): void {
  if (quantity.amount === 0n) return;
  ctx.sendInline({
    account: contract,
    name: 'transfer',
    authorization: [{ actor: ctx.self, permission: 'active' }],
    data: { from: ctx.self, to, quantity, memo },
  });
}

/** withdraw{owner}: pays back every unused deposit of the owner (nothing when none is left). */
export function withdraw(ctx: ActionContext, { owner }: { owner: string }): void {
  ctx.requireAuth(owner);
  const table = ctx.table(depositsTable, owner);
  for (const row of [...table.rows()]) {
    payOut(ctx, row.balance.contract, owner, row.balance.quantity, 'withdraw');
    table.erase(row);
  }
}
