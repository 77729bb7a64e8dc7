/** WaxFusion on the devnet: stake → liquify at the growing rate, and the WAX/LSWAX pool both ways. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFusionSwapMemo, fusionAddLiquidityData, fusionLiquifyData, fusionStakeData, lswaxForSwax, waxPerLswaxAt } from '../../../../src/core/actions/v2';
import { amountsForBurn, getAmountOut, lpMinted } from '../../../../src/core/v2';
import { formatAsset, symbolCodeToU64, u64ToSymbolCode } from '../../../chain/core/asset';
import { nameToU64 } from '../../../chain/core/name';
import { statTable } from '../../token/tables';
import { expectAssert } from '../../../chain/testing/expect';
import type { TestChain } from '../../../chain/testing/harness';
import { seedFusionPool } from '../seed/pools';
import { balanceOf, logsOf, startV2Chain, transfer, u64Json } from '../v2.testutil';
import { FUSION_POOL_ID } from './fusion';
import { fusionPoolsTable, fusionStateTable, stakersTable } from './tables';

let t: TestChain;
const DAY_MS = 86_400_000;
const WAX_SYM = { sym: { precision: 8, code: 'WAX' }, contract: 'eosio.token' };
const LSWAX_SYM = { sym: { precision: 8, code: 'LSWAX' }, contract: 'token.fusion' };
// One rate unit per 100 s: a quote taken from the head block still holds for the next block, while
// 30 days still add 25 920 units (the test clock runs at wall speed and cannot be frozen).
const RATE = { rateBase: 105_000_000n, growthPerDay: 864n };

beforeAll(async () => {
  t = await startV2Chain({ fusionRate: RATE });
  await seedFusionPool(
    t.chain,
    'carol',
    { contract: 'eosio.token', quantity: '2040.00000000 WAX' },
    { contract: 'token.fusion', quantity: '2000.00000000 LSWAX' },
  );
});
afterAll(async () => t.stop());

const wax = (who: string) => balanceOf(t.chain, 'eosio.token', who, 'WAX');
const lswax = (who: string) => balanceOf(t.chain, 'token.fusion', who, 'LSWAX');
const swax = (who: string) => t.chain.table('dapp.fusion', stakersTable, 'dapp.fusion').find(nameToU64(who))?.swax_balance.amount;
const state = () => t.chain.table('dapp.fusion', fusionStateTable, 'dapp.fusion').get(nameToU64('state'));
const pool = () => t.chain.table('dapp.fusion', fusionPoolsTable, 'dapp.fusion').get(FUSION_POOL_ID);
const rateNow = () => {
  const s = state();
  return waxPerLswaxAt({ base: s.rate_base, sinceSec: s.rate_since, growthPerDay: s.growth_per_day }, Math.floor(t.chain.headBlock().time / 1000));
};

describe('stake and liquify', () => {
  it('credits staked WAX as SWAX, then issues lswaxForSwax LSWAX at the rate of the block', async () => {
    await t.chain.pushAction('dapp.fusion', 'stake', fusionStakeData('bob'), 'bob@active');
    await transfer(t.chain, 'eosio.token', 'bob', 'dapp.fusion', '100.00000000 WAX', 'stake');
    expect(swax('bob')).toBe(10_000_000_000n);
    expect(state().total_staked.amount).toBe(10_000_000_000n);
    const before = lswax('bob');
    const result = await t.chain.pushAction('dapp.fusion', 'liquifyexact', fusionLiquifyData('bob', 6_000_000_000n, 0n), 'bob@active');
    const rate = rateNow();
    const expected = lswaxForSwax(6_000_000_000n, rate);
    expect(lswax('bob') - before).toBe(expected);
    expect(swax('bob')).toBe(4_000_000_000n);
    expect(logsOf(result, 'dapp.fusion', 'logliquify')).toEqual([
      { user: 'bob', swax: '60.00000000 SWAX', lswax: formatAsset({ amount: expected, symbol: { precision: 8, code: 'LSWAX' } }), wax_per_lswax: Number(rate) },
    ]);
    expect(expected).toBeLessThan(6_000_000_000n);
  });

  it('gives fewer LSWAX per SWAX as the rate grows', async () => {
    const early = rateNow();
    // Half a rate step past 30 days, so the next blocks stay inside one 100-second step.
    t.advance(30 * DAY_MS + 50_000);
    await t.chain.pushAction('dapp.fusion', 'liquifyexact', fusionLiquifyData('bob', 1_000_000_000n, 0n), 'bob@active');
    const later = rateNow();
    expect(later - early).toBeGreaterThanOrEqual(RATE.growthPerDay * 30n - 1n);
    expect(lswaxForSwax(1_000_000_000n, later)).toBeLessThan(lswaxForSwax(1_000_000_000n, early));
  });

  it('aborts below minimum_output with nothing applied, and refuses bad stakes and quantities', async () => {
    const quote = lswaxForSwax(1_000_000_000n, rateNow());
    const before = [swax('bob'), lswax('bob')];
    await expectAssert(
      t.chain.pushAction('dapp.fusion', 'liquifyexact', fusionLiquifyData('bob', 1_000_000_000n, quote + 1n), 'bob@active'),
      `received amount is less than minimum: ${formatAsset({ amount: quote, symbol: { precision: 8, code: 'LSWAX' } })} < ${formatAsset({ amount: quote + 1n, symbol: { precision: 8, code: 'LSWAX' } })}`,
    );
    expect([swax('bob'), lswax('bob')]).toEqual(before);
    await expectAssert(
      t.chain.pushAction('dapp.fusion', 'liquifyexact', fusionLiquifyData('bob', 5_000_000_000n, 0n), 'bob@active'),
      'insufficient SWAX: bob has 3000000000 units, needs 5000000000',
    );
    await expectAssert(
      t.chain.pushAction('dapp.fusion', 'liquifyexact', { user: 'bob', quantity: '1.00000000 WAX', minimum_output: '0.00000000 LSWAX' }, 'bob@active'),
      'quantity must be a positive amount of 8,SWAX',
    );
    await expectAssert(transfer(t.chain, 'eosio.token', 'dave', 'dapp.fusion', '1.00000000 WAX', 'stake'), 'dave has no staker row: send stake{user} first');
    await expectAssert(
      transfer(t.chain, 'token.fusion', 'carol', 'dapp.fusion', '1.00000000 LSWAX', 'stake'),
      'only WAX can be staked, not 8,LSWAX@token.fusion',
    );
    await expectAssert(
      t.chain.pushAction('dapp.fusion', 'init', { rate_base: 1, growth_per_day: 0 }, 'dapp.fusion@active'),
      'dapp.fusion is already initialised',
    );
  });
});

describe('WAX/LSWAX pool', () => {
  it('was opened by init, which logged it under the pair code LSWAX', () => {
    const logs = [...t.chain.transactions()].flatMap((tx) => tx.actions).filter((a) => a.receiver === 'dapp.fusion' && a.name === 'logpool');
    expect(logs.map((a) => a.data)).toEqual([{ pool_id: FUSION_POOL_ID, token0: WAX_SYM, token1: LSWAX_SYM, fee: 30, creator: 'dapp.fusion' }]);
    expect(u64ToSymbolCode(FUSION_POOL_ID)).toBe('LSWAX');
  });

  it('swaps both ways for getAmountOut and logs the trade', async () => {
    const before = pool();
    const out = getAmountOut(5_000_000_000n, before.reserve0.quantity.amount, before.reserve1.quantity.amount, 30);
    const held = lswax('dave');
    const result = await transfer(t.chain, 'eosio.token', 'dave', 'dapp.fusion', '50.00000000 WAX', encodeFusionSwapMemo(out));
    expect(lswax('dave') - held).toBe(out);
    const after = pool();
    expect(logsOf(result, 'dapp.fusion', 'logswap')).toEqual([
      {
        pool_id: u64Json(FUSION_POOL_ID),
        sender: 'dave',
        recipient: 'dave',
        token_in: { quantity: '50.00000000 WAX', contract: 'eosio.token' },
        token_out: { quantity: formatAsset({ amount: out, symbol: after.reserve1.quantity.symbol }), contract: 'token.fusion' },
        reserve0_after: formatAsset(after.reserve0.quantity),
        reserve1_after: formatAsset(after.reserve1.quantity),
        fee: 30,
      },
    ]);
    const back = getAmountOut(out, after.reserve1.quantity.amount, after.reserve0.quantity.amount, 30);
    const heldWax = wax('dave');
    await transfer(
      t.chain,
      'token.fusion',
      'dave',
      'dapp.fusion',
      formatAsset({ amount: out, symbol: after.reserve1.quantity.symbol }),
      encodeFusionSwapMemo(back),
    );
    expect(wax('dave') - heldWax).toBe(back);
  });

  it('aborts below the minimum with nothing applied and rejects malformed swap memos', async () => {
    const before = pool();
    const out = getAmountOut(1_000_000_000n, before.reserve0.quantity.amount, before.reserve1.quantity.amount, 30);
    const held = [wax('dave'), lswax('dave')];
    await expectAssert(
      transfer(t.chain, 'eosio.token', 'dave', 'dapp.fusion', '10.00000000 WAX', encodeFusionSwapMemo(out + 1n)),
      `received amount is less than minimum: ${formatAsset({ amount: out, symbol: before.reserve1.quantity.symbol })} < ${formatAsset({ amount: out + 1n, symbol: before.reserve1.quantity.symbol })}`,
    );
    expect([wax('dave'), lswax('dave')]).toEqual(held);
    expect(pool()).toEqual(before);
    await expectAssert(
      transfer(t.chain, 'eosio.token', 'dave', 'dapp.fusion', '1.00000000 WAX', 'swap,1,2'),
      'a swap memo is swap,<minOutRaw>, got "swap,1,2"',
    );
    await expectAssert(
      transfer(t.chain, 'usdt.alcor', 'dave', 'dapp.fusion', '1.0000 USDT', 'swap,0'),
      '4,USDT@usdt.alcor is not a token of pool LSWAX (8,WAX@eosio.token / 8,LSWAX@token.fusion)',
    );
  });

  it('adds pending deposits for lpMinted LSWAXLP and burns returned LP for amountsForBurn', async () => {
    await transfer(t.chain, 'eosio.token', 'carol', 'dapp.fusion', '102.00000000 WAX', 'deposit');
    await transfer(t.chain, 'token.fusion', 'carol', 'dapp.fusion', '100.00000000 LSWAX', 'deposit');
    const before = pool();
    const minted = lpMinted(10_200_000_000n, 10_000_000_000n, before.reserve0.quantity.amount, before.reserve1.quantity.amount, before.supply.amount);
    const lpBefore = balanceOf(t.chain, 'lp.waxwing', 'carol', 'LSWAXLP');
    const added = await t.chain.pushAction('dapp.fusion', 'addliquidity', fusionAddLiquidityData('carol', minted), 'carol@active');
    expect(balanceOf(t.chain, 'lp.waxwing', 'carol', 'LSWAXLP') - lpBefore).toBe(minted);
    expect(logsOf(added, 'dapp.fusion', 'logmint')).toEqual([
      { pool_id: u64Json(FUSION_POOL_ID), owner: 'carol', amount0: '102.00000000 WAX', amount1: '100.00000000 LSWAX', liquidity: `${minted} LSWAXLP` },
    ]);

    const mid = pool();
    const back = amountsForBurn(minted, mid.reserve0.quantity.amount, mid.reserve1.quantity.amount, mid.supply.amount);
    const held = [wax('carol'), lswax('carol')];
    await transfer(t.chain, 'lp.waxwing', 'carol', 'dapp.fusion', `${minted} LSWAXLP`, '');
    expect([wax('carol') - held[0]!, lswax('carol') - held[1]!]).toEqual([back.amount0, back.amount1]);
    expect(t.chain.table('lp.waxwing', statTable, symbolCodeToU64('LSWAXLP')).get(symbolCodeToU64('LSWAXLP')).supply.amount).toBe(mid.supply.amount - minted);
  });
});
