/** The system contract's tables, rows and constants. */
import type { AssetValue, SymbolValue } from '../../chain/core/asset';
import { nameToU64 } from '../../chain/core/name';
import { defineTable } from '../../chain/exec/framework';

/** WAX: 8 decimals. */
export const CORE_SYMBOL: SymbolValue = { precision: 8, code: 'WAX' };
/** 150M WAX must vote before unstaking and voter pay open (the real chain passed it long ago). */
export const MIN_ACTIVATED_STAKE = 150_000_000n * 100_000_000n;
/** RAM every account gets on top of what it bought. */
export const RAM_GIFT_BYTES = 1400n;
/** Unstaked tokens wait this long before `refund` (3 days). */
export const DEFAULT_REFUND_DELAY_SEC = 3 * 24 * 3600;
/** Stake accounts. */
export const STAKE_ACCOUNT = 'eosio.stake';
export const VOTERS_ACCOUNT = 'eosio.voters';
/** Where fill_buckets sends the savings, per-block pay and genesis-member shares of inflation. */
export const SAVING_ACCOUNT = 'eosio.saving';
export const BPAY_ACCOUNT = 'eosio.bpay';
export const GENESIS_ACCOUNT = 'genesis.wax';
export const TOKEN_ACCOUNT = 'eosio.token';

/** `voters` row (scope eosio), WAX's voter_info. */
export interface VoterRow {
  readonly owner: string;
  readonly proxy: string;
  readonly producers: readonly string[];
  readonly staked: bigint;
  readonly unpaid_voteshare: number;
  readonly unpaid_voteshare_last_updated: bigint;
  readonly unpaid_voteshare_change_rate: number;
  readonly last_claim_time: bigint;
  readonly last_vote_weight: number;
  readonly proxied_vote_weight: number;
  readonly is_proxy: boolean;
  readonly flags1: number;
  readonly reserved2: number;
  readonly reserved3: AssetValue;
}

/** `producers` row (scope eosio). */
export interface ProducerRow {
  readonly owner: string;
  readonly total_votes: number;
  readonly producer_key: string;
  readonly is_active: boolean;
  readonly url: string;
  readonly unpaid_blocks: number;
  readonly last_claim_time: bigint;
  readonly location: number;
}

/** `userres` row (scope owner). */
export interface UserResourcesRow {
  readonly owner: string;
  readonly net_weight: AssetValue;
  readonly cpu_weight: AssetValue;
  readonly ram_bytes: bigint;
}

/** `delband` row (scope from). */
export interface DelegatedBandwidthRow {
  readonly from: string;
  readonly to: string;
  readonly net_weight: AssetValue;
  readonly cpu_weight: AssetValue;
}

/** `refunds` row (scope owner). */
export interface RefundRow {
  readonly owner: string;
  readonly request_time: number;
  readonly net_amount: AssetValue;
  readonly cpu_amount: AssetValue;
}

/**
 * The `global` singleton: WAX's eosio_global_state in its field order, without the
 * blockchain_parameters it extends (nodeos's own limits, which the devnet does not keep there).
 */
export interface GlobalRow {
  readonly max_ram_size: bigint;
  readonly total_ram_bytes_reserved: bigint;
  readonly total_ram_stake: bigint;
  readonly last_producer_schedule_update: number;
  /** When fill_buckets last minted inflation (time_point, µs). */
  readonly last_pervote_bucket_fill: bigint;
  readonly pervote_bucket: bigint;
  readonly perblock_bucket: bigint;
  readonly voters_bucket: bigint;
  readonly total_voteshare_change_rate: number;
  readonly total_unpaid_voteshare: number;
  readonly total_unpaid_voteshare_last_updated: bigint;
  readonly total_unpaid_blocks: number;
  readonly total_activated_stake: bigint;
  readonly thresh_activated_stake_time: bigint;
  readonly last_producer_schedule_size: number;
  readonly total_producer_vote_weight: number;
  readonly last_name_close: number;
}

const byOwner = (row: { owner: string }): bigint => nameToU64(row.owner);

export const votersTable = defineTable<VoterRow>({ name: 'voters', type: 'voter_info', primaryKey: byOwner });
/** Index 2 `prototalvote`: active producers by descending votes. */
export const producersTable = defineTable<ProducerRow>({
  name: 'producers',
  type: 'producer_info',
  primaryKey: byOwner,
  indexes: [{ name: 'prototalvote', kind: 'float64', key: (p) => (p.is_active ? -p.total_votes : p.total_votes) }],
});
export const userResourcesTable = defineTable<UserResourcesRow>({ name: 'userres', type: 'user_resources', primaryKey: byOwner });
export const delegatedBandwidthTable = defineTable<DelegatedBandwidthRow>({
  name: 'delband',
  type: 'delegated_bandwidth',
  primaryKey: (row) => nameToU64(row.to),
});
export const refundsTable = defineTable<RefundRow>({ name: 'refunds', type: 'refund_request', primaryKey: byOwner });
export const globalTable = defineTable<GlobalRow>({ name: 'global', type: 'eosio_global_state', primaryKey: () => nameToU64('global') });

/** An empty voter row. */
export function newVoter(owner: string): VoterRow {
  return {
    owner,
    proxy: '',
    producers: [],
    staked: 0n,
    unpaid_voteshare: 0,
    unpaid_voteshare_last_updated: 0n,
    unpaid_voteshare_change_rate: 0,
    last_claim_time: 0n,
    last_vote_weight: 0,
    proxied_vote_weight: 0,
    is_proxy: false,
    flags1: 0,
    reserved2: 0,
    reserved3: { amount: 0n, symbol: CORE_SYMBOL },
  };
}
