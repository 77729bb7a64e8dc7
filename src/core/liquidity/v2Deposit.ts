/**
 * Deposit and withdrawal maths of a v2 pool, exact in raw units with the contracts' own functions
 * (src/core/v2 `lpMinted`, `amountsForBurn`, shared with the devnet's contracts).
 */
import { amountsForBurn, lpMinted } from '../v2';
import { isEmptyPool, NO_RESERVES, type PoolReserves } from './v2Pool';

/**
 * The other side of a deposit at the pool's ratio: ⌈units · reserveTo / reserveFrom⌉, the least that
 * keeps the typed side fully used (the contract mints by the smaller side and keeps the larger's
 * excess). Null for an empty pool, where the first deposit sets the price.
 */
export function linkedDepositUnits(units: bigint, reserveFrom: bigint, reserveTo: bigint): bigint | null {
  if (units < 0n) throw new RangeError(`A deposit cannot be negative, got ${units}`);
  if (reserveFrom <= 0n || reserveTo <= 0n) return null;
  return (units * reserveTo + reserveFrom - 1n) / reserveFrom;
}

/** B units for `unitsA` of A (or A for B when `from` is 'B'); null for an empty pool. */
export function linkedUnits(pool: PoolReserves, from: 'A' | 'B', units: bigint): bigint | null {
  if (isEmptyPool(pool)) return null;
  return from === 'A' ? linkedDepositUnits(units, pool.reserveA, pool.reserveB) : linkedDepositUnits(units, pool.reserveB, pool.reserveA);
}

/** LP units the contract mints for depositing `unitsA` of A and `unitsB` of B now. */
export function lpForDeposit(pool: PoolReserves, unitsA: bigint, unitsB: bigint): bigint {
  const [amount0, amount1] = pool.aIsToken0 ? [unitsA, unitsB] : [unitsB, unitsA];
  const [reserve0, reserve1] = pool.aIsToken0 ? [pool.reserveA, pool.reserveB] : [pool.reserveB, pool.reserveA];
  return lpMinted(amount0, amount1, reserve0, reserve1, pool.lpSupply);
}

/** What burning `lp` LP units pays now, in A and B units (each rounded down, as the contract pays). */
export function withdrawalUnits(pool: PoolReserves, lp: bigint): { unitsA: bigint; unitsB: bigint } {
  const [reserve0, reserve1] = pool.aIsToken0 ? [pool.reserveA, pool.reserveB] : [pool.reserveB, pool.reserveA];
  const { amount0, amount1 } = amountsForBurn(lp, reserve0, reserve1, pool.lpSupply);
  return pool.aIsToken0 ? { unitsA: amount0, unitsB: amount1 } : { unitsA: amount1, unitsB: amount0 };
}

/**
 * What `lp` units minted by depositing `unitsA` and `unitsB` withdraw right after the add (each rounded
 * down, as the contract pays): the pool with the deposit in it and the LP issued. `pool` null is a
 * new pair (its first deposit).
 */
export function lpWorthAfterDeposit(pool: PoolReserves | null, unitsA: bigint, unitsB: bigint, lp: bigint): { unitsA: bigint; unitsB: bigint } {
  const before = pool ?? NO_RESERVES;
  const after = { aIsToken0: before.aIsToken0, reserveA: before.reserveA + unitsA, reserveB: before.reserveB + unitsB, lpSupply: before.lpSupply + lp };
  return lp <= 0n ? { unitsA: 0n, unitsB: 0n } : withdrawalUnits(after, lp);
}

const SHARE_SCALE = 10n ** 12n;

/** The share of a `supply` LP units `lp` are, as a display fraction 0..1. */
export function poolShare(lp: bigint, supply: bigint): number {
  if (supply <= 0n || lp <= 0n) return 0;
  // The exact ratio to 12 decimals, then a float for display only.
  return Number((lp * SHARE_SCALE) / supply) / Number(SHARE_SCALE);
}
