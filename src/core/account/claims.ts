/**
 * What the claims area shows (SPEC §2 Wallet page, §7 System contract): a refund request's countdown
 * and the voter pay's readiness, both against chain time (a browser's clock may be off, and the
 * devnet's clock knob moves the chain's), following the contract's own conditions.
 */
import { addAmounts, type Amount } from '../amount';
import type { RefundRequest, VoterInfo } from './types';

/** WAX's refund_delay_sec: unstaked WAX can be claimed 3 days after the request. */
export const REFUND_DELAY_SEC = 3 * 86_400;
/** Voter pay can be claimed at most once a day. */
export const VOTER_PAY_INTERVAL_MS = 86_400_000;
/** Only voters of at least this many producers (or through a proxy) earn voter pay. */
export const VOTER_PAY_MIN_PRODUCERS = 16;

/** The chain's time now: the head block time a node answered, moved on by the wall time since. */
export function chainNow(headBlockMs: number, answeredAtMs: number, wallNowMs: number): number {
  return headBlockMs + Math.max(0, wallNowMs - answeredAtMs);
}

/** A refund request against chain time. */
export interface RefundStatus {
  /** Net and CPU together: what `refund` pays. */
  readonly total: Amount;
  readonly readyAtMs: number;
  /** 0 once ready. */
  readonly remainingMs: number;
  readonly ready: boolean;
}

/** The refund's total and countdown (the contract pays once request_time + 3 days ≤ now). */
export function refundStatus(refund: RefundRequest, chainNowMs: number): RefundStatus {
  const readyAtMs = (refund.requestSec + REFUND_DELAY_SEC) * 1000;
  const remainingMs = Math.max(0, readyAtMs - chainNowMs);
  return { total: addAmounts(refund.net, refund.cpu), readyAtMs, remainingMs, ready: remainingMs === 0 };
}

/** Where an account stands with voter pay. */
export type VoterPayStatus =
  | { readonly kind: 'not-voting' }
  /** Votes for fewer than 16 producers without a proxy: earns nothing until it votes for more. */
  | { readonly kind: 'too-few-producers'; readonly producers: number }
  | { readonly kind: 'waiting' | 'ready'; readonly startMs: number; readonly readyAtMs: number; readonly remainingMs: number };

/** True when the voter has a vote to renew: producers or a proxy. */
export function isVoting(voter: VoterInfo | null): voter is VoterInfo {
  return voter !== null && (voter.producers.length > 0 || voter.proxy !== '') && voter.unpaidSinceMs > 0;
}

/**
 * Voter pay at chain time `chainNowMs`: the period started at the last claim (or, before the first,
 * when the share was last brought up to date) and can be claimed once more than a day after the last claim.
 */
export function voterPayStatus(voter: VoterInfo | null, chainNowMs: number): VoterPayStatus {
  if (!isVoting(voter)) return { kind: 'not-voting' };
  if (voter.proxy === '' && voter.producers.length < VOTER_PAY_MIN_PRODUCERS) return { kind: 'too-few-producers', producers: voter.producers.length };
  const startMs = voter.lastClaimMs > 0 ? voter.lastClaimMs : voter.unpaidSinceMs;
  const readyAtMs = voter.lastClaimMs + VOTER_PAY_INTERVAL_MS;
  // The contract asks for strictly more than a day since the last claim.
  const ready = chainNowMs > readyAtMs;
  return { kind: ready ? 'ready' : 'waiting', startMs, readyAtMs, remainingMs: ready ? 0 : readyAtMs - chainNowMs + 1 };
}
