/**
 * Balances held by `calcormining`: `openbal` opens a slot per token (paid by the owner, so a later
 * credit from a notification — a deposit, or a fill of the owner's order — only rewrites it);
 * deposits and fill proceeds credit, orders debit, `withdraw` pays out.
 */
import { formatAsset, type AssetValue, type ExtendedAssetValue, type SymbolValue } from '../../chain/core/asset';
import type { ActionContext } from '../../chain/exec/framework';
import type { ExtendedSymbol } from '../orderbook/tables';
import { asset, payOut } from '../orderbook/effects';
import { balancesTable } from './tables';
import { requireToken } from './registry';

const slotOf = (quantities: readonly ExtendedAssetValue[], contract: string, code: string): number =>
  quantities.findIndex((q) => q.contract === contract && q.quantity.symbol.code === code);
const label = (value: AssetValue, contract: string): string => `${formatAsset(value)}@${contract}`;

/** `openbal` {owner, token}: opens the owner's zero balance of a registered token (no-op when open). */
export function openbal(ctx: ActionContext, { owner, token }: { owner: string; token: ExtendedSymbol }): void {
  ctx.requireAuth(owner);
  requireToken(ctx, token.contract, token.sym);
  const table = ctx.table(balancesTable, ctx.self);
  const row = table.find(nameKey(owner));
  const zero = { quantity: asset(0n, token.sym), contract: token.contract };
  if (!row) return table.insert(owner, { owner, quantities: [zero] });
  if (slotOf(row.quantities, token.contract, token.sym.code) < 0) table.modify(row, owner, { ...row, quantities: [...row.quantities, zero] });
}

/** Asserts that `owner` has an open slot for the token (an order's ask: its fills are credited there). */
export function requireSlot(ctx: ActionContext, owner: string, contract: string, symbol: SymbolValue): void {
  const row = ctx.table(balancesTable, ctx.self).find(nameKey(owner));
  const open = row !== undefined && slotOf(row.quantities, contract, symbol.code) >= 0;
  ctx.check(open, `open a balance for ${symbol.precision},${symbol.code}@${contract} first (openbal)`);
}

/** Adds `delta` (may be negative) to an owner's open slot; the contract opens its own fee slots as needed. */
export function adjustBalance(ctx: ActionContext, owner: string, contract: string, delta: AssetValue): void {
  const table = ctx.table(balancesTable, ctx.self);
  const row = table.find(nameKey(owner));
  const slot = row ? slotOf(row.quantities, contract, delta.symbol.code) : -1;
  if (!row || slot < 0) {
    // Only the contract opens slots for itself (its fee balance); owners open theirs with openbal.
    ctx.check(owner === ctx.self, `open a balance for ${delta.symbol.precision},${delta.symbol.code}@${contract} first (openbal)`);
    ctx.check(delta.amount >= 0n, `overdrawn balance: ${owner} holds no ${delta.symbol.code}@${contract}`);
    const entry = { quantity: delta, contract };
    if (!row) table.insert(ctx.self, { owner, quantities: [entry] });
    else table.modify(row, ctx.self, { ...row, quantities: [...row.quantities, entry] });
    return;
  }
  const current = row.quantities[slot]!;
  const amount = current.quantity.amount + delta.amount;
  ctx.check(amount >= 0n, `overdrawn balance: ${owner} holds ${label(current.quantity, contract)}`);
  const quantities = row.quantities.map((q, i) => (i === slot ? { quantity: asset(amount, q.quantity.symbol), contract } : q));
  table.modify(row, null, { ...row, quantities });
}

/** `withdraw` {owner, balances}: pays deposited quantities back to the owner. */
export function withdraw(ctx: ActionContext, { owner, balances }: { owner: string; balances: ExtendedAssetValue[] }): void {
  ctx.requireAuth(owner);
  ctx.check(balances.length > 0, 'withdraw at least one balance');
  for (const { quantity, contract } of balances) {
    ctx.check(quantity.amount > 0n, `withdraw positive amounts, not ${label(quantity, contract)}`);
    requireToken(ctx, contract, quantity.symbol);
    adjustBalance(ctx, owner, contract, asset(-quantity.amount, quantity.symbol));
    payOut(ctx, contract, owner, quantity, 'withdraw');
  }
}

function nameKey(owner: string): bigint {
  return balancesTable.primaryKey({ owner, quantities: [] });
}
