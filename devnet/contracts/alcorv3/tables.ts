/** `swap.alcor`'s tables, laid out like the real contract's (NOTES "Alcor concentrated pools"), as plain values. */
import { defineTable, nameToU64, type AssetValue, type ExtendedAssetValue } from '../../chain';

/** The pool's price slot and oracle bookkeeping. */
export interface CurrSlot {
  readonly sqrtPriceX64: bigint;
  readonly tick: number;
  /** Unix seconds of the pool's observation. */
  readonly lastObservationTimestamp: number;
  /** Observations kept (one: no action grows the ring). */
  readonly currentObservationNum: number;
  readonly maxObservationNum: number;
}

/** `pools` row (scope = the contract). tokenA/tokenB quantities are the pool's reserves (fees owed included). */
export interface PoolRow {
  readonly id: bigint;
  readonly active: boolean;
  readonly tokenA: ExtendedAssetValue;
  readonly tokenB: ExtendedAssetValue;
  readonly fee: number;
  readonly feeProtocol: number;
  readonly tickSpacing: number;
  readonly maxLiquidityPerTick: bigint;
  readonly currSlot: CurrSlot;
  readonly feeGrowthGlobalAX64: bigint;
  readonly feeGrowthGlobalBX64: bigint;
  readonly protocolFeeA: AssetValue;
  readonly protocolFeeB: AssetValue;
  readonly liquidity: bigint;
}

/** `ticks` row (scope = pool id): an initialized tick; rows are erased when no position uses the tick. */
export interface TickRow {
  readonly id: number;
  readonly liquidityGross: bigint;
  readonly liquidityNet: bigint;
  readonly feeGrowthOutsideAX64: bigint;
  readonly feeGrowthOutsideBX64: bigint;
  readonly tickCumulativeOutside: bigint;
  readonly secondsPerLiquidityOutsideX64: bigint;
  readonly secondsOutside: number;
  readonly initialized: boolean;
}

/** `positions` row (scope = pool id). feesA/feesB are settled fees not yet collected. */
export interface PositionRow {
  readonly id: bigint;
  readonly owner: string;
  readonly tickLower: number;
  readonly tickUpper: number;
  readonly liquidity: bigint;
  readonly feeGrowthInsideALastX64: bigint;
  readonly feeGrowthInsideBLastX64: bigint;
  readonly feesA: bigint;
  readonly feesB: bigint;
}

/** `observations` row (scope = pool id): the oracle's cumulative tick and seconds per liquidity. */
export interface ObservationRow {
  readonly id: bigint;
  readonly blockTimestamp: number;
  readonly tickCumulative: bigint;
  readonly secondsPerLiquidityCumulativeX64: bigint;
  readonly initialized: boolean;
}

/** `deposits` row (scope = owner): tokens transferred with memo `deposit` and not yet used or withdrawn. */
export interface DepositRow {
  readonly id: bigint;
  readonly balance: ExtendedAssetValue;
}

const u32 = (n: number): bigint => BigInt.asUintN(32, BigInt(n));

/** The i128 key of a position: owner, then tickLower and tickUpper as uint32 (the contract's bykey index). */
export function positionKey(owner: string, tickLower: number, tickUpper: number): bigint {
  return (nameToU64(owner) << 64n) | (u32(tickLower) << 32n) | u32(tickUpper);
}

/** A tick's primary key: the int32 cast to uint64 as C++ does (negative ticks sort after positive ones). */
export function tickKey(tick: number): bigint {
  return BigInt.asUintN(64, BigInt(tick));
}

export const poolsTable = defineTable<PoolRow>({ name: 'pools', type: 'pool', primaryKey: (r) => r.id });
export const ticksTable = defineTable<TickRow>({ name: 'ticks', type: 'tick', primaryKey: (r) => tickKey(r.id) });
export const positionsTable = defineTable<PositionRow>({
  name: 'positions',
  type: 'position',
  primaryKey: (r) => r.id,
  indexes: [
    { name: 'bykey', kind: 'i128', key: (r) => positionKey(r.owner, r.tickLower, r.tickUpper) },
    { name: 'byowner', kind: 'i64', key: (r) => nameToU64(r.owner) },
  ],
});
export const observationsTable = defineTable<ObservationRow>({ name: 'observations', type: 'observation', primaryKey: (r) => r.id });
export const depositsTable = defineTable<DepositRow>({ name: 'deposits', type: 'deposit', primaryKey: (r) => r.id });
