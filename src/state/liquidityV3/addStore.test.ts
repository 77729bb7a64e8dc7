import { describe, expect, it, vi } from 'vitest';
import { decodeAddLiquid, decodeCreatePool } from '../../core/actions/alcorv3';
import { parseAsset } from '../../core/amount';
import { getAmountsForLiquidity, getSqrtRatioAtTick, maxLiquidityForAmounts } from '../../core/v3';
import { createV3AddStore } from './addStore';
import { fakeDeps, USDT, WAX, waxUsdtPool } from './fakes.testutil';
import { POOL_APPEARED } from './addStore';
import { poolInfo } from './fakes.testutil';
import { PRICE_MOVED } from './pool';

async function openedStore(overrides = {}) {
  const state = waxUsdtPool();
  const { deps, sent } = fakeDeps(state, overrides);
  const store = createV3AddStore(deps);
  await store.choosePair(USDT, WAX);
  return { store, state, sent };
}

describe('v3 add store', () => {
  it('shows the tier picked last, whichever pool read finishes last', async () => {
    const deep = waxUsdtPool();
    const picked = { ...deep, fee: 500, tickSpacing: 10, tick: deep.tick + 700, liquidity: deep.liquidity / 2n };
    let releaseDeep = () => {};
    const deepTicks = new Promise<void>((resolve) => (releaseDeep = resolve));
    const { deps } = fakeDeps(deep, {
      v3Pools: async () => [poolInfo(deep, 0), poolInfo(picked, 1)],
    });
    const ticksOf = deps.poolTicks;
    deps.poolTicks = async (id) => {
      if (id === 0) await deepTicks;
      return ticksOf(id);
    };
    const store = createV3AddStore(deps);
    const opening = store.choosePair(USDT, WAX);
    await vi.waitFor(() => expect(store.poolId.value).toBe(0));
    await store.openPool(1);
    releaseDeep();
    await opening;
    expect(store.poolId.value).toBe(1);
    expect(store.detail.value?.state.tickSpacing).toBe(10);
    const range = store.range.value!;
    expect(range.tickLower < picked.tick && picked.tick < range.tickUpper).toBe(true);
    expect([Math.abs(range.tickLower % 10), Math.abs(range.tickUpper % 10)]).toEqual([0, 0]);
  });

  it('finds the pair in either order and opens a ±10 % range of usable ticks around the price', async () => {
    const { store, state } = await openedStore();
    expect(store.pools.value?.map((pool) => pool.id)).toEqual([0]);
    const range = store.range.value!;
    expect(range.tickLower % 60 === 0 && range.tickUpper % 60 === 0).toBe(true);
    expect(range.tickLower < state.tick && state.tick < range.tickUpper).toBe(true);
    await store.setQuickRange('full');
    expect([store.range.value?.lowerPrice, store.range.value?.upperPrice]).toEqual([null, null]);
  });

  it('links the other amount and quotes the mint exactly as the bigint reference (the contract) computes it', async () => {
    const { store, state } = await openedStore();
    await store.deposit.setText('a', '10');
    const quote = store.deposit.quote.value!;
    expect(store.deposit.textB.value).not.toBe('');
    const { tickLower, tickUpper } = store.range.value!;
    const [lower, upper] = [getSqrtRatioAtTick(tickLower), getSqrtRatioAtTick(tickUpper)];
    const liquidity = maxLiquidityForAmounts(state.sqrtPriceX64, lower, upper, quote.desiredA, quote.desiredB, true);
    const cost = getAmountsForLiquidity(state.sqrtPriceX64, lower, upper, liquidity, true);
    expect(quote).toEqual({ liquidity, desiredA: 10n * 10n ** 8n, desiredB: quote.desiredB, costA: cost.amountA, costB: cost.amountB });
    expect(cost.amountA <= quote.desiredA && cost.amountB <= quote.desiredB).toBe(true);
  });

  it('takes one token only for a range above the price, and says why a bad amount cannot be used', async () => {
    const { store } = await openedStore();
    const above = { numerator: 6n, denominator: 100n };
    await store.setRangePrices(above, { numerator: 7n, denominator: 100n });
    expect(store.deposit.sides.value).toBe('a');
    await store.deposit.setText('a', '1.2.3');
    expect(store.deposit.error.value).not.toBeNull();
    await store.setRangePrices({ numerator: 7n, denominator: 100n }, above);
    expect(store.rangeError.value).toBe('Min price must be below max price');
  });

  it('signs deposits, addliquid and withdraw for exactly the amounts shown', async () => {
    const { store, sent } = await openedStore();
    await store.deposit.setText('b', '0.5');
    const quote = store.deposit.quote.value!;
    await store.add();
    const actions = sent[0]!.actions;
    expect(actions.map((action) => action.name)).toEqual(['transfer', 'transfer', 'addliquid', 'withdraw']);
    expect(actions.slice(0, 2).map((action) => parseAsset(String((action.data as { quantity: string }).quantity)).amount.units)).toEqual([
      quote.desiredA,
      quote.desiredB,
    ]);
    const add = decodeAddLiquid(actions[2]!.data);
    expect([add.tickLower, add.tickUpper]).toEqual([store.range.value!.tickLower, store.range.value!.tickUpper]);
  });

  it('carries the minimums it shows: the cost less the deposit slippage, rounded down, following the setting', async () => {
    let tolerance = 50;
    const { store, sent } = await openedStore({ slippage: () => tolerance });
    await store.deposit.setText('a', '10');
    const quote = store.deposit.quote.value!;
    expect(store.deposit.minimums.value).toEqual({ minA: (quote.costA * 9950n) / 10000n, minB: (quote.costB * 9950n) / 10000n });
    tolerance = 300;
    await store.deposit.setText('a', '10');
    const shown = store.deposit.minimums.value!;
    expect(shown).toEqual({ minA: (quote.costA * 9700n) / 10000n, minB: (quote.costB * 9700n) / 10000n });
    await store.add();
    const add = decodeAddLiquid(sent[0]!.actions[2]!.data);
    expect([add.tokenAMin.amount.units, add.tokenBMin.amount.units]).toEqual([shown.minA, shown.minB]);
  });

  it('does not sign when the chain price moved, and re-quotes at it', async () => {
    const state = waxUsdtPool();
    const { store, sent } = await openedStore({
      poolPrice: async () => ({ sqrtPriceX64: state.sqrtPriceX64 + 10n ** 12n, tick: state.tick, liquidity: state.liquidity }),
    });
    await store.deposit.setText('a', '10');
    const before = store.deposit.quote.value!;
    await store.add();
    expect(sent).toHaveLength(0);
    expect(store.deposit.error.value).toBe(PRICE_MOVED);
    expect(store.detail.value?.state.sqrtPriceX64).toBe(state.sqrtPriceX64 + 10n ** 12n);
    expect(store.deposit.quote.value).not.toEqual(before);
  });

  it('clears the moved notice when the next attempt starts, and signs at the price it now shows', async () => {
    const state = waxUsdtPool();
    const { store, sent } = await openedStore({
      poolPrice: async () => ({ sqrtPriceX64: state.sqrtPriceX64 + 10n ** 12n, tick: state.tick, liquidity: state.liquidity }),
    });
    await store.deposit.setText('a', '10');
    await store.add();
    expect(store.deposit.error.value).toBe(PRICE_MOVED);
    const attempt = store.add();
    // Cleared as the attempt starts, not when it ends: a notice left on screen would answer for it.
    expect(store.deposit.error.value).toBeNull();
    await attempt;
    expect(sent).toHaveLength(1);
    expect(store.deposit.error.value).toBeNull();
  });

  it('offers the three tiers and creates a missing one at the route’s price, createpool first in the add’s transaction', async () => {
    const { store, sent } = await openedStore();
    expect(store.tiers.value?.map((tier) => [tier.fee, tier.pool?.id ?? null])).toEqual([
      [500, null],
      [3000, 0],
      [10000, null],
    ]);
    await store.chooseTier(10000);
    const draft = store.draft.value!;
    // The fake route: 1 WAX less 0.003 WAX of fees buys 0.0498 USDT.
    expect(draft).toMatchObject({ fee: 10000, id: 1, tokenA: WAX, tokenB: USDT, suggesting: false, problem: null });
    expect(draft.suggested).toEqual({ numerator: 498n * 10n ** 8n, denominator: 99700000n * 10n ** 4n });
    expect(draft.start?.price).toEqual(draft.suggested);
    expect(store.detail.value?.state).toMatchObject({ tickSpacing: 200, liquidity: 0n, sqrtPriceX64: draft.start!.sqrtPriceX64 });
    expect(Math.abs(store.range.value!.tickLower % 200)).toBe(0);
    await store.setStartPrice({ numerator: 6n, denominator: 100n });
    const sqrt = store.draft.value!.start!.sqrtPriceX64;
    await store.deposit.setText('a', '10');
    expect(store.plannedActions.value?.map((action) => action.name)).toEqual(['createpool', 'transfer', 'transfer', 'addliquid', 'withdraw']);
    await store.add();
    const actions = sent[0]!.actions;
    expect(sent[0]!.title).toBe('Create pool and add liquidity');
    const create = decodeCreatePool(actions[0]!.data);
    expect([create.fee, create.sqrtPriceX64, create.tokenA.ticker, create.tokenB.ticker]).toEqual([10000, sqrt, 'WAX', 'USDT']);
    expect(decodeAddLiquid(actions[3]!.data).poolId).toBe(1);
  });

  it('does not sign a create when the tier got a pool meanwhile', async () => {
    const state = waxUsdtPool();
    let listed = [poolInfo(state)];
    const { store, sent } = await openedStore({ v3Pools: async () => listed });
    await store.chooseTier(500);
    await store.deposit.setText('a', '10');
    listed = [poolInfo(state), { ...poolInfo(state, 1), fee: 500, tickSpacing: 10 }];
    await store.add();
    expect(sent).toHaveLength(0);
    expect(store.deposit.error.value).toBe(POOL_APPEARED);
    expect(store.draft.value).toBeNull();
    expect(store.selectedPool.value?.id).toBe(1);
  });
});
