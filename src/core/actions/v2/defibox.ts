/**
 * Defibox (`swap.box`, LP tokens on `lptoken.box`), NOTES "v2 venues": swap memo
 * `swap,<minOutRaw>,<pairId>[-<pairId>…]`; add liquidity = transfers with memo `deposit,<pairId>`
 * then `deposit{owner, pair_id}`; remove = send the LP token (`BOX` + letters) back to `swap.box`.
 */
import {
  IGNORED,
  invalid,
  lpLetters,
  MAX_FOUR_LETTER_NUMBER,
  lpNumber,
  readMinOutRaw,
  readPoolId,
  requireMinOutRaw,
  requirePoolId,
  symbolText,
  type IgnoredMemo,
  type InvalidMemo,
} from './common';
import type { Token } from '../../domain';

/** The swap contract. */
export const DEFIBOX_CONTRACT = 'swap.box';
/** The LP token contract. */
export const DEFIBOX_LP_CONTRACT = 'lptoken.box';
/** Hops one swap memo may chain. */
export const DEFIBOX_MAX_HOPS = 5;

/** Action data structs (ABI field order); `token` is Defibox's `{contract, symbol}`. */
export const DEFIBOX_ACTION_STRUCTS = {
  createpair: { creator: 'name', token0: 'token', token1: 'token' },
  deposit: { owner: 'name', pair_id: 'uint64' },
} as const;
/** Defibox's token struct. */
export const DEFIBOX_TOKEN_FIELDS = { contract: 'name', symbol: 'symbol' } as const;

/** A decoded transfer memo of `swap.box`. */
export type DefiboxMemo =
  | { readonly kind: 'swap'; readonly minOutRaw: bigint; readonly pairIds: readonly number[] }
  | { readonly kind: 'deposit'; readonly pairId: number }
  | IgnoredMemo
  | InvalidMemo;

/** `swap,<minOutRaw>,<id1-id2…>`: the pairs in hop order, the minimum in raw units of the last output. */
export function encodeDefiboxSwapMemo(minOutRaw: bigint, pairIds: readonly number[]): string {
  requireMinOutRaw(minOutRaw);
  if (pairIds.length === 0 || pairIds.length > DEFIBOX_MAX_HOPS)
    throw new RangeError(`A Defibox swap takes 1 to ${DEFIBOX_MAX_HOPS} pairs, got ${pairIds.length}`);
  pairIds.forEach(requirePoolId);
  return `swap,${minOutRaw},${pairIds.join('-')}`;
}

/** `deposit,<pairId>`: credits the transfer to the sender's pending deposit for that pair. */
export function encodeDefiboxDepositMemo(pairId: number): string {
  requirePoolId(pairId);
  return `deposit,${pairId}`;
}

function decodeSwap(parts: readonly string[]): DefiboxMemo {
  if (parts.length !== 3) return invalid('a swap memo is swap,<minOutRaw>,<pairId>[-<pairId>...]');
  const minOutRaw = readMinOutRaw(parts[1] ?? '');
  if (minOutRaw === null) return invalid(`invalid minimum received "${parts[1] ?? ''}"`);
  const ids = (parts[2] ?? '').split('-').map(readPoolId);
  if (ids.some((id) => id === null)) return invalid(`invalid pair ids "${parts[2] ?? ''}"`);
  if (ids.length > DEFIBOX_MAX_HOPS) return invalid(`a swap takes at most ${DEFIBOX_MAX_HOPS} pairs`);
  return { kind: 'swap', minOutRaw, pairIds: ids as number[] };
}

/** Classifies and reads a transfer memo sent to `swap.box`; memos naming no operation are ignored. */
export function decodeDefiboxMemo(memo: string): DefiboxMemo {
  const parts = memo.split(',');
  if (parts[0] === 'swap') return decodeSwap(parts);
  if (parts[0] !== 'deposit') return IGNORED;
  const pairId = parts.length === 2 ? readPoolId(parts[1] ?? '') : null;
  return pairId === null ? invalid('a deposit memo is deposit,<pairId>') : { kind: 'deposit', pairId };
}

/** The LP symbol code of a pair: `BOX` + bijective base-26 letters of its id (1 → BOXA, 27 → BOXAA). */
export function defiboxLpCode(pairId: number): string {
  requirePoolId(pairId);
  if (pairId < 1 || BigInt(pairId) > MAX_FOUR_LETTER_NUMBER) throw new RangeError(`Pair ${pairId} has no LP symbol (ids 1 to ${MAX_FOUR_LETTER_NUMBER})`);
  return `BOX${lpLetters(BigInt(pairId))}`;
}

/** The pair id an LP symbol code stands for; null for codes that are not Defibox LP codes. */
export function defiboxPairIdOfLp(code: string): number | null {
  if (!code.startsWith('BOX') || code.length > 7) return null;
  const n = lpNumber(code.slice(3));
  return n === null ? null : Number(n);
}

/** `createpair` data: the creator pays the LP token and the pair row. */
export function defiboxCreatePairData(creator: string, token0: Token, token1: Token) {
  const token = (t: Token) => ({ contract: t.contract, symbol: symbolText(t.precision, t.ticker) });
  return { creator, token0: token(token0), token1: token(token1) };
}

/** `deposit` data: turns the owner's pending deposits for the pair into liquidity. */
export function defiboxDepositData(owner: string, pairId: number): { owner: string; pair_id: string } {
  requirePoolId(pairId);
  return { owner, pair_id: String(pairId) };
}
