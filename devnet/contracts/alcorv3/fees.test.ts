/** Fees on `swap.alcor`: positions accrue what positionAmountsAndFees predicts, collect pays it exactly, subliquid pays the position's worth. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestChain } from '../../chain/testing/harness';
import { decodeLogCollect, encodeCollect, encodeSubLiquid } from '../../../src/core/actions/alcorv3';
import { positionAmountsAndFees } from '../../../src/core/v3';
import { ALCOR, balance, logsOf, model, positionRows, startAlcorChain, units, USDT, WAX } from './alcorv3.testutil';
import { positionState } from './state';
import { checkSwap, expectBalancesAccounted, setupSwapPools, type SwapPools } from './swap.testutil';

let t: TestChain;
let pools: SwapPools;
beforeAll(async () => {
  t = await startAlcorChain();
  pools = await setupSwapPools(t.chain);
  // Trade back and forth so every position range sees fees in both tokens.
  await checkSwap(t.chain, 'alice', pools.waxUsdt, true, 'swapexactin', 150_000n * 10n ** 8n);
  await checkSwap(t.chain, 'alice', pools.waxUsdt, false, 'swapexactin', 15_000n * 10n ** 4n);
  await checkSwap(t.chain, 'alice', pools.waxUsdt, true, 'swapexactout', 5_000n * 10n ** 4n);
});
afterAll(async () => t.stop());

const MAX_WAX = units(10n ** 17n, WAX);
const MAX_USDT = units(10n ** 17n, USDT);

describe('collect', () => {
  it('pays each position exactly the fees positionAmountsAndFees computes, then holds none', async () => {
    const rows = positionRows(t.chain, pools.waxUsdt);
    let paidAnyA = false;
    let paidAnyB = false;
    for (const row of rows) {
      const expected = positionAmountsAndFees(model(t.chain, pools.waxUsdt), positionState(row));
      const before = [balance(t.chain, WAX, 'carol'), balance(t.chain, USDT, 'carol')];
      const data = encodeCollect({
        poolId: Number(pools.waxUsdt),
        owner: 'bob',
        recipient: 'carol',
        tickLower: row.tickLower,
        tickUpper: row.tickUpper,
        tokenAMax: MAX_WAX,
        tokenBMax: MAX_USDT,
      });
      const result = await t.chain.pushAction(ALCOR, 'collect', data, 'bob@active');
      expect([balance(t.chain, WAX, 'carol') - before[0]!, balance(t.chain, USDT, 'carol') - before[1]!]).toEqual([expected.feesA, expected.feesB]);
      expect(logsOf(result, 'logcollect').map(decodeLogCollect)).toEqual([
        {
          poolId: Number(pools.waxUsdt),
          owner: 'bob',
          recipient: 'carol',
          amountA: units(expected.feesA, WAX),
          amountB: units(expected.feesB, USDT),
          tickLower: row.tickLower,
          tickUpper: row.tickUpper,
        },
      ]);
      const after = positionRows(t.chain, pools.waxUsdt).find((p) => p.id === row.id)!;
      expect([after.feesA, after.feesB, after.liquidity]).toEqual([0n, 0n, row.liquidity]);
      paidAnyA ||= expected.feesA > 0n;
      paidAnyB ||= expected.feesB > 0n;
    }
    expect([paidAnyA, paidAnyB]).toEqual([true, true]);
    expectBalancesAccounted(t.chain);
  });

  it('pays at most tokenAMax / tokenBMax and keeps the rest for later', async () => {
    await checkSwap(t.chain, 'alice', pools.waxUsdt, false, 'swapexactin', 2_000n * 10n ** 4n);
    const row = positionRows(t.chain, pools.waxUsdt)[0]!;
    const expected = positionAmountsAndFees(model(t.chain, pools.waxUsdt), positionState(row));
    expect(expected.feesB).toBeGreaterThan(1n);
    const cap = expected.feesB / 2n;
    const data = encodeCollect({
      poolId: Number(pools.waxUsdt),
      owner: 'bob',
      recipient: 'bob',
      tickLower: row.tickLower,
      tickUpper: row.tickUpper,
      tokenAMax: units(0n, WAX),
      tokenBMax: units(cap, USDT),
    });
    await t.chain.pushAction(ALCOR, 'collect', data, 'bob@active');
    const after = positionRows(t.chain, pools.waxUsdt).find((p) => p.id === row.id)!;
    expect([after.feesA, after.feesB]).toEqual([expected.feesA, expected.feesB - cap]);
    expectBalancesAccounted(t.chain);
  });
});

describe('subliquid after trading', () => {
  it('pays the position’s worth (rounded down), settles its fees, and collect then empties and erases it', async () => {
    const row = positionRows(t.chain, pools.waxUsdt).find((p) => p.liquidity > 0n && p.tickLower > -443_000)!;
    const expected = positionAmountsAndFees(model(t.chain, pools.waxUsdt), positionState(row));
    const before = [balance(t.chain, WAX, 'bob'), balance(t.chain, USDT, 'bob')];
    const sub = encodeSubLiquid({
      poolId: Number(pools.waxUsdt),
      owner: 'bob',
      liquidity: row.liquidity,
      tickLower: row.tickLower,
      tickUpper: row.tickUpper,
      tokenAMin: units(expected.amountA, WAX),
      tokenBMin: units(expected.amountB, USDT),
      deadline: 0,
    });
    await t.chain.pushAction(ALCOR, 'subliquid', sub, 'bob@active');
    expect([balance(t.chain, WAX, 'bob') - before[0]!, balance(t.chain, USDT, 'bob') - before[1]!]).toEqual([expected.amountA, expected.amountB]);
    const settled = positionRows(t.chain, pools.waxUsdt).find((p) => p.id === row.id)!;
    expect([settled.liquidity, settled.feesA, settled.feesB]).toEqual([0n, expected.feesA, expected.feesB]);
    const collect = encodeCollect({
      poolId: Number(pools.waxUsdt),
      owner: 'bob',
      recipient: 'bob',
      tickLower: row.tickLower,
      tickUpper: row.tickUpper,
      tokenAMax: MAX_WAX,
      tokenBMax: MAX_USDT,
    });
    await t.chain.pushAction(ALCOR, 'collect', collect, 'bob@active');
    expect([balance(t.chain, WAX, 'bob') - before[0]!, balance(t.chain, USDT, 'bob') - before[1]!]).toEqual([
      expected.amountA + expected.feesA,
      expected.amountB + expected.feesB,
    ]);
    expect(positionRows(t.chain, pools.waxUsdt).some((p) => p.id === row.id)).toBe(false);
    expectBalancesAccounted(t.chain);
  });
});
