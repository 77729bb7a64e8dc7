/** The v2 world in a genesis extension (as the lead wires it): every venue gets its pools, priced from the token list, and they trade; the live seeder builds the same. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDefiboxSwapMemo } from '../../../../src/core/actions/v2';
import { getAmountOut } from '../../../../src/core/v2';
import type { GenesisApi } from '../../../chain';
import { parseAsset } from '../../../chain/core/asset';
import { startTestChain, type TestChain } from '../../../chain/testing/harness';
import { defiboxPairsTable } from '../defibox/tables';
import { balanceOf, transfer } from '../v2.testutil';
import { V2_CONTRACTS } from './deploy';
import { DEFAULT_V2_SEED_TOKENS, seedV2Genesis, seedV2Venues } from './seed';
import type { PoolRef } from './types';

let t: TestChain;
let pools: PoolRef[] = [];

beforeAll(async () => {
  t = await startTestChain({ contracts: V2_CONTRACTS, genesis: (api) => void (pools = seedV2Genesis(api, api.firstBlock)) });
});
afterAll(async () => t.stop());

describe('seedV2Venues', () => {
  it('lists every token against WAX on the four v2 venues, plus a Defibox cross pair and the WaxFusion pool', () => {
    const count = (venue: PoolRef['venue']) => pools.filter((p) => p.venue === venue).length;
    const n = DEFAULT_V2_SEED_TOKENS.length;
    expect([count('defibox'), count('taco'), count('neftyblocks'), count('adex'), count('waxfusion')]).toEqual([n + 1, n, n, n, 1]);
    expect(pools.filter((p) => p.venue === 'taco').map((p) => p.poolId)).toEqual(['TLMWAX', 'USDTWAX', 'NEFTWAX', 'AETHWAX', 'WOMBWAX']);
    expect(pools.filter((p) => p.venue === 'neftyblocks').map((p) => p.poolId)).toEqual(['NLPA', 'NLPB', 'NLPC', 'NLPD', 'NLPE']);
  });

  it('gave the provider the LP tokens of every pool', () => {
    for (const pool of pools) expect(balanceOf(t.chain, pool.lp.contract, 'poolprovider', pool.lp.code), `${pool.venue} ${pool.poolId}`).toBeGreaterThan(0n);
  });

  it('prices each pool from the token list (TLM at 0.2 WAX on Defibox: 5 TLM per WAX)', () => {
    const tlm = t.chain.table('swap.box', defiboxPairsTable, 'swap.box').get(1n);
    expect(tlm.price0_last).toBeCloseTo(5, 9);
    const usdt = pools.find((p) => p.venue === 'adex' && p.token1.contract === 'usdt.alcor');
    // Adex's 20 bps skew: 80 000 WAX against 80 000 / (20 × 1.002) USDT.
    expect(usdt && parseAsset(usdt.token1.quantity).amount).toBe((80_000n * 10n ** 8n * 10n ** 4n * 10_000n) / (20n * 10n ** 8n * 10_020n));
  });

  it('builds the same pools on a live chain with seedV2Venues', async () => {
    const live = await startTestChain({ contracts: V2_CONTRACTS });
    try {
      expect(await seedV2Venues(live.chain)).toEqual(pools);
      const reserves = (chain: TestChain['chain']) =>
        [...chain.table('swap.box', defiboxPairsTable, 'swap.box').rows()].map((row) => [row.reserve0, row.reserve1, row.liquidity_token]);
      expect(reserves(live.chain)).toEqual(reserves(t.chain));
    } finally {
      await live.stop();
    }
  });

  it('trades through the seeded world: WAX → TLM → USDT over two Defibox pairs', async () => {
    const table = t.chain.table('swap.box', defiboxPairsTable, 'swap.box');
    const [tlmPair, cross] = [table.get(1n), table.get(6n)];
    const tlm = getAmountOut(100_000_000_000n, tlmPair.reserve0.amount, tlmPair.reserve1.amount, 30);
    const usdt = getAmountOut(tlm, cross.reserve0.amount, cross.reserve1.amount, 30);
    const before = balanceOf(t.chain, 'usdt.alcor', 'erin', 'USDT');
    await transfer(t.chain, 'eosio.token', 'erin', 'swap.box', '1000.00000000 WAX', encodeDefiboxSwapMemo(usdt, [1, 6]));
    expect(balanceOf(t.chain, 'usdt.alcor', 'erin', 'USDT') - before).toBe(usdt);
  });

  it('rebuilds the same world at every start, so journaled trades replay onto it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-v2-'));
    const options = { contracts: V2_CONTRACTS, dataDir, genesis: (api: GenesisApi) => void seedV2Genesis(api, api.firstBlock) };
    try {
      const first = await startTestChain(options);
      await transfer(first.chain, 'eosio.token', 'erin', 'swap.taco', '10.00000000 WAX', '0.0000 TLM@alien.worlds');
      const tlm = balanceOf(first.chain, 'alien.worlds', 'erin', 'TLM');
      expect(tlm).toBeGreaterThan(50_000_000n); // erin's 5000 TLM plus what the swap paid
      await first.stop();
      const again = await startTestChain(options);
      expect(balanceOf(again.chain, 'alien.worlds', 'erin', 'TLM')).toBe(tlm);
      expect(balanceOf(again.chain, 'swap.taco', 'poolprovider', 'TLMWAX')).toBeGreaterThan(0n);
      await again.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
