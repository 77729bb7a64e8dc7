/** The price part of a `swap.alcor` `pools` row as nodeos answers it (uint128 as decimal or little-endian `0x` hex). */
import { readInt, readObject, readUint128 } from '../actions/json';
import { MAX_TICK, MIN_TICK } from '../v3';

/** What a mint's maths reads of a pool: its sqrt price, tick and liquidity in range. */
export interface PoolPrice {
  readonly sqrtPriceX64: bigint;
  readonly tick: number;
  readonly liquidity: bigint;
}

/** Reads a `pools` row's price; throws RangeError naming the bad field. */
export function readPoolPrice(raw: unknown): PoolPrice {
  const row = readObject(raw, 'pool');
  const slot = readObject(row.currSlot, 'pool.currSlot');
  return {
    sqrtPriceX64: readUint128(slot.sqrtPriceX64, 'pool.currSlot.sqrtPriceX64'),
    tick: readInt(slot.tick, 'pool.currSlot.tick', MIN_TICK, MAX_TICK),
    liquidity: readUint128(row.liquidity, 'pool.liquidity'),
  };
}
