import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { amountsForBurn, lpMinted } from './liquidity';
import { getAmountIn, getAmountOut } from './swap';

// Reserves up to int64, the largest an Antelope asset holds; fees over the whole 0..9999 range.
const reserveArb = fc.bigInt({ min: 1n, max: 2n ** 63n - 1n });
const amountArb = fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }), fc.bigInt({ min: 0n, max: 10_000n }));
const feeArb = fc.oneof(fc.constantFrom(0, 25, 30, 9999), fc.integer({ min: 0, max: 9999 }));

describe('constant-product properties', () => {
  it('never pays out the whole output reserve', () => {
    fc.assert(
      fc.property(amountArb, reserveArb, reserveArb, feeArb, (amountIn, reserveIn, reserveOut, fee) => {
        expect(getAmountOut(amountIn, reserveIn, reserveOut, fee) < reserveOut).toBe(true);
      }),
      fuzzParams(0x7201),
    );
  });

  it('k never decreases after a swap with the fee', () => {
    fc.assert(
      fc.property(amountArb, reserveArb, reserveArb, feeArb, (amountIn, reserveIn, reserveOut, fee) => {
        const amountOut = getAmountOut(amountIn, reserveIn, reserveOut, fee);
        expect((reserveIn + amountIn) * (reserveOut - amountOut) >= reserveIn * reserveOut).toBe(true);
      }),
      fuzzParams(0x7202),
    );
  });

  it('paying getAmountIn(y) buys at least y', () => {
    fc.assert(
      fc.property(reserveArb, reserveArb, fc.bigInt({ min: 0n, max: 2n ** 63n }), feeArb, (reserveIn, reserveOut, raw, fee) => {
        const wanted = raw % reserveOut;
        const amountIn = getAmountIn(wanted, reserveIn, reserveOut, fee);
        expect(amountIn).toBeDefined();
        expect(getAmountOut(amountIn ?? 0n, reserveIn, reserveOut, fee) >= wanted).toBe(true);
      }),
      fuzzParams(0x7203),
    );
  });

  it('getAmountIn of what x buys is at most x + 1 (one unit of rounding)', () => {
    fc.assert(
      fc.property(amountArb, reserveArb, reserveArb, feeArb, (amountIn, reserveIn, reserveOut, fee) => {
        const amountOut = getAmountOut(amountIn, reserveIn, reserveOut, fee);
        const needed = getAmountIn(amountOut, reserveIn, reserveOut, fee);
        expect(needed !== undefined && needed <= amountIn + 1n).toBe(true);
      }),
      fuzzParams(0x7204),
    );
  });

  it('output grows with input', () => {
    fc.assert(
      fc.property(amountArb, amountArb, reserveArb, reserveArb, feeArb, (a, b, reserveIn, reserveOut, fee) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(getAmountOut(small, reserveIn, reserveOut, fee) <= getAmountOut(large, reserveIn, reserveOut, fee)).toBe(true);
      }),
      fuzzParams(0x7205),
    );
  });
});

describe('liquidity properties', () => {
  const poolArb = fc.tuple(reserveArb, reserveArb, reserveArb);

  it('burning the whole supply returns the reserves', () => {
    fc.assert(
      fc.property(poolArb, ([reserve0, reserve1, supply]) => {
        expect(amountsForBurn(supply, reserve0, reserve1, supply)).toEqual({ amount0: reserve0, amount1: reserve1 });
      }),
      fuzzParams(0x7206),
    );
  });

  it('minting then burning never returns more than was deposited', () => {
    fc.assert(
      fc.property(poolArb, amountArb, amountArb, ([reserve0, reserve1, supply], amount0, amount1) => {
        const minted = lpMinted(amount0, amount1, reserve0, reserve1, supply);
        const back = amountsForBurn(minted, reserve0 + amount0, reserve1 + amount1, supply + minted);
        expect(back.amount0 <= amount0 && back.amount1 <= amount1).toBe(true);
      }),
      fuzzParams(0x7207),
    );
  });

  it('the first deposit mints ⌊√(a0·a1)⌋', () => {
    fc.assert(
      fc.property(amountArb, amountArb, (amount0, amount1) => {
        const minted = lpMinted(amount0, amount1, 0n, 0n, 0n);
        expect(minted * minted <= amount0 * amount1 && amount0 * amount1 < (minted + 1n) * (minted + 1n)).toBe(true);
      }),
      fuzzParams(0x7208),
    );
  });
});
