/** createpool on `swap.alcor`: the row per fee tier, the listing log, the JSON clients read, and the refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestChain } from '../../chain/testing/harness';
import { expectAssert, expectChainError } from '../../chain/testing/expect';
import { decodeLogPool, encodeCreatePool } from '../../../src/core/actions/alcorv3';
import { parseUint128 } from '../../../src/core/orderbook/uint';
import { encodeSqrtRatioX64, getTickAtSqrtRatio, MAX_SQRT_RATIO, MAX_UINT128 } from '../../../src/core/v3';
import { ALCOR, createPool, logsOf, poolRow, startAlcorChain, TLM, units, USDT, WAX } from './alcorv3.testutil';
import type { SeedToken } from './seed';
import { poolsTable } from './tables';

let t: TestChain;
beforeAll(async () => {
  t = await startAlcorChain();
});
afterAll(async () => t.stop());

/** 1 WAX = 0.05 USDT in raw units. */
const WAX_USDT = encodeSqrtRatioX64(500n, 10n ** 8n);
const ext = (token: SeedToken, amount = 0n) => ({ ...units(amount, token), contract: token.contract });
const create = (tokenA: SeedToken, tokenB: SeedToken, fee: number, sqrtPriceX64 = WAX_USDT, account = 'bob', a = 0n) =>
  t.chain.pushAction(ALCOR, 'createpool', encodeCreatePool({ account, tokenA: ext(tokenA, a), tokenB: ext(tokenB), sqrtPriceX64, fee }), `${account}@active`);

describe('createpool', () => {
  it.each([
    [500, 10, 443630n],
    [3000, 60, 443580n],
    [10000, 200, 443600n],
  ])('opens a fee-%i pool with tick spacing %i and the matching maxLiquidityPerTick', async (fee, tickSpacing, maxUsableTick) => {
    const result = await create(WAX, USDT, fee);
    const id = t.chain.table(ALCOR, poolsTable, ALCOR).availablePrimaryKey() - 1n;
    const row = poolRow(t.chain, id);
    const time = Math.floor(t.chain.headBlock().time / 1000);
    expect(row).toEqual({
      id,
      active: true,
      tokenA: { quantity: { amount: 0n, symbol: { precision: 8, code: 'WAX' } }, contract: 'eosio.token' },
      tokenB: { quantity: { amount: 0n, symbol: { precision: 4, code: 'USDT' } }, contract: 'usdt.alcor' },
      fee,
      feeProtocol: 0,
      tickSpacing,
      maxLiquidityPerTick: MAX_UINT128 / ((2n * maxUsableTick) / BigInt(tickSpacing) + 1n),
      currSlot: {
        sqrtPriceX64: WAX_USDT,
        tick: getTickAtSqrtRatio(WAX_USDT),
        lastObservationTimestamp: expect.any(Number),
        currentObservationNum: 1,
        maxObservationNum: 1,
      },
      feeGrowthGlobalAX64: 0n,
      feeGrowthGlobalBX64: 0n,
      protocolFeeA: { amount: 0n, symbol: { precision: 8, code: 'WAX' } },
      protocolFeeB: { amount: 0n, symbol: { precision: 4, code: 'USDT' } },
      liquidity: 0n,
    });
    expect(Math.abs(row.currSlot.lastObservationTimestamp - time)).toBeLessThanOrEqual(1);
    const [log] = logsOf(result, 'logpool').map(decodeLogPool);
    expect(log).toEqual({
      poolId: Number(id),
      token0: { ticker: 'WAX', precision: 8, contract: 'eosio.token' },
      token1: { ticker: 'USDT', precision: 4, contract: 'usdt.alcor' },
      fee,
      creator: 'bob',
    });
  });

  it('serves the row through get_table_rows as the real contract lays it out', async () => {
    const id = await createPool(t.chain, 'bob', TLM, WAX, 3000, encodeSqrtRatioX64(2n * 10n ** 7n, 10n ** 4n));
    const { rows } = t.chain.getTableRows({ code: ALCOR, scope: ALCOR, table: 'pools', json: true, key_type: 'i64', lower_bound: String(id), limit: 1 });
    const row = rows[0] as Record<string, Record<string, unknown>>;
    expect(Object.keys(row)).toEqual([
      'id',
      'active',
      'tokenA',
      'tokenB',
      'fee',
      'feeProtocol',
      'tickSpacing',
      'maxLiquidityPerTick',
      'currSlot',
      'feeGrowthGlobalAX64',
      'feeGrowthGlobalBX64',
      'protocolFeeA',
      'protocolFeeB',
      'liquidity',
    ]);
    expect(row.tokenA).toEqual({ quantity: '0.0000 TLM', contract: 'alien.worlds' });
    expect(Object.keys(row.currSlot!)).toEqual(['sqrtPriceX64', 'tick', 'lastObservationTimestamp', 'currentObservationNum', 'maxObservationNum']);
    expect(parseUint128(row.currSlot!.sqrtPriceX64)).toBe(encodeSqrtRatioX64(2n * 10n ** 7n, 10n ** 4n));
  });

  it('refuses fees that are not tiers, identical tokens, unknown tokens, initial quantities and prices out of range', async () => {
    await expectAssert(create(WAX, USDT, 100), 'fee 100 is not a fee tier (500, 3000 or 10000)');
    await expectAssert(create(WAX, WAX, 3000), 'tokenA and tokenB must differ');
    await expectAssert(create(WAX, { contract: 'usdt.alcor', code: 'USDC', precision: 4 }, 500), 'token B 4,USDC@usdt.alcor does not exist');
    await expectAssert(create(WAX, { contract: 'nobody.here', code: 'USDT', precision: 4 }, 500), 'token B 4,USDT@nobody.here does not exist');
    await expectAssert(create(WAX, { ...USDT, precision: 6 }, 500), 'token B 6,USDT@usdt.alcor has the wrong precision (4)');
    await expectAssert(create(TLM, USDT, 500, WAX_USDT, 'bob', 1n), 'token A quantity must be zero: liquidity comes with addliquid');
    await expectAssert(create(TLM, USDT, 500, MAX_SQRT_RATIO), `sqrtPriceX64 must be in [4295048017, ${MAX_SQRT_RATIO})`);
  });

  it('refuses a pair out of order, whose price would mean its inverse, and a second pool for a pair and fee', async () => {
    await expectAssert(
      create(USDT, WAX, 3000, encodeSqrtRatioX64(10n ** 8n, 500n)),
      'tokenA 4,USDT@usdt.alcor must sort before tokenB 8,WAX@eosio.token (by contract name, then by symbol): swap them and invert the price',
    );
    await expectAssert(create(WAX, USDT, 500), 'pool 0 already trades this pair with fee 500');
  });

  it('needs the creator’s authority', async () => {
    await expectChainError(
      t.chain.pushAction(
        ALCOR,
        'createpool',
        encodeCreatePool({ account: 'alice', tokenA: ext(TLM), tokenB: ext(USDT), sqrtPriceX64: WAX_USDT, fee: 500 }),
        'bob@active',
      ),
      'missing_auth_exception',
      'missing authority of alice',
    );
  });
});
