import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { makeAmount } from '../amount';
import type { Token } from '../domain';
import { lpMinted } from '../v2';
import type { V2PoolSnapshot } from '../walletPositions';
import { linkedDepositUnits, linkedUnits, lpForDeposit, lpWorthAfterDeposit, poolShare, withdrawalUnits } from './v2Deposit';
import { isEmptyPool, orientV2Pool } from './v2Pool';

const WAX: Token = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM: Token = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const LP: Token = { ticker: 'BOXA', contract: 'lptoken.box', precision: 0 };

function snapshot(reserve0: bigint, reserve1: bigint, lpSupply: bigint): V2PoolSnapshot {
  return {
    src: 'defibox',
    pairId: '1',
    token0: WAX,
    token1: TLM,
    reserve0: makeAmount(reserve0, 8),
    reserve1: makeAmount(reserve1, 4),
    lpToken: LP,
    lpSupply,
    token0WaxPrice: 1,
    token1WaxPrice: 0.2,
  };
}

const reserve = fc.bigInt({ min: 1n, max: 10n ** 15n });
const deposit = fc.bigInt({ min: 1n, max: 10n ** 13n });

describe('orientV2Pool', () => {
  it('puts the pair’s first token as A whatever the pool order', () => {
    const pool = snapshot(1_000_00000000n, 5_000_0000n, 2_236_067n);
    expect(orientV2Pool(pool, TLM)).toMatchObject({ tokenA: TLM, tokenB: WAX, reserveA: 5_000_0000n, reserveB: 1_000_00000000n, aIsToken0: false, feeBps: 30 });
    expect(orientV2Pool(pool, WAX)).toMatchObject({ tokenA: WAX, reserveA: 1_000_00000000n, aIsToken0: true });
    expect(orientV2Pool({ ...pool, src: 'adex', feeBps: 20 }).feeBps).toBe(20);
    expect(orientV2Pool({ ...pool, src: 'adex' }).feeBps).toBe(25);
    expect(() => orientV2Pool({ ...pool, src: 'alcorv2' })).toThrow(RangeError);
  });
});

describe('linked deposits', () => {
  it('rounds the other side up so the typed side is fully used', () => {
    // 10 TLM against a 1000 WAX / 5000 TLM pool: exactly 2 WAX; 1 TLM unit: 0.00002 WAX.
    expect(linkedDepositUnits(10_0000n, 5_000_0000n, 1_000_00000000n)).toBe(2_00000000n);
    expect(linkedDepositUnits(1n, 3n, 2n)).toBe(1n);
    expect(linkedDepositUnits(0n, 3n, 2n)).toBe(0n);
    expect(linkedDepositUnits(5n, 0n, 2n)).toBeNull();
    expect(() => linkedDepositUnits(-1n, 3n, 2n)).toThrow(RangeError);
  });

  it('mints exactly what the typed side alone would, and no less B would (property)', () => {
    fc.assert(
      fc.property(reserve, reserve, fc.bigInt({ min: 1n, max: 10n ** 12n }), deposit, fc.boolean(), (r0, r1, supply, units, fromA) => {
        const pool = orientV2Pool(snapshot(r0, r1, supply), fromA ? WAX : TLM);
        const other = linkedUnits(pool, 'A', units);
        expect(other).not.toBeNull();
        const minted = lpForDeposit(pool, units, other as bigint);
        expect(minted).toBe((units * supply) / pool.reserveA);
        // The least B: one unit fewer is below the pool ratio.
        if ((other as bigint) > 0n) expect(((other as bigint) - 1n) * pool.reserveA < units * pool.reserveB).toBe(true);
      }),
      fuzzParams(0x11a1, 400),
    );
  });

  it('leaves the empty pool’s first deposit free (it sets the price) and mints √(a·b)', () => {
    const pool = orientV2Pool(snapshot(0n, 0n, 0n), WAX);
    expect(isEmptyPool(pool)).toBe(true);
    expect(linkedUnits(pool, 'A', 100n)).toBeNull();
    expect(lpForDeposit(pool, 4_00000000n, 9_0000n)).toBe(lpMinted(4_00000000n, 9_0000n, 0n, 0n, 0n));
  });
});

describe('withdrawals', () => {
  it('pays each side rounded down, in the pair’s order', () => {
    const pool = orientV2Pool(snapshot(10n, 7n, 3n), TLM);
    expect(withdrawalUnits(pool, 1n)).toEqual({ unitsA: 2n, unitsB: 3n });
    expect(() => withdrawalUnits(pool, 4n)).toThrow(RangeError);
  });

  it('never pays more than the share of the reserves (property)', () => {
    fc.assert(
      fc.property(reserve, reserve, fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 12n }), (r0, r1, supply, lpRaw) => {
        const lp = lpRaw % (supply + 1n);
        const pool = orientV2Pool(snapshot(r0, r1, supply), WAX);
        const { unitsA, unitsB } = withdrawalUnits(pool, lp);
        expect(unitsA * supply <= lp * r0 && lp * r0 < (unitsA + 1n) * supply).toBe(true);
        expect(unitsB * supply <= lp * r1 && lp * r1 < (unitsB + 1n) * supply).toBe(true);
      }),
      fuzzParams(0x11a2, 400),
    );
  });

  it('states the pool share for display', () => {
    expect(poolShare(1n, 4n)).toBe(0.25);
    expect(poolShare(0n, 4n)).toBe(0);
    expect(poolShare(5n, 0n)).toBe(0);
  });
});

describe('lpWorthAfterDeposit', () => {
  it('never values the minted LP above the deposit, and a linked deposit within a unit of it on the typed side', () => {
    fc.assert(
      fc.property(reserve, reserve, deposit, (reserveA, reserveB, unitsA) => {
        const pool = orientV2Pool(snapshot(reserveA, reserveB, reserveA + reserveB), WAX);
        const unitsB = linkedUnits(pool, 'A', unitsA)!;
        const lp = lpForDeposit(pool, unitsA, unitsB);
        const worth = lpWorthAfterDeposit(pool, unitsA, unitsB, lp);
        expect(worth.unitsA <= unitsA && worth.unitsB <= unitsB).toBe(true);
        expect(worth).toEqual(withdrawalUnits({ ...pool, reserveA: reserveA + unitsA, reserveB: reserveB + unitsB, lpSupply: pool.lpSupply + lp }, lp));
      }),
      fuzzParams(0x11a3, 200),
    );
  });

  it('gives a new pair’s first depositor the whole deposit back', () => {
    expect(lpWorthAfterDeposit(null, 400n, 900n, 600n)).toEqual({ unitsA: 400n, unitsB: 900n });
    expect(lpWorthAfterDeposit(null, 400n, 900n, 0n)).toEqual({ unitsA: 0n, unitsB: 0n });
  });
});
