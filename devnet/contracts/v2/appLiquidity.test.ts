/**
 * The app's liquidity transactions (src/core/liquidity) run on the devnet's v2 contracts: the LP
 * minted and the tokens paid are exactly what the app's maths promised, on every v2 venue.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAmount } from '../../../src/core/amount';
import type { Token } from '../../../src/core/domain';
import {
  addLiquidityActions,
  createPairActions,
  linkedUnits,
  lpForDeposit,
  orientV2Pool,
  removeLiquidityActions,
  withdrawalUnits,
  type LiquidityAction,
  type V2PoolExchange,
  type V2PoolView,
} from '../../../src/core/liquidity';
import { lpMinted } from '../../../src/core/v2';
import { symbolCodeToU64, type ExtendedAssetValue } from '../../chain/core/asset';
import type { TestChain } from '../../chain/testing/harness';
import { statTable } from '../token/tables';
import { adexPoolsTable } from './adex/tables';
import { defiboxPairsTable } from './defibox/tables';
import { neftyPairsTable } from './nefty/tables';
import { seedAdexPool, seedDefiboxPool, seedNeftyPool, seedTacoPool } from './seed/pools';
import { tacoPairsTable } from './taco/tables';
import { balanceOf, startV2Chain } from './v2.testutil';

let t: TestChain;
const OWNER = 'alice';
const WAX_SEED = { contract: 'eosio.token', quantity: '8000.00000000 WAX' };
const TLM_SEED = { contract: 'alien.worlds', quantity: '40000.0000 TLM' };

beforeAll(async () => {
  t = await startV2Chain();
  await seedDefiboxPool(t.chain, OWNER, WAX_SEED, TLM_SEED);
  await seedTacoPool(t.chain, OWNER, 'TLMWAX', WAX_SEED, TLM_SEED);
  await seedNeftyPool(t.chain, OWNER, WAX_SEED, TLM_SEED);
  await seedAdexPool(t.chain, OWNER, 'ATLWAX', WAX_SEED, TLM_SEED);
});
afterAll(async () => t.stop());

const tokenOf = (side: ExtendedAssetValue): Token => ({
  ticker: side.quantity.symbol.code,
  contract: side.contract,
  precision: side.quantity.symbol.precision,
});
const supplyOf = (contract: string, code: string) => t.chain.table(contract, statTable, symbolCodeToU64(code)).get(symbolCodeToU64(code)).supply.amount;

/** The venue's first pool as the app sees it (pools/ rows carry the same numbers). */
function poolOn(exchange: V2PoolExchange): V2PoolView {
  const view = (pairId: string, side0: ExtendedAssetValue, side1: ExtendedAssetValue, lp: Token, lpSupply: bigint) =>
    orientV2Pool({
      src: exchange,
      pairId,
      token0: tokenOf(side0),
      token1: tokenOf(side1),
      reserve0: makeAmount(side0.quantity.amount, side0.quantity.symbol.precision),
      reserve1: makeAmount(side1.quantity.amount, side1.quantity.symbol.precision),
      lpToken: lp,
      lpSupply,
      token0WaxPrice: null,
      token1WaxPrice: null,
    });
  if (exchange === 'defibox') {
    const row = t.chain.table('swap.box', defiboxPairsTable, 'swap.box').get(1n);
    const side = (token: typeof row.token0, quantity: typeof row.reserve0) => ({ quantity, contract: token.contract });
    return view(
      '1',
      side(row.token0, row.reserve0),
      side(row.token1, row.reserve1),
      { ticker: 'BOXA', contract: 'lptoken.box', precision: 0 },
      row.liquidity_token,
    );
  }
  if (exchange === 'taco') {
    const row = t.chain.table('swap.taco', tacoPairsTable, 'swap.taco').get(symbolCodeToU64('TLMWAX'));
    return view(row.id, row.pool1, row.pool2, { ticker: row.id, contract: 'swap.taco', precision: 0 }, row.supply.amount);
  }
  if (exchange === 'neftyblocks') {
    const row = [...t.chain.table('swap.nefty', neftyPairsTable, 'swap.nefty').rows()][0]!;
    return view(row.code, row.reserve0, row.reserve1, { ticker: row.code, contract: 'lp.nefty', precision: 0 }, row.total_liquidity.amount);
  }
  const row = t.chain.table('swap.adex', adexPoolsTable, 'swap.adex').get(1n);
  return view(String(row.id), row.base_token, row.quote_token, { ticker: row.code, contract: 'swap.adex', precision: 0 }, supplyOf('swap.adex', row.code));
}

const held = (token: Token) => balanceOf(t.chain, token.contract, OWNER, token.ticker);
const push = (actions: readonly LiquidityAction[]) =>
  t.chain.pushActions(actions.map((action) => ({ ...action, authorization: [{ actor: OWNER, permission: 'active' }] })));

const VENUES: readonly V2PoolExchange[] = ['defibox', 'taco', 'neftyblocks', 'adex'];

describe.each(VENUES)('%s', (exchange) => {
  it('mints exactly the LP the app shows for a linked deposit, either side typed (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 1n, max: 5_000_0000n }), fc.boolean(), async (units, typeA) => {
        const pool = poolOn(exchange);
        const other = linkedUnits(pool, typeA ? 'A' : 'B', units) as bigint;
        const [unitsA, unitsB] = typeA ? [units, other] : [other, units];
        const lp = lpForDeposit(pool, unitsA, unitsB);
        fc.pre(lp > 0n && unitsA > 0n && unitsB > 0n);
        const before = { lp: held(pool.lpToken), a: held(pool.tokenA) };
        await push(addLiquidityActions({ pool, owner: OWNER, unitsA, unitsB, minLp: lp }));
        const after = poolOn(exchange);
        expect(held(pool.lpToken) - before.lp).toBe(lp);
        expect(before.a - held(pool.tokenA)).toBe(unitsA);
        expect([after.reserveA - pool.reserveA, after.reserveB - pool.reserveB, after.lpSupply - pool.lpSupply]).toEqual([unitsA, unitsB, lp]);
      }),
      { numRuns: 8, seed: 0x11a3 },
    );
  });

  it('pays exactly what the app shows for removing half the LP', async () => {
    const pool = poolOn(exchange);
    const lp = held(pool.lpToken) / 2n;
    const expected = withdrawalUnits(pool, lp);
    const before = { a: held(pool.tokenA), b: held(pool.tokenB), lp: held(pool.lpToken) };
    await push(removeLiquidityActions(pool, OWNER, lp));
    expect([held(pool.tokenA) - before.a, held(pool.tokenB) - before.b, before.lp - held(pool.lpToken)]).toEqual([expected.unitsA, expected.unitsB, lp]);
  });
});

describe('createpair', () => {
  const TLM: Token = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
  const USDT: Token = { ticker: 'USDT', contract: 'usdt.alcor', precision: 4 };

  it('creates a Defibox pair under the id the app predicts and deposits the first amounts', async () => {
    await push(createPairActions({ exchange: 'defibox', owner: OWNER, tokenA: USDT, tokenB: TLM, unitsA: 10_0000n, unitsB: 1_000_0000n, nextPairId: 2 }));
    const row = t.chain.table('swap.box', defiboxPairsTable, 'swap.box').get(2n);
    expect([row.reserve0.amount, row.reserve1.amount, row.liquidity_token]).toEqual([10_0000n, 1_000_0000n, lpMinted(10_0000n, 1_000_0000n, 0n, 0n, 0n)]);
  });

  it('creates a NeftyBlocks pair by its tokens', async () => {
    await push(createPairActions({ exchange: 'neftyblocks', owner: OWNER, tokenA: TLM, tokenB: USDT, unitsA: 400_0000n, unitsB: 4_0000n, nextPairId: 0 }));
    const row = [...t.chain.table('swap.nefty', neftyPairsTable, 'swap.nefty').rows()][1]!;
    expect([row.reserve0.quantity.amount, row.reserve1.quantity.amount, row.total_liquidity.amount]).toEqual([
      400_0000n,
      4_0000n,
      lpMinted(400_0000n, 4_0000n, 0n, 0n, 0n),
    ]);
  });
});
