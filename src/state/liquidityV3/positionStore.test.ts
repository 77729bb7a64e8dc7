import { describe, expect, it } from 'vitest';
import { decodeAddLiquid, decodeCollect, decodeSubLiquid } from '../../core/actions/alcorv3';
import { getAmountsForLiquidity, getSqrtRatioAtTick, maxLiquidityForAmounts, positionAmountsAndFees } from '../../core/v3';
import { fakeDeps, waxUsdtPool } from './fakes.testutil';
import { createV3PositionStore, MOVE_SAME_RANGE } from './positionStore';

const ROW = {
  id: 4,
  owner: 'olivia',
  tickLower: -123000,
  tickUpper: -121200,
  liquidity: '500000000000',
  feeGrowthInsideALastX64: '0',
  feeGrowthInsideBLastX64: '0',
  feesA: 1234,
  feesB: 56,
};

async function loaded(row: unknown = { ...ROW, scope: 0 }, positionIdOf = async () => null as string | null) {
  const state = waxUsdtPool();
  const { deps, sent } = fakeDeps(state, { positionRow: async () => row, positionIdOf });
  const store = createV3PositionStore(deps);
  await store.load(0, '4');
  return { store, state, sent };
}

describe('v3 position store', () => {
  it('values the position as the bigint reference does, and quotes 50 % removal exactly', async () => {
    const { store, state } = await loaded();
    const position = store.position.value!;
    const reference = positionAmountsAndFees(state, {
      tickLower: ROW.tickLower,
      tickUpper: ROW.tickUpper,
      liquidity: 500_000_000_000n,
      feeGrowthInsideALastX64: 0n,
      feeGrowthInsideBLastX64: 0n,
      feesA: 1234n,
      feesB: 56n,
    });
    expect(position.value).toEqual(reference);
    expect(position.inRange).toBe(true);
    const paid = getAmountsForLiquidity(state.sqrtPriceX64, getSqrtRatioAtTick(ROW.tickLower), getSqrtRatioAtTick(ROW.tickUpper), 250_000_000_000n, false);
    expect(store.removal.value).toEqual({ ...paid, liquidity: 250_000_000_000n });
  });

  it('burns the share shown and collects at most the fees shown', async () => {
    const { store, sent } = await loaded();
    await store.setPercent(25);
    await store.decrease();
    expect(decodeSubLiquid(sent[0]!.actions[0]!.data).liquidity).toBe(125_000_000_000n);
    await store.collect();
    const collect = decodeCollect(sent[1]!.actions[0]!.data);
    expect([collect.tokenAMax.amount.units, collect.tokenBMax.amount.units]).toEqual([store.position.value!.value.feesA, store.position.value!.value.feesB]);
  });

  it('increases over the position range with the deposit box', async () => {
    const { store, sent } = await loaded();
    await store.deposit.setText('b', '1');
    const quote = store.deposit.quote.value!;
    await store.increase();
    const add = decodeAddLiquid(sent[0]!.actions.at(-2)!.data);
    expect([add.tickLower, add.tickUpper, add.poolId]).toEqual([ROW.tickLower, ROW.tickUpper, 0]);
    expect([add.tokenADesired.amount.units, add.tokenBDesired.amount.units]).toEqual([quote.desiredA, quote.desiredB]);
  });

  it('names a position the chain does not have', async () => {
    const { store } = await loaded(null);
    expect(store.position.value).toBeNull();
    expect(store.missing.value).toBe('Position 4 of pool 0 does not exist (closed?)');
  });

  it('moves the position in one transaction: all out, fees collected, all back in over the new range, exactly as quoted', async () => {
    const { store, state, sent } = await loaded({ ...ROW, scope: 0 }, async () => '9');
    expect(store.move.range.value).toMatchObject({ tickLower: ROW.tickLower, tickUpper: ROW.tickUpper });
    expect(store.moveError.value).toBe(MOVE_SAME_RANGE);
    await store.move.setTicks(-124200, -120000);
    const quote = store.moveQuote.value!;
    const value = store.position.value!.value;
    const removed = getAmountsForLiquidity(state.sqrtPriceX64, getSqrtRatioAtTick(ROW.tickLower), getSqrtRatioAtTick(ROW.tickUpper), 500_000_000_000n, false);
    expect([quote.removedA, quote.removedB, quote.feesA, quote.feesB]).toEqual([removed.amountA, removed.amountB, value.feesA, value.feesB]);
    const [lower, upper] = [getSqrtRatioAtTick(-124200), getSqrtRatioAtTick(-120000)];
    const desiredA = removed.amountA + value.feesA;
    const desiredB = removed.amountB + value.feesB;
    const liquidity = maxLiquidityForAmounts(state.sqrtPriceX64, lower, upper, desiredA, desiredB, true);
    const cost = getAmountsForLiquidity(state.sqrtPriceX64, lower, upper, liquidity, true);
    expect([quote.liquidity, quote.costA, quote.costB, quote.returnedA, quote.returnedB]).toEqual([
      liquidity,
      cost.amountA,
      cost.amountB,
      desiredA - cost.amountA,
      desiredB - cost.amountB,
    ]);
    await store.moveRange();
    expect(sent[0]!.title).toBe('Move range');
    expect(sent[0]!.actions.map((action) => action.name)).toEqual(['subliquid', 'collect', 'transfer', 'transfer', 'addliquid', 'withdraw']);
    const add = decodeAddLiquid(sent[0]!.actions[4]!.data);
    expect([add.tickLower, add.tickUpper, add.tokenAMin.amount.units, add.tokenBMin.amount.units]).toEqual([-124200, -120000, quote.minA, quote.minB]);
    await sent[0]!.refresh?.();
    expect(store.moved.value).toEqual({ poolId: 0, positionId: '9' });
  });
});
