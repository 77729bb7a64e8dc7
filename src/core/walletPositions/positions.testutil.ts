/** Pools and positions for the wallet-position tests. */
import { makeAmount } from '../amount';
import type { V2PoolSnapshot, V3PoolSnapshot } from './types';

export const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
export const TLM = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
export const USDT = { ticker: 'USDT', contract: 'usdt.alcor', precision: 4 };

/** Defibox WAX/TLM: 400,000 WAX against 2,000,000 TLM, 1,000,000 LP units. */
export function v2Pool(overrides: Partial<V2PoolSnapshot> = {}): V2PoolSnapshot {
  return {
    src: 'defibox',
    pairId: '1',
    token0: WAX,
    token1: TLM,
    reserve0: makeAmount(400_000n * 10n ** 8n, 8),
    reserve1: makeAmount(2_000_000n * 10n ** 4n, 4),
    lpToken: { ticker: 'BOXA', contract: 'lptoken.box', precision: 0 },
    lpSupply: 1_000_000n,
    token0WaxPrice: 1,
    token1WaxPrice: 0.2,
    ...overrides,
  };
}

/** swap.alcor WAX/USDT at tick −122067 (≈ 20 WAX per USDT), fee 0.3 %. */
export function v3Pool(overrides: Partial<V3PoolSnapshot> = {}): V3PoolSnapshot {
  return {
    id: 0,
    tokenA: WAX,
    tokenB: USDT,
    fee: 3000,
    tickSpacing: 60,
    tick: -122067,
    sqrtPriceX64: 41248173712355948n,
    tokenAWaxPrice: 1,
    tokenBWaxPrice: 20,
    ...overrides,
  };
}
