import { describe, expect, it } from 'vitest';
import { lpLetters } from '../../../src/core/actions/v2';
import { buildTokens, type WorldToken } from '../catalog';
import { WORLD_SIZES, type WorldSize } from '../size';
import { planV2Pools, V2_VENUES, type V2PoolPlan } from './v2';

/** The venues number pools in creation order from 1 (Taco by code): genesis's deposits name the pool by the number planned. */
function expectVenueNumbering(pools: readonly V2PoolPlan[]): void {
  for (const venue of V2_VENUES.filter((v) => v !== 'taco')) {
    const numbers = pools.filter((p) => p.venue === venue).map((p) => p.number);
    expect(numbers, venue).toEqual(numbers.map((_, i) => i + 1));
  }
  for (const pool of pools.filter((p) => p.venue === 'adex')) expect(pool.code).toBe(`ADX${lpLetters(BigInt(pool.number))}`);
  for (const pool of pools.filter((p) => p.venue === 'neftyblocks')) expect(pool.pairId).toBe(`NLP${lpLetters(BigInt(pool.number))}`);
}

function plan(seed: string, size: WorldSize): V2PoolPlan[] {
  return planV2Pools(seed, size, buildTokens(seed, size));
}

describe('planV2Pools', () => {
  it('leaves no gap in a venue’s pool numbers when a pool too thin to open is skipped', () => {
    const tokens = buildTokens('waxwing', WORLD_SIZES.small);
    // Whole units worth 200 WAX: Defibox's full depth is 1,250 units, the other venues' 0.6 of it is below the 1,000-unit floor.
    const dear: WorldToken = {
      contract: 'dear.token',
      code: 'DEAR',
      precision: 0,
      issuer: 'dear.token',
      maxSupply: 10_000_000n,
      issued: 5_000_000n,
      waxPriceE8: 20_000_000_000n,
      inChainGenesis: false,
      known: false,
    };
    const pools = planV2Pools('waxwing', WORLD_SIZES.small, [tokens[0]!, dear, ...tokens.slice(1)]);
    const venuesOfDear = pools.filter((p) => p.token1 === dear).map((p) => p.venue);
    expect(venuesOfDear).toEqual(['defibox']);
    expectVenueNumbering(pools);
  });

  it('numbers the full world’s pools as the venues will for seeds that skip some (their genesis crashed on “pair 222 does not exist”)', () => {
    // p-18 skips a Defibox cross pair; p-4 and p-15 a WAX pool on NeftyBlocks and Adex.
    for (const seed of ['p-18', 'p-4', 'p-15']) expectVenueNumbering(plan(seed, WORLD_SIZES.full));
  });
});
