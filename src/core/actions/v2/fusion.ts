/**
 * WaxFusion (`dapp.fusion`; LSWAX on `token.fusion`), NOTES "v2 venues": WAX → LSWAX is
 * `stake{user}`, a WAX transfer with memo `stake` (credited as SWAX), then
 * `liquifyexact{user, quantity: "X SWAX", minimum_output: "Y LSWAX"}`. The devnet adds a WAX/LSWAX
 * constant-product pool on the same contract so routes can cross in either direction: swap memo
 * `swap,<minOutRaw>`; add = transfers with memo `deposit` then `addliquidity{owner, min_liquidity}`;
 * remove = send the LP token (`LSWAXLP` on `lp.waxwing`) back to `dapp.fusion`.
 */
import { formatAsset, makeAmount, type Amount } from '../../amount';
import { IGNORED, invalid, readMinOutRaw, requireMinOutRaw, requireUnits, type IgnoredMemo, type InvalidMemo } from './common';

/** The staking and pool contract. */
export const FUSION_CONTRACT = 'dapp.fusion';
/** The LSWAX token contract. */
export const FUSION_TOKEN_CONTRACT = 'token.fusion';
/** The pool's LP token contract (the app's "AMM" LP contract, SPEC §7) and its symbol code. */
export const FUSION_LP_CONTRACT = 'lp.waxwing';
export const FUSION_LP_CODE = 'LSWAXLP';
/** The pool's pair id, as WaxOnEdge's hop code `LSWAX@wf` names it (its `pool_id` is this symbol_code). */
export const FUSION_PAIR_CODE = 'LSWAX';
/** SWAX and LSWAX have WAX's precision. */
export const FUSION_PRECISION = 8;
/** Transfer memos: stake WAX, or credit a pool deposit. */
export const FUSION_STAKE_MEMO = 'stake';
export const FUSION_DEPOSIT_MEMO = 'deposit';

/** Action data structs (ABI field order). */
export const FUSION_ACTION_STRUCTS = {
  stake: { user: 'name' },
  liquifyexact: { user: 'name', quantity: 'asset', minimum_output: 'asset' },
  addliquidity: { owner: 'name', min_liquidity: 'uint64' },
} as const;

/** A decoded transfer memo of `dapp.fusion`. */
export type FusionMemo =
  { readonly kind: 'stake' } | { readonly kind: 'deposit' } | { readonly kind: 'swap'; readonly minOutRaw: bigint } | IgnoredMemo | InvalidMemo;

/** `swap,<minOutRaw>`: swaps WAX for LSWAX or LSWAX for WAX through the pool. */
export function encodeFusionSwapMemo(minOutRaw: bigint): string {
  requireMinOutRaw(minOutRaw);
  return `swap,${minOutRaw}`;
}

/** Classifies and reads a transfer memo sent to `dapp.fusion`; memos naming no operation are ignored. */
export function decodeFusionMemo(memo: string): FusionMemo {
  if (memo === FUSION_STAKE_MEMO) return { kind: 'stake' };
  if (memo === FUSION_DEPOSIT_MEMO) return { kind: 'deposit' };
  const parts = memo.split(',');
  if (parts[0] !== 'swap') return IGNORED;
  const minOutRaw = parts.length === 2 ? readMinOutRaw(parts[1] ?? '') : null;
  return minOutRaw === null ? invalid(`a swap memo is swap,<minOutRaw>, got "${memo}"`) : { kind: 'swap', minOutRaw };
}

const fusionAmount = (units: bigint): Amount => makeAmount(units, FUSION_PRECISION);

/** `stake` data: opens the user's staker row; must come before the WAX transfer. */
export function fusionStakeData(user: string): { user: string } {
  return { user };
}

/** `liquifyexact` data: turns `swaxUnits` SWAX into LSWAX, aborting below `minLswaxUnits`. */
export function fusionLiquifyData(user: string, swaxUnits: bigint, minLswaxUnits: bigint) {
  requireUnits(swaxUnits, 'A SWAX quantity');
  requireMinOutRaw(minLswaxUnits);
  return { user, quantity: formatAsset(fusionAmount(swaxUnits), 'SWAX'), minimum_output: formatAsset(fusionAmount(minLswaxUnits), 'LSWAX') };
}

/** `addliquidity` data for the WAX/LSWAX pool. */
export function fusionAddLiquidityData(owner: string, minLiquidity: bigint): { owner: string; min_liquidity: string } {
  requireUnits(minLiquidity, 'A minimum liquidity');
  return { owner, min_liquidity: String(minLiquidity) };
}
