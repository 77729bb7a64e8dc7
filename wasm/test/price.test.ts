import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../src/core/amount/fuzz.testutil';
import * as reference from '../../src/core/v3';
import { sdk } from '../../src/core/v3/oracle.testutil';
import { MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK, outcome, same, show, wasm } from './fuzz';

/** Passes when WASM and the reference give the same value, or both throw RangeError. */
function agrees(ours: () => unknown, theirs: () => unknown): boolean {
  const a = outcome(ours);
  const b = outcome(theirs);
  const ok = 'value' in a ? 'value' in b && same(a.value, b.value) : 'threw' in b && a.threw === 'RangeError' && b.threw === 'RangeError';
  if (!ok) throw new Error(`WASM ${show(a)} ≠ reference ${show(b)}`);
  return ok;
}

const tick = fc.oneof(fc.integer({ min: MIN_TICK, max: MAX_TICK }), fc.constantFrom(MIN_TICK, MIN_TICK + 1, -1, 0, 1, MAX_TICK - 1, MAX_TICK));
const spacing = fc.oneof(fc.constantFrom(1, 10, 60, 200), fc.integer({ min: 1, max: 1 << 20 }));
const precision = fc.oneof(fc.constantFrom(0, 4, 8), fc.integer({ min: 0, max: 30 }));
/** Prices near a tick's (the root's floor decides the tick there), and arbitrary ratios, some beyond the tick range. */
const rawPrice = fc.oneof(
  fc.tuple(fc.integer({ min: MIN_TICK, max: MAX_TICK }), fc.integer({ min: -2, max: 2 })).map(([at, offset]) => {
    const sqrt = reference.getSqrtRatioAtTick(at) + BigInt(offset);
    return { numerator: sqrt * sqrt, denominator: 1n << 128n };
  }),
  fc.record({ numerator: fc.bigInt({ min: 1n, max: 1n << 200n }), denominator: fc.bigInt({ min: 1n, max: 1n << 200n }) }),
);

describe('price functions (WASM) against the bigint reference', () => {
  it('nearestUsableTick: every tick and spacing up to 2^20, never −0', () => {
    fc.assert(
      fc.property(tick, spacing, (at, by) => {
        const ours = wasm.nearestUsableTick(at, by);
        return ours === reference.nearestUsableTick(at, by) && !Object.is(ours, -0);
      }),
      fuzzParams(0x7e1, 5000),
    );
    expect(() => wasm.nearestUsableTick(MAX_TICK + 1, 10)).toThrow(RangeError);
    expect(() => wasm.nearestUsableTick(0, 0)).toThrow(RangeError);
    expect(() => wasm.nearestUsableTick(0.5, 10)).toThrow(RangeError);
  });

  it('tickToPrice: every tick, any precisions (the bounds included)', () => {
    fc.assert(
      fc.property(tick, precision, precision, (at, a, b) =>
        agrees(
          () => wasm.tickToPrice(at, a, b),
          () => reference.tickToPrice(at, a, b),
        ),
      ),
      fuzzParams(0x7e2, 3000),
    );
    expect(wasm.tickToPrice(MAX_TICK, 0, 0).numerator).toBe(MAX_SQRT_RATIO * MAX_SQRT_RATIO);
    expect(wasm.tickToPrice(MIN_TICK, 0, 0).numerator).toBe(MIN_SQRT_RATIO * MIN_SQRT_RATIO);
    expect(() => wasm.tickToPrice(MIN_TICK - 1, 0, 0)).toThrow(RangeError);
    expect(() => wasm.tickToPrice(0, -1, 0)).toThrow(RangeError);
  });

  it('encodeSqrtRatioX64: the floor of the root, as the reference, wherever the ratio fits 256 bits in Q128', () => {
    const amounts = fc.tuple(fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }), fc.bigInt({ min: 1n, max: 1n << 200n }));
    fc.assert(
      fc.property(amounts, ([amountB, amountA]) =>
        agrees(
          () => wasm.encodeSqrtRatioX64(amountB, amountA),
          () => reference.encodeSqrtRatioX64(amountB, amountA),
        ),
      ),
      fuzzParams(0x7e3, 3000),
    );
    expect(wasm.encodeSqrtRatioX64(1n, 1n)).toBe(1n << 64n);
    // k² − 1 floors to k − 1 (the SDK's float shortcut says k).
    expect(wasm.encodeSqrtRatioX64(94906265n * 94906265n - 1n, 1n << 128n)).toBe(94906264n);
    expect(() => wasm.encodeSqrtRatioX64(1n, 0n)).toThrow(RangeError);
    expect(() => wasm.encodeSqrtRatioX64(1n << 128n, 1n)).toThrow(RangeError);
  });

  it('priceToClosestTick: prices on and beside ticks and arbitrary ratios, any precisions', () => {
    fc.assert(
      fc.property(rawPrice, precision, precision, (raw, a, b) => {
        const whole = { numerator: raw.numerator * 10n ** BigInt(a), denominator: raw.denominator * 10n ** BigInt(b) };
        return agrees(
          () => wasm.priceToClosestTick(whole, a, b),
          () => reference.priceToClosestTick(whole, a, b),
        );
      }),
      fuzzParams(0x7e4, 3000),
    );
  });

  it('priceToClosestTick inverts tickToPrice at the published bounds, and the SDK agrees', () => {
    const [tokenA, tokenB] = [new sdk.Token('tokena.wax', 0, 'AAA'), new sdk.Token('tokenb.wax', 0, 'BBB')];
    for (const at of [MIN_TICK, MIN_TICK + 1, -1, 0, 1, MAX_TICK - 1]) {
      const price = wasm.tickToPrice(at, 0, 0);
      expect(wasm.priceToClosestTick(price, 0, 0)).toBe(at);
      expect(sdk.priceToClosestTick(new sdk.Price(tokenA, tokenB, price.denominator, price.numerator))).toBe(at);
    }
    // At MAX_TICK the price is the bound itself, which no pool price reaches.
    expect(() => wasm.priceToClosestTick(wasm.tickToPrice(MAX_TICK, 0, 0), 0, 0)).toThrow(RangeError);
    expect(() => wasm.priceToClosestTick({ numerator: 0n, denominator: 1n }, 0, 0)).toThrow(RangeError);
  });
});
