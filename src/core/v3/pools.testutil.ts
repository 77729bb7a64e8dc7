/** Random but consistent pools built from positions, for the swap and position tests (test-only). */
import { getFeeGrowthInside } from './position';
import { FEE_TIERS, nearestUsableTick } from './price';
import type { Rng } from './rng.testutil';
import { getSqrtRatioAtTick, getTickAtSqrtRatio, MAX_TICK, MIN_TICK } from './tickMath';
import type { PoolState, PositionState, TickState } from './types';
import { Q128 } from './uint128';

/** How to shape a generated pool. */
export interface PoolShape {
  fee: 500 | 3000 | 10000;
  /** Tick the positions cluster around (clamped so ranges stay valid). */
  centerTick: number;
  positions: number;
  /** Largest position liquidity, in bits. */
  liquidityBits: number;
  /** Widest half-range of a position, in tick spacings. */
  maxHalfWidth: number;
  /** Add one full-range position, so liquidity never runs out. */
  fullRange: boolean;
}

/** A pool and the positions that make it up, each with its fee snapshot at creation. */
export interface GeneratedPool {
  pool: PoolState;
  positions: PositionState[];
}

function clampUsable(tick: number, spacing: number): number {
  return nearestUsableTick(Math.min(Math.max(tick, MIN_TICK), MAX_TICK), spacing);
}

function randomRange(rng: Rng, shape: PoolShape, spacing: number): [number, number] {
  const center = clampUsable(shape.centerTick + rng.int(-shape.maxHalfWidth, shape.maxHalfWidth) * spacing, spacing);
  const lower = clampUsable(center - rng.int(1, shape.maxHalfWidth) * spacing, spacing);
  const upper = clampUsable(center + rng.int(1, shape.maxHalfWidth) * spacing, spacing);
  if (lower < upper) return [lower, upper];
  return lower + spacing <= MAX_TICK ? [lower, lower + spacing] : [lower - spacing, lower];
}

/**
 * Positions minted at random ranges; tick rows, active liquidity and fee growth follow the
 * contract's rules (a tick initialized at or below the price starts with outside = global).
 * Fee-growth globals start near 2^128 half the time so the wrapping paths run.
 */
export function generatePool(rng: Rng, shape: PoolShape): GeneratedPool {
  const tickSpacing = FEE_TIERS[shape.fee] as number;
  const center = clampUsable(shape.centerTick, tickSpacing);
  // A centre at the top usable tick has no next tick: the price stays below MAX_TICK's.
  const sqrtPriceX64 = rng.bigintBetween(getSqrtRatioAtTick(center), getSqrtRatioAtTick(Math.min(center + tickSpacing, MAX_TICK)) - 1n);
  const tick = getTickAtSqrtRatio(sqrtPriceX64);
  const nearWrap = rng.bool();
  const feeGrowthGlobalAX64 = nearWrap ? Q128 - rng.bigint(70) - 1n : rng.bigint(90);
  const feeGrowthGlobalBX64 = nearWrap ? Q128 - rng.bigint(70) - 1n : rng.bigint(90);
  const ranges: [number, number][] = [];
  if (shape.fullRange) ranges.push([clampUsable(MIN_TICK, tickSpacing), clampUsable(MAX_TICK, tickSpacing)]);
  while (ranges.length < shape.positions) ranges.push(randomRange(rng, shape, tickSpacing));

  const rows = new Map<number, TickState>();
  let liquidity = 0n;
  const minted = ranges.map(([tickLower, tickUpper]) => {
    const positionLiquidity = rng.bigint(shape.liquidityBits) + 1n;
    for (const [index, net] of [
      [tickLower, positionLiquidity],
      [tickUpper, -positionLiquidity],
    ] as const) {
      const row = rows.get(index);
      const below = index <= tick;
      rows.set(index, {
        index,
        liquidityNet: (row?.liquidityNet ?? 0n) + net,
        liquidityGross: (row?.liquidityGross ?? 0n) + positionLiquidity,
        feeGrowthOutsideAX64: row?.feeGrowthOutsideAX64 ?? (below ? feeGrowthGlobalAX64 : 0n),
        feeGrowthOutsideBX64: row?.feeGrowthOutsideBX64 ?? (below ? feeGrowthGlobalBX64 : 0n),
      });
    }
    if (tickLower <= tick && tick < tickUpper) liquidity += positionLiquidity;
    return { tickLower, tickUpper, liquidity: positionLiquidity };
  });
  const ticks = [...rows.values()].sort((a, b) => a.index - b.index);
  const pool: PoolState = { sqrtPriceX64, tick, liquidity, fee: shape.fee, tickSpacing, feeGrowthGlobalAX64, feeGrowthGlobalBX64, ticks };
  const positions = minted.map((p) => {
    const [insideA, insideB] = getFeeGrowthInside(
      rows.get(p.tickLower) as TickState,
      rows.get(p.tickUpper) as TickState,
      p.tickLower,
      p.tickUpper,
      tick,
      feeGrowthGlobalAX64,
      feeGrowthGlobalBX64,
    );
    return { ...p, feeGrowthInsideALastX64: insideA, feeGrowthInsideBLastX64: insideB, feesA: 0n, feesB: 0n };
  });
  return { pool, positions };
}
