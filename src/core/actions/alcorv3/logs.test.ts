import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../amount';
import { ALCOR_V3_LOG_STRUCTS } from './abi';
import {
  decodeLogCollect,
  decodeLogLiquidity,
  decodeLogPool,
  decodeLogSwap,
  encodeLogCollect,
  encodeLogLiquidity,
  encodeLogPool,
  encodeLogSwap,
  type LogSwap,
} from './logs';

const wax = (units: bigint) => ({ amount: makeAmount(units, 8), ticker: 'WAX' });
const usdt = (units: bigint) => ({ amount: makeAmount(units, 4), ticker: 'USDT' });

const swapLog: LogSwap = {
  poolId: 3,
  sender: 'alice',
  recipient: 'alice',
  tokenIn: { ...wax(150_000_00000000n), contract: 'eosio.token' },
  tokenOut: { ...usdt(69_347_047n), contract: 'usdt.alcor' },
  sqrtPriceX64: 36_893_488_147_419_103_232n,
  tick: -124_345,
  liquidity: (1n << 70n) + 1n,
  fee: 3000,
  reserveAAfter: wax(450_000_00000000n),
  reserveBAfter: usdt(1_000_000n),
};

describe('logs', () => {
  it('writes logswap with the shared fields first, in snake_case', () => {
    const json = encodeLogSwap(swapLog);
    expect(Object.keys(json)).toEqual(Object.keys(ALCOR_V3_LOG_STRUCTS.logswap));
    expect(json).toMatchObject({
      pool_id: 3,
      token_in: { quantity: '150000.00000000 WAX', contract: 'eosio.token' },
      token_out: { quantity: '6934.7047 USDT', contract: 'usdt.alcor' },
      sqrt_price_x64: '36893488147419103232',
      liquidity: '1180591620717411303425',
    });
    expect(decodeLogSwap(json)).toEqual(swapLog);
  });

  it('reads logswap as nodeos renders it (uint128 as 0x little-endian hex)', () => {
    const json = { ...encodeLogSwap(swapLog), sqrt_price_x64: '0x00000000000000000200000000000000', liquidity: '0x01000000000000004000000000000000' };
    expect(decodeLogSwap(json)).toEqual(swapLog);
  });

  it('round-trips logmint/logburn, logcollect and logpool', () => {
    const mint = { poolId: 1, owner: 'bob', amountA: wax(1n), amountB: usdt(0n), liquidity: 99n, tickLower: -60, tickUpper: 60 };
    expect(decodeLogLiquidity(encodeLogLiquidity(mint))).toEqual(mint);
    const collected = { poolId: 1, owner: 'bob', recipient: 'carol', amountA: wax(5n), amountB: usdt(6n), tickLower: -60, tickUpper: 60 };
    expect(decodeLogCollect(encodeLogCollect(collected))).toEqual(collected);
    const pool = {
      poolId: 9,
      token0: { ticker: 'TLM', precision: 4, contract: 'alien.worlds' },
      token1: { ticker: 'WAX', precision: 8, contract: 'eosio.token' },
      fee: 500,
      creator: 'dave',
    };
    expect(encodeLogPool(pool)).toEqual({
      pool_id: 9,
      token0: { sym: '4,TLM', contract: 'alien.worlds' },
      token1: { sym: '8,WAX', contract: 'eosio.token' },
      fee: 500,
      creator: 'dave',
    });
    expect(decodeLogPool(encodeLogPool(pool))).toEqual(pool);
  });

  it('refuses malformed logs', () => {
    expect(() => decodeLogSwap({ ...encodeLogSwap(swapLog), tick: 'x' })).toThrow(new RangeError('tick must be an integer from -443636 to 443636, got x'));
    expect(() =>
      decodeLogPool({
        ...encodeLogPool({
          poolId: 1,
          token0: { ticker: 'A', precision: 0, contract: 'a' },
          token1: { ticker: 'B', precision: 0, contract: 'b' },
          fee: 1,
          creator: 'c',
        }),
        token1: { sym: '19,B', contract: 'b' },
      }),
    ).toThrow(new RangeError('token1.sym must be a symbol like "4,TLM", got 19,B'));
    expect(() => encodeLogLiquidity({ poolId: 1, owner: 'bob', amountA: wax(1n), amountB: usdt(1n), liquidity: -1n, tickLower: 0, tickUpper: 60 })).toThrow(
      new RangeError('liquidity must be a uint128, got -1'),
    );
  });
});
