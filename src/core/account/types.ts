/** An account as the wallet page shows it (SPEC §3 Account): resources, stake, refund and votes. */
import type { Amount } from '../amount';

/** CPU (µs) or NET (bytes) over the chain's 24 h window; -1 for max/available means unlimited. */
export interface ResourceUse {
  readonly used: number;
  readonly available: number;
  readonly max: number;
}

/** WAX staked for CPU and NET. */
export interface Stake {
  readonly cpu: Amount;
  readonly net: Amount;
}

/** An unstake waiting out the refund delay (`refund_request`). */
export interface RefundRequest {
  /** When it was asked for, unix seconds (the chain keeps whole seconds). */
  readonly requestSec: number;
  readonly net: Amount;
  readonly cpu: Amount;
}

/** The account's `voters` row (`voter_info`). */
export interface VoterInfo {
  readonly producers: readonly string[];
  /** '' when not voting through a proxy. */
  readonly proxy: string;
  /** Units of WAX behind the vote. */
  readonly staked: bigint;
  readonly lastVoteWeight: number;
  readonly proxiedVoteWeight: number;
  readonly isProxy: boolean;
  /** Epoch ms; 0 before the first claim. */
  readonly lastClaimMs: number;
  /** Epoch ms when the voter's unpaid share was last brought up to date; 0 before the first vote. */
  readonly unpaidSinceMs: number;
}

/** `get_account`, read. */
export interface AccountSnapshot {
  readonly name: string;
  readonly createdMs: number;
  /** The node's head block time when it answered: the chain's clock (epoch ms). */
  readonly headBlockMs: number;
  /** Unstaked WAX (`core_liquid_balance`; zero when the account holds none). */
  readonly liquid: Amount;
  /** RAM in bytes; quota -1 means unlimited. */
  readonly ram: { readonly quota: number; readonly usage: number };
  readonly cpu: ResourceUse;
  readonly net: ResourceUse;
  /** Everything staked to the account, by itself and by others (`total_resources`). */
  readonly totalStake: Stake;
  /** What the account staked to itself (`self_delegated_bandwidth`). */
  readonly selfStake: Stake;
  readonly refund: RefundRequest | null;
  readonly voter: VoterInfo | null;
}

/** Stake one account delegates to another (light API `accinfo`). */
export interface Delegation {
  readonly account: string;
  readonly cpu: Amount;
  readonly net: Amount;
}

/** Delegations to and from other accounts. */
export interface Delegations {
  /** Stake this account delegated to others. */
  readonly to: readonly Delegation[];
  /** Stake others delegated to this account. */
  readonly from: readonly Delegation[];
}
