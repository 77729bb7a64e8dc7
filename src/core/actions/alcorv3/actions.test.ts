import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../amount';
import {
  decodeAddLiquid,
  decodeCollect,
  decodeCreatePool,
  decodeSubLiquid,
  decodeWithdraw,
  encodeAddLiquid,
  encodeCollect,
  encodeCreatePool,
  encodeSubLiquid,
  encodeWithdraw,
  type AddLiquidData,
  type CollectData,
  type CreatePoolData,
  type SubLiquidData,
} from './actions';
import { ALCOR_V3_ACTION_STRUCTS } from './abi';

const wax = (units: bigint) => ({ amount: makeAmount(units, 8), ticker: 'WAX' });
const usdt = (units: bigint) => ({ amount: makeAmount(units, 4), ticker: 'USDT' });

const createPool: CreatePoolData = {
  account: 'alice',
  tokenA: { ...wax(0n), contract: 'eosio.token' },
  tokenB: { ...usdt(0n), contract: 'usdt.alcor' },
  sqrtPriceX64: 41_248_173_712_355_948n,
  fee: 3000,
};
const addLiquid: AddLiquidData = {
  poolId: 12,
  owner: 'bob',
  tokenADesired: wax(5_000_000_000n),
  tokenBDesired: usdt(25_000n),
  tickLower: -122_880,
  tickUpper: -121_260,
  tokenAMin: wax(0n),
  tokenBMin: usdt(24_000n),
  deadline: 1_767_225_600,
};
const subLiquid: SubLiquidData = {
  poolId: 12,
  owner: 'bob',
  liquidity: (1n << 100n) + 7n,
  tickLower: -122_880,
  tickUpper: -121_260,
  tokenAMin: wax(1n),
  tokenBMin: usdt(2n),
  deadline: 0,
};
const collect: CollectData = {
  poolId: 0,
  owner: 'bob',
  recipient: 'carol',
  tickLower: -443_580,
  tickUpper: 443_580,
  tokenAMax: wax(2n ** 62n),
  tokenBMax: usdt(2n ** 62n),
};

describe('action data', () => {
  it('writes ABI JSON with the struct fields in order and assets as the chain writes them', () => {
    expect(encodeCreatePool(createPool)).toEqual({
      account: 'alice',
      tokenA: { quantity: '0.00000000 WAX', contract: 'eosio.token' },
      tokenB: { quantity: '0.0000 USDT', contract: 'usdt.alcor' },
      sqrtPriceX64: '41248173712355948',
      fee: 3000,
    });
    expect(Object.keys(encodeAddLiquid(addLiquid))).toEqual(Object.keys(ALCOR_V3_ACTION_STRUCTS.addliquid));
    expect(encodeAddLiquid(addLiquid)).toMatchObject({ tokenADesired: '50.00000000 WAX', tokenBMin: '2.4000 USDT', tickLower: -122_880 });
    expect(encodeSubLiquid(subLiquid).liquidity).toBe('1267650600228229401496703205383');
    expect(Object.keys(encodeCollect(collect))).toEqual(Object.keys(ALCOR_V3_ACTION_STRUCTS.collect));
    expect(encodeWithdraw({ owner: 'bob' })).toEqual({ owner: 'bob' });
  });

  it('reads back what it writes', () => {
    expect(decodeCreatePool(encodeCreatePool(createPool))).toEqual(createPool);
    expect(decodeAddLiquid(encodeAddLiquid(addLiquid))).toEqual(addLiquid);
    expect(decodeSubLiquid(encodeSubLiquid(subLiquid))).toEqual(subLiquid);
    expect(decodeCollect(encodeCollect(collect))).toEqual(collect);
    expect(decodeWithdraw(encodeWithdraw({ owner: 'dave' }))).toEqual({ owner: 'dave' });
  });

  it('reads the forms nodeos prints: uint64 as strings, uint128 as 0x little-endian hex', () => {
    const json = { ...encodeSubLiquid(subLiquid), poolId: '12', liquidity: '0x07000000000000000000000010000000' };
    expect(decodeSubLiquid(json)).toEqual(subLiquid);
  });

  it.each([
    ['a non-object', () => decodeWithdraw('bob'), 'withdraw must be an object'],
    ['a bad owner', () => decodeWithdraw({ owner: 'Bob' }), 'owner must be an account name, got Bob'],
    [
      'a tick beyond the range',
      () => decodeAddLiquid({ ...encodeAddLiquid(addLiquid), tickUpper: 443_637 }),
      'tickUpper must be an integer from -443636 to 443636, got 443637',
    ],
    [
      'a malformed asset',
      () => decodeCollect({ ...encodeCollect(collect), tokenAMax: 'lots WAX' }),
      'tokenAMax must be an asset like "1.0000 TLM", got lots WAX',
    ],
    ['a negative liquidity', () => decodeSubLiquid({ ...encodeSubLiquid(subLiquid), liquidity: '-1' }), 'liquidity must be a uint128, got -1'],
    [
      'a missing contract',
      () => decodeCreatePool({ ...encodeCreatePool(createPool), tokenB: { quantity: '0.0000 USDT' } }),
      'tokenB.contract must be an account name, got undefined',
    ],
    [
      'a pool id beyond safe integers',
      () => decodeCollect({ ...encodeCollect(collect), poolId: '18446744073709551615' }),
      'poolId must be a uint64 id, got 18446744073709551615',
    ],
    ['a fractional deadline', () => encodeAddLiquid({ ...addLiquid, deadline: 1.5 }), 'deadline must be an integer from 0 to 4294967295, got 1.5'],
    ['a liquidity over uint128', () => encodeSubLiquid({ ...subLiquid, liquidity: 1n << 128n }), `liquidity must be a uint128, got ${1n << 128n}`],
  ])('refuses %s', (_, run, message) => {
    expect(run).toThrow(new RangeError(message));
  });
});
