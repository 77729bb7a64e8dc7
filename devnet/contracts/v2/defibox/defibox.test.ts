/** Defibox on the devnet: pairs, swaps (single and multi-hop), minimums, liquidity round trips, memos, logs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defiboxDepositData, encodeDefiboxDepositMemo, encodeDefiboxSwapMemo } from '../../../../src/core/actions/v2';
import { amountsForBurn, getAmountOut, lpMinted } from '../../../../src/core/v2';
import { formatAsset, symbolCodeToU64 } from '../../../chain/core/asset';
import { statTable } from '../../token/tables';
import { expectAssert, expectChainError } from '../../../chain/testing/expect';
import type { TestChain } from '../../../chain/testing/harness';
import { depositsTable } from '../shared/deposits';
import { seedDefiboxPool } from '../seed/pools';
import { balanceOf, logsOf, startV2Chain, transfer } from '../v2.testutil';
import { defiboxPairsTable } from './tables';

let t: TestChain;
const WAX = { contract: 'eosio.token', code: 'WAX' };
const TLM = { contract: 'alien.worlds', code: 'TLM' };
const USDT = { contract: 'usdt.alcor', code: 'USDT' };

beforeAll(async () => {
  t = await startV2Chain();
  await seedDefiboxPool(
    t.chain,
    'alice',
    { contract: 'eosio.token', quantity: '10000.00000000 WAX' },
    { contract: 'alien.worlds', quantity: '50000.0000 TLM' },
  );
  await seedDefiboxPool(t.chain, 'alice', { contract: 'alien.worlds', quantity: '40000.0000 TLM' }, { contract: 'usdt.alcor', quantity: '400.0000 USDT' });
});
afterAll(async () => t.stop());

const pair = (id: bigint) => t.chain.table('swap.box', defiboxPairsTable, 'swap.box').get(id);
const held = (who: string, token: { contract: string; code: string }) => balanceOf(t.chain, token.contract, who, token.code);
const lpSupply = (code: string) => t.chain.table('lptoken.box', statTable, symbolCodeToU64(code)).get(symbolCodeToU64(code)).supply.amount;

describe('createpair', () => {
  it('created pair 1 with LP BOXA issued by swap.box, minted √(a0·a1) to the creator, and logged the pool', () => {
    const row = pair(1n);
    expect(row).toMatchObject({
      id: 1n,
      token0: { contract: 'eosio.token', symbol: { precision: 8, code: 'WAX' } },
      token1: { contract: 'alien.worlds', symbol: { precision: 4, code: 'TLM' } },
    });
    const minted = lpMinted(1_000_000_000_000n, 500_000_000n, 0n, 0n, 0n);
    expect(row.liquidity_token).toBe(minted);
    expect(held('alice', { contract: 'lptoken.box', code: 'BOXA' })).toBe(minted);
    expect(t.chain.table('lptoken.box', statTable, symbolCodeToU64('BOXA')).get(symbolCodeToU64('BOXA')).issuer).toBe('swap.box');
    expect(row.price0_last).toBeCloseTo(5, 12);
  });

  it('logs a new pair and refuses duplicates (either order), twin tokens and unknown tokens', async () => {
    const created = await t.chain.pushAction(
      'swap.box',
      'createpair',
      { creator: 'bob', token0: { contract: 'eosio.token', symbol: '8,WAX' }, token1: { contract: 'usdt.alcor', symbol: '4,USDT' } },
      'bob@active',
    );
    expect(logsOf(created, 'swap.box', 'logpool')).toEqual([
      { pool_id: 3, token0: { sym: '8,WAX', contract: 'eosio.token' }, token1: { sym: '4,USDT', contract: 'usdt.alcor' }, fee: 30, creator: 'bob' },
    ]);
    const again = { creator: 'bob', token0: { contract: 'usdt.alcor', symbol: '4,USDT' }, token1: { contract: 'eosio.token', symbol: '8,WAX' } };
    await expectAssert(t.chain.pushAction('swap.box', 'createpair', again, 'bob@active'), 'a pool of these two tokens already exists');
    await expectAssert(t.chain.pushAction('swap.box', 'createpair', { ...again, token1: again.token0 }, 'bob@active'), 'a pool needs two different tokens');
    await expectAssert(
      t.chain.pushAction('swap.box', 'createpair', { ...again, token1: { contract: 'alien.worlds', symbol: '4,XYZ' } }, 'bob@active'),
      'token 4,XYZ@alien.worlds does not exist',
    );
    await expectAssert(
      t.chain.pushAction('swap.box', 'createpair', { ...again, token1: { contract: 'alien.worlds', symbol: '8,TLM' } }, 'bob@active'),
      'token 8,TLM@alien.worlds has precision 4',
    );
    await expectChainError(t.chain.pushAction('swap.box', 'createpair', again, 'alice@active'), 'missing_auth_exception', 'missing authority of bob');
  });
});

describe('swap', () => {
  it('pays getAmountOut for WAX → TLM and TLM → WAX, updates the reserves and logs each trade', async () => {
    const before = pair(1n);
    const expected = getAmountOut(10_000_000_000n, before.reserve0.amount, before.reserve1.amount, 30);
    const tlm = held('bob', TLM);
    const result = await transfer(t.chain, 'eosio.token', 'bob', 'swap.box', '100.00000000 WAX', encodeDefiboxSwapMemo(expected, [1]));
    expect(held('bob', TLM) - tlm).toBe(expected);
    const after = pair(1n);
    expect([after.reserve0.amount, after.reserve1.amount]).toEqual([before.reserve0.amount + 10_000_000_000n, before.reserve1.amount - expected]);
    const [log] = logsOf(result, 'swap.box', 'logswap');
    expect(log).toEqual({
      pool_id: 1,
      sender: 'bob',
      recipient: 'bob',
      token_in: { quantity: '100.00000000 WAX', contract: 'eosio.token' },
      token_out: { quantity: formatAsset({ amount: expected, symbol: after.reserve1.symbol }), contract: 'alien.worlds' },
      reserve0_after: formatAsset(after.reserve0),
      reserve1_after: formatAsset(after.reserve1),
      fee: 30,
    });

    const back = getAmountOut(5_000_000n, after.reserve1.amount, after.reserve0.amount, 30);
    const wax = held('bob', WAX);
    await transfer(t.chain, 'alien.worlds', 'bob', 'swap.box', '500.0000 TLM', encodeDefiboxSwapMemo(0n, [1]));
    expect(held('bob', WAX) - wax).toBe(back);
  });

  it('chains pairs in a multi-hop memo: WAX → TLM → USDT', async () => {
    const [first, second] = [pair(1n), pair(2n)];
    const tlm = getAmountOut(2_000_000_000n, first.reserve0.amount, first.reserve1.amount, 30);
    const usdt = getAmountOut(tlm, second.reserve0.amount, second.reserve1.amount, 30);
    const before = held('carol', USDT);
    const result = await transfer(t.chain, 'eosio.token', 'carol', 'swap.box', '20.00000000 WAX', encodeDefiboxSwapMemo(usdt, [1, 2]));
    expect(held('carol', USDT) - before).toBe(usdt);
    expect(logsOf(result, 'swap.box', 'logswap').map((l) => l.pool_id)).toEqual([1, 2]);
  });

  it('aborts below the minimum with nothing applied', async () => {
    const before = pair(1n);
    const expected = getAmountOut(10_000_000_000n, before.reserve0.amount, before.reserve1.amount, 30);
    const [wax, tlm] = [held('bob', WAX), held('bob', TLM)];
    const [got, minimum] = [
      formatAsset({ amount: expected, symbol: before.reserve1.symbol }),
      formatAsset({ amount: expected + 1n, symbol: before.reserve1.symbol }),
    ];
    await expectAssert(
      transfer(t.chain, 'eosio.token', 'bob', 'swap.box', '100.00000000 WAX', encodeDefiboxSwapMemo(expected + 1n, [1])),
      `received amount is less than minimum: ${got} < ${minimum}`,
    );
    expect([held('bob', WAX), held('bob', TLM)]).toEqual([wax, tlm]);
    expect(pair(1n)).toEqual(before);
  });

  it('rejects malformed swap and deposit memos, and keeps transfers whose memo names no operation', async () => {
    await expectAssert(transfer(t.chain, 'eosio.token', 'bob', 'swap.box', '1.00000000 WAX', 'swap,1.5,1'), 'invalid minimum received "1.5"');
    await expectAssert(
      transfer(t.chain, 'eosio.token', 'bob', 'swap.box', '1.00000000 WAX', 'swap,0'),
      'a swap memo is swap,<minOutRaw>,<pairId>[-<pairId>...]',
    );
    await expectAssert(transfer(t.chain, 'eosio.token', 'bob', 'swap.box', '1.00000000 WAX', 'swap,0,1-'), 'invalid pair ids "1-"');
    await expectAssert(transfer(t.chain, 'eosio.token', 'bob', 'swap.box', '1.00000000 WAX', 'swap,0,99'), 'pair 99 does not exist');
    await expectAssert(
      transfer(t.chain, 'eosio.token', 'bob', 'swap.box', '1.00000000 WAX', 'swap,0,2'),
      '8,WAX@eosio.token is not a token of pool 2 (4,TLM@alien.worlds / 4,USDT@usdt.alcor)',
    );
    await expectAssert(transfer(t.chain, 'eosio.token', 'bob', 'swap.box', '1.00000000 WAX', 'deposit,x'), 'a deposit memo is deposit,<pairId>');
    await expectAssert(
      transfer(t.chain, 'eosio.token', 'bob', 'swap.box', '1.00000000 WAX', encodeDefiboxDepositMemo(2)),
      '8,WAX@eosio.token is not a token of pool 2 (4,TLM@alien.worlds / 4,USDT@usdt.alcor)',
    );
    const before = pair(1n);
    const wax = held('swap.box', WAX);
    await transfer(t.chain, 'eosio.token', 'bob', 'swap.box', '1.00000000 WAX', 'thanks for the pools');
    expect(held('swap.box', WAX) - wax).toBe(100_000_000n);
    expect(pair(1n)).toEqual(before);
  });
});

describe('liquidity', () => {
  it('credits deposits as pending, mints lpMinted LP on deposit{}, and burns them back for amountsForBurn', async () => {
    const memo = encodeDefiboxDepositMemo(1);
    await transfer(t.chain, 'eosio.token', 'bob', 'swap.box', '200.00000000 WAX', memo);
    await transfer(t.chain, 'alien.worlds', 'bob', 'swap.box', '1000.0000 TLM', memo);
    expect([...t.chain.table('swap.box', depositsTable, 'bob').rows()].map((r) => r.balance.quantity.amount)).toEqual([20_000_000_000n, 10_000_000n]);
    const before = pair(1n);
    const minted = lpMinted(20_000_000_000n, 10_000_000n, before.reserve0.amount, before.reserve1.amount, before.liquidity_token);
    const added = await t.chain.pushAction('swap.box', 'deposit', defiboxDepositData('bob', 1), 'bob@active');
    expect(held('bob', { contract: 'lptoken.box', code: 'BOXA' })).toBe(minted);
    expect(pair(1n).liquidity_token).toBe(before.liquidity_token + minted);
    expect(lpSupply('BOXA')).toBe(before.liquidity_token + minted);
    expect([...t.chain.table('swap.box', depositsTable, 'bob').rows()]).toEqual([]);
    expect(logsOf(added, 'swap.box', 'logmint')).toEqual([
      { pool_id: 1, owner: 'bob', amount0: '200.00000000 WAX', amount1: '1000.0000 TLM', liquidity: `${minted} BOXA` },
    ]);

    const mid = pair(1n);
    const back = amountsForBurn(minted, mid.reserve0.amount, mid.reserve1.amount, mid.liquidity_token);
    const [wax, tlm] = [held('bob', WAX), held('bob', TLM)];
    const removed = await transfer(t.chain, 'lptoken.box', 'bob', 'swap.box', `${minted} BOXA`, '');
    expect([held('bob', WAX) - wax, held('bob', TLM) - tlm]).toEqual([back.amount0, back.amount1]);
    expect(held('bob', { contract: 'lptoken.box', code: 'BOXA' })).toBe(0n);
    expect(lpSupply('BOXA')).toBe(mid.liquidity_token - minted);
    expect(logsOf(removed, 'swap.box', 'logburn')).toHaveLength(1);
  });

  it('refuses deposit{} without both tokens, keeping the pending deposit', async () => {
    await transfer(t.chain, 'eosio.token', 'dave', 'swap.box', '5.00000000 WAX', encodeDefiboxDepositMemo(1));
    await expectAssert(
      t.chain.pushAction('swap.box', 'deposit', defiboxDepositData('dave', 1), 'dave@active'),
      'deposit both tokens of the pool before adding liquidity',
    );
    expect([...t.chain.table('swap.box', depositsTable, 'dave').rows()].map((r) => r.balance.quantity.amount)).toEqual([500_000_000n]);
    await expectAssert(t.chain.pushAction('swap.box', 'deposit', defiboxDepositData('dave', 7), 'dave@active'), 'pair 7 does not exist');
  });
});
