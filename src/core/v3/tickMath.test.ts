import { describe, expect, it } from 'vitest';
import { sdk } from './oracle.testutil';
import { firstMismatch, fuzzCases, Rng } from './rng.testutil';
import { getSqrtRatioAtTick, getTickAtSqrtRatio, MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from './tickMath';

const { TickMath } = sdk;
const CASES = fuzzCases();

describe('tick maths constants', () => {
  it('match the published Alcor values and the SDK', () => {
    expect([MIN_TICK, MAX_TICK, MIN_SQRT_RATIO, MAX_SQRT_RATIO]).toEqual([-443636, 443636, 4295048017n, 79226673515401279992447579062n]);
    expect([TickMath.MIN_TICK, TickMath.MAX_TICK, TickMath.MIN_SQRT_RATIO, TickMath.MAX_SQRT_RATIO]).toEqual([
      MIN_TICK,
      MAX_TICK,
      MIN_SQRT_RATIO,
      MAX_SQRT_RATIO,
    ]);
  });
});

describe('getSqrtRatioAtTick', () => {
  it('gives the bounds at the extreme ticks and 2^64 at tick 0', () => {
    expect(getSqrtRatioAtTick(MIN_TICK)).toBe(MIN_SQRT_RATIO);
    expect(getSqrtRatioAtTick(MAX_TICK)).toBe(MAX_SQRT_RATIO);
    expect(getSqrtRatioAtTick(0)).toBe(1n << 64n);
  });

  it('rejects ticks outside the range and fractions', () => {
    for (const bad of [MIN_TICK - 1, MAX_TICK + 1, 0.5, Number.NaN]) expect(() => getSqrtRatioAtTick(bad)).toThrow(RangeError);
  });

  it('equals the SDK at every bit boundary and near the limits', () => {
    const ticks = [MIN_TICK, MIN_TICK + 1, -1, 0, 1, MAX_TICK - 1, MAX_TICK];
    for (let bit = 0; bit < 19; bit += 1) ticks.push(1 << bit, (1 << bit) - 1, -(1 << bit), 1 - (1 << bit));
    for (const tick of ticks) expect(getSqrtRatioAtTick(tick), `tick ${tick}`).toBe(TickMath.getSqrtRatioAtTick(tick));
  });

  it(`equals the SDK on ${CASES} random ticks`, () => {
    const rng = new Rng(101);
    const mismatch = firstMismatch(
      CASES,
      () => rng.int(MIN_TICK, MAX_TICK),
      (tick) => {
        const ours = getSqrtRatioAtTick(tick);
        const theirs = TickMath.getSqrtRatioAtTick(tick);
        return ours === theirs ? undefined : `tick ${tick}: ${ours} ≠ ${theirs}`;
      },
    );
    expect(mismatch).toBeUndefined();
  });

  it('strictly increases with the tick', () => {
    const rng = new Rng(102);
    for (let i = 0; i < 2000; i += 1) {
      const tick = rng.int(MIN_TICK, MAX_TICK - 1);
      expect(getSqrtRatioAtTick(tick + 1)).toBeGreaterThan(getSqrtRatioAtTick(tick));
    }
  });
});

describe('getTickAtSqrtRatio', () => {
  it('maps the bounds to MIN_TICK and MAX_TICK − 1 and rejects prices outside them', () => {
    expect(getTickAtSqrtRatio(MIN_SQRT_RATIO)).toBe(MIN_TICK);
    expect(getTickAtSqrtRatio(MIN_SQRT_RATIO + 1n)).toBe(MIN_TICK);
    expect(getTickAtSqrtRatio(MAX_SQRT_RATIO - 1n)).toBe(MAX_TICK - 1);
    expect(getTickAtSqrtRatio(1n << 64n)).toBe(0);
    expect(getTickAtSqrtRatio((1n << 64n) - 1n)).toBe(-1);
    expect(() => getTickAtSqrtRatio(MIN_SQRT_RATIO - 1n)).toThrow(RangeError);
    expect(() => getTickAtSqrtRatio(MAX_SQRT_RATIO)).toThrow(RangeError);
  });

  it(`equals the SDK on ${CASES} random sqrt prices, tick prices and their neighbours`, () => {
    const rng = new Rng(103);
    const makeCase = (i: number): bigint => {
      if (i % 4 !== 0) return rng.bigintBetween(MIN_SQRT_RATIO, MAX_SQRT_RATIO - 1n);
      // A quarter sit on or next to an exact tick price, where an off-by-one would show.
      const onTick = getSqrtRatioAtTick(rng.int(MIN_TICK + 1, MAX_TICK - 1));
      return onTick + BigInt(rng.int(-1, 1));
    };
    const logUniform = (i: number): bigint => (i % 2 === 0 ? makeCase(i) : MIN_SQRT_RATIO + (rng.bigint(96) % (MAX_SQRT_RATIO - MIN_SQRT_RATIO)));
    const mismatch = firstMismatch(CASES, logUniform, (sqrtPriceX64) => {
      const ours = getTickAtSqrtRatio(sqrtPriceX64);
      const theirs = TickMath.getTickAtSqrtRatio(sqrtPriceX64);
      return ours === theirs ? undefined : `sqrt ${sqrtPriceX64}: ${ours} ≠ ${theirs}`;
    });
    expect(mismatch).toBeUndefined();
  });

  it('inverts getSqrtRatioAtTick: the tick price maps to its tick, one below it to the tick before', () => {
    const rng = new Rng(104);
    for (let i = 0; i < 5000; i += 1) {
      const tick = rng.int(MIN_TICK + 1, MAX_TICK - 1);
      expect(getTickAtSqrtRatio(getSqrtRatioAtTick(tick))).toBe(tick);
      expect(getTickAtSqrtRatio(getSqrtRatioAtTick(tick) - 1n)).toBe(tick - 1);
    }
  });
});
