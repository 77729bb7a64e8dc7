/** `swap.adex`'s `pools` table (NOTES "v2 venues"), scope `swap.adex`. */
import type { ExtendedAssetValue } from '../../../chain/core/asset';
import { defineTable } from '../../../chain/exec/framework';

/** `pools` row: base and quote hold the reserves; `code` is the LP symbol (issued by `swap.adex`); fees in basis points. */
export interface AdexPoolRow {
  readonly id: bigint;
  readonly code: string;
  readonly base_token: ExtendedAssetValue;
  readonly quote_token: ExtendedAssetValue;
  readonly pool_fee: number;
  /** Charged on top of the pool fee and kept by the platform on mainnet; the devnet's pools set 0. */
  readonly platform_fee: number;
}

/** Pools by id (ids start at 1). */
export const adexPoolsTable = defineTable<AdexPoolRow>({ name: 'pools', type: 'pool', primaryKey: (row) => row.id });
