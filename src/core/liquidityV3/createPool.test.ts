import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCreatePool } from '../actions/alcorv3';
import { MAX_SQRT_RATIO, MIN_SQRT_RATIO } from '../v3';
import { createPoolAction, nextV3PoolId, poolOrder, routePrice, sqrtPriceX64AtPriceRoundedDown, tickSpacingOf, V3_FEE_TIERS } from './createPool';
import { priceAtSqrt } from './price';

const WAX = { contract: 'eosio.token', ticker: 'WAX', precision: 8 };
const USDT = { contract: 'usdt.alcor', ticker: 'USDT', precision: 4 };
const TLM = { contract: 'alien.worlds', ticker: 'TLM', precision: 4 };

/** a/b ≤ c/d for positive denominators. */
const atMost = (x: { numerator: bigint; denominator: bigint }, y: { numerator: bigint; denominator: bigint }) =>
  x.numerator * y.denominator <= y.numerator * x.denominator;

describe('fee tiers and token order', () => {
  it('offers the contract’s three tiers with their spacings, and sorts a pair as createpool wants it', () => {
    expect(V3_FEE_TIERS).toEqual([500, 3000, 10000]);
    expect(V3_FEE_TIERS.map(tickSpacingOf)).toEqual([10, 60, 200]);
    expect(() => tickSpacingOf(100)).toThrow(RangeError);
    expect(poolOrder(WAX, USDT)).toEqual({ tokenA: WAX, tokenB: USDT });
    expect(poolOrder(USDT, WAX)).toEqual({ tokenA: WAX, tokenB: USDT });
    expect(poolOrder(WAX, TLM)).toEqual({ tokenA: TLM, tokenB: WAX });
    expect(nextV3PoolId([])).toBe(0);
    expect(nextV3PoolId([0, 4, 2])).toBe(5);
  });
});

describe('sqrtPriceX64AtPriceRoundedDown', () => {
  it('is the greatest sqrt price whose price is at most the one typed', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 18n }),
        fc.bigInt({ min: 1n, max: 10n ** 18n }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        (n, d, pA, pB) => {
          const price = { numerator: n, denominator: d };
          const sqrt = sqrtPriceX64AtPriceRoundedDown(price, pA, pB);
          if (sqrt === null) return;
          expect(sqrt >= MIN_SQRT_RATIO && sqrt < MAX_SQRT_RATIO).toBe(true);
          expect(atMost(priceAtSqrt(sqrt, pA, pB), price)).toBe(true);
          expect(atMost(priceAtSqrt(sqrt + 1n, pA, pB), price)).toBe(false);
        },
      ),
    );
  });

  it('answers null for prices no pool can hold', () => {
    expect(sqrtPriceX64AtPriceRoundedDown({ numerator: 1n, denominator: 10n ** 60n }, 8, 4)).toBeNull();
    expect(sqrtPriceX64AtPriceRoundedDown({ numerator: 10n ** 60n, denominator: 1n }, 4, 8)).toBeNull();
    expect(sqrtPriceX64AtPriceRoundedDown({ numerator: 0n, denominator: 1n }, 4, 8)).toBeNull();
  });
});

describe('routePrice', () => {
  it('is what the route received per input less its fees, in whole B per whole A, either direction', () => {
    // 100 WAX in, 0.3 WAX of fees, 4.985 USDT out: 0.05 USDT per WAX.
    const quote = { tokenIn: WAX, amountIn: 100_00000000n, fees: 30000000n, received: 4_9850n };
    expect(routePrice(quote, WAX, USDT)).toEqual({ numerator: 4_9850n * 10n ** 8n, denominator: 99_70000000n * 10n ** 4n });
    // 10 USDT in, nothing in fees, 200 WAX out: 0.05 USDT per WAX again.
    const back = routePrice({ tokenIn: USDT, amountIn: 10_0000n, fees: 0n, received: 200_00000000n }, WAX, USDT)!;
    expect(back.numerator * 20n).toBe(back.denominator);
    expect(routePrice({ ...quote, received: 0n }, WAX, USDT)).toBeNull();
  });
});

describe('createPoolAction', () => {
  it('carries the sorted tokens with zero quantities, the fee and the sqrt price; refuses an unsorted pair', () => {
    const action = createPoolAction({ account: 'olivia', tokenA: WAX, tokenB: USDT, fee: 10000, sqrtPriceX64: 4_124_817_371_235_595_264n });
    expect([action.account, action.name]).toEqual(['swap.alcor', 'createpool']);
    expect(action.data).toMatchObject({
      tokenA: { quantity: '0.00000000 WAX', contract: 'eosio.token' },
      tokenB: { quantity: '0.0000 USDT', contract: 'usdt.alcor' },
    });
    const data = decodeCreatePool(action.data);
    expect([data.account, data.fee, data.sqrtPriceX64]).toEqual(['olivia', 10000, 4_124_817_371_235_595_264n]);
    expect(() => createPoolAction({ account: 'olivia', tokenA: USDT, tokenB: WAX, fee: 500, sqrtPriceX64: 1n << 64n })).toThrow(RangeError);
    expect(() => createPoolAction({ account: 'olivia', tokenA: WAX, tokenB: USDT, fee: 2500, sqrtPriceX64: 1n << 64n })).toThrow(RangeError);
  });
});
