/** The pure v3 functions (everything but the whole-pool swap) over the WASM build. */
import type { V3Exports } from './loader';
import { MAX_U128, type Slots } from './slots';
import { check } from './status';
import type { FeeGrowthOutside, SwapStep, TokenAmounts } from './types';

const FEE_PIPS_DENOMINATOR = 1_000_000;

/** The v3 maths that take and return plain bigints; same names and arguments as src/core/v3. */
export interface V3Math {
  getSqrtRatioAtTick(tick: number): bigint;
  getTickAtSqrtRatio(sqrtPriceX64: bigint): number;
  mulDiv(a: bigint, b: bigint, denominator: bigint): bigint;
  mulDivRoundingUp(a: bigint, b: bigint, denominator: bigint): bigint;
  divRoundingUp(x: bigint, y: bigint): bigint;
  getAmountADelta(sqrtRatioLX64: bigint, sqrtRatioUX64: bigint, liquidity: bigint, roundUp: boolean): bigint;
  getAmountBDelta(sqrtRatioLX64: bigint, sqrtRatioUX64: bigint, liquidity: bigint, roundUp: boolean): bigint;
  getNextSqrtPriceFromInput(sqrtPX64: bigint, liquidity: bigint, amountIn: bigint, zeroForOne: boolean): bigint;
  getNextSqrtPriceFromOutput(sqrtPX64: bigint, liquidity: bigint, amountOut: bigint, zeroForOne: boolean): bigint;
  computeSwapStep(sqrtRatioCurrentX64: bigint, sqrtRatioTargetX64: bigint, liquidity: bigint, amountRemaining: bigint, feePips: number): SwapStep;
  maxLiquidityForAmounts(
    sqrtRatioCurrentX64: bigint,
    sqrtRatioLX64: bigint,
    sqrtRatioUX64: bigint,
    amountA: bigint,
    amountB: bigint,
    useFullPrecision: boolean,
  ): bigint;
  getAmountsForLiquidity(sqrtRatioCurrentX64: bigint, sqrtRatioLX64: bigint, sqrtRatioUX64: bigint, liquidity: bigint, roundUp?: boolean): TokenAmounts;
  getFeeGrowthInside(
    lowerOutside: FeeGrowthOutside,
    upperOutside: FeeGrowthOutside,
    tickLower: number,
    tickUpper: number,
    tickCurrent: number,
    feeGrowthGlobalAX64: bigint,
    feeGrowthGlobalBX64: bigint,
  ): [feeGrowthInsideAX64: bigint, feeGrowthInsideBX64: bigint];
  getTokensOwed(
    feeGrowthInsideALastX64: bigint,
    feeGrowthInsideBLastX64: bigint,
    liquidity: bigint,
    feeGrowthInsideAX64: bigint,
    feeGrowthInsideBX64: bigint,
  ): [tokensOwedA: bigint, tokensOwedB: bigint];
}

const MIN_TICK = -443636;
const MAX_TICK = 443636;

/** RangeError unless tick is an integer in [MIN_TICK, MAX_TICK] (the WASM parameter is an i32 and would wrap). */
function assertTick(tick: number): void {
  if (!Number.isInteger(tick) || tick < MIN_TICK || tick > MAX_TICK) throw new RangeError(`Tick ${tick} is outside [${MIN_TICK}, ${MAX_TICK}]`);
}

/** RangeError unless feePips is a whole number of pips below 100%. */
export function assertFeePips(feePips: number): void {
  if (!Number.isInteger(feePips) || feePips < 0 || feePips >= FEE_PIPS_DENOMINATOR) {
    throw new RangeError(`Fee ${feePips} pips is outside [0, ${FEE_PIPS_DENOMINATOR})`);
  }
}

/** Binds the pure functions to an instance; `s` are its IO slots. */
export function bindMath(wasm: V3Exports, s: Slots): V3Math {
  const mulDivWith = (a: bigint, b: bigint, d: bigint, roundUp: boolean, fn: string): bigint => {
    s.put(0, a, 'a');
    s.put(1, b, 'b');
    s.put(2, d, 'denominator');
    check(wasm.mulDiv(roundUp ? 1 : 0), fn);
    return s.get(3);
  };
  const delta = (fn: 'getAmountADelta' | 'getAmountBDelta', lower: bigint, upper: bigint, liquidity: bigint, roundUp: boolean): bigint => {
    s.put(0, lower, 'sqrtRatioLX64');
    s.put(1, upper, 'sqrtRatioUX64');
    s.put(2, liquidity, 'liquidity');
    check(wasm[fn](roundUp ? 1 : 0), fn);
    return s.get(3);
  };
  const nextPrice = (
    fn: 'getNextSqrtPriceFromInput' | 'getNextSqrtPriceFromOutput',
    sqrtP: bigint,
    liquidity: bigint,
    amount: bigint,
    zeroForOne: boolean,
  ): bigint => {
    s.put(0, sqrtP, 'sqrtPX64');
    s.put(1, liquidity, 'liquidity');
    s.put(2, amount, 'amount');
    check(wasm[fn](zeroForOne ? 1 : 0), fn);
    return s.get(3);
  };
  return {
    getSqrtRatioAtTick(tick) {
      assertTick(tick);
      check(wasm.getSqrtRatioAtTick(tick), 'getSqrtRatioAtTick');
      return s.get(0);
    },
    getTickAtSqrtRatio(sqrtPriceX64) {
      s.put(0, sqrtPriceX64, 'sqrtPriceX64', MAX_U128);
      check(wasm.getTickAtSqrtRatio(), 'getTickAtSqrtRatio');
      return s.getInt(1);
    },
    mulDiv: (a, b, d) => mulDivWith(a, b, d, false, 'mulDiv'),
    mulDivRoundingUp: (a, b, d) => mulDivWith(a, b, d, true, 'mulDivRoundingUp'),
    divRoundingUp: (x, y) => mulDivWith(x, 1n, y, true, 'divRoundingUp'),
    getAmountADelta: (lower, upper, liquidity, roundUp) => delta('getAmountADelta', lower, upper, liquidity, roundUp),
    getAmountBDelta: (lower, upper, liquidity, roundUp) => delta('getAmountBDelta', lower, upper, liquidity, roundUp),
    getNextSqrtPriceFromInput: (p, l, amount, zeroForOne) => nextPrice('getNextSqrtPriceFromInput', p, l, amount, zeroForOne),
    getNextSqrtPriceFromOutput: (p, l, amount, zeroForOne) => nextPrice('getNextSqrtPriceFromOutput', p, l, amount, zeroForOne),
    computeSwapStep(current, target, liquidity, amountRemaining, feePips) {
      assertFeePips(feePips);
      s.put(0, current, 'sqrtRatioCurrentX64');
      s.put(1, target, 'sqrtRatioTargetX64');
      s.put(2, liquidity, 'liquidity');
      const exactIn = amountRemaining >= 0n;
      s.put(3, exactIn ? amountRemaining : -amountRemaining, 'amountRemaining');
      check(wasm.computeSwapStep(exactIn ? 1 : 0, feePips), 'computeSwapStep');
      return [s.get(4), s.get(5), s.get(6), s.get(7)];
    },
    maxLiquidityForAmounts(current, lower, upper, amountA, amountB, useFullPrecision) {
      s.put(0, current, 'sqrtRatioCurrentX64');
      s.put(1, lower, 'sqrtRatioLX64');
      s.put(2, upper, 'sqrtRatioUX64');
      s.put(3, amountA, 'amountA');
      s.put(4, amountB, 'amountB');
      check(wasm.maxLiquidityForAmounts(useFullPrecision ? 1 : 0), 'maxLiquidityForAmounts');
      return s.get(5);
    },
    getAmountsForLiquidity(current, lower, upper, liquidity, roundUp = false) {
      s.put(0, current, 'sqrtRatioCurrentX64');
      s.put(1, lower, 'sqrtRatioLX64');
      s.put(2, upper, 'sqrtRatioUX64');
      s.put(3, liquidity, 'liquidity');
      check(wasm.getAmountsForLiquidity(roundUp ? 1 : 0), 'getAmountsForLiquidity');
      return { amountA: s.get(4), amountB: s.get(5) };
    },
    getFeeGrowthInside(lowerOutside, upperOutside, tickLower, tickUpper, tickCurrent, feeGrowthGlobalAX64, feeGrowthGlobalBX64) {
      s.put(0, lowerOutside.feeGrowthOutsideAX64, 'lower feeGrowthOutsideAX64');
      s.put(1, lowerOutside.feeGrowthOutsideBX64, 'lower feeGrowthOutsideBX64');
      s.put(2, upperOutside.feeGrowthOutsideAX64, 'upper feeGrowthOutsideAX64');
      s.put(3, upperOutside.feeGrowthOutsideBX64, 'upper feeGrowthOutsideBX64');
      s.put(4, feeGrowthGlobalAX64, 'feeGrowthGlobalAX64');
      s.put(5, feeGrowthGlobalBX64, 'feeGrowthGlobalBX64');
      check(wasm.getFeeGrowthInside(tickCurrent >= tickLower ? 1 : 0, tickCurrent < tickUpper ? 1 : 0), 'getFeeGrowthInside');
      return [s.get(6), s.get(7)];
    },
    getTokensOwed(lastA, lastB, liquidity, insideA, insideB) {
      s.put(0, lastA, 'feeGrowthInsideALastX64');
      s.put(1, lastB, 'feeGrowthInsideBLastX64');
      s.put(2, liquidity, 'liquidity');
      s.put(3, insideA, 'feeGrowthInsideAX64');
      s.put(4, insideB, 'feeGrowthInsideBX64');
      check(wasm.getTokensOwed(), 'getTokensOwed');
      return [s.get(5), s.get(6)];
    },
  };
}
