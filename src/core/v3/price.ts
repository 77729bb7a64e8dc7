/**
 * Prices for people: ticks ↔ prices between whole tokens, usable ticks, fee tiers, and the price
 * bounds of a position (SPEC §3: 0 and infinity at the limits).
 */
import { getSqrtRatioAtTick, getTickAtSqrtRatio, MAX_TICK, MIN_TICK } from './tickMath';
import type { PriceFraction } from './types';
import { Q128 } from './uint128';

/** Fee tiers in pips and their tick spacings. */
export const FEE_TIERS: Readonly<Record<number, number>> = Object.freeze({ 500: 10, 3000: 60, 10000: 200 });

/** A pool fee tier. */
export interface FeeTier {
  /** Fee in pips (hundredths of a basis point), as pools store it. */
  fee: number;
  tickSpacing: number;
}

/** The tier of a fee rate as the swap service lists it (5, 30 or 100 hundredths of a percent; SPEC §9 multiplies by 100). Throws RangeError for others. */
export function feeTierFromRate(rate: number): FeeTier {
  const fee = rate * 100;
  const tickSpacing = FEE_TIERS[fee];
  if (!Number.isInteger(rate) || tickSpacing === undefined) throw new RangeError(`Fee rate ${rate} is not 5, 30 or 100`);
  return { fee, tickSpacing };
}

/** The usable tick (a multiple of tickSpacing inside [MIN_TICK, MAX_TICK]) nearest to `tick`; halves round up. */
export function nearestUsableTick(tick: number, tickSpacing: number): number {
  if (!Number.isInteger(tick) || !Number.isInteger(tickSpacing) || tickSpacing <= 0)
    throw new RangeError('tick and tickSpacing must be integers, spacing positive');
  if (tick < MIN_TICK || tick > MAX_TICK) throw new RangeError(`Tick ${tick} is outside [${MIN_TICK}, ${MAX_TICK}]`);
  // Integer form of round(tick / spacing) with halves toward +∞; `+ 0` turns a −0 into 0.
  const rounded = Math.floor((2 * tick + tickSpacing) / (2 * tickSpacing)) * tickSpacing + 0;
  if (rounded < MIN_TICK) return rounded + tickSpacing;
  if (rounded > MAX_TICK) return rounded - tickSpacing;
  return rounded;
}

/** ⌊√(amountB / amountA) × 2^64⌋: the sqrtPriceX64 at which amountA of token A trades for amountB of token B (raw units). */
export function encodeSqrtRatioX64(amountB: bigint, amountA: bigint): bigint {
  if (amountA <= 0n || amountB < 0n) throw new RangeError('encodeSqrtRatioX64 needs amountA > 0 and amountB ≥ 0');
  return integerSqrt((amountB << 128n) / amountA);
}

/** ⌊√value⌋ by Newton's method, exact for every size (the SDK's float shortcut below 2^53 is not). */
function integerSqrt(value: bigint): bigint {
  if (value < 2n) return value;
  // Start from a power of two at or above the root; Newton then decreases monotonically onto ⌊√value⌋.
  let root = 1n << BigInt((value.toString(2).length + 1) >> 1);
  let next = (root + value / root) >> 1n;
  while (next < root) {
    root = next;
    next = (root + value / root) >> 1n;
  }
  return root;
}

function pow10(exponent: number): bigint {
  if (!Number.isInteger(exponent) || exponent < 0) throw new RangeError(`Precision ${exponent} must be a non-negative integer`);
  return 10n ** BigInt(exponent);
}

/** Price of one whole token A in whole tokens B at `tick`, exactly (√ratio² / 2^128, scaled by the precisions). */
export function tickToPrice(tick: number, precisionA: number, precisionB: number): PriceFraction {
  const sqrtRatioX64 = getSqrtRatioAtTick(tick);
  return { numerator: sqrtRatioX64 * sqrtRatioX64 * pow10(precisionA), denominator: Q128 * pow10(precisionB) };
}

function lessThan(a: PriceFraction, b: PriceFraction): boolean {
  return a.numerator * b.denominator < b.numerator * a.denominator;
}

/** The greatest tick whose price (whole B per whole A) is ≤ `price`. Throws RangeError outside the tick range. */
export function priceToClosestTick(price: PriceFraction, precisionA: number, precisionB: number): number {
  if (price.denominator <= 0n || price.numerator <= 0n) throw new RangeError('A price must be positive');
  const raw = { numerator: price.numerator * pow10(precisionB), denominator: price.denominator * pow10(precisionA) };
  const tick = getTickAtSqrtRatio(encodeSqrtRatioX64(raw.numerator, raw.denominator));
  // The square root floors, so the price may already reach the next tick.
  return lessThan(price, tickToPrice(tick + 1, precisionA, precisionB)) ? tick : tick + 1;
}

/** A fraction as a float, for display only (never for amounts that reach an action). */
export function fractionToNumber({ numerator, denominator }: PriceFraction): number {
  if (denominator === 0n) throw new RangeError('Zero denominator');
  if (numerator === 0n) return 0;
  // Keep ~64 significant bits in the integer quotient, whatever the magnitudes, then scale back.
  const shift = 64 - (numerator.toString(2).length - denominator.toString(2).length);
  const quotient = shift >= 0 ? (numerator << BigInt(shift)) / denominator : numerator / (denominator << BigInt(-shift));
  return Number(quotient) * 2 ** -shift;
}

/** Whether tickLower is the lowest usable tick for this spacing (the position reaches price 0). */
export function tickLowerAtLimit(tickLower: number, tickSpacing: number): boolean {
  return tickLower <= nearestUsableTick(MIN_TICK, tickSpacing);
}

/** Whether tickUpper is the highest usable tick for this spacing (the position reaches infinity). */
export function tickUpperAtLimit(tickUpper: number, tickSpacing: number): boolean {
  return tickUpper >= nearestUsableTick(MAX_TICK, tickSpacing);
}

/** Display price of token A in B at a position's lower tick: 0 at the lowest usable tick (SPEC §3). */
export function priceLower(tickLower: number, tickSpacing: number, precisionA: number, precisionB: number): number {
  return tickLowerAtLimit(tickLower, tickSpacing) ? 0 : fractionToNumber(tickToPrice(tickLower, precisionA, precisionB));
}

/** Display price of token A in B at a position's upper tick: Infinity at the highest usable tick (SPEC §3). */
export function priceUpper(tickUpper: number, tickSpacing: number, precisionA: number, precisionB: number): number {
  return tickUpperAtLimit(tickUpper, tickSpacing) ? Infinity : fractionToNumber(tickToPrice(tickUpper, precisionA, precisionB));
}
