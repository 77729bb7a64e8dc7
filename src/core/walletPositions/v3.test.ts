import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { getAmountsForLiquidity, getSqrtRatioAtTick, tickToPrice } from '../v3';
import { isTickInRange, v3Position, type V3PositionRow } from './v3';
import { v3Pool } from './positions.testutil';

const row = (tickLower: number, tickUpper: number): V3PositionRow => ({ id: '3', owner: 'alcorlpmaker', tickLower, tickUpper, liquidity: 10n ** 12n });

/** What the quotes worker answers, computed here by the bigint reference. */
function maths(tickLower: number, tickUpper: number, fees: [bigint, bigint] = [0n, 0n]) {
  const pool = v3Pool();
  const amounts = getAmountsForLiquidity(pool.sqrtPriceX64, getSqrtRatioAtTick(tickLower), getSqrtRatioAtTick(tickUpper), 10n ** 12n, false);
  return {
    amountA: amounts.amountA,
    amountB: amounts.amountB,
    feesA: fees[0],
    feesB: fees[1],
    lowerPrice: tickToPrice(tickLower, 8, 4),
    upperPrice: tickToPrice(tickUpper, 8, 4),
  };
}

describe('v3 positions', () => {
  it('in range: both tokens, the range in USDT per WAX, fees valued in WAX', () => {
    const position = v3Position(v3Pool(), row(-122280, -121860), maths(-122280, -121860, [5_000_000n, 1_000n]));
    expect(position).toMatchObject({ key: 'alcorv2:0:3', pair: 'WAX/USDT', poolId: '0', positionId: '3', isPositionInRange: true, tickLowerAtLimit: false });
    expect(position.amountA.units > 0n && position.amountB.units > 0n).toBe(true);
    expect(position.priceLower).toBeCloseTo(1.0001 ** -122280 * 1e4, 10);
    expect(position.priceUpper).toBeCloseTo(1.0001 ** -121860 * 1e4, 10);
    expect(position.feesA).toEqual(makeAmount(5_000_000n, 8));
    expect(position.feesAValue).toBeCloseTo(0.05, 10);
    expect(position.feesBValue).toBeCloseTo(2, 10);
  });

  it('out of range below: only token A, and the indicator says so', () => {
    const position = v3Position(v3Pool(), row(-121800, -121200), maths(-121800, -121200));
    expect(position.isPositionInRange).toBe(false);
    expect(position.amountB.units).toBe(0n);
    expect(position.amountBValue).toBe(0);
  });

  it('a full-range position reads 0 and ∞ at the tick limits (SPEC §3)', () => {
    const position = v3Position(v3Pool(), row(-443580, 443580), maths(-443580, 443580));
    expect(position).toMatchObject({ priceLower: 0, priceUpper: Infinity, tickLowerAtLimit: true, tickUpperAtLimit: true, isPositionInRange: true });
  });

  it('the range holds its lower tick and not its upper one', () => {
    expect(isTickInRange(-60, -60, 0)).toBe(true);
    expect(isTickInRange(0, -60, 0)).toBe(false);
  });
});
