import { FullMath } from '@alcorexchange/alcor-swap-sdk/build/utils/fullMath.js';
import { describe, expect, it } from 'vitest';
import * as reference from '../../src/core/v3';
import { firstMismatch, fuzzCases, MAX_U256, Rng, wasm } from './fuzz';

const CASES = fuzzCases();

/** Operands up to 256 bits (log-uniform) whose exact quotient fits 256 bits, as the contract's FullMath needs. */
function operands(rng: Rng): readonly [bigint, bigint, bigint] {
  for (;;) {
    const a = rng.bigint(256);
    const b = rng.bigint(256);
    const d = rng.bigint(256) + 1n;
    if ((a * b) / d < MAX_U256) return [a, b, d];
  }
}

describe('mulDiv / mulDivRoundingUp / divRoundingUp (WASM)', () => {
  for (const name of ['mulDiv', 'mulDivRoundingUp'] as const) {
    it(`${name} equals the reference on ${CASES} random 256-bit operands`, () => {
      const rng = new Rng(name.length * 31);
      expect(firstMismatch(CASES, () => operands(rng), wasm[name], reference[name])).toBeUndefined();
    });
  }

  it(`mulDivRoundingUp equals the SDK on ${CASES} random operands`, () => {
    const rng = new Rng(0xf011);
    const sdk = (a: bigint, b: bigint, d: bigint): bigint => FullMath.mulDivRoundingUp(a, b, d);
    expect(firstMismatch(CASES, () => operands(rng), wasm.mulDivRoundingUp, sdk)).toBeUndefined();
  });

  it(`divRoundingUp equals the reference on ${CASES} random operands`, () => {
    const rng = new Rng(0xf012);
    expect(firstMismatch(CASES, () => [rng.bigint(256), rng.bigint(256) + 1n] as const, wasm.divRoundingUp, reference.divRoundingUp)).toBeUndefined();
  });

  it('keeps the full 512-bit product at the extremes', () => {
    expect(wasm.mulDiv(MAX_U256, MAX_U256, MAX_U256)).toBe(MAX_U256);
    expect(wasm.mulDivRoundingUp(MAX_U256, MAX_U256 - 1n, MAX_U256)).toBe(MAX_U256 - 1n);
    expect(wasm.mulDivRoundingUp(MAX_U256, 1n, 2n)).toBe(1n << 255n);
    expect(wasm.mulDiv(MAX_U256, 1n, 2n)).toBe((1n << 255n) - 1n);
    expect(wasm.mulDivRoundingUp(0n, MAX_U256, 7n)).toBe(0n);
    expect(wasm.mulDivRoundingUp(1n, 1n, MAX_U256)).toBe(1n);
  });

  it('throws RangeError on a zero denominator (as the reference), on a quotient above 256 bits and on operands outside [0, 2^256)', () => {
    expect(() => wasm.mulDiv(1n, 1n, 0n)).toThrow(RangeError);
    expect(() => reference.mulDiv(1n, 1n, 0n)).toThrow(RangeError);
    expect(() => wasm.mulDivRoundingUp(0n, 0n, 0n)).toThrow(RangeError);
    expect(() => wasm.mulDiv(MAX_U256, 2n, 1n)).toThrow(RangeError);
    expect(() => wasm.mulDivRoundingUp(MAX_U256, MAX_U256, MAX_U256 - 1n)).toThrow(RangeError);
    expect(() => wasm.mulDiv(-1n, 1n, 1n)).toThrow(RangeError);
    expect(() => wasm.mulDiv(1n << 256n, 1n, 1n)).toThrow(RangeError);
  });
});
