/** `swap.nefty`'s `pairs` table (NOTES "v2 venues"), scope `swap.nefty`. */
import { symbolCodeToU64, type AssetValue, type ExtendedAssetValue } from '../../../chain/core/asset';
import { defineTable } from '../../../chain/exec/framework';

/** `pairs` row: the code is also the LP symbol on `lp.nefty`; times are unix seconds. */
export interface NeftyPairRow {
  readonly code: string;
  readonly active: boolean;
  readonly reserve0: ExtendedAssetValue;
  readonly reserve1: ExtendedAssetValue;
  readonly total_liquidity: AssetValue;
  readonly created_time: number;
  readonly updated_time: number;
}

/** Pairs keyed by code. */
export const neftyPairsTable = defineTable<NeftyPairRow>({ name: 'pairs', type: 'pair', primaryKey: (row) => symbolCodeToU64(row.code) });
