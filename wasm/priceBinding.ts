/**
 * Prices for people over the WASM build: usable ticks, the sqrt price of a ratio, and ticks ↔
 * prices between whole tokens. Same names, arguments and results as src/core/v3/price.ts; the
 * square roots and tick maths run in WASM, the fractions around them are plain bigint products.
 */
import type { V3Exports } from './loader';
import type { V3Math } from './mathBinding';
import { MAX_U256, type Slots } from './slots';
import { check } from './status';
import type { PriceFraction } from './types';

const MIN_TICK = -443636;
const MAX_TICK = 443636;
const Q128 = 1n << 128n;
/** Spacings the WASM's 32-bit arithmetic takes (the contract's are 10, 60 and 200). */
const MAX_SPACING = 1 << 20;

/** Price functions; same names and arguments as src/core/v3. */
export interface V3Price {
  nearestUsableTick(tick: number, tickSpacing: number): number;
  encodeSqrtRatioX64(amountB: bigint, amountA: bigint): bigint;
  tickToPrice(tick: number, precisionA: number, precisionB: number): PriceFraction;
  priceToClosestTick(price: PriceFraction, precisionA: number, precisionB: number): number;
}

function pow10(exponent: number): bigint {
  if (!Number.isInteger(exponent) || exponent < 0) throw new RangeError(`Precision ${exponent} must be a non-negative integer`);
  return 10n ** BigInt(exponent);
}

/** Binds the price functions to an instance, its IO slots and its tick maths. */
export function bindPrice(wasm: V3Exports, s: Slots, math: V3Math): V3Price {
  const encodeSqrtRatioX64 = (amountB: bigint, amountA: bigint): bigint => {
    if (amountA <= 0n || amountB < 0n) throw new RangeError('encodeSqrtRatioX64 needs amountA > 0 and amountB ≥ 0');
    // The ratio in Q128 is an exact bigint quotient; a root of 2^128 or more is beyond every tick.
    s.put(0, (amountB << 128n) / amountA, 'amountB / amountA in Q128', MAX_U256);
    check(wasm.integerSqrt(), 'encodeSqrtRatioX64');
    return s.get(1);
  };
  const tickToPrice = (tick: number, precisionA: number, precisionB: number): PriceFraction => {
    const sqrtRatioX64 = math.getSqrtRatioAtTick(tick);
    return { numerator: sqrtRatioX64 * sqrtRatioX64 * pow10(precisionA), denominator: Q128 * pow10(precisionB) };
  };
  return {
    nearestUsableTick(tick, tickSpacing) {
      if (!Number.isInteger(tick) || !Number.isInteger(tickSpacing) || tickSpacing <= 0)
        throw new RangeError('tick and tickSpacing must be integers, spacing positive');
      if (tick < MIN_TICK || tick > MAX_TICK) throw new RangeError(`Tick ${tick} is outside [${MIN_TICK}, ${MAX_TICK}]`);
      if (tickSpacing > MAX_SPACING) throw new RangeError(`Tick spacing ${tickSpacing} is above ${MAX_SPACING}`);
      return wasm.nearestUsableTick(tick, tickSpacing);
    },
    encodeSqrtRatioX64,
    tickToPrice,
    priceToClosestTick(price, precisionA, precisionB) {
      if (price.denominator <= 0n || price.numerator <= 0n) throw new RangeError('A price must be positive');
      const numerator = price.numerator * pow10(precisionB);
      const denominator = price.denominator * pow10(precisionA);
      const tick = math.getTickAtSqrtRatio(encodeSqrtRatioX64(numerator, denominator));
      // The square root floors, so the price may already reach the next tick.
      const next = tickToPrice(tick + 1, precisionA, precisionB);
      return price.numerator * next.denominator < next.numerator * price.denominator ? tick : tick + 1;
    },
  };
}
