import { type Amount, makeAmount } from './amount';

/** Basis points in a whole (slippage "hundredths of a percent" are basis points too). */
export const BASIS_POINTS = 10_000;

/** A negative balance (never expected from the chain) offers nothing to spend. */
function spendable(balance: Amount): bigint {
  return balance.units > 0n ? balance.units : 0n;
}

/**
 * balance × numerator / denominator, rounded down, for 0 ≤ numerator ≤ denominator; a negative
 * balance counts as zero. The result never exceeds the balance. Throws RangeError otherwise.
 */
export function fractionOfAmount(balance: Amount, numerator: bigint, denominator: bigint): Amount {
  if (denominator <= 0n || numerator < 0n || numerator > denominator) {
    throw new RangeError(`Fraction ${numerator}/${denominator} must lie between 0 and 1`);
  }
  return makeAmount((spendable(balance) * numerator) / denominator, balance.precision);
}

/**
 * The share of a balance behind a percent button or slider (DESIGN §3: rounds down).
 * `percent` is a whole number 0..100; for finer steps use `fractionOfAmount(b, bps, 10000n)`.
 */
export function percentOfAmount(balance: Amount, percent: number): Amount {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Percent must be a whole number from 0 to 100, got ${percent}`);
  }
  return fractionOfAmount(balance, BigInt(percent), 100n);
}

/** What the MAX button fills in: the whole balance (zero if it were negative). */
export function maxAmount(balance: Amount): Amount {
  return makeAmount(spendable(balance), balance.precision);
}

/**
 * `units` less a slippage, rounded down: ⌊units × (10000 − slippage) / 10000⌋. Every minimum an
 * action carries (a swap's output, a deposit's LP or token amounts) is this rule. `slippageHundredths`
 * is an integer 0..10000 (clamp it first with `clampSlippage`); throws RangeError otherwise or for
 * negative units.
 */
export function unitsLessSlippageRoundedDown(units: bigint, slippageHundredths: number): bigint {
  if (!Number.isInteger(slippageHundredths) || slippageHundredths < 0 || slippageHundredths > BASIS_POINTS) {
    throw new RangeError(`Slippage must be a whole number of hundredths from 0 to ${BASIS_POINTS}, got ${slippageHundredths}`);
  }
  if (units < 0n) throw new RangeError('A quoted amount cannot be negative');
  return (units * BigInt(BASIS_POINTS - slippageHundredths)) / BigInt(BASIS_POINTS);
}

/**
 * The least a swap may return: the quoted output less slippage, rounded down at the output token's
 * precision (`unitsLessSlippageRoundedDown`).
 */
export function minimumReceived(amount: Amount, slippageHundredths: number): Amount {
  return makeAmount(unitsLessSlippageRoundedDown(amount.units, slippageHundredths), amount.precision);
}
