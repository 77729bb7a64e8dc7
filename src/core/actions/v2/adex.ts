/**
 * Adex (`swap.adex`, which also issues the LP tokens), NOTES "v2 venues": swap memo
 * `swap:<poolId>;min:<minOutRaw>`. Its liquidity actions are not public; the devnet defines them:
 * transfers with memo `deposit:<poolId>`, then `addliquidity{owner, pool_id, min_liquidity}`;
 * remove with `remliquidity{owner, pool_id, liquidity}` (LP units).
 */
import { IGNORED, invalid, readMinOutRaw, readPoolId, requireMinOutRaw, requirePoolId, requireUnits, type IgnoredMemo, type InvalidMemo } from './common';

/** The swap and LP token contract. */
export const ADEX_CONTRACT = 'swap.adex';

/** Action data structs (ABI field order). */
export const ADEX_ACTION_STRUCTS = {
  addliquidity: { owner: 'name', pool_id: 'uint64', min_liquidity: 'uint64' },
  remliquidity: { owner: 'name', pool_id: 'uint64', liquidity: 'uint64' },
} as const;

/** A decoded transfer memo of `swap.adex`. */
export type AdexMemo =
  | { readonly kind: 'swap'; readonly poolId: number; readonly minOutRaw: bigint }
  | { readonly kind: 'deposit'; readonly poolId: number }
  | IgnoredMemo
  | InvalidMemo;

const SWAP = /^swap:(\d+);min:(\d+)$/;
const DEPOSIT = /^deposit:(\d+)$/;

/** `swap:<poolId>;min:<minOutRaw>`. */
export function encodeAdexSwapMemo(poolId: number, minOutRaw: bigint): string {
  requirePoolId(poolId);
  requireMinOutRaw(minOutRaw);
  return `swap:${poolId};min:${minOutRaw}`;
}

/** `deposit:<poolId>`: credits the transfer to the sender's pending deposit. */
export function encodeAdexDepositMemo(poolId: number): string {
  requirePoolId(poolId);
  return `deposit:${poolId}`;
}

/** Classifies and reads a transfer memo sent to `swap.adex`; memos naming no operation are ignored. */
export function decodeAdexMemo(memo: string): AdexMemo {
  if (memo.startsWith('swap:')) {
    const match = SWAP.exec(memo);
    const poolId = match ? readPoolId(match[1] ?? '') : null;
    const minOutRaw = match ? readMinOutRaw(match[2] ?? '') : null;
    if (poolId === null || minOutRaw === null) return invalid(`a swap memo is swap:<poolId>;min:<minOutRaw>, got "${memo}"`);
    return { kind: 'swap', poolId, minOutRaw };
  }
  if (!memo.startsWith('deposit:')) return IGNORED;
  const match = DEPOSIT.exec(memo);
  const poolId = match ? readPoolId(match[1] ?? '') : null;
  return poolId === null ? invalid(`a deposit memo is deposit:<poolId>, got "${memo}"`) : { kind: 'deposit', poolId };
}

/** `addliquidity` data: the pending deposits of both tokens become liquidity; fewer than `minLiquidity` LP units aborts. */
export function adexAddLiquidityData(owner: string, poolId: number, minLiquidity: bigint) {
  requirePoolId(poolId);
  requireUnits(minLiquidity, 'A minimum liquidity');
  return { owner, pool_id: String(poolId), min_liquidity: String(minLiquidity) };
}

/** `remliquidity` data: burns `liquidity` LP units for the pool's share of both reserves. */
export function adexRemoveLiquidityData(owner: string, poolId: number, liquidity: bigint) {
  requirePoolId(poolId);
  requireUnits(liquidity, 'A liquidity');
  return { owner, pool_id: String(poolId), liquidity: String(liquidity) };
}
