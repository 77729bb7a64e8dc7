/** Pool shapes for the whole-pool swap tests (test-only); the pools are the reference tests' own generator's. */
import * as reference from '../../src/core/v3';
import { generatePool as generateWithPositions, type PoolShape } from '../../src/core/v3/pools.testutil';
import { MAX_TICK, MIN_TICK, type Rng } from './fuzz';
import type { PoolState, TickState } from '../v3';

export type { PoolShape };

/** A pool whose ticks, liquidity and fee growth follow the contract's rules for the minted positions. */
export function generatePool(rng: Rng, shape: PoolShape): PoolState {
  return generateWithPositions(rng, shape).pool;
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
  const row = (index: number, net: bigint): TickState => ({
    index,
    liquidityNet: net,
    liquidityGross: net < 0n ? -net : net,
    feeGrowthOutsideAX64: BigInt(index + 500_000) << 40n,
    feeGrowthOutsideBX64: BigInt(index + 600_000) << 30n,
  });
  const fullRange = 10n ** 18n;
  const ticks = [row(-443_580, fullRange)];
  for (let k = 0; k < 500; k++) {
    const liquidity = BigInt(k + 1) * 7_919_000_000_000n;
    ticks.push(row(bottom + 2 * k * spacing, liquidity), row(bottom + (2 * k + 1) * spacing, -liquidity));
  }
  ticks.push(row(443_580, -fullRange));
  const tick = bottom + 1000 * spacing + 30;
  const pool: PoolState = {
    sqrtPriceX64: reference.getSqrtRatioAtTick(tick) + 12_345n,
    tick,
    liquidity: fullRange,
    fee: 3000,
    tickSpacing: spacing,
    feeGrowthGlobalAX64: 1n << 70n,
    feeGrowthGlobalBX64: 1n << 71n,
    ticks,
  };
  return { pool, limit: reference.getSqrtRatioAtTick(bottom - spacing) };
}
