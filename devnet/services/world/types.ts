/**
 * The live state the swap service answers from, venue-neutral: pools, concentrated pools and their
 * ticks, markets and their books, token stats, accounts. The chain-backed reader (chainWorld.ts)
 * maps each contract's tables to these; tests pass a fake. Amounts are bigint units.
 */
import type { Exchange } from '../../../src/core/urlParams/exchanges';
import type { TickState } from '../../../src/core/v3';
import type { TokenRef } from '../indexer/types';

/** A constant-product pool (SPEC §3 Liquidity pool (v2)). */
export interface WorldV2Pool {
  readonly src: Exchange;
  /** The pair id on its exchange (a number, or a code on TacoSwap and NeftyBlocks). */
  readonly id: string;
  readonly token0: TokenRef;
  readonly token1: TokenRef;
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  /** Basis points of 10000, platform share included. */
  readonly feeBps: number;
  readonly platformFeeBps: number;
  /** The LP token and its supply, when the venue issues one. */
  readonly lpToken: (TokenRef & { readonly supply: bigint }) | null;
}

/** An Alcor concentrated pool (SPEC §3 Pool (v3)); tokenA is token0. */
export interface WorldV3Pool {
  readonly id: number;
  readonly active: boolean;
  readonly tokenA: TokenRef;
  readonly tokenB: TokenRef;
  /** The pool's balances (the `pools` row's tokenA/tokenB quantities). */
  readonly reserveA: bigint;
  readonly reserveB: bigint;
  /** Pips: 500, 3000 or 10000. */
  readonly fee: number;
  readonly feeProtocol: number;
  readonly tickSpacing: number;
  readonly maxLiquidityPerTick: bigint;
  readonly sqrtPriceX64: bigint;
  readonly tick: number;
  readonly lastObservationTimestamp: number;
  readonly currentObservationNum: number;
  readonly maxObservationNum: number;
  readonly feeGrowthGlobalAX64: bigint;
  readonly feeGrowthGlobalBX64: bigint;
  readonly protocolFeeA: bigint;
  readonly protocolFeeB: bigint;
  readonly liquidity: bigint;
}

/** An order-book market (SPEC §3 Market); base is token0. */
export interface WorldMarket {
  readonly id: number;
  readonly base: TokenRef;
  readonly quote: TokenRef;
  readonly minBuy: bigint;
  readonly minSell: bigint;
  readonly frozen: boolean;
  /** Taker fee, basis points of 10000. */
  readonly feeBps: number;
}

/** A resting order: `bid` is what it gives, `ask` what it wants, in units. */
export interface WorldOrder {
  readonly id: string;
  readonly account: string;
  readonly bid: bigint;
  readonly ask: bigint;
  /** Base per 1 quote × 10^8. */
  readonly unitPrice: bigint;
  /** Unix seconds. */
  readonly timestamp: number;
}

/** A token's `stat` row. */
export interface TokenStat {
  readonly supply: bigint;
  readonly maxSupply: bigint;
  readonly issuer: string;
}

/** What the light API's accinfo shows of an account (NOTES "Light API"). */
export interface WorldAccount {
  readonly resources: { readonly cpu_weight: string; readonly net_weight: string; readonly ram_bytes: string };
  readonly permissions: readonly unknown[];
  readonly delegated_to: readonly { readonly account_name: string; readonly cpu_weight: string; readonly net_weight: string }[];
  readonly delegated_from: readonly { readonly account_name: string; readonly cpu_weight: string; readonly net_weight: string }[];
}

/**
 * Venue tables that may have changed between two versions: a view re-reads those and keeps the rest.
 * Conservative: a marked table may in fact be unchanged, an unmarked one is unchanged.
 */
export interface VenueChanges {
  /** Any v2 venue's pools. */
  readonly v2: boolean;
  /** `swap.alcor`'s pools or ticks. */
  readonly v3: boolean;
  /** `alcordexmain`'s markets table. */
  readonly markets: boolean;
  /** Markets whose book (either side) changed, or every book. */
  readonly books: ReadonlySet<number> | 'all';
}

/** Live chain state, read on demand. */
export interface WorldReader {
  /** Changes whenever the state may have changed (a new transaction): derived views are cached per version. */
  version(): number;
  /** The venue tables the transactions after version `since` touched, up to now; null when unknown (re-read everything). */
  venueChanges(since: number): VenueChanges | null;
  head(): { readonly blockNum: number; readonly blockTime: number; readonly blockId: string };
  v2Pools(): readonly WorldV2Pool[];
  v3Pools(): readonly WorldV3Pool[];
  /** Initialized ticks of a v3 pool, ascending. */
  v3Ticks(poolId: number): readonly TickState[];
  markets(): readonly WorldMarket[];
  /** One side of a book, best price first: buy orders highest unit price first, sell orders lowest first. */
  orders(marketId: number, side: 'buy' | 'sell'): readonly WorldOrder[];
  tokenStat(contract: string, code: string): TokenStat | null;
  /** An account's balance row in a token contract's `accounts` table (null when there is none): the indexer's balanceOf. */
  tokenBalance(contract: string, owner: string, code: string): bigint | null;
  /** USD per WAX from the oracle (0 when unknown). */
  waxUsd(): number;
  /** get_indexed_rows: the rows of each mirrored table of `code` in one scope, nodeos JSON; null when `code` is not mirrored. */
  scopedRows(code: string, scope: string): Record<string, unknown[]> | null;
  /** get_mapped_rows: rows naming `account`, by contract and table, each with its `scope`. */
  accountRows(account: string, code?: string, table?: string): Record<string, Record<string, unknown[]>>;
  /** The contracts scopedRows mirrors, each with its tables. */
  scopedTables(): Record<string, readonly string[]>;
  /** The contracts accountRows can search, each with its tables. */
  mappedTables(): Record<string, readonly string[]>;
  /** accinfo's fields of an account, or null when it does not exist. */
  account(name: string): Promise<WorldAccount | null>;
}
