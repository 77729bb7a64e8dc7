/**
 * The devnet's model of LSWAX's value: WAX per LSWAX grows linearly from a base at a fixed rate per
 * day (staking rewards compounding into the backing). Integer-exact, shared by the contract and quotes.
 */

/** Rates are WAX units per 1.00000000 LSWAX (both tokens have 8 decimals). */
export const FUSION_RATE_SCALE = 100_000_000n;
const SECONDS_PER_DAY = 86_400n;

/** The rate's state: its value at `sinceSec` and how many rate units it gains per day. */
export interface FusionRate {
  readonly base: bigint;
  readonly sinceSec: number;
  readonly growthPerDay: bigint;
}

/** WAX units per LSWAX at `nowSec` (never below the base; rounded down). */
export function waxPerLswaxAt(rate: FusionRate, nowSec: number): bigint {
  if (rate.base <= 0n || rate.growthPerDay < 0n) throw new RangeError('A LSWAX rate must be positive and never shrink');
  const elapsed = BigInt(Math.max(0, Math.floor(nowSec - rate.sinceSec)));
  return rate.base + (rate.growthPerDay * elapsed) / SECONDS_PER_DAY;
}

/** LSWAX units `liquifyexact` gives for `swaxUnits` SWAX (1 SWAX = 1 staked WAX), rounded down. */
export function lswaxForSwax(swaxUnits: bigint, waxPerLswax: bigint): bigint {
  if (swaxUnits < 0n || waxPerLswax <= 0n) throw new RangeError('SWAX cannot be negative and the rate must be positive');
  return (swaxUnits * FUSION_RATE_SCALE) / waxPerLswax;
}
