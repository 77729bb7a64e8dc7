/** `swap.taco`'s `pairs` table (NOTES "v2 venues", second-hand), scope `swap.taco`. */
import { symbolCodeToU64, type AssetValue, type ExtendedAssetValue } from '../../../chain/core/asset';
import { defineTable } from '../../../chain/exec/framework';

/** `pairs` row: the id is the pair's LP symbol code; pools hold the reserves; supply is the LP supply. */
export interface TacoPairRow {
  readonly id: string;
  readonly pool1: ExtendedAssetValue;
  readonly pool2: ExtendedAssetValue;
  readonly supply: AssetValue;
}

/** Pairs keyed by their code. */
export const tacoPairsTable = defineTable<TacoPairRow>({ name: 'pairs', type: 'pair', primaryKey: (row) => symbolCodeToU64(row.id) });
