/** What the v2 seeders take and return. */
import { parseAsset, type AssetValue } from '../../../chain/core/asset';
import type { ActionInput } from '../../../chain';

/** An amount of a token: `{ contract: 'alien.worlds', quantity: '1000.0000 TLM' }`. */
export interface SeedAsset {
  readonly contract: string;
  readonly quantity: string;
}

/** A pool the seeder created: where it lives, its id as the venue writes it, its LP token. */
export interface PoolRef {
  readonly venue: 'defibox' | 'taco' | 'neftyblocks' | 'adex' | 'waxfusion';
  readonly contract: string;
  /** Numeric id (Defibox, Adex, WaxFusion) or pair code (Taco, NeftyBlocks), as memos name it. */
  readonly poolId: string;
  readonly token0: SeedAsset;
  readonly token1: SeedAsset;
  readonly lp: { readonly contract: string; readonly code: string };
}

/** The asset value of a seed amount. */
export function seedValue(asset: SeedAsset): AssetValue {
  return parseAsset(asset.quantity);
}

/** The extended symbol of a seed amount, as ABI data. */
export function seedSymbol(asset: SeedAsset): { sym: string; contract: string } {
  const { symbol } = seedValue(asset);
  return { sym: `${symbol.precision},${symbol.code}`, contract: asset.contract };
}

/** A transfer from `from` (authority taken as given by the system push). */
export function transferAction(asset: SeedAsset, from: string, to: string, memo: string): ActionInput {
  return { account: asset.contract, name: 'transfer', authorization: [`${from}@active`], data: { from, to, quantity: asset.quantity, memo } };
}
