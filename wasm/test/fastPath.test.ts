import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../src/core/amount/fuzz.testutil';
import * as reference from '../../src/core/v3';
import { generatePool } from '../../src/core/v3/pools.testutil';
import { freezeTicks, type PoolState } from '../v3';
import { MAX_TICK, MIN_TICK, outcome, Rng, same, show, wasm } from './fuzz';

/**
 * The register loop (fastSwap.ts) hands a step to the general code when an amount reaches 2^64,
 * a fee or fee growth does not fit, or the remainder is 2^128 or more; these pools and swaps sit
 * on both sides of each of those edges, so every hand-over point is compared with the reference.
 */
interface Case {
  pool: PoolState;
  zeroForOne: boolean;
  amount: bigint;
}

const fees = fc.constantFrom(0, 1, 500, 3000, 10000, 500_000, 999_999);
const cases = fc
  .record({
    seed: fc.integer({ min: 1, max: 0x7fffffff }),
    liquidityBits: fc.integer({ min: 1, max: 125 }),
    positions: fc.integer({ min: 1, max: 4 }),
    halfWidth: fc.constantFrom(1, 3, 40, 2000),
    fee: fees,
    feeProtocol: fc.constantFrom(0, 0, 1, 4, 10),
    amountBits: fc.constantFrom(1, 20, 52, 63, 64, 65, 100, 127, 128, 129, 140),
    zeroForOne: fc.boolean(),
    exactIn: fc.boolean(),
    frozen: fc.boolean(),
  })
  .map(({ seed, liquidityBits, positions, halfWidth, fee, feeProtocol, amountBits, zeroForOne, exactIn, frozen }): Case => {
    const rng = new Rng(seed);
    const centerTick = rng.pick([MIN_TICK + 2000, -200_000, 0, 150_000, MAX_TICK - 2000]);
    const { pool } = generatePool(rng, { fee: 3000, centerTick, positions, liquidityBits, maxHalfWidth: halfWidth, fullRange: rng.bool() });
    const shaped = { ...pool, fee, feeProtocol, ticks: frozen ? freezeTicks([...pool.ticks]) : pool.ticks };
    const magnitude = (1n << BigInt(amountBits - 1)) + rng.bigint(amountBits - 1);
    return { pool: shaped, zeroForOne, amount: exactIn ? magnitude : -magnitude };
  });

function agrees(ours: () => unknown, theirs: () => unknown): boolean {
  const a = outcome(ours);
  const b = outcome(theirs);
  const ok = 'value' in a ? 'value' in b && same(a.value, b.value) : 'threw' in b && a.threw === 'RangeError' && b.threw === 'RangeError';
  if (!ok) throw new Error(`WASM ${show(a)} ≠ reference ${show(b)}`);
  return ok;
}

const basePool: PoolState = {
  sqrtPriceX64: 1n << 64n,
  tick: 0,
  liquidity: 0n,
  fee: 3000,
  tickSpacing: 60,
  feeGrowthGlobalAX64: 0n,
  feeGrowthGlobalBX64: 0n,
  ticks: [],
};

describe('the register swap loop and its hand-over to the general code', () => {
  it('swaps exactly as the reference across amount, liquidity, fee and protocol-fee edges (fast-check)', () => {
    fc.assert(
      fc.property(cases, ({ pool, zeroForOne, amount }) =>
        agrees(
          () => wasm.swap(pool, zeroForOne, amount),
          () => reference.swap(pool, zeroForOne, amount),
        ),
      ),
      fuzzParams(0xfa57, 1500),
    );
  });

  it('quotes exactly as the reference across the same edges, exact in and exact out (fast-check)', () => {
    fc.assert(
      fc.property(cases, ({ pool, zeroForOne, amount }) => {
        const magnitude = amount < 0n ? -amount : amount;
        const quote = amount > 0n ? 'quoteExactIn' : 'quoteExactOut';
        return agrees(
          () => wasm[quote](pool, zeroForOne, magnitude),
          () => reference[quote](pool, zeroForOne, magnitude),
        );
      }),
      fuzzParams(0xfa58, 1500),
    );
  });

  it("steps short of the target exactly as the reference, on both sides of the contract's switch between its two price formulas (fast-check)", () => {
    // Liquidity near 2^64 puts L·2^64 + amount·P on either side of 2^128, where the contract
    // changes formula for the price after token A comes in or goes out.
    const step = fc.record({
      tick: fc.integer({ min: MIN_TICK, max: MAX_TICK - 1 }),
      zeroForOne: fc.boolean(),
      liquidity: fc.oneof(fc.bigInt({ min: 1n << 60n, max: (1n << 64n) - 1n }), fc.bigInt({ min: 1n, max: (1n << 128n) - 1n })),
      amount: fc.bigInt({ min: 1n, max: (1n << 80n) - 1n }),
      exactIn: fc.boolean(),
      fee: fees,
    });
    fc.assert(
      fc.property(step, ({ tick, zeroForOne, liquidity, amount, exactIn, fee }) => {
        const price = reference.getSqrtRatioAtTick(tick) + 1n;
        const target = zeroForOne
          ? reference.getSqrtRatioAtTick(Math.max(MIN_TICK, tick - 5000))
          : reference.getSqrtRatioAtTick(Math.min(MAX_TICK, tick + 5000));
        const remaining = exactIn ? amount : -amount;
        return agrees(
          () => wasm.computeSwapStep(price, target, liquidity, remaining, fee),
          () => reference.computeSwapStep(price, target, liquidity, remaining, fee),
        );
      }),
      fuzzParams(0xfa59, 5000),
    );
  });

  it('keeps liquidity at the uint128 edges: a liquidityNet of −2^127 crossed down, and liquidity one short of 2^128', () => {
    const edge = 1n << 127n;
    const spacing = 60;
    const pool: PoolState = {
      sqrtPriceX64: reference.getSqrtRatioAtTick(30) + 1n,
      tick: 30,
      liquidity: (1n << 128n) - 1n,
      fee: 3000,
      tickSpacing: spacing,
      feeGrowthGlobalAX64: 0n,
      feeGrowthGlobalBX64: 0n,
      ticks: [
        { index: -120, liquidityNet: -edge, liquidityGross: edge, feeGrowthOutsideAX64: 0n, feeGrowthOutsideBX64: 0n },
        { index: 0, liquidityNet: edge - 1n, liquidityGross: edge, feeGrowthOutsideAX64: 0n, feeGrowthOutsideBX64: 0n },
        { index: 120, liquidityNet: 1n, liquidityGross: 1n, feeGrowthOutsideAX64: 0n, feeGrowthOutsideBX64: 0n },
      ],
    };
    for (const [zeroForOne, amount] of [
      [true, 1n << 200n],
      [false, 1n << 200n],
      [true, 1n << 60n],
      [false, -(1n << 60n)],
    ] as const) {
      expect(
        agrees(
          () => wasm.swap(pool, zeroForOne, amount),
          () => reference.swap(pool, zeroForOne, amount),
        ),
      ).toBe(true);
    }
  });

  it('refuses, as the reference, a cheap step onto a tick whose liquidityNet takes liquidity out of uint128', () => {
    const edge = (1n << 127n) - 1n;
    const tick = (index: number, liquidityNet: bigint) => ({ index, liquidityNet, liquidityGross: edge, feeGrowthOutsideAX64: 0n, feeGrowthOutsideBX64: 0n });
    const ratio120 = reference.getSqrtRatioAtTick(120);
    // Crossing 0 downward removes far more than the 1,000 in range; crossing 120 upward adds past 2^128.
    const below: PoolState = {
      ...basePool,
      sqrtPriceX64: reference.getSqrtRatioAtTick(30),
      tick: 30,
      liquidity: 1000n,
      ticks: [tick(0, edge), tick(120, -edge)],
    };
    const above: PoolState = { ...basePool, sqrtPriceX64: ratio120 - 1n, tick: 119, liquidity: (1n << 127n) + 5n, ticks: [tick(0, -edge), tick(120, edge)] };
    for (const [pool, zeroForOne] of [
      [below, true],
      [above, false],
    ] as const) {
      expect(() => reference.swap(pool, zeroForOne, 1n << 70n)).toThrow(RangeError);
      expect(() => wasm.swap(pool, zeroForOne, 1n << 70n)).toThrow(RangeError);
      expect(() => wasm.quoteExactIn(pool, zeroForOne, 1n << 70n)).toThrow(RangeError);
    }
  });

  it('accrues fee growth when one unit of liquidity earns more than 2^64 per step', () => {
    const pool: PoolState = {
      sqrtPriceX64: 1n << 64n,
      tick: 0,
      liquidity: 1n,
      fee: 10000,
      tickSpacing: 200,
      feeGrowthGlobalAX64: (1n << 128n) - 5n,
      feeGrowthGlobalBX64: 0n,
      ticks: [
        { index: -400, liquidityNet: 1n, liquidityGross: 1n, feeGrowthOutsideAX64: 3n, feeGrowthOutsideBX64: 0n },
        { index: 400, liquidityNet: -1n, liquidityGross: 1n, feeGrowthOutsideAX64: 0n, feeGrowthOutsideBX64: 0n },
      ],
    };
    const result = wasm.swap(pool, true, 1n << 90n);
    expect(result).toEqual(reference.swap(pool, true, 1n << 90n));
    expect(result.feeGrowthGlobalAX64).not.toBe(pool.feeGrowthGlobalAX64);
  });
});
