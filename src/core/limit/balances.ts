/**
 * The owner's `balances` row of the limit-order contract (an owner and a list of
 * quantities): one slot per token the owner opened, holding deposits and fill proceeds until
 * withdrawn (docs/decisions/0035).
 */
import { readExtendedAsset } from '../actions/limit';
import { isAccountName, sameToken, type TokenId } from '../domain';
import type { OrderLeg } from '../walletOrders';

/** The owner's slots, exactly as the row holds them (zero ones too); throws naming what is malformed. */
export function readLimitBalances(raw: unknown, owner: string): OrderLeg[] {
  const row = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null;
  if (row === null || typeof row.owner !== 'string' || !isAccountName(row.owner)) throw new Error('a balances row needs an owner');
  if (row.owner !== owner) throw new Error(`the balances row is ${row.owner}'s, not ${owner}'s`);
  if (!Array.isArray(row.quantities)) throw new Error('balances.quantities must be a list');
  return row.quantities.map((entry) => {
    const quantity = readExtendedAsset(entry);
    if (quantity === null) throw new Error(`balances.quantities holds a malformed entry: ${JSON.stringify(entry)}`);
    return { ticker: quantity.ticker, contract: quantity.contract, precision: quantity.amount.precision, amount: quantity.amount };
  });
}

/** The slots that hold something: what the Balances tab lists and Withdraw all takes out. */
export function heldLimitBalances(slots: readonly OrderLeg[]): OrderLeg[] {
  return slots.filter((slot) => slot.amount.units > 0n);
}

/** Whether the owner has opened a slot of `token`. */
export function hasLimitSlot(slots: readonly OrderLeg[], token: TokenId): boolean {
  return slots.some((slot) => sameToken(slot, token));
}
