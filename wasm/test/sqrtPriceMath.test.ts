import { SqrtPriceMath } from '@alcorexchange/alcor-swap-sdk';
import { describe, expect, it } from 'vitest';
import * as reference from '../../src/core/v3';
import { firstMismatch, fuzzCases, fuzzCompare, MAX_SQRT_RATIO, MAX_U128, MAX_U64, MIN_SQRT_RATIO, replayable, Rng, wasm } from './fuzz';

const CASES = fuzzCases();

describe('getAmountADelta / getAmountBDelta (WASM)', () => {
  for (const name of ['getAmountADelta', 'getAmountBDelta'] as const) {
    it(`${name} equals the reference and the SDK on ${CASES} random ranges, liquidities and roundings`, () => {
      const inputs = replayable(name.length * 101 + name.charCodeAt(9), (rng) => [rng.sqrtPrice(), rng.sqrtPrice(), rng.liquidity(), rng.bool()] as const);
      const sdk = (p: bigint, q: bigint, l: bigint, up: boolean): bigint => SqrtPriceMath[name](p, q, l, up);
      expect(firstMismatch(CASES, inputs(), wasm[name], reference[name])).toBeUndefined();
      expect(firstMismatch(CASES, inputs(), wasm[name], sdk)).toBeUndefined();
    });
  }

  it('handles the widest range at the largest liquidity, and empty ranges', () => {
    for (const up of [false, true]) {
      expect(wasm.getAmountADelta(MIN_SQRT_RATIO, MAX_SQRT_RATIO, MAX_U128, up)).toBe(reference.getAmountADelta(MIN_SQRT_RATIO, MAX_SQRT_RATIO, MAX_U128, up));
      expect(wasm.getAmountBDelta(MAX_SQRT_RATIO, MIN_SQRT_RATIO, MAX_U128, up)).toBe(reference.getAmountBDelta(MAX_SQRT_RATIO, MIN_SQRT_RATIO, MAX_U128, up));
    }
    expect(wasm.getAmountADelta(MIN_SQRT_RATIO, MIN_SQRT_RATIO, MAX_U128, true)).toBe(0n);
    expect(wasm.getAmountBDelta(1n << 64n, (1n << 64n) + 1n, 1n, true)).toBe(1n);
    expect(() => wasm.getAmountADelta(0n, 1n << 64n, 1n, false)).toThrow(RangeError);
  });
});

describe('getNextSqrtPriceFromInput / getNextSqrtPriceFromOutput (WASM)', () => {
  for (const name of ['getNextSqrtPriceFromInput', 'getNextSqrtPriceFromOutput'] as const) {
    it(`${name} equals the reference on ${CASES} random inputs, including the ones it rejects`, () => {
      const rng = new Rng(name.length * 211 + name.charCodeAt(20));
      const make = () => [rng.sqrtPrice(), rng.liquidity(128, rng.int(0, 30) === 0 ? 0n : 1n), rng.bigint(rng.bool() ? 64 : 160), rng.bool()] as const;
      expect(firstMismatch(CASES, make, wasm[name], reference[name])).toBeUndefined();
    });
  }

  it(`both equal the SDK on ${CASES} inputs in the contract's range (uint64 liquidity, amounts the range can pay)`, () => {
    const sdkIn = (p: bigint, l: bigint, a: bigint, z: boolean): bigint => SqrtPriceMath.getNextSqrtPriceFromInput(p, l, a, z);
    const sdkOut = (p: bigint, l: bigint, a: bigint, z: boolean): bigint => SqrtPriceMath.getNextSqrtPriceFromOutput(p, l, a, z);
    const inputs = replayable(0x5d, (rng) => {
      const sqrtP = rng.sqrtPrice();
      const liquidity = rng.liquidity(64, 1n);
      const zeroForOne = rng.bool();
      const available = zeroForOne
        ? reference.getAmountBDelta(MIN_SQRT_RATIO, sqrtP, liquidity, false)
        : reference.getAmountADelta(sqrtP, MAX_SQRT_RATIO, liquidity, false);
      const cap = available < MAX_U64 ? available : MAX_U64;
      return [sqrtP, liquidity, cap === 0n ? 0n : rng.bigintBetween(0n, cap - 1n), zeroForOne] as const;
    });
    expect(firstMismatch(CASES, inputs(), wasm.getNextSqrtPriceFromOutput, sdkOut)).toBeUndefined();
    // Token B pushing the price past uint128: the reference throws, the SDK returns the unrepresentable price.
    const pastUint128 = (p: bigint, l: bigint, a: bigint, z: boolean): boolean => !z && sdkIn(p, l, a, z) > MAX_U128;
    const viaInput = fuzzCompare(CASES, inputs(), wasm.getNextSqrtPriceFromInput, sdkIn, pastUint128);
    expect(viaInput.mismatch).toBeUndefined();
    expect(viaInput.compared).toBeGreaterThan(CASES * 0.9);
  });

  it('leaves the price unchanged for a zero amount and rejects zero liquidity or price, as the reference', () => {
    expect(wasm.getNextSqrtPriceFromInput(1n << 64n, 1n, 0n, true)).toBe(1n << 64n);
    expect(wasm.getNextSqrtPriceFromInput(1n << 64n, 1n, 0n, false)).toBe(1n << 64n);
    expect(() => wasm.getNextSqrtPriceFromInput(1n << 64n, 0n, 5n, true)).toThrow(RangeError);
    expect(() => wasm.getNextSqrtPriceFromOutput(0n, 1n, 5n, false)).toThrow(RangeError);
    // Removing more token B than the range holds.
    expect(() => wasm.getNextSqrtPriceFromOutput(1n << 64n, 1n, 2n, true)).toThrow(RangeError);
    expect(() => reference.getNextSqrtPriceFromOutput(1n << 64n, 1n, 2n, true)).toThrow(RangeError);
  });
});
