import { SwapMath } from '@alcorexchange/alcor-swap-sdk/build/utils/swapMath.js';
import { describe, expect, it } from 'vitest';
import * as reference from '../../src/core/v3';
import { firstMismatch, fuzzCases, fuzzCompare, MAX_U64, outcome, Rng, wasm } from './fuzz';

const CASES = fuzzCases();
const FEES = [500, 3000, 10000] as const;

/** A step towards a nearby or far target, exact in (> 0) or exact out (< 0). */
function step(rng: Rng, liquidityBits: number, amountBits: number): readonly [bigint, bigint, bigint, bigint, number] {
  const current = rng.sqrtPrice();
  const target = rng.bool() ? rng.sqrtPrice() : current + (rng.bool() ? 1n : -1n) * rng.bigint(70);
  const amount = rng.bigint(amountBits);
  return [
    current,
    target > 0n ? target : 1n,
    rng.liquidity(liquidityBits),
    rng.bool() ? amount : -amount,
    rng.int(0, 8) === 0 ? rng.int(0, 999_999) : rng.pick(FEES),
  ];
}

describe('computeSwapStep (WASM)', () => {
  it(`equals the reference on ${CASES} random steps (liquidity to 2^128, amounts to 2^127, any fee)`, () => {
    const rng = new Rng(0x57e9);
    expect(firstMismatch(CASES, () => step(rng, 128, 127), wasm.computeSwapStep, reference.computeSwapStep)).toBeUndefined();
  });

  it(`equals the SDK on ${CASES} random steps in the contract's range (uint64 liquidity and amounts)`, () => {
    const rng = new Rng(0x57ea);
    const sdk = (...input: [bigint, bigint, bigint, bigint, number]): unknown => SwapMath.computeSwapStep(...input);
    // The SDK skips the contract's checks: compare where the reference accepts the step.
    const rejected = (...input: [bigint, bigint, bigint, bigint, number]): boolean => 'threw' in outcome(() => reference.computeSwapStep(...input));
    const result = fuzzCompare(CASES, () => step(rng, 64, 64), wasm.computeSwapStep, sdk, rejected);
    expect(result.mismatch).toBeUndefined();
    expect(result.compared).toBeGreaterThan(CASES * 0.9);
  });

  it('spends an exact input entirely (amountIn + fee) when it stops short of the target', () => {
    const current = 1n << 64n;
    const [next, amountIn, amountOut, fee] = wasm.computeSwapStep(current, current / 2n, 10n ** 18n, 1_000_000n, 3000);
    expect(next).toBeLessThan(current);
    expect(amountIn + fee).toBe(1_000_000n);
    expect(amountOut).toBeGreaterThan(0n);
    expect(wasm.computeSwapStep(current, current / 2n, 10n ** 18n, -MAX_U64, 500)).toEqual(
      reference.computeSwapStep(current, current / 2n, 10n ** 18n, -MAX_U64, 500),
    );
  });

  it('rejects fees outside [0, 1,000,000) pips, as the reference', () => {
    for (const fee of [-1, 1_000_000, 0.5]) {
      expect(() => wasm.computeSwapStep(1n << 64n, 1n << 63n, 1n, 1n, fee)).toThrow(RangeError);
      expect(() => reference.computeSwapStep(1n << 64n, 1n << 63n, 1n, 1n, fee)).toThrow(RangeError);
    }
  });
});
