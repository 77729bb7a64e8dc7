/** Adex on the devnet: pools with their own fee, swaps by pool id, minimums, the LP ledger, memos, logs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adexAddLiquidityData, adexRemoveLiquidityData, encodeAdexDepositMemo, encodeAdexSwapMemo } from '../../../../src/core/actions/v2';
import { amountsForBurn, DEFAULT_V2_FEES, getAmountOut, lpMinted } from '../../../../src/core/v2';
import { formatAsset, symbolCodeToU64 } from '../../../chain/core/asset';
import { statTable } from '../../token/tables';
import { expectAssert, expectChainError } from '../../../chain/testing/expect';
import type { TestChain } from '../../../chain/testing/harness';
import { seedAdexPool } from '../seed/pools';
import { balanceOf, logsOf, startV2Chain, transfer } from '../v2.testutil';
import { adexPoolsTable } from './tables';

let t: TestChain;
const CODE = 'AWAXUSD';
const FEE = DEFAULT_V2_FEES.adex;

beforeAll(async () => {
  t = await startV2Chain();
  await seedAdexPool(
    t.chain,
    'alice',
    CODE,
    { contract: 'eosio.token', quantity: '6000.00000000 WAX' },
    { contract: 'usdt.alcor', quantity: '300.0000 USDT' },
    FEE,
  );
});
afterAll(async () => t.stop());

const pool = () => t.chain.table('swap.adex', adexPoolsTable, 'swap.adex').get(1n);
const wax = (who: string) => balanceOf(t.chain, 'eosio.token', who, 'WAX');
const usdt = (who: string) => balanceOf(t.chain, 'usdt.alcor', who, 'USDT');
const lp = (who: string) => balanceOf(t.chain, 'swap.adex', who, CODE);
const supply = () => t.chain.table('swap.adex', statTable, symbolCodeToU64(CODE)).get(symbolCodeToU64(CODE)).supply.amount;

describe('newpool', () => {
  it('listed pool 1 with the Adex fee, no platform fee, and minted √(a0·a1) LP on swap.adex', () => {
    expect(pool()).toMatchObject({
      id: 1n,
      code: CODE,
      base_token: { contract: 'eosio.token', quantity: { amount: 600_000_000_000n } },
      quote_token: { contract: 'usdt.alcor', quantity: { amount: 3_000_000n } },
      pool_fee: 25,
      platform_fee: 0,
    });
    expect(lp('alice')).toBe(lpMinted(600_000_000_000n, 3_000_000n, 0n, 0n, 0n));
    expect(supply()).toBe(lp('alice'));
  });

  it('is an admin action that logs the pool and refuses bad fees, reused codes and duplicate pairs', async () => {
    const data = { code: 'ATLMWAX', base: { sym: '4,TLM', contract: 'alien.worlds' }, quote: { sym: '8,WAX', contract: 'eosio.token' }, pool_fee: 20 };
    await expectChainError(t.chain.pushAction('swap.adex', 'newpool', data, 'bob@active'), 'missing_auth_exception', 'missing authority of swap.adex');
    await expectAssert(t.chain.pushAction('swap.adex', 'newpool', { ...data, pool_fee: 10_000 }, 'swap.adex@active'), 'fee must be 0 to 9999 basis points');
    const result = await t.chain.pushAction('swap.adex', 'newpool', data, 'swap.adex@active');
    expect(logsOf(result, 'swap.adex', 'logpool')).toEqual([{ pool_id: 2, token0: data.base, token1: data.quote, fee: 20, creator: 'swap.adex' }]);
    await expectAssert(
      t.chain.pushAction('swap.adex', 'newpool', { ...data, code: 'ANOTHER' }, 'swap.adex@active'),
      'a pool of these two tokens already exists',
    );
    await expectAssert(
      t.chain.pushAction('swap.adex', 'newpool', { ...data, base: { sym: '8,NEFTY', contract: 'token.nefty' } }, 'swap.adex@active'),
      'a pool of these two tokens already exists',
    );
  });
});

describe('swap', () => {
  it('pays getAmountOut at 25 bps both ways and logs the trade', async () => {
    const before = pool();
    const out = getAmountOut(10_000_000_000n, before.base_token.quantity.amount, before.quote_token.quantity.amount, FEE);
    const held = usdt('bob');
    const result = await transfer(t.chain, 'eosio.token', 'bob', 'swap.adex', '100.00000000 WAX', encodeAdexSwapMemo(1, out));
    expect(usdt('bob') - held).toBe(out);
    const after = pool();
    expect(logsOf(result, 'swap.adex', 'logswap')).toEqual([
      {
        pool_id: 1,
        sender: 'bob',
        recipient: 'bob',
        token_in: { quantity: '100.00000000 WAX', contract: 'eosio.token' },
        token_out: { quantity: formatAsset({ amount: out, symbol: after.quote_token.quantity.symbol }), contract: 'usdt.alcor' },
        reserve0_after: formatAsset(after.base_token.quantity),
        reserve1_after: formatAsset(after.quote_token.quantity),
        fee: 25,
      },
    ]);
    const back = getAmountOut(20_000n, after.quote_token.quantity.amount, after.base_token.quantity.amount, FEE);
    const heldWax = wax('bob');
    await transfer(t.chain, 'usdt.alcor', 'bob', 'swap.adex', '2.0000 USDT', encodeAdexSwapMemo(1, back));
    expect(wax('bob') - heldWax).toBe(back);
  });

  it('aborts below the minimum with nothing applied', async () => {
    const before = pool();
    const out = getAmountOut(20_000n, before.quote_token.quantity.amount, before.base_token.quantity.amount, FEE);
    const held = [wax('bob'), usdt('bob')];
    const symbol = before.base_token.quantity.symbol;
    await expectAssert(
      transfer(t.chain, 'usdt.alcor', 'bob', 'swap.adex', '2.0000 USDT', encodeAdexSwapMemo(1, out + 1n)),
      `received amount is less than minimum: ${formatAsset({ amount: out, symbol })} < ${formatAsset({ amount: out + 1n, symbol })}`,
    );
    expect([wax('bob'), usdt('bob')]).toEqual(held);
    expect(pool()).toEqual(before);
  });

  it('rejects malformed memos, unknown and empty pools, foreign tokens; ignores other memos', async () => {
    const send = (memo: string) => transfer(t.chain, 'eosio.token', 'bob', 'swap.adex', '1.00000000 WAX', memo);
    await expectAssert(send('swap:1'), 'a swap memo is swap:<poolId>;min:<minOutRaw>, got "swap:1"');
    await expectAssert(send('swap:01;min:0'), 'a swap memo is swap:<poolId>;min:<minOutRaw>, got "swap:01;min:0"');
    await expectAssert(send('swap:9;min:0'), 'pool 9 does not exist');
    await expectAssert(send('swap:2;min:0'), 'pool has no liquidity');
    await expectAssert(send('deposit:abc'), 'a deposit memo is deposit:<poolId>, got "deposit:abc"');
    await expectAssert(
      transfer(t.chain, 'alien.worlds', 'bob', 'swap.adex', '1.0000 TLM', encodeAdexDepositMemo(1)),
      '4,TLM@alien.worlds is not a token of pool 1 (8,WAX@eosio.token / 4,USDT@usdt.alcor)',
    );
    const before = pool();
    await send('');
    expect(pool()).toEqual(before);
  });
});

describe('liquidity', () => {
  it('mints lpMinted LP for the pending deposits (min_liquidity enforced) and remliquidity returns amountsForBurn', async () => {
    const memo = encodeAdexDepositMemo(1);
    await transfer(t.chain, 'eosio.token', 'dave', 'swap.adex', '200.00000000 WAX', memo);
    await transfer(t.chain, 'usdt.alcor', 'dave', 'swap.adex', '10.0000 USDT', memo);
    const before = pool();
    const minted = lpMinted(20_000_000_000n, 100_000n, before.base_token.quantity.amount, before.quote_token.quantity.amount, supply());
    await expectAssert(
      t.chain.pushAction('swap.adex', 'addliquidity', adexAddLiquidityData('dave', 1, minted + 1n), 'dave@active'),
      `liquidity minted is less than minimum: ${minted} ${CODE} < ${minted + 1n} ${CODE}`,
    );
    const added = await t.chain.pushAction('swap.adex', 'addliquidity', adexAddLiquidityData('dave', 1, minted), 'dave@active');
    expect(lp('dave')).toBe(minted);
    expect(logsOf(added, 'swap.adex', 'logmint')).toEqual([
      { pool_id: 1, owner: 'dave', amount0: '200.00000000 WAX', amount1: '10.0000 USDT', liquidity: `${minted} ${CODE}` },
    ]);

    const [mid, midSupply] = [pool(), supply()];
    const back = amountsForBurn(minted, mid.base_token.quantity.amount, mid.quote_token.quantity.amount, midSupply);
    const held = [wax('dave'), usdt('dave')];
    await expectAssert(
      t.chain.pushAction('swap.adex', 'remliquidity', adexRemoveLiquidityData('dave', 1, minted + 1n), 'dave@active'),
      `insufficient LP balance: dave holds ${minted} ${CODE}, needs ${minted + 1n}`,
    );
    const removed = await t.chain.pushAction('swap.adex', 'remliquidity', adexRemoveLiquidityData('dave', 1, minted), 'dave@active');
    expect([wax('dave') - held[0]!, usdt('dave') - held[1]!]).toEqual([back.amount0, back.amount1]);
    expect([lp('dave'), supply()]).toEqual([0n, midSupply - minted]);
    expect(logsOf(removed, 'swap.adex', 'logburn')).toHaveLength(1);
  });
});
