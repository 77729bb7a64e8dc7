import { describe, expect, it } from 'vitest';
import { computeWaxPrices, poolTvl, type PricedPool } from './prices';
import { TLM, USDT, WAX } from './synthetic.testutil';
import type { TokenRef } from './types';

const ABC: TokenRef = { contract: 'abc.token', code: 'ABC', precision: 6 };
const LONE: TokenRef = { contract: 'lone.token', code: 'LONE', precision: 0 };

/** A pool holding `r0` token0 and `r1` token1 (whole tokens), priced by its reserves. */
const pool = (key: string, token0: TokenRef, token1: TokenRef, r0: number, r1: number): PricedPool => ({
  key,
  token0,
  token1,
  reserve0: r0,
  reserve1: r1,
  price: r1 > 0 ? r0 / r1 : 0,
});

describe('computeWaxPrices', () => {
  it('prices a token from its deepest WAX pool, whichever side WAX is on', () => {
    const prices = computeWaxPrices([pool('shallow', WAX, TLM, 100, 1000), pool('deep', TLM, WAX, 40_000, 2000), pool('book', WAX, TLM, 10, 200)]);
    expect(prices.get('WAX_eosio.token')).toMatchObject({ waxPrice: 1, hops: 0 });
    expect(prices.get('TLM_alien.worlds')).toEqual({ waxPrice: 0.05, source: 'deep', depthWax: 2000, hops: 1 });
  });

  it('reaches tokens without a WAX pool through priced ones, preferring fewer steps', () => {
    const prices = computeWaxPrices([
      pool('a', WAX, USDT, 200_000, 10_000),
      pool('b', USDT, ABC, 50, 500),
      pool('c', ABC, TLM, 1, 1),
      pool('d', WAX, TLM, 10, 100),
    ]);
    expect(prices.get('USDT_usdt.alcor')?.waxPrice).toBe(20);
    // 500 ABC cost 50 USDT = 1000 WAX: 2 WAX each.
    expect(prices.get('ABC_abc.token')).toMatchObject({ waxPrice: 2, hops: 2, source: 'b' });
    // TLM has a direct WAX pool, so pool c (two steps further) does not price it.
    expect(prices.get('TLM_alien.worlds')).toMatchObject({ waxPrice: 0.1, hops: 1 });
  });

  it('leaves out tokens only reachable through empty pools, or not at all', () => {
    const prices = computeWaxPrices([pool('empty', WAX, ABC, 0, 0), pool('island', ABC, LONE, 5, 5)]);
    expect(prices.has('ABC_abc.token')).toBe(false);
    expect(prices.has('LONE_lone.token')).toBe(false);
  });

  it('values a pool at both reserves, an unpriced side counting zero', () => {
    const pools = [pool('a', WAX, TLM, 100, 2000), pool('b', TLM, LONE, 10, 0)];
    const prices = computeWaxPrices(pools);
    expect(poolTvl(pools[0]!, prices)).toBe(200);
    expect(poolTvl(pools[1]!, prices)).toBeCloseTo(0.5, 12);
  });
});
