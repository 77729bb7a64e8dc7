import { TickMath } from '@alcorexchange/alcor-swap-sdk';
import { describe, expect, it } from 'vitest';
import * as reference from '../../src/core/v3';
import { firstMismatch, fuzzCases, MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK, replayable, wasm } from './fuzz';

const CASES = fuzzCases();
const sdkRatio = (tick: number): bigint => TickMath.getSqrtRatioAtTick(tick);
const sdkTick = (price: bigint): number => TickMath.getTickAtSqrtRatio(price);

describe('getSqrtRatioAtTick (WASM)', () => {
  it('gives the published bounds and 2^64 at tick 0', () => {
    expect(wasm.getSqrtRatioAtTick(MIN_TICK)).toBe(MIN_SQRT_RATIO);
    expect(wasm.getSqrtRatioAtTick(MAX_TICK)).toBe(MAX_SQRT_RATIO);
    expect(wasm.getSqrtRatioAtTick(0)).toBe(1n << 64n);
  });

  it('equals the reference and the SDK at every bit boundary and next to the limits', () => {
    const ticks = [MIN_TICK, MIN_TICK + 1, -1, 0, 1, MAX_TICK - 1, MAX_TICK];
    for (let bit = 0; bit < 19; bit++) ticks.push(1 << bit, (1 << bit) - 1, -(1 << bit), 1 - (1 << bit));
    for (const tick of ticks) {
      expect(wasm.getSqrtRatioAtTick(tick), `tick ${tick}`).toBe(reference.getSqrtRatioAtTick(tick));
      expect(wasm.getSqrtRatioAtTick(tick), `tick ${tick}`).toBe(sdkRatio(tick));
    }
  });

  it(`equals the reference and the SDK on ${CASES} random ticks`, () => {
    const ticks = replayable(0x7101, (rng) => [rng.int(MIN_TICK, MAX_TICK)] as const);
    expect(firstMismatch(CASES, ticks(), wasm.getSqrtRatioAtTick, reference.getSqrtRatioAtTick)).toBeUndefined();
    TickMath.clearCache();
    expect(firstMismatch(CASES, ticks(), wasm.getSqrtRatioAtTick, sdkRatio)).toBeUndefined();
    TickMath.clearCache();
  });

  it('rejects ticks outside the range and fractions, like the reference', () => {
    for (const bad of [MIN_TICK - 1, MAX_TICK + 1, 0.5, Number.NaN, 2 ** 32]) {
      expect(() => wasm.getSqrtRatioAtTick(bad), `tick ${bad}`).toThrow(RangeError);
      expect(() => reference.getSqrtRatioAtTick(bad)).toThrow(RangeError);
    }
  });
});

describe('getTickAtSqrtRatio (WASM)', () => {
  it("equals the reference and the SDK on every tick's own ratio and its neighbours near the bounds and bit edges", () => {
    const ticks = [MIN_TICK, MIN_TICK + 1, -1, 0, 1, MAX_TICK - 2, MAX_TICK - 1];
    for (let bit = 0; bit < 19; bit++) ticks.push(1 << bit, -(1 << bit));
    for (const tick of ticks.filter((t) => t >= MIN_TICK && t < MAX_TICK)) {
      const ratio = reference.getSqrtRatioAtTick(tick);
      for (const price of [ratio - 1n, ratio, ratio + 1n].filter((p) => p >= MIN_SQRT_RATIO && p < MAX_SQRT_RATIO)) {
        expect(wasm.getTickAtSqrtRatio(price), `price ${price}`).toBe(reference.getTickAtSqrtRatio(price));
        expect(wasm.getTickAtSqrtRatio(price), `price ${price}`).toBe(sdkTick(price));
      }
    }
    expect(wasm.getTickAtSqrtRatio(MIN_SQRT_RATIO)).toBe(MIN_TICK);
    expect(wasm.getTickAtSqrtRatio(MAX_SQRT_RATIO - 1n)).toBe(MAX_TICK - 1);
  });

  it(`equals the reference and the SDK on ${CASES} random prices`, () => {
    const prices = replayable(0x7102, (rng) => {
      const price = rng.sqrtPrice();
      return [price === MAX_SQRT_RATIO ? price - 1n : price] as const;
    });
    expect(firstMismatch(CASES, prices(), wasm.getTickAtSqrtRatio, reference.getTickAtSqrtRatio)).toBeUndefined();
    expect(firstMismatch(CASES, prices(), wasm.getTickAtSqrtRatio, sdkTick)).toBeUndefined();
    TickMath.clearCache();
  });

  it('rejects prices outside [MIN_SQRT_RATIO, MAX_SQRT_RATIO), like the reference', () => {
    for (const bad of [0n, MIN_SQRT_RATIO - 1n, MAX_SQRT_RATIO, 1n << 200n, -1n]) {
      expect(() => wasm.getTickAtSqrtRatio(bad), `price ${bad}`).toThrow(RangeError);
      expect(() => reference.getTickAtSqrtRatio(bad)).toThrow(RangeError);
    }
  });
});
