import { describe, expect, it } from 'vitest';
import { sdk, sdkWholePrice } from './oracle.testutil';
import {
  encodeSqrtRatioX64,
  FEE_TIERS,
  feeTierFromRate,
  fractionToNumber,
  nearestUsableTick,
  priceLower,
  priceToClosestTick,
  priceUpper,
  tickLowerAtLimit,
  tickToPrice,
  tickUpperAtLimit,
} from './price';
import { firstMismatch, fuzzCases, Rng } from './rng.testutil';
import { getSqrtRatioAtTick, MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from './tickMath';

const CASES = fuzzCases();
/** The SDK's Price objects cost ~25 µs (tickToPrice) and ~70 µs (priceToClosestTick) a case, so those two run a fifth as many. */
const PRICE_CASES = Math.max(1000, Math.round(CASES / 5));
const PRECISIONS = [0, 4, 6, 8, 18];

type SdkToken = InstanceType<typeof sdk.Token>;
const tokenCache = new Map<string, [SdkToken, SdkToken]>();

/** SDK tokens with the given precisions; A sorts first, so SDK prices are "A in B" like ours. */
function sdkTokens(precisionA: number, precisionB: number): [SdkToken, SdkToken] {
  const key = `${precisionA}/${precisionB}`;
  const cached = tokenCache.get(key) ?? [new sdk.Token('tokena.wax', precisionA, 'AAA'), new sdk.Token('tokenb.wax', precisionB, 'BBB')];
  tokenCache.set(key, cached);
  return cached;
}

describe('fee tiers', () => {
  it('map rates 5/30/100 to 500/3000/10000 pips and spacings 10/60/200, like the SDK', () => {
    expect(feeTierFromRate(5)).toEqual({ fee: 500, tickSpacing: 10 });
    expect(feeTierFromRate(30)).toEqual({ fee: 3000, tickSpacing: 60 });
    expect(feeTierFromRate(100)).toEqual({ fee: 10000, tickSpacing: 200 });
    expect(FEE_TIERS).toEqual(sdk.TICK_SPACINGS);
    for (const bad of [0, 25, 3000, 5.5]) expect(() => feeTierFromRate(bad)).toThrow(RangeError);
  });
});

describe('nearestUsableTick', () => {
  it(`equals the SDK on ${CASES} random ticks and spacings, never returning −0 (the SDK does for −5/10)`, () => {
    const rng = new Rng(801);
    const mismatch = firstMismatch(
      CASES,
      () =>
        [
          rng.int(0, 9) === 0 ? rng.pick([MIN_TICK, MAX_TICK, -5, 5]) : rng.int(MIN_TICK, MAX_TICK),
          rng.bool() ? rng.pick([10, 60, 200]) : rng.int(1, 5000),
        ] as const,
      ([tick, spacing]) => {
        const ours = nearestUsableTick(tick, spacing);
        const theirs = sdk.nearestUsableTick(tick, spacing);
        return ours === theirs && !Object.is(ours, -0) ? undefined : `${tick}/${spacing}: ${ours} ≠ ${theirs}`;
      },
    );
    expect(mismatch).toBeUndefined();
    expect(Object.is(sdk.nearestUsableTick(-5, 10), -0)).toBe(true);
    expect(Object.is(nearestUsableTick(-5, 10), 0)).toBe(true);
  });

  it('rounds halves up and stays inside the tick range', () => {
    expect([nearestUsableTick(5, 10), nearestUsableTick(-15, 10), nearestUsableTick(-16, 10), nearestUsableTick(14, 10)]).toEqual([10, -10, -20, 10]);
    expect(nearestUsableTick(MIN_TICK, 10)).toBe(-443630);
    expect(nearestUsableTick(MAX_TICK, 60)).toBe(443580);
    expect(nearestUsableTick(MIN_TICK, 200)).toBe(-443600);
    expect(() => nearestUsableTick(MAX_TICK + 1, 10)).toThrow(RangeError);
    expect(() => nearestUsableTick(0, 0)).toThrow(RangeError);
  });
});

describe('tickToPrice', () => {
  it(`equals the SDK price adjusted for decimals on ${PRICE_CASES} random ticks and precisions`, () => {
    const rng = new Rng(811);
    const mismatch = firstMismatch(
      PRICE_CASES,
      () => [rng.int(MIN_TICK, MAX_TICK), rng.pick(PRECISIONS), rng.pick(PRECISIONS)] as const,
      ([tick, precisionA, precisionB]) => {
        const ours = tickToPrice(tick, precisionA, precisionB);
        const theirs = sdkWholePrice(sdk.tickToPrice(...sdkTokens(precisionA, precisionB), tick));
        return ours.numerator * theirs.denominator === theirs.numerator * ours.denominator ? undefined : `tick ${tick}, ${precisionA}/${precisionB}`;
      },
    );
    expect(mismatch).toBeUndefined();
  });

  it('prices tick 0 at 1 raw unit for 1, i.e. 10^(precisionA − precisionB) whole', () => {
    expect(fractionToNumber(tickToPrice(0, 4, 4))).toBe(1);
    expect(fractionToNumber(tickToPrice(0, 8, 4))).toBe(10_000);
    expect(fractionToNumber(tickToPrice(6932, 0, 0))).toBeCloseTo(1.0001 ** 6932, 10);
  });
});

describe('priceToClosestTick', () => {
  it(`equals the SDK on ${PRICE_CASES} random prices, including prices exactly on a tick`, () => {
    const rng = new Rng(821);
    let compared = 0;
    const mismatch = firstMismatch(
      PRICE_CASES,
      () => {
        const [precisionA, precisionB] = [rng.pick(PRECISIONS), rng.pick(PRECISIONS)];
        if (rng.bool()) {
          const sqrt = getSqrtRatioAtTick(rng.int(MIN_TICK + 1, MAX_TICK - 1)) + BigInt(rng.int(-1, 1));
          return { raw: { numerator: sqrt * sqrt, denominator: 1n << 128n }, precisionA, precisionB };
        }
        return { raw: { numerator: rng.bigint(64) + 1n, denominator: rng.bigint(64) + 1n }, precisionA, precisionB };
      },
      ({ raw, precisionA, precisionB }) => {
        const sqrtX64 = encodeSqrtRatioX64(raw.numerator, raw.denominator);
        if (sqrtX64 < MIN_SQRT_RATIO || sqrtX64 >= MAX_SQRT_RATIO) return undefined;
        compared += 1;
        // Ours takes whole-token prices: raw × 10^precisionA / 10^precisionB.
        const whole = { numerator: raw.numerator * 10n ** BigInt(precisionA), denominator: raw.denominator * 10n ** BigInt(precisionB) };
        const ours = priceToClosestTick(whole, precisionA, precisionB);
        const [tokenA, tokenB] = sdkTokens(precisionA, precisionB);
        const theirs = sdk.priceToClosestTick(new sdk.Price(tokenA, tokenB, raw.denominator, raw.numerator));
        return ours === theirs ? undefined : `${raw.numerator}/${raw.denominator} at ${precisionA}/${precisionB}: ${ours} ≠ ${theirs}`;
      },
    );
    expect(mismatch).toBeUndefined();
    expect(compared).toBeGreaterThan(PRICE_CASES / 2);
  });

  it('inverts tickToPrice and rejects prices outside the tick range', () => {
    for (const tick of [MIN_TICK, -1, 0, 1, 200_000, MAX_TICK - 1]) expect(priceToClosestTick(tickToPrice(tick, 6, 2), 6, 2)).toBe(tick);
    expect(() => priceToClosestTick({ numerator: 1n, denominator: 1n << 70n }, 0, 0)).toThrow(RangeError);
    expect(() => priceToClosestTick({ numerator: 0n, denominator: 1n }, 0, 0)).toThrow(RangeError);
  });
});

describe('encodeSqrtRatioX64', () => {
  it(`equals the SDK on ${CASES} random amount pairs up to 2^64`, () => {
    const rng = new Rng(831);
    const mismatch = firstMismatch(
      CASES,
      () => [rng.bigint(64), rng.bigint(64) + 1n] as const,
      ([amountB, amountA]) => {
        const ours = encodeSqrtRatioX64(amountB, amountA);
        const theirs = sdk.encodeSqrtRatioX64(amountB, amountA);
        return ours === theirs ? undefined : `${amountB}/${amountA}: ${ours} ≠ ${theirs}`;
      },
    );
    expect(mismatch).toBeUndefined();
  });

  it('floors the exact square root; the SDK float shortcut below 2^53 is one too high at k² − 1 (never a valid pool price)', () => {
    const rng = new Rng(832);
    for (let i = 0; i < 5000; i += 1) {
      const [amountB, amountA] = [rng.bigint(200), rng.bigint(200) + 1n];
      const root = encodeSqrtRatioX64(amountB, amountA);
      const value = (amountB << 128n) / amountA;
      expect(root * root <= value && (root + 1n) * (root + 1n) > value).toBe(true);
    }
    const kSquaredMinusOne = 94906265n * 94906265n - 1n;
    expect(encodeSqrtRatioX64(kSquaredMinusOne, 1n << 128n)).toBe(94906264n);
    expect(sdk.encodeSqrtRatioX64(kSquaredMinusOne, 1n << 128n)).toBe(94906265n);
    expect(94906265n).toBeLessThan(MIN_SQRT_RATIO);
    expect(encodeSqrtRatioX64(1n, 1n)).toBe(1n << 64n);
    expect(() => encodeSqrtRatioX64(1n, 0n)).toThrow(RangeError);
  });
});

describe('position price bounds', () => {
  it('are 0 and Infinity at the lowest and highest usable ticks for each spacing (SPEC §3)', () => {
    for (const spacing of [10, 60, 200]) {
      const [lowest, highest] = [nearestUsableTick(MIN_TICK, spacing), nearestUsableTick(MAX_TICK, spacing)];
      expect([tickLowerAtLimit(lowest, spacing), tickUpperAtLimit(highest, spacing)]).toEqual([true, true]);
      expect([tickLowerAtLimit(lowest + spacing, spacing), tickUpperAtLimit(highest - spacing, spacing)]).toEqual([false, false]);
      expect(priceLower(lowest, spacing, 8, 4)).toBe(0);
      expect(priceUpper(highest, spacing, 8, 4)).toBe(Infinity);
      expect(priceLower(lowest + spacing, spacing, 8, 4)).toBeGreaterThan(0);
      expect(Number.isFinite(priceUpper(highest - spacing, spacing, 8, 4))).toBe(true);
    }
    expect(priceLower(-60, 60, 4, 4)).toBeCloseTo(1.0001 ** -60, 12);
    expect(priceUpper(60, 60, 8, 4)).toBeCloseTo(1.0001 ** 60 * 10_000, 8);
  });

  it('fractionToNumber keeps full float precision for huge and tiny ratios', () => {
    expect(fractionToNumber({ numerator: 1n, denominator: 3n })).toBe(1 / 3);
    expect(fractionToNumber({ numerator: 10n ** 40n, denominator: 3n })).toBeCloseTo(10 ** 40 / 3, -25);
    expect(fractionToNumber({ numerator: 7n, denominator: 10n ** 30n })).toBe(7e-30);
    expect(fractionToNumber({ numerator: 0n, denominator: 5n })).toBe(0);
  });
});
