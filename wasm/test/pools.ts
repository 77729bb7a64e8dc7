/** Random but consistent pools, built from positions, for the whole-pool swap tests (test-only). */
import * as reference from '../../src/core/v3';
import { MAX_TICK, MAX_U128, MIN_TICK, type Rng } from './fuzz';
import type { PoolState, TickState } from '../v3';

const SPACINGS: Readonly<Record<number, number>> = { 500: 10, 3000: 60, 10000: 200 };

/** How to shape a generated pool. */
export interface PoolShape {
  fee: 500 | 3000 | 10000;
  centerTick: number;
  positions: number;
  liquidityBits: number;
  /** Widest half-range of a position, in tick spacings. */
  maxHalfWidth: number;
  /** Add a position over the whole usable range, so liquidity never runs out. */
  fullRange: boolean;
}

const usable = (tick: number, spacing: number): number => {
  const clamped = Math.min(Math.max(tick, MIN_TICK), MAX_TICK);
  const rounded = Math.round(clamped / spacing) * spacing;
  if (rounded < MIN_TICK) return rounded + spacing;
  return rounded > MAX_TICK ? rounded - spacing : rounded;
};

/** A pool whose ticks, liquidity and fee growth follow the contract's rules for the minted positions. */
export function generatePool(rng: Rng, shape: PoolShape): PoolState {
  const tickSpacing = SPACINGS[shape.fee]!;
  const center = usable(shape.centerTick, tickSpacing);
  const low = reference.getSqrtRatioAtTick(center);
  const high = reference.getSqrtRatioAtTick(Math.min(center + tickSpacing, MAX_TICK));
  const sqrtPriceX64 = rng.between(low, high - 2n);
  const tick = reference.getTickAtSqrtRatio(sqrtPriceX64);
  const nearWrap = rng.bool();
  const feeGrowthGlobalAX64 = nearWrap ? MAX_U128 - rng.bigint(70) : rng.bigint(90);
  const feeGrowthGlobalBX64 = nearWrap ? MAX_U128 - rng.bigint(70) : rng.bigint(90);
  const ranges: [number, number][] = [];
  if (shape.fullRange) ranges.push([usable(MIN_TICK, tickSpacing), usable(MAX_TICK, tickSpacing)]);
  while (ranges.length < shape.positions) {
    const middle = center + rng.int(-shape.maxHalfWidth, shape.maxHalfWidth) * tickSpacing;
    const lower = usable(middle - rng.int(1, shape.maxHalfWidth) * tickSpacing, tickSpacing);
    const upper = usable(middle + rng.int(1, shape.maxHalfWidth) * tickSpacing, tickSpacing);
    if (lower < upper) ranges.push([lower, upper]);
  }
  const rows = new Map<number, TickState>();
  let liquidity = 0n;
  for (const [lower, upper] of ranges) {
    const amount = rng.bigint(shape.liquidityBits) + 1n;
    for (const [index, net] of [[lower, amount], [upper, -amount]] as const) {
      const row = rows.get(index);
      const below = index <= tick;
      rows.set(index, {
        index,
        liquidityNet: (row?.liquidityNet ?? 0n) + net,
        liquidityGross: (row?.liquidityGross ?? 0n) + amount,
        feeGrowthOutsideAX64: row?.feeGrowthOutsideAX64 ?? (below ? feeGrowthGlobalAX64 : 0n),
        feeGrowthOutsideBX64: row?.feeGrowthOutsideBX64 ?? (below ? feeGrowthGlobalBX64 : 0n),
      });
    }
    if (lower <= tick && tick < upper) liquidity += amount;
  }
  const ticks = [...rows.values()].sort((a, b) => a.index - b.index);
  return { sqrtPriceX64, tick, liquidity, fee: shape.fee, tickSpacing, feeGrowthGlobalAX64, feeGrowthGlobalBX64, ticks };
}

/** A random pool shape: any tier, centre anywhere (bounds included), few to many positions. */
export function randomShape(rng: Rng): PoolShape {
  const edge = rng.int(0, 10);
  const centerTick = edge === 0 ? MIN_TICK + rng.int(0, 3000) : edge === 1 ? MAX_TICK - rng.int(1, 3000) : rng.int(-300_000, 300_000);
  return {
    fee: rng.pick([500, 3000, 10000] as const),
    centerTick,
    positions: rng.int(1, 120),
    liquidityBits: rng.int(8, 110),
    maxHalfWidth: rng.int(1, rng.bool() ? 40 : 2000),
    fullRange: rng.int(0, 2) > 0,
  };
}

/**
 * The benchmark's shape: 500 adjacent one-spacing positions (1,000 initialized ticks) below the
 * price on a full-range position, so selling token A down to `limit` crosses all 1,000.
 */
export function thousandTickPool(): { pool: PoolState; limit: bigint } {
  const spacing = 60;
  const bottom = -30_000;
  const row = (index: number, net: bigint): TickState => ({ index, liquidityNet: net, liquidityGross: net < 0n ? -net : net, feeGrowthOutsideAX64: BigInt(index + 500_000) << 40n, feeGrowthOutsideBX64: BigInt(index + 600_000) << 30n });
  const fullRange = 10n ** 18n;
  const ticks = [row(-443_580, fullRange)];
  for (let k = 0; k < 500; k++) {
    const liquidity = BigInt(k + 1) * 7_919_000_000_000n;
    ticks.push(row(bottom + 2 * k * spacing, liquidity), row(bottom + (2 * k + 1) * spacing, -liquidity));
  }
  ticks.push(row(443_580, -fullRange));
  const tick = bottom + 1000 * spacing + 30;
  const pool: PoolState = { sqrtPriceX64: reference.getSqrtRatioAtTick(tick) + 12_345n, tick, liquidity: fullRange, fee: 3000, tickSpacing: spacing, feeGrowthGlobalAX64: 1n << 70n, feeGrowthGlobalBX64: 1n << 71n, ticks };
  return { pool, limit: reference.getSqrtRatioAtTick(bottom - spacing) };
}
