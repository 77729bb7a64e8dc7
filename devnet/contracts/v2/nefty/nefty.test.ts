/** NeftyBlocks on the devnet: createpair, swaps by pair code, minimums, LP on lp.nefty, memos, logs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeNeftyDepositMemo, encodeNeftySwapMemo, neftyAddLiquidityData, neftyCreatePairData } from '../../../../src/core/actions/v2';
import type { Token } from '../../../../src/core/domain';
import { amountsForBurn, getAmountOut, lpMinted } from '../../../../src/core/v2';
import { formatAsset, symbolCodeToU64 } from '../../../chain/core/asset';
import { statTable } from '../../token/tables';
import { expectAssert } from '../../../chain/testing/expect';
import type { TestChain } from '../../../chain/testing/harness';
import { seedNeftyPool } from '../seed/pools';
import { balanceOf, logsOf, startV2Chain, transfer, u64Json } from '../v2.testutil';
import { neftyPairsTable } from './tables';

let t: TestChain;
const WAX: Token = { ticker: 'WAX', precision: 8, contract: 'eosio.token' };
const NEFTY: Token = { ticker: 'NEFTY', precision: 8, contract: 'token.nefty' };
const USDT: Token = { ticker: 'USDT', precision: 4, contract: 'usdt.alcor' };

beforeAll(async () => {
  t = await startV2Chain();
  await seedNeftyPool(
    t.chain,
    'alice',
    { contract: 'eosio.token', quantity: '3000.00000000 WAX' },
    { contract: 'token.nefty', quantity: '30000.00000000 NEFTY' },
  );
});
afterAll(async () => t.stop());

const pair = (code = 'NLPA') => t.chain.table('swap.nefty', neftyPairsTable, 'swap.nefty').get(symbolCodeToU64(code));
const held = (who: string, contract: string, code: string) => balanceOf(t.chain, contract, who, code);
const poolId = (code: string) => u64Json(symbolCodeToU64(code));

describe('createpair', () => {
  it('created NLPA: active, reserves in creation order, LP issued by swap.nefty on lp.nefty', () => {
    const row = pair();
    const minted = lpMinted(300_000_000_000n, 3_000_000_000_000n, 0n, 0n, 0n);
    expect(row).toMatchObject({
      code: 'NLPA',
      active: true,
      reserve0: { contract: 'eosio.token', quantity: { amount: 300_000_000_000n } },
      reserve1: { contract: 'token.nefty', quantity: { amount: 3_000_000_000_000n } },
      total_liquidity: { amount: minted, symbol: { precision: 0, code: 'NLPA' } },
    });
    expect(row.updated_time).toBeGreaterThanOrEqual(row.created_time);
    expect(held('alice', 'lp.nefty', 'NLPA')).toBe(minted);
    expect(t.chain.table('lp.nefty', statTable, symbolCodeToU64('NLPA')).get(symbolCodeToU64('NLPA')).issuer).toBe('swap.nefty');
  });

  it('gives the next pair the next code, logs it, and refuses duplicates and twin tokens', async () => {
    const result = await t.chain.pushAction('swap.nefty', 'createpair', neftyCreatePairData('bob', USDT, WAX), 'bob@active');
    expect(logsOf(result, 'swap.nefty', 'logpool')).toEqual([
      {
        pool_id: poolId('NLPB'),
        token0: { sym: '4,USDT', contract: 'usdt.alcor' },
        token1: { sym: '8,WAX', contract: 'eosio.token' },
        fee: 30,
        creator: 'bob',
      },
    ]);
    expect(pair('NLPB').active).toBe(true);
    await expectAssert(
      t.chain.pushAction('swap.nefty', 'createpair', neftyCreatePairData('bob', WAX, USDT), 'bob@active'),
      'a pool of these two tokens already exists',
    );
    await expectAssert(t.chain.pushAction('swap.nefty', 'createpair', neftyCreatePairData('bob', WAX, WAX), 'bob@active'), 'a pool needs two different tokens');
  });
});

describe('swap', () => {
  it('pays getAmountOut both ways and logs the trade', async () => {
    const before = pair();
    const out = getAmountOut(10_000_000_000n, before.reserve0.quantity.amount, before.reserve1.quantity.amount, 30);
    const nefty = held('bob', 'token.nefty', 'NEFTY');
    const result = await transfer(t.chain, 'eosio.token', 'bob', 'swap.nefty', '100.00000000 WAX', encodeNeftySwapMemo('NLPA', out));
    expect(held('bob', 'token.nefty', 'NEFTY') - nefty).toBe(out);
    const after = pair();
    expect(logsOf(result, 'swap.nefty', 'logswap')).toEqual([
      {
        pool_id: poolId('NLPA'),
        sender: 'bob',
        recipient: 'bob',
        token_in: { quantity: '100.00000000 WAX', contract: 'eosio.token' },
        token_out: { quantity: formatAsset({ amount: out, symbol: after.reserve1.quantity.symbol }), contract: 'token.nefty' },
        reserve0_after: formatAsset(after.reserve0.quantity),
        reserve1_after: formatAsset(after.reserve1.quantity),
        fee: 30,
      },
    ]);
    const back = getAmountOut(out, after.reserve1.quantity.amount, after.reserve0.quantity.amount, 30);
    const wax = held('bob', 'eosio.token', 'WAX');
    await transfer(
      t.chain,
      'token.nefty',
      'bob',
      'swap.nefty',
      formatAsset({ amount: out, symbol: after.reserve1.quantity.symbol }),
      encodeNeftySwapMemo('NLPA', back),
    );
    expect(held('bob', 'eosio.token', 'WAX') - wax).toBe(back);
    expect(back).toBeLessThan(10_000_000_000n);
  });

  it('aborts below the minimum with nothing applied', async () => {
    const before = pair();
    const out = getAmountOut(10_000_000_000n, before.reserve0.quantity.amount, before.reserve1.quantity.amount, 30);
    const balances = [held('bob', 'eosio.token', 'WAX'), held('bob', 'token.nefty', 'NEFTY')];
    const symbol = before.reserve1.quantity.symbol;
    await expectAssert(
      transfer(t.chain, 'eosio.token', 'bob', 'swap.nefty', '100.00000000 WAX', encodeNeftySwapMemo('NLPA', out + 1n)),
      `received amount is less than minimum: ${formatAsset({ amount: out, symbol })} < ${formatAsset({ amount: out + 1n, symbol })}`,
    );
    expect([held('bob', 'eosio.token', 'WAX'), held('bob', 'token.nefty', 'NEFTY')]).toEqual(balances);
    expect(pair()).toEqual(before);
  });

  it('rejects malformed memos, unknown pairs and foreign tokens; ignores other memos', async () => {
    const send = (memo: string) => transfer(t.chain, 'eosio.token', 'bob', 'swap.nefty', '1.00000000 WAX', memo);
    await expectAssert(send('swap:NLPA'), 'a swap memo is swap:<pairCode>,min:<minOutRaw>, got "swap:NLPA"');
    await expectAssert(send('swap:NLPA,min:-1'), 'a swap memo is swap:<pairCode>,min:<minOutRaw>, got "swap:NLPA,min:-1"');
    await expectAssert(send('swap:NLPZ,min:0'), 'pair NLPZ does not exist');
    await expectAssert(send('deposit_to_pair:8,WAX@eosio.token'), 'a deposit memo is deposit_to_pair:<p>,<SYM>@<contract>-<p>,<SYM>@<contract>');
    await expectAssert(send(encodeNeftyDepositMemo(NEFTY, USDT)), 'no pair of 8,NEFTY@token.nefty and 4,USDT@usdt.alcor');
    await expectAssert(
      transfer(t.chain, 'usdt.alcor', 'bob', 'swap.nefty', '1.0000 USDT', encodeNeftySwapMemo('NLPA', 0n)),
      `4,USDT@usdt.alcor is not a token of pool NLPA (8,WAX@eosio.token / 8,NEFTY@token.nefty)`,
    );
    const before = pair();
    await send('hello');
    expect(pair()).toEqual(before);
  });
});

describe('liquidity', () => {
  it('adds the pending deposits for lpMinted LP (tokens named in either order) and burns returned LP for amountsForBurn', async () => {
    const memo = encodeNeftyDepositMemo(NEFTY, WAX);
    await transfer(t.chain, 'eosio.token', 'erin', 'swap.nefty', '30.00000000 WAX', memo);
    await transfer(t.chain, 'token.nefty', 'erin', 'swap.nefty', '300.00000000 NEFTY', memo);
    const before = pair();
    const minted = lpMinted(3_000_000_000n, 30_000_000_000n, before.reserve0.quantity.amount, before.reserve1.quantity.amount, before.total_liquidity.amount);
    const added = await t.chain.pushAction('swap.nefty', 'addliquidity', neftyAddLiquidityData('erin', NEFTY, WAX), 'erin@active');
    expect(held('erin', 'lp.nefty', 'NLPA')).toBe(minted);
    expect(logsOf(added, 'swap.nefty', 'logmint')).toEqual([
      { pool_id: poolId('NLPA'), owner: 'erin', amount0: '30.00000000 WAX', amount1: '300.00000000 NEFTY', liquidity: `${minted} NLPA` },
    ]);

    const mid = pair();
    const back = amountsForBurn(minted, mid.reserve0.quantity.amount, mid.reserve1.quantity.amount, mid.total_liquidity.amount);
    const balances = [held('erin', 'eosio.token', 'WAX'), held('erin', 'token.nefty', 'NEFTY')];
    const removed = await transfer(t.chain, 'lp.nefty', 'erin', 'swap.nefty', `${minted} NLPA`, 'remove');
    expect([held('erin', 'eosio.token', 'WAX') - balances[0]!, held('erin', 'token.nefty', 'NEFTY') - balances[1]!]).toEqual([back.amount0, back.amount1]);
    expect(pair().total_liquidity.amount).toBe(mid.total_liquidity.amount - minted);
    expect(t.chain.table('lp.nefty', statTable, symbolCodeToU64('NLPA')).get(symbolCodeToU64('NLPA')).supply.amount).toBe(mid.total_liquidity.amount - minted);
    expect(logsOf(removed, 'swap.nefty', 'logburn')).toEqual([
      {
        pool_id: poolId('NLPA'),
        owner: 'erin',
        amount0: formatAsset({ amount: back.amount0, symbol: mid.reserve0.quantity.symbol }),
        amount1: formatAsset({ amount: back.amount1, symbol: mid.reserve1.quantity.symbol }),
        liquidity: `${minted} NLPA`,
      },
    ]);
  });

  it('refuses addliquidity for a missing pair or without both deposits', async () => {
    await expectAssert(
      t.chain.pushAction('swap.nefty', 'addliquidity', neftyAddLiquidityData('dave', NEFTY, USDT), 'dave@active'),
      'no pair of 8,NEFTY@token.nefty and 4,USDT@usdt.alcor',
    );
    await expectAssert(
      t.chain.pushAction('swap.nefty', 'addliquidity', neftyAddLiquidityData('dave', WAX, NEFTY), 'dave@active'),
      'deposit both tokens of the pool before adding liquidity',
    );
  });
});
