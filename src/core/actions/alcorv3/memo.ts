/**
 * Transfer memos of the concentrated-liquidity contract `swap.alcor` (NOTES "Alcor concentrated
 * pools"): `deposit` credits the sender's deposit balance; a swap memo is
 * `<swapexactin|swapexactout>#<poolIds comma-joined>#<recipient>#<extended asset>#<deadline>`.
 */
import { formatExtendedAsset, tryParseExtendedAsset, type ExtendedAssetParts } from '../../amount';
import { isAccountName } from '../../domain';

/** The memo that credits a transfer to the sender's deposit balance (spent by `addliquid`). */
export const DEPOSIT_MEMO = 'deposit';

/** Exact input (the asset is the minimum received) or exact output (the asset is the output). */
export type SwapKind = 'swapexactin' | 'swapexactout';

/** A decoded swap memo. */
export interface SwapMemo {
  readonly kind: SwapKind;
  /** Pools of the path, input side first (one per hop). */
  readonly poolIds: readonly number[];
  /** Who receives the output. */
  readonly recipient: string;
  /** Minimum received (exact in) or exact output (exact out), with its token contract. */
  readonly asset: ExtendedAssetParts;
  /** Unix seconds after which the swap aborts; 0 = none. */
  readonly deadline: number;
}

/** Decode outcome for callers that prefer a result to an exception. */
export type SwapMemoResult = { ok: true; memo: SwapMemo } | { ok: false; reason: string };

const MAX_UINT32 = 0xffff_ffff;
const CANONICAL_UINT = /^(0|[1-9]\d*)$/;

function problem(memo: SwapMemo): string | null {
  if (memo.kind !== 'swapexactin' && memo.kind !== 'swapexactout') return `unknown swap kind "${String(memo.kind)}"`;
  if (memo.poolIds.length === 0) return 'the path has no pool';
  if (memo.poolIds.some((id) => !Number.isSafeInteger(id) || id < 0)) return 'pool ids must be non-negative integers';
  if (!isAccountName(memo.recipient)) return `recipient "${memo.recipient}" is not an account name`;
  if (memo.asset.amount.units < 0n) return 'the asset must not be negative';
  if (memo.kind === 'swapexactout' && memo.asset.amount.units === 0n) return 'the exact output must be positive';
  if (!Number.isInteger(memo.deadline) || memo.deadline < 0 || memo.deadline > MAX_UINT32) return 'the deadline must be a uint32 of seconds';
  return null;
}

/** Writes a swap memo; throws RangeError for an invalid one. */
export function encodeSwapMemo(memo: SwapMemo): string {
  const reason = problem(memo);
  if (reason) throw new RangeError(`Invalid swap memo: ${reason}`);
  return [memo.kind, memo.poolIds.join(','), memo.recipient, formatExtendedAsset(memo.asset), String(memo.deadline)].join('#');
}

function readUint(text: string, max: number): number | null {
  if (!CANONICAL_UINT.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

/** Reads a swap memo strictly (canonical numbers, no spaces) without throwing. */
export function tryDecodeSwapMemo(text: string): SwapMemoResult {
  const parts = text.split('#');
  if (parts.length !== 5) return { ok: false, reason: 'a swap memo has 5 #-separated parts' };
  const [kind = '', ids = '', recipient = '', assetText = '', deadlineText = ''] = parts;
  const poolIds = ids.split(',').map((id) => readUint(id, Number.MAX_SAFE_INTEGER));
  if (poolIds.some((id) => id === null)) return { ok: false, reason: `invalid pool ids "${ids}"` };
  const asset = assetText === assetText.trim() ? tryParseExtendedAsset(assetText) : { ok: false as const, reason: `"${assetText}" has surrounding spaces` };
  if (!asset.ok) return asset;
  const deadline = readUint(deadlineText, MAX_UINT32);
  if (deadline === null) return { ok: false, reason: `invalid deadline "${deadlineText}"` };
  const memo: SwapMemo = { kind: kind as SwapKind, poolIds: poolIds as number[], recipient, asset: asset.asset, deadline };
  const reason = problem(memo);
  return reason ? { ok: false, reason } : { ok: true, memo };
}

/** Reads a swap memo; throws RangeError (with the reason) for anything else. */
export function decodeSwapMemo(text: string): SwapMemo {
  const result = tryDecodeSwapMemo(text);
  if (!result.ok) throw new RangeError(`Invalid swap memo: ${result.reason}`);
  return result.memo;
}
