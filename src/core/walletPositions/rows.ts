/**
 * `swap.alcor` rows of a wallet's v3 positions as the swap service serves them (get_mapped_rows with
 * each row's scope = pool id; get_indexed_rows for a pool's ticks), checked where they enter:
 * uint128 fields as decimal or nodeos's little-endian `0x` hex, int128 as two's complement.
 */
import { readInt, readName, readObject, readUint128, readUint64 } from '../actions/json';
import type { PositionState, TickState } from '../v3';
import type { V3PositionRow } from './v3';

/** A position row with its pool and the state the fee maths needs. */
export interface V3PositionRecord {
  readonly poolId: number;
  readonly row: V3PositionRow;
  readonly state: PositionState;
}

const INT32 = [-(2 ** 31), 2 ** 31 - 1] as const;

/** One `positions` row (its `scope` the pool id); throws RangeError naming the bad field. */
export function readPositionRecord(raw: unknown): V3PositionRecord {
  const row = readObject(raw, 'position');
  const poolId = readInt(row.scope, 'position.scope', 0, Number.MAX_SAFE_INTEGER);
  const tickLower = readInt(row.tickLower, 'position.tickLower', ...INT32);
  const tickUpper = readInt(row.tickUpper, 'position.tickUpper', ...INT32);
  if (tickLower >= tickUpper) throw new RangeError(`position ticks [${tickLower}, ${tickUpper}) are not a range`);
  const liquidity = readUint128(row.liquidity, 'position.liquidity');
  return {
    poolId,
    row: { id: readUint64(row.id, 'position.id').toString(), owner: readName(row.owner, 'position.owner'), tickLower, tickUpper, liquidity },
    state: {
      tickLower,
      tickUpper,
      liquidity,
      feeGrowthInsideALastX64: readUint128(row.feeGrowthInsideALastX64, 'position.feeGrowthInsideALastX64'),
      feeGrowthInsideBLastX64: readUint128(row.feeGrowthInsideBLastX64, 'position.feeGrowthInsideBLastX64'),
      feesA: readUint64(row.feesA, 'position.feesA'),
      feesB: readUint64(row.feesB, 'position.feesB'),
    },
  };
}

/** One `ticks` row; throws RangeError naming the bad field. */
export function readTickRow(raw: unknown): TickState {
  const row = readObject(raw, 'tick');
  return {
    index: readInt(row.id, 'tick.id', ...INT32),
    liquidityGross: readUint128(row.liquidityGross, 'tick.liquidityGross'),
    // nodeos writes int128 as the 16 bytes of its two's complement.
    liquidityNet: BigInt.asIntN(128, readUint128(row.liquidityNet, 'tick.liquidityNet')),
    feeGrowthOutsideAX64: readUint128(row.feeGrowthOutsideAX64, 'tick.feeGrowthOutsideAX64'),
    feeGrowthOutsideBX64: readUint128(row.feeGrowthOutsideBX64, 'tick.feeGrowthOutsideBX64'),
  };
}
