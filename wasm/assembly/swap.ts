// The whole-pool swap, entirely inside WASM (the reference is src/core/v3/swap.ts): one
// computeSwapStep per range between initialized ticks and word edges, carrying price, tick,
// liquidity, fee growth and the protocol's share; crossed ticks' flipped fee growth goes to an
// output list. The tick records themselves are never written (except their ratio cache), so a
// pool laid out once serves any number of quotes. Steps run on registers in fastSwap.ts while
// they can; this loop takes over for the rest (usually the last, partial step). A quote
// (quoteOnly) skips the fee growth and crossed-tick output a full swap reports.
//
// IO slots in: 0 sqrtPriceX64 · 1 liquidity · 2 |amountSpecified| · 3 price limit ·
//              4 feeGrowthGlobalAX64 · 5 feeGrowthGlobalBX64
// IO slots out: 6 amountA · 7 amountB (two's complement) · 0 price · 1 liquidity · 4, 5 growth ·
//              8 feeAmount · 9 protocolFee · 10 [tick, crossed count]

import { fastSwapLoop, loopCrossings, loopSteps, loopTick } from './fastSwap';
import { divInto, mulQ64DivInto } from './fullMath';
import { slot } from './io';
import { DOMAIN, OK, OVERFLOW, STEP_LIMIT } from './status';
import { swapStep } from './swapMath';
import { foundInitialized, foundSlot, nextInitializedTick, resetHint } from './tickSearch';
import { MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK, sqrtRatioAtTick, tickAtSqrtRatio } from './tickMath';
import { CROSSED_STRIDE, tickAt, tickRatioInto } from './ticks';
import { above128, add, copy, eq, isZero, lt, mask128, setU64, sub } from './u256';

const ONE: usize = memory.data<u64>([1, 0, 0, 0]);
const ZERO: usize = memory.data(32, 8);
const START: usize = memory.data(32, 8);
const NEXT_P: usize = memory.data(32, 8);
const TARGET: usize = memory.data(32, 8);
const STEP_IN: usize = memory.data(32, 8);
const STEP_OUT: usize = memory.data(32, 8);
const STEP_FEE: usize = memory.data(32, 8);
const STEP_PROTOCOL: usize = memory.data(32, 8);
const SPENT: usize = memory.data(32, 8);
const CALCULATED: usize = memory.data(32, 8);
const NET: usize = memory.data(32, 8);
const GROWTH: usize = memory.data(32, 8);
const PROTOCOL_DIV: usize = memory.data(32, 8);

/** liquidity ± liquidityNet of the tick record (subtracted when moving down); false if it leaves uint128. */
function applyNet(liquidity: usize, record: usize, zeroForOne: bool): bool {
  const hi = load<u64>(record, 16);
  const ext: u64 = <i64>hi < 0 ? 0xffffffffffffffff : 0;
  store<u64>(NET, load<u64>(record, 8));
  store<u64>(NET, hi, 8);
  store<u64>(NET, ext, 16);
  store<u64>(NET, ext, 24);
  if (zeroForOne) sub(NET, ZERO, NET);
  add(liquidity, liquidity, NET);
  return !above128(liquidity);
}

/** Appends the crossed tick with outside := global − outside (mod 2^128) for both tokens. */
function recordCrossing(out: usize, slotIndex: i32, record: usize, growthA: usize, growthB: usize): void {
  store<i32>(out, slotIndex);
  store<u64>(NET, load<u64>(record, 40));
  store<u64>(NET, load<u64>(record, 48), 8);
  store<u64>(NET, 0, 16);
  store<u64>(NET, 0, 24);
  sub(NET, growthA, NET);
  store<u64>(out, load<u64>(NET), 8);
  store<u64>(out, load<u64>(NET, 8), 16);
  store<u64>(NET, load<u64>(record, 56));
  store<u64>(NET, load<u64>(record, 64), 8);
  store<u64>(NET, 0, 16);
  store<u64>(NET, 0, 24);
  sub(NET, growthB, NET);
  store<u64>(out, load<u64>(NET), 24);
  store<u64>(out, load<u64>(NET, 8), 32);
}

/** Writes ±magnitude as a two's complement 256-bit value. */
function signed(out: usize, magnitude: usize, negative: bool): void {
  if (negative) sub(out, ZERO, magnitude);
  else copy(out, magnitude);
}

/**
 * Runs the swap described by the IO slots against `count` tick records at `ticks`, writing the
 * crossed ticks to `crossed` (room for `count` entries). The binding has checked the amount
 * (non-zero), the limit (strictly between the price and the bound in the swap's direction), the
 * fee, and that the tick list is valid.
 */
export function swap(
  ticks: usize, count: i32, crossed: usize, tickSpacing: i32, feePips: u32, feeProtocol: u32,
  tickStart: i32, zeroForOne: bool, exactIn: bool, quoteOnly: bool,
): i32 {
  const price = slot(0);
  const liquidity = slot(1);
  const remaining = slot(2);
  const limit = slot(3);
  const growthA = slot(4);
  const growthB = slot(5);
  const growthIn = zeroForOne ? growthA : growthB;
  const feeTotal = slot(8);
  const protocolTotal = slot(9);
  copy(slot(7), remaining); // |amountSpecified|, kept for the final amounts
  setU64(CALCULATED, 0);
  setU64(feeTotal, 0);
  setU64(protocolTotal, 0);
  setU64(PROTOCOL_DIV, <u64>feeProtocol);
  resetHint();
  let tick = tickStart;
  let crossings: i32 = 0;
  let steps: i32 = 0;
  const maxSteps = count + 16384;
  if (!above128(remaining)) {
    const status = fastSwapLoop(
      ticks, count, crossed, tickSpacing, feePips, feeProtocol, zeroForOne, exactIn, quoteOnly,
      CALCULATED, feeTotal, protocolTotal, tickStart, maxSteps,
    );
    if (status != OK) return status;
    tick = loopTick;
    crossings = loopCrossings;
    steps = loopSteps;
  }
  while (!isZero(remaining) && !eq(price, limit)) {
    if (++steps > maxSteps) return STEP_LIMIT;
    copy(START, price);
    let tickNext = nextInitializedTick(ticks, count, tick, zeroForOne, tickSpacing);
    const initialized = foundInitialized;
    const found = foundSlot;
    if (tickNext < MIN_TICK) tickNext = MIN_TICK;
    else if (tickNext > MAX_TICK) tickNext = MAX_TICK;
    if (initialized) tickRatioInto(ticks, found, NEXT_P);
    else sqrtRatioAtTick(tickNext, NEXT_P);
    const beyondLimit = zeroForOne ? lt(NEXT_P, limit) : lt(limit, NEXT_P);
    copy(TARGET, beyondLimit ? limit : NEXT_P);
    let status = swapStep(price, STEP_IN, STEP_OUT, STEP_FEE, START, TARGET, liquidity, remaining, exactIn, feePips);
    if (status != OK) return status;
    add(SPENT, STEP_IN, STEP_FEE);
    if (exactIn) {
      if (lt(remaining, SPENT)) return DOMAIN;
      sub(remaining, remaining, SPENT);
      if (add(CALCULATED, CALCULATED, STEP_OUT) != 0) return OVERFLOW;
    } else {
      sub(remaining, remaining, STEP_OUT);
      if (add(CALCULATED, CALCULATED, SPENT) != 0) return OVERFLOW;
    }
    if (add(feeTotal, feeTotal, STEP_FEE) != 0) return OVERFLOW;
    if (feeProtocol > 0) {
      divInto(STEP_PROTOCOL, STEP_FEE, PROTOCOL_DIV, false);
      add(protocolTotal, protocolTotal, STEP_PROTOCOL);
      sub(STEP_FEE, STEP_FEE, STEP_PROTOCOL);
    }
    if (!quoteOnly && !isZero(liquidity)) {
      status = mulQ64DivInto(GROWTH, STEP_FEE, ONE, liquidity, false);
      if (status != OK) return status;
      add(growthIn, growthIn, GROWTH);
      mask128(growthIn);
    }
    if (eq(price, NEXT_P)) {
      if (initialized) {
        const record = tickAt(ticks, found);
        if (!quoteOnly) recordCrossing(crossed + <usize>crossings * CROSSED_STRIDE, found, record, growthA, growthB);
        crossings++;
        if (!applyNet(liquidity, record, zeroForOne)) return OVERFLOW;
      }
      tick = zeroForOne ? tickNext - 1 : tickNext;
    } else if (!eq(price, START)) {
      if (lt(price, MIN_SQRT_RATIO) || !lt(price, MAX_SQRT_RATIO)) return DOMAIN;
      tick = tickAtSqrtRatio(price);
    }
  }
  // specifiedUsed = amountSpecified − remaining; calculated carries the other token.
  sub(SPENT, slot(7), remaining);
  const aIsSpecified = zeroForOne == exactIn;
  signed(slot(aIsSpecified ? 6 : 7), SPENT, !exactIn);
  signed(slot(aIsSpecified ? 7 : 6), CALCULATED, exactIn);
  store<i64>(slot(10), <i64>tick);
  store<i64>(slot(10), <i64>crossings, 8);
  return OK;
}
