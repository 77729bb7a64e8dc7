import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeAddLiquid, decodeCollect, decodeSubLiquid } from '../actions/alcorv3';
import { parseAsset } from '../amount';
import { addLiquidityActions, collectFeesActions, decreaseLiquidityActions, moveRangeActions } from './actions';

const WAX = { contract: 'eosio.token', ticker: 'WAX', precision: 8 };
const USDT = { contract: 'usdt.alcor', ticker: 'USDT', precision: 4 };
const pool = { poolId: 3, tokenA: USDT, tokenB: WAX, tickLower: -600, tickUpper: 600 };
const units = fc.bigInt({ min: 0n, max: 2n ** 62n });

describe('addLiquidityActions', () => {
  it('deposits exactly the desired units, mints with minimums below the cost, then withdraws', () => {
    fc.assert(
      fc.property(units, units, fc.integer({ min: 0, max: 10_000 }), (desiredA, desiredB, slippage) => {
        fc.pre(desiredA > 0n || desiredB > 0n);
        const actions = addLiquidityActions({ ...pool, account: 'olivia', desiredA, desiredB, costA: desiredA, costB: desiredB, slippage });
        const transfers = actions.filter((action) => action.name === 'transfer');
        expect(transfers.map((t) => parseAsset(String(t.data.quantity)).amount.units)).toEqual([desiredA, desiredB].filter((u) => u > 0n));
        expect(transfers.every((t) => t.data.to === 'swap.alcor' && t.data.memo === 'deposit' && t.data.from === 'olivia')).toBe(true);
        expect(actions.slice(-2).map((action) => action.name)).toEqual(['addliquid', 'withdraw']);
        const add = decodeAddLiquid(actions.at(-2)!.data);
        expect([add.tokenADesired.amount.units, add.tokenBDesired.amount.units]).toEqual([desiredA, desiredB]);
        expect(add.tokenAMin.amount.units <= desiredA && add.tokenBMin.amount.units <= desiredB).toBe(true);
        expect([add.tickLower, add.tickUpper, add.poolId]).toEqual([-600, 600, 3]);
      }),
    );
  });

  it('refuses an empty deposit', () => {
    expect(() => addLiquidityActions({ ...pool, account: 'olivia', desiredA: 0n, desiredB: 0n, costA: 0n, costB: 0n, slippage: 50 })).toThrow(RangeError);
  });
});

describe('decrease and collect', () => {
  it('burn the liquidity asked and cap the collect at the fees shown', () => {
    const burn = decodeSubLiquid(
      decreaseLiquidityActions({ ...pool, account: 'olivia', liquidity: 77n, expectedA: 10_000n, expectedB: 5n, slippage: 50 })[0]!.data,
    );
    expect([burn.liquidity, burn.tokenAMin.amount.units, burn.tokenBMin.amount.units]).toEqual([77n, 9_950n, 4n]);
    const collect = decodeCollect(collectFeesActions({ ...pool, account: 'olivia', feesA: 12n, feesB: 0n })[0]!.data);
    expect([collect.recipient, collect.tokenAMax.amount.units, collect.tokenBMax.amount.units]).toEqual(['olivia', 12n, 0n]);
    expect(() => collectFeesActions({ ...pool, account: 'olivia', feesA: 0n, feesB: 0n })).toThrow(RangeError);
    expect(() => decreaseLiquidityActions({ ...pool, account: 'olivia', liquidity: 0n, expectedA: 0n, expectedB: 0n, slippage: 50 })).toThrow(RangeError);
  });
});

describe('moveRangeActions', () => {
  it('burns all, collects the fees, re-deposits everything that came out over the new range, and withdraws the rest', () => {
    fc.assert(
      fc.property(units, units, units, units, fc.integer({ min: 0, max: 10_000 }), (removedA, removedB, feesA, feesB, slippage) => {
        fc.pre(removedA + feesA > 0n || removedB + feesB > 0n);
        const actions = moveRangeActions({
          ...pool,
          account: 'olivia',
          from: { tickLower: -600, tickUpper: 600, liquidity: 1234n },
          removedA,
          removedB,
          feesA,
          feesB,
          to: { tickLower: -1200, tickUpper: 1200 },
          costA: removedA,
          costB: removedB,
          slippage,
        });
        const names = actions.map((action) => action.name);
        const fees = feesA > 0n || feesB > 0n;
        expect(names.slice(0, fees ? 2 : 1)).toEqual(fees ? ['subliquid', 'collect'] : ['subliquid']);
        expect(names.slice(-2)).toEqual(['addliquid', 'withdraw']);
        const burn = decodeSubLiquid(actions[0]!.data);
        expect([burn.liquidity, burn.tickLower, burn.tickUpper]).toEqual([1234n, -600, 600]);
        const deposits = actions.filter((action) => action.name === 'transfer').map((t) => parseAsset(String(t.data.quantity)).amount.units);
        expect(deposits).toEqual([removedA + feesA, removedB + feesB].filter((u) => u > 0n));
        const add = decodeAddLiquid(actions.at(-2)!.data);
        expect([add.tickLower, add.tickUpper, add.tokenADesired.amount.units, add.tokenBDesired.amount.units]).toEqual([
          -1200,
          1200,
          removedA + feesA,
          removedB + feesB,
        ]);
      }),
    );
  });

  it('refuses to move a position onto its own range', () => {
    const same = { tickLower: -600, tickUpper: 600 };
    expect(() =>
      moveRangeActions({
        ...pool,
        account: 'olivia',
        from: { ...same, liquidity: 1n },
        removedA: 1n,
        removedB: 1n,
        feesA: 0n,
        feesB: 0n,
        to: same,
        costA: 1n,
        costB: 1n,
        slippage: 50,
      }),
    ).toThrow(RangeError);
  });
});
