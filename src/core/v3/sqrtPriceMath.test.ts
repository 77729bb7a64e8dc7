import { describe, expect, it } from 'vitest';
import { sdk } from './oracle.testutil';
import { firstMismatch, fuzzCases, Rng } from './rng.testutil';
import { getAmountADelta, getAmountBDelta, getNextSqrtPriceFromInput, getNextSqrtPriceFromOutput } from './sqrtPriceMath';
import { MAX_SQRT_RATIO, MIN_SQRT_RATIO } from './tickMath';
import { MAX_UINT128, MAX_UINT64, Q128 } from './uint128';

const { SqrtPriceMath } = sdk;
const CASES = fuzzCases();

/** A sqrt price in range: half uniform, half log-uniform (so prices far below 1 show up too). */
function randomSqrtPrice(rng: Rng): bigint {
  return rng.bool() ? rng.bigintBetween(MIN_SQRT_RATIO, MAX_SQRT_RATIO) : MIN_SQRT_RATIO + (rng.bigint(96) % (MAX_SQRT_RATIO - MIN_SQRT_RATIO));
}

/** Liquidity from 0 to 2^128 − 1, log-uniform, with the extremes pinned now and then. */
function randomLiquidity(rng: Rng, min = 0n): bigint {
  const pinned = rng.int(0, 20);
  if (pinned === 0) return MAX_UINT128;
  if (pinned === 1) return min;
  return min + rng.bigint(128) > MAX_UINT128 ? MAX_UINT128 : min + rng.bigint(128);
}

describe('getAmountADelta / getAmountBDelta', () => {
  for (const [name, ours, theirs] of [
    ['getAmountADelta', getAmountADelta, SqrtPriceMath.getAmountADelta.bind(SqrtPriceMath)],
    ['getAmountBDelta', getAmountBDelta, SqrtPriceMath.getAmountBDelta.bind(SqrtPriceMath)],
  ] as const) {
    it(`${name} equals the SDK on ${CASES} random ranges, liquidities and roundings`, () => {
      const rng = new Rng(name.length * 7 + 301);
      const mismatch = firstMismatch(
        CASES,
        () => [randomSqrtPrice(rng), randomSqrtPrice(rng), randomLiquidity(rng), rng.bool()] as const,
        ([p, q, liquidity, roundUp]) => {
          const a = ours(p, q, liquidity, roundUp);
          const b = theirs(p, q, liquidity, roundUp);
          return a === b ? undefined : `${p}, ${q}, L ${liquidity}, up ${roundUp}: ${a} ≠ ${b}`;
        },
      );
      expect(mismatch).toBeUndefined();
    });
  }

  it('gives 0 for an empty range or zero liquidity, and rounds up by at most one unit', () => {
    expect(getAmountADelta(MIN_SQRT_RATIO, MIN_SQRT_RATIO, MAX_UINT128, true)).toBe(0n);
    expect(getAmountBDelta(MAX_SQRT_RATIO, MAX_SQRT_RATIO, MAX_UINT128, true)).toBe(0n);
    expect(getAmountADelta(MIN_SQRT_RATIO, MAX_SQRT_RATIO, 0n, true)).toBe(0n);
    expect(getAmountBDelta(MIN_SQRT_RATIO, MAX_SQRT_RATIO, 1n, false)).toBe((MAX_SQRT_RATIO - MIN_SQRT_RATIO) >> 64n);
    const up = getAmountADelta(MIN_SQRT_RATIO, MAX_SQRT_RATIO, MAX_UINT128, true);
    const down = getAmountADelta(MIN_SQRT_RATIO, MAX_SQRT_RATIO, MAX_UINT128, false);
    expect(up - down).toBe(1n);
    expect(getAmountBDelta(1n << 64n, (1n << 64n) + 1n, 1n, true)).toBe(1n);
  });
});

describe('getNextSqrtPriceFromInput', () => {
  it(`equals the SDK on ${CASES} random inputs (amounts up to 2^64, both directions)`, () => {
    const rng = new Rng(311);
    let overflows = 0;
    const mismatch = firstMismatch(
      CASES,
      () => [randomSqrtPrice(rng), randomLiquidity(rng, 1n), rng.bigint(64), rng.bool()] as const,
      ([sqrtP, liquidity, amountIn, zeroForOne]) => {
        const theirs = SqrtPriceMath.getNextSqrtPriceFromInput(sqrtP, liquidity, amountIn, zeroForOne);
        try {
          const ours = getNextSqrtPriceFromInput(sqrtP, liquidity, amountIn, zeroForOne);
          return ours === theirs ? undefined : `${sqrtP}, L ${liquidity}, in ${amountIn}, ${zeroForOne}: ${ours} ≠ ${theirs}`;
        } catch {
          // Only token B pushing √P past uint128 may throw; the SDK returns the unrepresentable price.
          overflows += 1;
          return !zeroForOne && theirs > MAX_UINT128 ? undefined : `unexpected throw for ${sqrtP}, L ${liquidity}, in ${amountIn}`;
        }
      },
    );
    expect(mismatch).toBeUndefined();
    expect(overflows).toBeLessThan(CASES / 100);
  });

  it('leaves the price unchanged for a zero amount and rejects zero liquidity or price', () => {
    expect(getNextSqrtPriceFromInput(1n << 64n, 1n, 0n, true)).toBe(1n << 64n);
    expect(getNextSqrtPriceFromInput(1n << 64n, 1n, 0n, false)).toBe(1n << 64n);
    expect(() => getNextSqrtPriceFromInput(1n << 64n, 0n, 5n, true)).toThrow(RangeError);
    expect(() => getNextSqrtPriceFromInput(0n, 1n, 5n, false)).toThrow(RangeError);
    // The SDK skips the contract's liquidity check and returns price 0 for token A.
    expect(SqrtPriceMath.getNextSqrtPriceFromInput(1n << 64n, 0n, 5n, true)).toBe(0n);
  });

  it('takes the overflow-safe formula when amount × √P leaves uint128, like the contract and the SDK', () => {
    const sqrtP = MAX_SQRT_RATIO - 1n;
    const amountIn = MAX_UINT64;
    expect(amountIn * sqrtP).toBeGreaterThan(MAX_UINT128);
    const ours = getNextSqrtPriceFromInput(sqrtP, 1n << 40n, amountIn, true);
    expect(ours).toBe(SqrtPriceMath.getNextSqrtPriceFromInput(sqrtP, 1n << 40n, amountIn, true));
    expect(ours).toBeLessThan(sqrtP);
  });
});

describe('getNextSqrtPriceFromOutput', () => {
  it(`equals the SDK on ${CASES} random outputs the liquidity can pay`, () => {
    const rng = new Rng(321);
    let sdkWraps = 0;
    const mismatch = firstMismatch(
      CASES,
      () => {
        const sqrtP = randomSqrtPrice(rng);
        const liquidity = randomLiquidity(rng, 1n);
        const zeroForOne = rng.bool();
        // Stay below what the range to the far bound holds, so the case is one the contract accepts.
        const available = zeroForOne ? getAmountBDelta(MIN_SQRT_RATIO, sqrtP, liquidity, false) : getAmountADelta(sqrtP, MAX_SQRT_RATIO, liquidity, false);
        const cap = available < MAX_UINT64 ? available : MAX_UINT64;
        return [sqrtP, liquidity, cap === 0n ? 0n : rng.bigintBetween(0n, cap - 1n), zeroForOne] as const;
      },
      ([sqrtP, liquidity, amountOut, zeroForOne]) => {
        const theirs = SqrtPriceMath.getNextSqrtPriceFromOutput(sqrtP, liquidity, amountOut, zeroForOne);
        const ours = getNextSqrtPriceFromOutput(sqrtP, liquidity, amountOut, zeroForOne);
        if (ours === theirs) return undefined;
        // SDK quirk: for token A out it wraps amount·√P at 2^128 (reachable only with liquidity ≥ 2^64),
        // and its price then fails to free the output; ours frees it, like the unwrapped original.
        sdkWraps += 1;
        const wrapCase = !zeroForOne && amountOut * sqrtP >= Q128 && liquidity >= 1n << 64n;
        const sdkShort = getAmountADelta(sqrtP, theirs, liquidity, false) < amountOut;
        const oursPays = getAmountADelta(sqrtP, ours, liquidity, false) >= amountOut && getAmountADelta(sqrtP, ours - 1n, liquidity, false) < amountOut;
        return wrapCase && sdkShort && oursPays ? undefined : `${sqrtP}, L ${liquidity}, out ${amountOut}, ${zeroForOne}: ${ours} ≠ ${theirs}`;
      },
    );
    expect(mismatch).toBeUndefined();
    // Recorded for the report: how often the SDK's wrap shows up in this (liquidity up to 2^128) domain.
    expect(sdkWraps).toBeLessThan(CASES / 4);
  });

  it("matches the SDK everywhere when liquidity fits in uint64, the contract's range", () => {
    const rng = new Rng(322);
    const mismatch = firstMismatch(
      CASES / 10,
      () => {
        const sqrtP = randomSqrtPrice(rng);
        const liquidity = rng.bigint(64) + 1n;
        const available = getAmountADelta(sqrtP, MAX_SQRT_RATIO, liquidity, false);
        return [sqrtP, liquidity, available === 0n ? 0n : rng.bigintBetween(0n, available - 1n)] as const;
      },
      ([sqrtP, liquidity, amountOut]) => {
        const ours = getNextSqrtPriceFromOutput(sqrtP, liquidity, amountOut, false);
        const theirs = SqrtPriceMath.getNextSqrtPriceFromOutput(sqrtP, liquidity, amountOut, false);
        return ours === theirs ? undefined : `${sqrtP}, L ${liquidity}, out ${amountOut}: ${ours} ≠ ${theirs}`;
      },
    );
    expect(mismatch).toBeUndefined();
  });

  it('rejects outputs beyond the liquidity (the SDK dropped these contract checks and returns nonsense)', () => {
    const sqrtP = 1n << 64n;
    expect(() => getNextSqrtPriceFromOutput(sqrtP, 1000n, 1000n, true)).toThrow(RangeError);
    expect(SqrtPriceMath.getNextSqrtPriceFromOutput(sqrtP, 1000n, 1000n, true)).toBe(0n);
    expect(() => getNextSqrtPriceFromOutput(sqrtP, 1000n, 1000n, false)).toThrow(RangeError);
    expect(() => SqrtPriceMath.getNextSqrtPriceFromOutput(sqrtP, 1000n, 1000n, false)).toThrow();
    expect(getNextSqrtPriceFromOutput(sqrtP, 1000n, 0n, false)).toBe(sqrtP);
    expect(getNextSqrtPriceFromOutput(sqrtP, 1000n, 1n, true)).toBe(sqrtP - ((1n << 64n) + 999n) / 1000n);
  });
});
