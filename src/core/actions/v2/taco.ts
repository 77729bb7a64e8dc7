/**
 * TacoSwap (`swap.taco`, which also issues the LP tokens), NOTES "v2 venues" (second-hand): the
 * swap memo is the minimum received as an extended asset, `<minOut asset>@<contract>`; add
 * liquidity = transfers with memo `deposit` then `addliquidity{user, to_buy}`; remove =
 * `remliquidity{user, to_sell}`. A pair's id is its LP symbol code.
 */
import { formatAsset, formatExtendedAsset, tryParseExtendedAsset, type ExtendedAssetParts } from '../../amount';
import { IGNORED, invalid, lpAmount, type IgnoredMemo, type InvalidMemo } from './common';

/** The swap and LP token contract. */
export const TACO_CONTRACT = 'swap.taco';
/** The memo that credits a transfer to the sender's pending deposit. */
export const TACO_DEPOSIT_MEMO = 'deposit';

/** Action data structs (ABI field order). */
export const TACO_ACTION_STRUCTS = {
  addliquidity: { user: 'name', to_buy: 'asset' },
  remliquidity: { user: 'name', to_sell: 'asset' },
} as const;

/** A decoded transfer memo of `swap.taco`. */
export type TacoMemo = { readonly kind: 'swap'; readonly minOut: ExtendedAssetParts } | { readonly kind: 'deposit' } | IgnoredMemo | InvalidMemo;

/** `1.2345 TLM@alien.worlds`: the output token and the least the swap may return. */
export function encodeTacoSwapMemo(minOut: ExtendedAssetParts): string {
  if (minOut.amount.units < 0n) throw new RangeError('A minimum received cannot be negative');
  return formatExtendedAsset(minOut);
}

/** Classifies and reads a transfer memo sent to `swap.taco`; a memo with `@` is a swap, `deposit` a deposit. */
export function decodeTacoMemo(memo: string): TacoMemo {
  if (memo === TACO_DEPOSIT_MEMO) return { kind: 'deposit' };
  if (!memo.includes('@')) return IGNORED;
  const parsed = memo === memo.trim() ? tryParseExtendedAsset(memo) : null;
  if (!parsed?.ok) return invalid(`a swap memo is the minimum received like "1.0000 TLM@alien.worlds", got "${memo}"`);
  if (parsed.asset.amount.units < 0n) return invalid('the minimum received cannot be negative');
  return { kind: 'swap', minOut: parsed.asset };
}

/** `addliquidity` data: the pending deposits become liquidity; fewer than `toBuy` LP units aborts. */
export function tacoAddLiquidityData(user: string, pairCode: string, toBuy: bigint): { user: string; to_buy: string } {
  return { user, to_buy: formatAsset(lpAmount(toBuy), pairCode) };
}

/** `remliquidity` data: burns `toSell` LP units for the pair's share of both reserves. */
export function tacoRemoveLiquidityData(user: string, pairCode: string, toSell: bigint): { user: string; to_sell: string } {
  return { user, to_sell: formatAsset(lpAmount(toSell), pairCode) };
}
