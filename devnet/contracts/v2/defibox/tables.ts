/** `swap.box`'s `pairs` table (NOTES "v2 venues"), scope `swap.box`. */
import type { AssetValue, SymbolValue } from '../../../chain/core/asset';
import { defineTable } from '../../../chain/exec/framework';

/** Defibox's token struct. */
export interface DefiboxToken {
  readonly contract: string;
  readonly symbol: SymbolValue;
}

/** `pairs` row: reserves, the LP supply (`liquidity_token`, units of `BOX…`), last prices for display. */
export interface DefiboxPairRow {
  readonly id: bigint;
  readonly token0: DefiboxToken;
  readonly token1: DefiboxToken;
  readonly reserve0: AssetValue;
  readonly reserve1: AssetValue;
  readonly liquidity_token: bigint;
  /** token1 per token0 and token0 per token1, in whole tokens (display only). */
  readonly price0_last: number;
  readonly price1_last: number;
  /** Unix seconds of the last change. */
  readonly block_time_last: number;
}

/** Pairs by id (ids start at 1). */
export const defiboxPairsTable = defineTable<DefiboxPairRow>({ name: 'pairs', type: 'pair', primaryKey: (row) => row.id });
