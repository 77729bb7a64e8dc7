// The swap loop on u64 registers (the common case of swap.ts): price, liquidity, the remaining
// amount and every total stay in locals while each step runs in fastStep (one that reaches its
// target) or partialStep (one that stops short). The first step neither takes (amounts past 64
// bits) ends this loop with the state written back to the IO slots, and swap.ts's general loop
// carries on from there.
// Quotes skip what only a full swap reports: fee growth and the crossed ticks' new outside growth.

import { fastStep, REACHES, SHORT, stepFee, stepIn, stepOut } from './fastStep';
import { mulQ64DivInto } from './fullMath';
import { slot } from './io';
import { partialFee, partialIn, partialNext0, partialNext1, partialOut, partialStep } from './partialStep';
import { quotient64, quotientOk } from './quotient';
import { DOMAIN, OK, OVERFLOW, STEP_LIMIT } from './status';
import { foundInitialized, foundSlot, nextInitializedTick } from './tickSearch';
import { MAX_TICK, MIN_TICK, sqrtRatioAtTick, tickAtSqrtRatio } from './tickMath';
import { CROSSED_STRIDE, tickAt, tickRatioInto } from './ticks';
import { limb, setU128 } from './u256';

/** The loop's position for swap.ts to continue from. */
export let loopTick: i32 = 0;
export let loopCrossings: i32 = 0;
export let loopSteps: i32 = 0;

// MIN_SQRT_RATIO and MAX_SQRT_RATIO's limbs (tickMath.ts).
const MIN_RATIO: u64 = 4295048017;
const MAX_RATIO_LO: u64 = 0x35bb7f32a81b33b6;
const MAX_RATIO_HI: u64 = 0xfffec4b1;

const RATIO: usize = memory.data(32, 8);
const FEE: usize = memory.data(32, 8);
const ONE: usize = memory.data<u64>([1, 0, 0, 0]);
const GROWTH: usize = memory.data(32, 8);

/** Adds hi:lo to the 256-bit value at p; the carry out of the top limb. */
function addTo(p: usize, lo: u64, hi: u64): u64 {
  const a0 = load<u64>(p);
  const s0 = a0 + lo;
  let c = u64(s0 < a0);
  const a1 = load<u64>(p, 8);
  const t1 = a1 + hi;
  const s1 = t1 + c;
  c = u64(t1 < a1) | u64(s1 < t1);
  store<u64>(p, s0);
  store<u64>(p, s1, 8);
  if (c == 0) return 0;
  const a2 = load<u64>(p, 16) + 1;
  store<u64>(p, a2, 16);
  if (a2 != 0) return 0;
  const a3 = load<u64>(p, 24) + 1;
  store<u64>(p, a3, 24);
  return u64(a3 == 0);
}

/**
 * Runs steps from the IO slots' state (remaining below 2^128) until one falls outside fastStep.
 * `calculated`, `feeTotal` and `protocolTotal` are 256-bit accumulators the loop adds to.
 */
export function fastSwapLoop(
  ticks: usize, count: i32, crossed: usize, tickSpacing: i32, feePips: u32, feeProtocol: u32,
  zeroForOne: bool, exactIn: bool, quoteOnly: bool, calculated: usize, feeTotal: usize, protocolTotal: usize,
  tickStart: i32, maxSteps: i32,
): i32 {
  let p0 = limb(slot(0), 0), p1 = limb(slot(0), 1);
  let l0 = limb(slot(1), 0), l1 = limb(slot(1), 1);
  let r0 = limb(slot(2), 0), r1 = limb(slot(2), 1);
  const lim0 = limb(slot(3), 0), lim1 = limb(slot(3), 1);
  const growthIn = zeroForOne ? slot(4) : slot(5);
  let g0 = limb(growthIn, 0), g1 = limb(growthIn, 1);
  let tick = tickStart;
  let crossings: i32 = 0;
  let steps: i32 = 0;
  let status = OK;
  while ((r0 | r1) != 0 && (p0 != lim0 || p1 != lim1)) {
    if (++steps > maxSteps) {
      status = STEP_LIMIT;
      break;
    }
    let tickNext = nextInitializedTick(ticks, count, tick, zeroForOne, tickSpacing);
    const initialized = foundInitialized;
    const found = foundSlot;
    if (tickNext < MIN_TICK) tickNext = MIN_TICK;
    else if (tickNext > MAX_TICK) tickNext = MAX_TICK;
    if (initialized) tickRatioInto(ticks, found, RATIO);
    else sqrtRatioAtTick(tickNext, RATIO);
    const n0 = load<u64>(RATIO), n1 = load<u64>(RATIO, 8);
    const beyondLimit = zeroForOne ? n1 < lim1 || (n1 == lim1 && n0 < lim0) : lim1 < n1 || (lim1 == n1 && lim0 < n0);
    const t0 = beyondLimit ? lim0 : n0;
    const t1 = beyondLimit ? lim1 : n1;
    const start0 = p0;
    const start1 = p1;
    const outcome = fastStep(p0, p1, t0, t1, l0, l1, r0, r1, exactIn, <u64>feePips);
    let amountIn: u64 = 0;
    let amountOut: u64 = 0;
    let fee: u64 = 0;
    if (outcome == REACHES) {
      p0 = t0;
      p1 = t1;
      amountIn = stepIn;
      amountOut = stepOut;
      fee = stepFee;
    } else if (outcome == SHORT && partialStep(p0, p1, t0, t1, l0, l1, r0, r1, exactIn, <u64>feePips)) {
      p0 = partialNext0;
      p1 = partialNext1;
      amountIn = partialIn;
      amountOut = partialOut;
      fee = partialFee;
    } else {
      steps--;
      break;
    }
    const spent = amountIn + fee;
    const spentHi = u64(spent < amountIn);
    if (exactIn) {
      if (r1 < spentHi || (r1 == spentHi && r0 < spent)) return DOMAIN;
      const borrow = u64(r0 < spent);
      r0 -= spent;
      r1 = r1 - spentHi - borrow;
      if (addTo(calculated, amountOut, 0) != 0) return OVERFLOW;
    } else {
      // The steps cap amountOut at the remainder.
      const borrow = u64(r0 < amountOut);
      r0 -= amountOut;
      r1 -= borrow;
      if (addTo(calculated, spent, spentHi) != 0) return OVERFLOW;
    }
    if (addTo(feeTotal, fee, 0) != 0) return OVERFLOW;
    let feeToLps = fee;
    if (feeProtocol > 0) {
      const share = fee / <u64>feeProtocol;
      addTo(protocolTotal, share, 0);
      feeToLps -= share;
    }
    if (!quoteOnly && (l0 | l1) != 0 && feeToLps != 0) {
      // growth += ⌊fee·2^64 / L⌋, wrapping at 2^128.
      let growth0 = quotient64(feeToLps, 0, 0, 0, l0, l1, 0, 0);
      let growth1: u64 = 0;
      if (!quotientOk) {
        store<u64>(FEE, feeToLps);
        setU128(RATIO, l0, l1);
        store<u64>(FEE, 0, 8);
        store<u64>(FEE, 0, 16);
        store<u64>(FEE, 0, 24);
        status = mulQ64DivInto(GROWTH, FEE, ONE, RATIO, false);
        if (status != OK) return status;
        growth0 = load<u64>(GROWTH);
        growth1 = load<u64>(GROWTH, 8);
      }
      const s0 = g0 + growth0;
      g1 = g1 + growth1 + u64(s0 < g0);
      g0 = s0;
    }
    if (p0 == n0 && p1 == n1) {
      if (initialized) {
        const record = tickAt(ticks, found);
        if (!quoteOnly) {
          setU128(growthIn, g0, g1);
          recordCrossing(crossed + <usize>crossings * CROSSED_STRIDE, found, record);
        }
        crossings++;
        // liquidity ∓ liquidityNet (int128), which must stay within uint128.
        let a0 = load<u64>(record, 8);
        let a1 = load<u64>(record, 16);
        const netNegative = <i64>a1 < 0;
        if (netNegative) {
          a0 = ~a0 + 1;
          a1 = ~a1 + u64(a0 == 0);
        }
        if (zeroForOne != netNegative) {
          if (l1 < a1 || (l1 == a1 && l0 < a0)) return OVERFLOW;
          const borrow = u64(l0 < a0);
          l0 -= a0;
          l1 = l1 - a1 - borrow;
        } else {
          const s0 = l0 + a0;
          const s1a = l1 + a1;
          const s1 = s1a + u64(s0 < l0);
          if (s1a < l1 || s1 < s1a) return OVERFLOW;
          l0 = s0;
          l1 = s1;
        }
      }
      tick = zeroForOne ? tickNext - 1 : tickNext;
    } else if (p0 != start0 || p1 != start1) {
      // Stopped inside a range: the tick follows the price, which must be one a tick can have.
      if ((p1 == 0 && p0 < MIN_RATIO) || p1 > MAX_RATIO_HI || (p1 == MAX_RATIO_HI && p0 >= MAX_RATIO_LO)) return DOMAIN;
      setU128(RATIO, p0, p1);
      tick = tickAtSqrtRatio(RATIO);
    }
  }
  setU128(slot(0), p0, p1);
  setU128(slot(1), l0, l1);
  setU128(slot(2), r0, r1);
  if (!quoteOnly) setU128(growthIn, g0, g1);
  loopTick = tick;
  loopCrossings = crossings;
  loopSteps = steps;
  return status;
}

/** Appends the crossed tick with outside := global − outside (mod 2^128) for both tokens (slots 4, 5). */
function recordCrossing(out: usize, slotIndex: i32, record: usize): void {
  store<i32>(out, slotIndex);
  const a0 = limb(slot(4), 0);
  const oa0 = load<u64>(record, 40);
  store<u64>(out, a0 - oa0, 8);
  store<u64>(out, limb(slot(4), 1) - load<u64>(record, 48) - u64(a0 < oa0), 16);
  const b0 = limb(slot(5), 0);
  const ob0 = load<u64>(record, 56);
  store<u64>(out, b0 - ob0, 24);
  store<u64>(out, limb(slot(5), 1) - load<u64>(record, 64) - u64(b0 < ob0), 32);
}
