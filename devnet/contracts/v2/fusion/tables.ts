/** `dapp.fusion`'s tables (scope `dapp.fusion`): stakers' SWAX, the LSWAX rate, the WAX/LSWAX pool. */
import { nameToU64 } from '../../../chain/core/name';
import type { AssetValue, ExtendedAssetValue } from '../../../chain/core/asset';
import { defineTable } from '../../../chain/exec/framework';

/** `stakers` row: SWAX (staked WAX, not transferable) waiting to be liquified. */
export interface StakerRow {
  readonly wallet: string;
  readonly swax_balance: AssetValue;
  readonly last_update: number;
}

/** `state` singleton: the LSWAX rate model (src/core/actions/v2/fusionRate.ts) and running totals. */
export interface FusionStateRow {
  /** WAX units per 1.00000000 LSWAX at `rate_since` (unix seconds). */
  readonly rate_base: bigint;
  readonly rate_since: number;
  /** Rate units gained per day. */
  readonly growth_per_day: bigint;
  readonly total_staked: AssetValue;
  readonly total_liquified: AssetValue;
}

/** `pools` row: the WAX/LSWAX constant-product pool (key = symbol code `LSWAX`), LP supply of `LSWAXLP` on `lp.waxwing`. */
export interface FusionPoolRow {
  readonly id: bigint;
  readonly reserve0: ExtendedAssetValue;
  readonly reserve1: ExtendedAssetValue;
  readonly supply: AssetValue;
}

export const stakersTable = defineTable<StakerRow>({ name: 'stakers', type: 'staker', primaryKey: (row) => nameToU64(row.wallet) });
// A singleton keeps its one row under its own table name, as eosio::singleton does.
export const fusionStateTable = defineTable<FusionStateRow>({ name: 'state', type: 'fusion_state', primaryKey: () => nameToU64('state') });
export const fusionPoolsTable = defineTable<FusionPoolRow>({ name: 'pools', type: 'pool', primaryKey: (row) => row.id });
