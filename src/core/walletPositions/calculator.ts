/**
 * The positions calculator (SPEC §2 Wallet): what withdrawing a share of a position returns. The user
 * picks a position and a whole percent; the liquidity withdrawn is that share rounded down, and what
 * it returns is computed exactly as the contract pays it — a v2 LP share of the reserves here, a v3
 * range's amounts in the quotes worker — plus, for v3, the uncollected fees a withdrawal collects.
 */
import { makeAmount, type Amount } from '../amount';
import { waxValueOf } from './value';
import { lpShareAmounts } from './v2';
import type { PoolPosition, V2PoolSnapshot } from './types';

/** The liquidity (LP units or v3 liquidity) a whole-percent withdrawal takes, rounded down. Throws RangeError outside 1–100. */
export function withdrawnLiquidity(liquidity: bigint, percent: number): bigint {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new RangeError(`Withdraw a whole percent from 1 to 100, got ${percent}`);
  return (liquidity * BigInt(percent)) / 100n;
}

/** What a withdrawal returns: both tokens and their WAX worth. */
export interface WithdrawalQuote {
  readonly liquidity: bigint;
  readonly amountA: Amount;
  readonly amountB: Amount;
  /** Fees a v3 withdrawal collects (all of them); null for v2. */
  readonly feesA: Amount | null;
  readonly feesB: Amount | null;
  /** WAX worth of all of it (display). */
  readonly valueWax: number;
}

/** A v2 withdrawal of `percent` of the position: its LP share of the reserves, rounded down. */
export function v2Withdrawal(position: PoolPosition, pool: Pick<V2PoolSnapshot, 'lpSupply' | 'reserve0' | 'reserve1'>, percent: number): WithdrawalQuote {
  const liquidity = withdrawnLiquidity(position.liquidity, percent);
  const { amount0, amount1 } = lpShareAmounts(liquidity, pool);
  return {
    liquidity,
    amountA: amount0,
    amountB: amount1,
    feesA: null,
    feesB: null,
    valueWax: waxValueOf(amount0, position.tokenAWaxPrice) + waxValueOf(amount1, position.tokenBWaxPrice),
  };
}

/** A v3 withdrawal from the worker's amounts for the withdrawn liquidity; fees are collected in full. */
export function v3Withdrawal(position: PoolPosition, liquidity: bigint, amounts: { amountA: bigint; amountB: bigint }): WithdrawalQuote {
  const amountA = makeAmount(amounts.amountA, position.tokenA.precision);
  const amountB = makeAmount(amounts.amountB, position.tokenB.precision);
  const valueWax = waxValueOf(amountA, position.tokenAWaxPrice) + waxValueOf(amountB, position.tokenBWaxPrice) + position.feesAValue + position.feesBValue;
  return { liquidity, amountA, amountB, feesA: position.feesA, feesB: position.feesB, valueWax };
}
