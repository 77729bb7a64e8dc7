/** Assertion messages the v2 contracts abort with (clients show them after "assertion failure with message: "). */
import { formatAsset, type AssetValue } from '../../../chain/core/asset';

/** The output fell below the memo's minimum: nothing is applied. */
export function belowMinimum(received: AssetValue, minimum: AssetValue): string {
  return `received amount is less than minimum: ${formatAsset(received)} < ${formatAsset(minimum)}`;
}

/** Fewer LP tokens than the add action asked for. */
export function belowMinimumLiquidity(minted: AssetValue, minimum: AssetValue): string {
  return `liquidity minted is less than minimum: ${formatAsset(minted)} < ${formatAsset(minimum)}`;
}

export const NO_LIQUIDITY = 'pool has no liquidity';
export const ZERO_OUTPUT = 'swap output is zero: the amount in is too small';
export const DEPOSIT_BOTH = 'deposit both tokens of the pool before adding liquidity';
export const ZERO_MINT = 'the deposits are too small to mint any liquidity';
export const ZERO_BURN = 'liquidity to remove must be positive';
export const SAME_TOKENS = 'a pool needs two different tokens';
export const PAIR_EXISTS = 'a pool of these two tokens already exists';
export const FEE_RANGE = 'fee must be 0 to 9999 basis points';
