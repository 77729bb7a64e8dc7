import { describe, expect, it } from 'vitest';
import { liquidityDistribution } from './distribution';
import { getAmountsForLiquidity } from './liquidityAmounts';
import { generatePool, type PoolShape } from './pools.testutil';
import { Rng } from './rng.testutil';
import { getSqrtRatioAtTick, MAX_TICK, MIN_TICK } from './tickMath';

const shape = (rng: Rng): PoolShape => ({
  fee: rng.pick([500, 3000, 10000] as const),
  centerTick: rng.int(-200_000, 200_000),
  positions: rng.int(1, 40),
  liquidityBits: rng.int(10, 100),
  maxHalfWidth: rng.int(1, 300),
  fullRange: rng.bool(),
});

describe('liquidityDistribution', () => {
  it('gives the range holding the price the pool’s liquidity, and tiles the initialized span without gaps', () => {
    const rng = new Rng(0xd15);
    for (let i = 0; i < 200; i += 1) {
      const { pool } = generatePool(rng, shape(rng));
      const ranges = liquidityDistribution(pool);
      expect(ranges[0]?.tickLower).toBe(pool.ticks[0]?.index);
      expect(ranges.at(-1)?.tickUpper).toBe(pool.ticks.at(-1)?.index);
      for (let k = 1; k < ranges.length; k += 1) expect(ranges[k]!.tickLower).toBe(ranges[k - 1]!.tickUpper);
      const holding = ranges.find((r) => r.tickLower <= pool.tick && pool.tick < r.tickUpper);
      expect(holding?.liquidity ?? 0n).toBe(pool.liquidity);
    }
  });

  it('holds what the positions hold, to within one unit per range and per position (each amount rounds down once)', () => {
    const rng = new Rng(0xd16);
    for (let i = 0; i < 100; i += 1) {
      const { pool, positions } = generatePool(rng, shape(rng));
      const ranges = liquidityDistribution(pool);
      const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
      const held = positions.map((p) =>
        getAmountsForLiquidity(pool.sqrtPriceX64, getSqrtRatioAtTick(p.tickLower), getSqrtRatioAtTick(p.tickUpper), p.liquidity),
      );
      const slack = BigInt(ranges.length + positions.length);
      for (const side of ['amountA', 'amountB'] as const) {
        const inRanges = sum(ranges.map((r) => r[side]));
        const inPositions = sum(held.map((h) => h[side]));
        expect(inRanges - inPositions <= slack && inPositions - inRanges <= slack, `${side}: ${inRanges} vs ${inPositions}`).toBe(true);
      }
    }
  });

  it('clips to a window, keeping each range’s liquidity, and rejects windows that are empty or off the tick range', () => {
    const { pool } = generatePool(new Rng(0xd17), { fee: 3000, centerTick: 0, positions: 12, liquidityBits: 60, maxHalfWidth: 20, fullRange: false });
    const whole = liquidityDistribution(pool);
    const inner = whole[1]!;
    const window: [number, number] = [inner.tickLower + 1, inner.tickUpper + 7];
    const clipped = liquidityDistribution(pool, ...window);
    expect(clipped[0]).toMatchObject({ tickLower: window[0], liquidity: inner.liquidity });
    expect(clipped.at(-1)?.tickUpper).toBe(Math.min(window[1], pool.ticks.at(-1)!.index));
    expect(liquidityDistribution(pool, MIN_TICK, MAX_TICK)).toEqual(whole);
    expect(() => liquidityDistribution(pool, 5, 5)).toThrow(RangeError);
    expect(() => liquidityDistribution(pool, MIN_TICK - 1, 0)).toThrow(RangeError);
  });

  it('rejects a running liquidity below zero (a malformed tick list)', () => {
    const { pool } = generatePool(new Rng(0xd18), { fee: 500, centerTick: 0, positions: 3, liquidityBits: 40, maxHalfWidth: 5, fullRange: false });
    const broken = { ...pool, ticks: pool.ticks.map((t, i) => (i === 0 ? { ...t, liquidityNet: -t.liquidityNet } : t)) };
    expect(() => liquidityDistribution(broken)).toThrow(RangeError);
  });
});
