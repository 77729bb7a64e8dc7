/** TacoSwap on the devnet: pairs, swaps by minimum-asset memo, minimums, its own LP ledger, memos, logs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeTacoSwapMemo, tacoAddLiquidityData, tacoRemoveLiquidityData } from '../../../../src/core/actions/v2';
import { makeAmount } from '../../../../src/core/amount';
import { amountsForBurn, getAmountOut, lpMinted } from '../../../../src/core/v2';
import { formatAsset, symbolCodeToU64 } from '../../../chain/core/asset';
import { statTable } from '../../token/tables';
import { expectAssert, expectChainError } from '../../../chain/testing/expect';
import type { TestChain } from '../../../chain/testing/harness';
import { seedTacoPool } from '../seed/pools';
import { balanceOf, logsOf, startV2Chain, transfer, u64Json } from '../v2.testutil';
import { tacoPairsTable } from './tables';

let t: TestChain;
const CODE = 'TLMWAX';

beforeAll(async () => {
  t = await startV2Chain();
  await seedTacoPool(
    t.chain,
    'alice',
    CODE,
    { contract: 'eosio.token', quantity: '8000.00000000 WAX' },
    { contract: 'alien.worlds', quantity: '40000.0000 TLM' },
  );
});
afterAll(async () => t.stop());

const pair = () => t.chain.table('swap.taco', tacoPairsTable, 'swap.taco').get(symbolCodeToU64(CODE));
const wax = (who: string) => balanceOf(t.chain, 'eosio.token', who, 'WAX');
const tlm = (who: string) => balanceOf(t.chain, 'alien.worlds', who, 'TLM');
const lp = (who: string) => balanceOf(t.chain, 'swap.taco', who, CODE);
const minTlm = (units: bigint) => encodeTacoSwapMemo({ amount: makeAmount(units, 4), ticker: 'TLM', contract: 'alien.worlds' });
const minWax = (units: bigint) => encodeTacoSwapMemo({ amount: makeAmount(units, 8), ticker: 'WAX', contract: 'eosio.token' });

describe('newpair', () => {
  it('listed TLMWAX with its LP symbol on swap.taco and minted √(a0·a1) LP to the first provider', () => {
    const minted = lpMinted(800_000_000_000n, 400_000_000n, 0n, 0n, 0n);
    expect(pair()).toEqual({
      id: CODE,
      pool1: { quantity: { amount: 800_000_000_000n, symbol: { precision: 8, code: 'WAX' } }, contract: 'eosio.token' },
      pool2: { quantity: { amount: 400_000_000n, symbol: { precision: 4, code: 'TLM' } }, contract: 'alien.worlds' },
      supply: { amount: minted, symbol: { precision: 0, code: CODE } },
    });
    expect(lp('alice')).toBe(minted);
    expect(t.chain.table('swap.taco', statTable, symbolCodeToU64(CODE)).get(symbolCodeToU64(CODE))).toMatchObject({
      issuer: 'swap.taco',
      supply: { amount: minted },
    });
  });

  it('is an admin action: logs the pool, refuses other signers and duplicate pairs', async () => {
    const pairData = { id: 'USDTWAX', token1: { sym: '8,WAX', contract: 'eosio.token' }, token2: { sym: '4,USDT', contract: 'usdt.alcor' } };
    await expectChainError(t.chain.pushAction('swap.taco', 'newpair', pairData, 'alice@active'), 'missing_auth_exception', 'missing authority of swap.taco');
    const result = await t.chain.pushAction('swap.taco', 'newpair', pairData, 'swap.taco@active');
    expect(logsOf(result, 'swap.taco', 'logpool')).toEqual([
      { pool_id: u64Json(symbolCodeToU64('USDTWAX')), token0: pairData.token1, token1: pairData.token2, fee: 30, creator: 'swap.taco' },
    ]);
    await expectAssert(
      t.chain.pushAction('swap.taco', 'newpair', { ...pairData, id: 'OTHER', token1: pairData.token2, token2: pairData.token1 }, 'swap.taco@active'),
      'a pool of these two tokens already exists',
    );
  });
});

describe('swap', () => {
  it('pays getAmountOut both ways and logs the trade with the reserves after it', async () => {
    const before = pair();
    const out = getAmountOut(5_000_000_000n, before.pool1.quantity.amount, before.pool2.quantity.amount, 30);
    const held = tlm('bob');
    const result = await transfer(t.chain, 'eosio.token', 'bob', 'swap.taco', '50.00000000 WAX', minTlm(out));
    expect(tlm('bob') - held).toBe(out);
    const after = pair();
    expect(logsOf(result, 'swap.taco', 'logswap')).toEqual([
      {
        pool_id: u64Json(symbolCodeToU64(CODE)),
        sender: 'bob',
        recipient: 'bob',
        token_in: { quantity: '50.00000000 WAX', contract: 'eosio.token' },
        token_out: { quantity: formatAsset({ amount: out, symbol: after.pool2.quantity.symbol }), contract: 'alien.worlds' },
        reserve0_after: formatAsset(after.pool1.quantity),
        reserve1_after: formatAsset(after.pool2.quantity),
        fee: 30,
      },
    ]);
    const back = getAmountOut(2_500_000n, after.pool2.quantity.amount, after.pool1.quantity.amount, 30);
    const heldWax = wax('bob');
    await transfer(t.chain, 'alien.worlds', 'bob', 'swap.taco', '250.0000 TLM', minWax(back));
    expect(wax('bob') - heldWax).toBe(back);
  });

  it('aborts below the minimum with nothing applied', async () => {
    const before = pair();
    const out = getAmountOut(5_000_000_000n, before.pool1.quantity.amount, before.pool2.quantity.amount, 30);
    const held = [wax('bob'), tlm('bob')];
    await expectAssert(
      transfer(t.chain, 'eosio.token', 'bob', 'swap.taco', '50.00000000 WAX', minTlm(out + 10n)),
      `received amount is less than minimum: ${formatAsset({ amount: out, symbol: before.pool2.quantity.symbol })} < ${formatAsset({ amount: out + 10n, symbol: before.pool2.quantity.symbol })}`,
    );
    expect([wax('bob'), tlm('bob')]).toEqual(held);
    expect(pair()).toEqual(before);
  });

  it('rejects malformed memos and unknown pairs, and keeps transfers whose memo names no operation', async () => {
    await expectAssert(
      transfer(t.chain, 'eosio.token', 'bob', 'swap.taco', '1.00000000 WAX', 'lots@alien.worlds'),
      'a swap memo is the minimum received like "1.0000 TLM@alien.worlds", got "lots@alien.worlds"',
    );
    await expectAssert(
      transfer(t.chain, 'eosio.token', 'bob', 'swap.taco', '1.00000000 WAX', '-1.0000 TLM@alien.worlds'),
      'the minimum received cannot be negative',
    );
    await expectAssert(
      transfer(t.chain, 'eosio.token', 'bob', 'swap.taco', '1.00000000 WAX', '0.00 TLM@alien.worlds'),
      'no pair trades 8,WAX@eosio.token for 2,TLM@alien.worlds',
    );
    await expectAssert(
      transfer(t.chain, 'usdt.alcor', 'bob', 'swap.taco', '1.0000 USDT', minTlm(0n)),
      'no pair trades 4,USDT@usdt.alcor for 4,TLM@alien.worlds',
    );
    await expectAssert(transfer(t.chain, 'e.rplanet', 'bob', 'swap.taco', '1.0000 AETHER', 'deposit'), '4,AETHER@e.rplanet is not in any pair');
    const before = pair();
    await transfer(t.chain, 'eosio.token', 'bob', 'swap.taco', '1.00000000 WAX', 'tip');
    expect(pair()).toEqual(before);
  });
});

describe('liquidity', () => {
  it('mints lpMinted LP for the pending deposits, refuses a to_buy above it, and remliquidity returns amountsForBurn', async () => {
    await transfer(t.chain, 'eosio.token', 'bob', 'swap.taco', '100.00000000 WAX', 'deposit');
    await transfer(t.chain, 'alien.worlds', 'bob', 'swap.taco', '500.0000 TLM', 'deposit');
    const before = pair();
    const minted = lpMinted(10_000_000_000n, 5_000_000n, before.pool1.quantity.amount, before.pool2.quantity.amount, before.supply.amount);
    await expectAssert(
      t.chain.pushAction('swap.taco', 'addliquidity', tacoAddLiquidityData('bob', CODE, minted + 1n), 'bob@active'),
      `liquidity minted is less than minimum: ${minted} ${CODE} < ${minted + 1n} ${CODE}`,
    );
    const added = await t.chain.pushAction('swap.taco', 'addliquidity', tacoAddLiquidityData('bob', CODE, minted), 'bob@active');
    expect(lp('bob')).toBe(minted);
    expect(pair().supply.amount).toBe(before.supply.amount + minted);
    expect(logsOf(added, 'swap.taco', 'logmint')).toEqual([
      { pool_id: u64Json(symbolCodeToU64(CODE)), owner: 'bob', amount0: '100.00000000 WAX', amount1: '500.0000 TLM', liquidity: `${minted} ${CODE}` },
    ]);

    const mid = pair();
    const back = amountsForBurn(minted, mid.pool1.quantity.amount, mid.pool2.quantity.amount, mid.supply.amount);
    const held = [wax('bob'), tlm('bob')];
    const removed = await t.chain.pushAction('swap.taco', 'remliquidity', tacoRemoveLiquidityData('bob', CODE, minted), 'bob@active');
    expect([wax('bob') - held[0]!, tlm('bob') - held[1]!]).toEqual([back.amount0, back.amount1]);
    expect([lp('bob'), pair().supply.amount]).toEqual([0n, mid.supply.amount - minted]);
    expect(logsOf(removed, 'swap.taco', 'logburn')).toHaveLength(1);
  });

  it('moves LP with swap.taco::transfer and refuses to burn more than the owner holds', async () => {
    await t.chain.pushAction('swap.taco', 'transfer', { from: 'alice', to: 'carol', quantity: `1000 ${CODE}`, memo: 'lp gift' }, 'alice@active');
    expect(lp('carol')).toBe(1000n);
    await expectAssert(
      t.chain.pushAction('swap.taco', 'remliquidity', tacoRemoveLiquidityData('carol', CODE, 1001n), 'carol@active'),
      `insufficient LP balance: carol holds 1000 ${CODE}, needs 1001`,
    );
    await expectAssert(
      t.chain.pushAction('swap.taco', 'remliquidity', tacoRemoveLiquidityData('carol', 'NOPAIR', 1n), 'carol@active'),
      'pair NOPAIR does not exist',
    );
  });
});
