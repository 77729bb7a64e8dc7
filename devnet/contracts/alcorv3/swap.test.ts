/** Swaps on `swap.alcor`: both kinds, both directions, across initialized ticks, paths, refusals and the oracle. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestChain } from '../../chain/testing/harness';
import { expectAssert } from '../../chain/testing/expect';
import { decodeLogSwap } from '../../../src/core/actions/alcorv3';
import { swap } from '../../../src/core/v3';
import { ALCOR, balance, logsOf, model, poolRow, positionRows, startAlcorChain, swapVia, tickRows, TLM, transfer, USDT, WAX } from './alcorv3.testutil';
import { checkSwap, expectBalancesAccounted, setupSwapPools, type SwapPools } from './swap.testutil';
import { observationsTable } from './tables';

let t: TestChain;
let pools: SwapPools;
beforeAll(async () => {
  t = await startAlcorChain();
  pools = await setupSwapPools(t.chain);
});
afterAll(async () => t.stop());

describe('single-pool swaps', () => {
  it('sells token A exactly, crossing initialized ticks downward', async () => {
    const predicted = await checkSwap(t.chain, 'alice', pools.waxUsdt, true, 'swapexactin', 150_000n * 10n ** 8n);
    expect(predicted.ticksCrossed.length).toBeGreaterThanOrEqual(3);
    expectBalancesAccounted(t.chain);
  });

  it('buys token A exactly with B, crossing back up, and refunds the unused input', async () => {
    const predicted = await checkSwap(t.chain, 'alice', pools.waxUsdt, false, 'swapexactout', 120_000n * 10n ** 8n);
    expect(predicted.ticksCrossed.length).toBeGreaterThanOrEqual(2);
    expectBalancesAccounted(t.chain);
  });

  it('sells token B exactly, crossing further up', async () => {
    const predicted = await checkSwap(t.chain, 'alice', pools.waxUsdt, false, 'swapexactin', 8_000n * 10n ** 4n);
    expect(predicted.ticksCrossed.length).toBeGreaterThanOrEqual(3);
    expectBalancesAccounted(t.chain);
  });

  it('buys token B exactly with A, crossing down again', async () => {
    const predicted = await checkSwap(t.chain, 'alice', pools.waxUsdt, true, 'swapexactout', 6_000n * 10n ** 4n);
    expect(predicted.ticksCrossed.length).toBeGreaterThanOrEqual(2);
    expectBalancesAccounted(t.chain);
  });
});

describe('refusals leave everything as it was', () => {
  const snapshot = () => ({
    pool: poolRow(t.chain, pools.waxUsdt),
    ticks: tickRows(t.chain, pools.waxUsdt),
    positions: positionRows(t.chain, pools.waxUsdt),
    wax: balance(t.chain, WAX, 'alice'),
    usdt: balance(t.chain, USDT, 'alice'),
  });

  it('aborts an exact-in swap whose output is below the minimum by one unit', async () => {
    const before = snapshot();
    const out = -swap(model(t.chain, pools.waxUsdt), true, 10n ** 11n).amountB;
    await expectAssert(
      swapVia(t.chain, 'alice', WAX, 10n ** 11n, 'swapexactin', [pools.waxUsdt], USDT, out + 1n),
      `received ${formatUsdt(out)} USDT is below the minimum ${formatUsdt(out + 1n)} USDT`,
    );
    expect(snapshot()).toEqual(before);
  });

  it('aborts an exact-out swap sent too little input, past its deadline, or beyond the liquidity', async () => {
    const before = snapshot();
    const needed = swap(model(t.chain, pools.waxUsdt), false, -(10n ** 10n)).amountB;
    await expectAssert(
      swapVia(t.chain, 'alice', USDT, 10n, 'swapexactout', [pools.waxUsdt], WAX, 10n ** 10n),
      `the swap needs ${formatUsdt(needed)} USDT, more than the 0.0010 USDT sent`,
    );
    await expectAssert(swapVia(t.chain, 'alice', USDT, 10_000n, 'swapexactin', [pools.waxUsdt], WAX, 0n, 1_000_000), 'deadline 1000000 has passed');
    await expectAssert(
      swapVia(t.chain, 'alice', USDT, 1_000n * 10n ** 4n, 'swapexactout', [pools.waxUsdt], WAX, 10n ** 16n),
      `pool ${pools.waxUsdt} has too little liquidity for this swap`,
    );
    expect(snapshot()).toEqual(before);
  });

  it('refuses paths that do not fit the input or the wanted output, repeated pools and unreadable memos', async () => {
    await expectAssert(
      swapVia(t.chain, 'alice', USDT, 10_000n, 'swapexactin', [pools.tlmWax], WAX, 0n),
      `pool ${pools.tlmWax} does not trade 4,USDT@usdt.alcor`,
    );
    await expectAssert(
      swapVia(t.chain, 'alice', USDT, 10_000n, 'swapexactin', [pools.waxUsdt], TLM, 0n),
      'the swap path ends in 8,WAX@eosio.token, not 4,TLM@alien.worlds',
    );
    await expectAssert(
      swapVia(t.chain, 'alice', USDT, 10_000n, 'swapexactin', [pools.waxUsdt, pools.waxUsdt], USDT, 0n),
      'a pool appears twice in the swap path',
    );
    await expectAssert(
      t.chain.pushActions([transfer(USDT, 'alice', ALCOR, 10_000n, 'swapexactin#0#alice#0.0000 USDT@usdt.alcor')]),
      'invalid memo: a swap memo has 5 #-separated parts',
    );
  });
});

/** 4-decimal USDT units as text. */
function formatUsdt(unitsValue: bigint): string {
  const digits = unitsValue.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`;
}

describe('multi-pool paths', () => {
  it('swaps TLM → WAX → USDT exactly in, each hop as the core maths predicts', async () => {
    const amountIn = 500_000n * 10n ** 4n;
    const first = swap(model(t.chain, pools.tlmWax), true, amountIn);
    const second = swap(model(t.chain, pools.waxUsdt), true, -first.amountB);
    const usdt = balance(t.chain, USDT, 'alice');
    const result = await swapVia(t.chain, 'alice', TLM, amountIn, 'swapexactin', [pools.tlmWax, pools.waxUsdt], USDT, -second.amountB);
    expect(model(t.chain, pools.tlmWax)).toEqual(first.pool);
    expect(model(t.chain, pools.waxUsdt)).toEqual(second.pool);
    expect(balance(t.chain, USDT, 'alice') - usdt).toBe(-second.amountB);
    const logs = logsOf(result, 'logswap').map(decodeLogSwap);
    expect(logs.map((l) => [l.poolId, l.recipient, l.tokenIn.amount.units, l.tokenOut.amount.units])).toEqual([
      [Number(pools.tlmWax), ALCOR, amountIn, -first.amountB],
      [Number(pools.waxUsdt), 'alice', -first.amountB, -second.amountB],
    ]);
    expectBalancesAccounted(t.chain);
  });

  it('swaps USDT → WAX → TLM exactly out, working back from the output', async () => {
    const tlmOut = 100_000n * 10n ** 4n;
    const last = swap(model(t.chain, pools.tlmWax), false, -tlmOut);
    const first = swap(model(t.chain, pools.waxUsdt), false, -last.amountB);
    const before = [balance(t.chain, USDT, 'alice'), balance(t.chain, TLM, 'alice')];
    await swapVia(t.chain, 'alice', USDT, first.amountB + 50_000n, 'swapexactout', [pools.waxUsdt, pools.tlmWax], TLM, tlmOut);
    expect([balance(t.chain, USDT, 'alice'), balance(t.chain, TLM, 'alice')]).toEqual([before[0]! - first.amountB, before[1]! + tlmOut]);
    expect(model(t.chain, pools.waxUsdt)).toEqual(first.pool);
    expect(model(t.chain, pools.tlmWax)).toEqual(last.pool);
    expectBalancesAccounted(t.chain);
  });
});

describe('oracle', () => {
  it('snapshots seconds and cumulative tick on the far side of each crossed tick', async () => {
    const id = pools.waxUsdt;
    const observation = t.chain.table(ALCOR, observationsTable, id).get(0n);
    const {
      currSlot: { tick },
      liquidity,
    } = poolRow(t.chain, id);
    const ticksBefore = tickRows(t.chain, id);
    t.advance(120_000);
    const predicted = swap(model(t.chain, id), false, 6_000n * 10n ** 4n);
    expect(predicted.ticksCrossed.length).toBeGreaterThan(0);
    await swapVia(t.chain, 'alice', USDT, 6_000n * 10n ** 4n, 'swapexactin', [id], WAX, 0n);
    const after = t.chain.table(ALCOR, observationsTable, id).get(0n);
    const elapsed = after.blockTimestamp - observation.blockTimestamp;
    expect(elapsed).toBeGreaterThanOrEqual(120);
    expect(after.tickCumulative).toBe(observation.tickCumulative + BigInt(tick) * BigInt(elapsed));
    expect(after.secondsPerLiquidityCumulativeX64).toBe(observation.secondsPerLiquidityCumulativeX64 + (BigInt(elapsed) << 64n) / liquidity);
    expect(poolRow(t.chain, id).currSlot.lastObservationTimestamp).toBe(after.blockTimestamp);
    for (const index of predicted.ticksCrossed) {
      const was = ticksBefore.find((r) => r.id === index)!;
      const now = tickRows(t.chain, id).find((r) => r.id === index)!;
      expect(now.secondsOutside).toBe(after.blockTimestamp - was.secondsOutside);
      expect(now.tickCumulativeOutside).toBe(after.tickCumulative - was.tickCumulativeOutside);
    }
  });
});
