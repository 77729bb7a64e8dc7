import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../amount';
import { readLogLiquidity, readLogPool, readLogSwap } from './logs';

describe('v2 log readers', () => {
  it('read a logswap as nodeos renders it (large uint64 as a string)', () => {
    const raw = {
      pool_id: '97037660802132',
      sender: 'bob',
      recipient: 'bob',
      token_in: { quantity: '50.00000000 WAX', contract: 'eosio.token' },
      token_out: { quantity: '247.7064 TLM', contract: 'alien.worlds' },
      reserve0_after: '8050.00000000 WAX',
      reserve1_after: '39752.2936 TLM',
      fee: 30,
    };
    expect(readLogSwap(raw)).toEqual({
      poolId: 97_037_660_802_132n,
      sender: 'bob',
      recipient: 'bob',
      tokenIn: { amount: makeAmount(5_000_000_000n, 8), ticker: 'WAX', contract: 'eosio.token' },
      tokenOut: { amount: makeAmount(2_477_064n, 4), ticker: 'TLM', contract: 'alien.worlds' },
      reserve0After: { amount: makeAmount(805_000_000_000n, 8), ticker: 'WAX' },
      reserve1After: { amount: makeAmount(397_522_936n, 4), ticker: 'TLM' },
      fee: 30,
    });
  });

  it('read logmint/logburn and logpool', () => {
    expect(readLogLiquidity({ pool_id: 1, owner: 'dave', amount0: '200.00000000 WAX', amount1: '10.0000 USDT', liquidity: '4472135 AWAXUSD' })).toMatchObject({
      poolId: 1n,
      owner: 'dave',
      liquidity: { amount: makeAmount(4_472_135n, 0), ticker: 'AWAXUSD' },
    });
    expect(
      readLogPool({
        pool_id: 2,
        token0: { sym: '4,TLM', contract: 'alien.worlds' },
        token1: { sym: '8,WAX', contract: 'eosio.token' },
        fee: 20,
        creator: 'swap.adex',
      }),
    ).toEqual({
      poolId: 2n,
      token0: { ticker: 'TLM', precision: 4, contract: 'alien.worlds' },
      token1: { ticker: 'WAX', precision: 8, contract: 'eosio.token' },
      fee: 20,
      creator: 'swap.adex',
    });
  });

  it('name the bad field', () => {
    expect(() => readLogSwap(null)).toThrow('logswap must be an object');
    expect(() => readLogPool({ pool_id: 1, token0: { sym: 'TLM', contract: 'alien.worlds' } })).toThrow('token0.sym must be a symbol like "4,TLM", got TLM');
    expect(() => readLogLiquidity({ pool_id: -1 })).toThrow('pool_id must be a uint64, got -1');
    expect(() => readLogSwap({ pool_id: 1, sender: 'Bob' })).toThrow('sender must be an account name, got Bob');
  });
});
