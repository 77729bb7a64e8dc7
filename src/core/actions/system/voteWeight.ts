/**
 * Vote weight as WAX's system contract computes it (SPEC §9 "Rates and votes"; ARCHITECTURE "Vote
 * weight uses WAX's divisor"): stake × 2^(⌊whole weeks since 2000-01-01⌋ / 13). A vote keeps the
 * weight of the week it was cast, so its strength against a fresh vote halves every 13 weeks.
 * Shared by the app and the devnet's contract, so both weigh a vote the same.
 */

/** WAX doubles vote weight every 13 weeks (EOS: 52). */
export const VOTE_WEIGHT_PERIOD_WEEKS = 13;
/** block_timestamp_epoch: 2000-01-01T00:00:00Z, in unix seconds. */
export const VOTE_WEIGHT_EPOCH_SEC = 946_684_800;
const SECONDS_PER_WEEK = 7 * 86_400;

/** The contract's stake2vote: vote weight of `staked` units at `nowSec` (unix seconds); a float, as on chain. */
export function stake2vote(staked: bigint, nowSec: number): number {
  const weeks = Math.trunc((nowSec - VOTE_WEIGHT_EPOCH_SEC) / SECONDS_PER_WEEK);
  return Number(staked) * Math.pow(2, weeks / VOTE_WEIGHT_PERIOD_WEEKS);
}

/** What a voter row says about the voter's own weight. */
export interface VoteWeights {
  readonly staked: bigint;
  readonly lastVoteWeight: number;
  /** Weight proxied to this voter (a proxy's last_vote_weight includes it). */
  readonly proxiedVoteWeight: number;
  readonly isProxy: boolean;
}

/**
 * The strength of the voter's last vote at `nowSec`: its own weight then against what the same stake
 * would weigh if voted now, from 0 to 1 (1 right after a vote; ½ after 13 weeks). 0 without stake.
 */
export function voteStrength(voter: VoteWeights, nowSec: number): number {
  const current = stake2vote(voter.staked, nowSec);
  if (!(current > 0)) return 0;
  const own = voter.lastVoteWeight - (voter.isProxy ? voter.proxiedVoteWeight : 0);
  return Math.min(1, Math.max(0, own / current));
}
