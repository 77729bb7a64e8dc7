/** seedAlcorPools: the genesis pools at their prices, several positions each, tradable at once. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenesisApi } from '../../chain';
import { startTestChain, type TestChain } from '../../chain/testing/harness';
import { encodeSqrtRatioX64, inPoolOrder, quoteExactIn } from '../../../src/core/v3';
import { alcorV3Contract } from './alcorv3';
import { accountedFor, ALCOR, balance, model, poolRow, positionRows, swapVia, tickRows, tokensOf, USDT, WAX } from './alcorv3.testutil';
import type { PoolRow } from './tables';
import { ALCOR_SEED_POOLS, deployAlcorV3, seedAlcorGenesis, seedAlcorPools } from './seed';

let t: TestChain;
let ids: bigint[];
/** The pools and their position liquidity right after seeding, before any test trades. */
let seeded: PoolRow[];
let seededLiquidity: bigint[][];
beforeAll(async () => {
  t = await startTestChain({ contracts: [alcorV3Contract] });
  await deployAlcorV3(t.chain);
  ids = await seedAlcorPools(t.chain);
  seeded = ids.map((id) => poolRow(t.chain, id));
  seededLiquidity = ids.map((id) => positionRows(t.chain, id).map((r) => r.liquidity));
});
afterAll(async () => t.stop());

describe('seedAlcorPools', () => {
  it('creates every pool at its price with six positions over distinct ranges', () => {
    expect(ids).toEqual(ALCOR_SEED_POOLS.map((_, i) => BigInt(i)));
    // NEFTY, LSWAX and WOMBAT live on contracts that sort after eosio.token: WAX is their tokenA.
    expect(ALCOR_SEED_POOLS.filter((spec) => inPoolOrder(spec.tokenA, spec.tokenB).swapped).map((spec) => spec.tokenA.code)).toEqual([
      'NEFTY',
      'LSWAX',
      'WOMBAT',
    ]);
    ALCOR_SEED_POOLS.forEach((spec, i) => {
      const row = poolRow(t.chain, ids[i]!);
      // Stored in the contract's order: the spec's price inverts when its tokens had to swap.
      const { tokenA, tokenB, swapped } = inPoolOrder(spec.tokenA, spec.tokenB);
      expect([row.tokenA.contract, row.tokenA.quantity.symbol.code, row.tokenB.contract, row.tokenB.quantity.symbol.code, row.fee]).toEqual([
        tokenA.contract,
        tokenA.code,
        tokenB.contract,
        tokenB.code,
        spec.fee,
      ]);
      const [num, den] = spec.price.includes('.')
        ? [BigInt(spec.price.replace('.', '')), 10n ** BigInt(spec.price.split('.')[1]!.length)]
        : [BigInt(spec.price), 1n];
      const [unitsOfSpecA, unitsOfSpecB] = [den * 10n ** BigInt(spec.tokenA.precision), num * 10n ** BigInt(spec.tokenB.precision)];
      expect(row.currSlot.sqrtPriceX64).toBe(swapped ? encodeSqrtRatioX64(unitsOfSpecA, unitsOfSpecB) : encodeSqrtRatioX64(unitsOfSpecB, unitsOfSpecA));
      const positions = positionRows(t.chain, ids[i]!);
      expect(positions).toHaveLength(6);
      expect(new Set(positions.map((p) => `${p.tickLower}:${p.tickUpper}`)).size).toBe(6);
      expect(row.liquidity).toBeGreaterThan(0n);
      expect(tickRows(t.chain, ids[i]!).length).toBeGreaterThanOrEqual(10);
    });
  });

  it('holds exactly the reserves: the provider kept no deposits', () => {
    for (const token of [WAX, USDT]) expect(balance(t.chain, token, ALCOR)).toBe(accountedFor(t.chain, token, ['alcorlpmaker']));
  });

  it('trades a seeded pool at the quoted price', async () => {
    const [a, b] = tokensOf(poolRow(t.chain, ids[0]!));
    const quote = quoteExactIn(model(t.chain, ids[0]!), true, 1_000n * 10n ** 8n);
    const before = balance(t.chain, b, 'alice');
    await swapVia(t.chain, 'alice', a, 1_000n * 10n ** 8n, 'swapexactin', [ids[0]!], b, quote.amountOut);
    expect(balance(t.chain, b, 'alice') - before).toBe(quote.amountOut);
    // 1000 WAX at 0.05 USDT is 50 USDT, less the 0.3 % fee (498_500 units) and a little price impact.
    expect(quote.amountOut).toBeGreaterThan(498_400n);
    expect(quote.amountOut).toBeLessThan(498_500n);
  });
});

describe('seedAlcorGenesis', () => {
  it('builds the same pools inside a genesis extension, identically at every start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'alcor-genesis-'));
    const options = { dataDir, contracts: [alcorV3Contract], genesis: (api: GenesisApi) => void seedAlcorGenesis(api, api.firstBlock) };
    const shape = (g: TestChain) =>
      ALCOR_SEED_POOLS.map((_, i) => ({ pool: poolRow(g.chain, BigInt(i)), ticks: tickRows(g.chain, BigInt(i)), positions: positionRows(g.chain, BigInt(i)) }));
    try {
      const first = await startTestChain(options);
      const built = shape(first);
      await first.stop();
      const again = await startTestChain(options);
      expect(shape(again)).toEqual(built);
      await again.stop();
      expect(built.map(({ pool }) => pool.currSlot.sqrtPriceX64)).toEqual(seeded.map((p) => p.currSlot.sqrtPriceX64));
      expect(built.map(({ positions }) => positions.map((r) => r.liquidity))).toEqual(seededLiquidity);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
