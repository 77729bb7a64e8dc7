/** What every route reads: the indexer, the live world and the views derived from them. */
import { unitsToDecimalString } from '../../../src/core/amount/decimal';
import type { SourceType } from '../../../src/core/urlParams/exchanges';
import { tokenHash } from '../../../src/core/domain';
import type { RouteGraph, RouterOptions } from '../../../src/core/swapRouting';
import type { Indexer } from '../indexer/indexer';
import { zeroVolumes, type PriceChange, type Volumes } from '../indexer/stats';
import { isWax, type TokenRef } from '../indexer/types';
import type { PriceBook } from './priceBook';
import type { WorldReader } from '../world/types';

/** Shared by the routes of one API. */
export interface ApiContext {
  readonly indexer: Indexer;
  readonly world: WorldReader;
  readonly prices: PriceBook;
  readonly graph: () => RouteGraph;
  readonly routerOptions?: RouterOptions;
  /** Epoch ms. */
  readonly now: () => number;
}

/** SPEC §3 token form: contract, symbol {ticker, precision}, and the `ticker_contract` hash. */
export function tokenObject(token: TokenRef) {
  return {
    contract: token.contract,
    symbol: { ticker: token.code, precision: token.precision },
    hash: tokenHash({ ticker: token.code, contract: token.contract }),
  };
}

/** Exact decimal text of units. */
export function decimal(units: bigint, precision: number): string {
  return unitsToDecimalString(units, precision);
}

/** A pair is shown reversed when WAX is its token0 (prices read "token per WAX" otherwise). */
export function isPairReversed(token0: TokenRef, token1: TokenRef): boolean {
  return isWax(token0) && !isWax(token1);
}

/** Volumes and the 24 h change of every indexed pair, keyed `${src}_${pair_id}`, at one instant. */
export interface PairStats {
  volumes(key: string): Volumes;
  change(key: string): PriceChange | null;
  /** Pair keys the indexer knows, with their type. */
  readonly indexed: ReadonlyMap<string, { readonly pairKey: number; readonly srcType: SourceType }>;
}

/** Reads the indexer's stats once per request. */
export function pairStats(context: ApiContext): PairStats {
  const now = context.now();
  const byPairKey = context.indexer.stats.volumes(now);
  const indexed = new Map(context.indexer.registry.pairs().map((pair) => [`${pair.src}_${pair.pairId}`, { pairKey: pair.pairKey, srcType: pair.srcType }]));
  const changes = new Map<string, PriceChange | null>();
  return {
    indexed,
    volumes: (key) => {
      const pairKey = indexed.get(key)?.pairKey;
      return (pairKey === undefined ? undefined : byPairKey.get(pairKey)) ?? zeroVolumes();
    },
    change: (key) => {
      if (!changes.has(key)) {
        const pairKey = indexed.get(key)?.pairKey;
        changes.set(key, pairKey === undefined ? null : context.indexer.stats.priceChange(pairKey, now));
      }
      return changes.get(key) ?? null;
    },
  };
}

/** The §3 pair fields every list row shares: wax prices, TVL, volumes, change. */
export function pairFields(context: ApiContext, stats: PairStats, key: string, token0: TokenRef, token1: TokenRef) {
  const waxPrice = (token: TokenRef) => context.prices.waxPriceOf(token.contract, token.code);
  const volumes = stats.volumes(key);
  return {
    src_id: key,
    tokenA_wax_price: waxPrice(token0),
    tokenB_wax_price: waxPrice(token1),
    tvl: context.prices.tvl(key),
    volume24h: volumes.volume24h,
    volume7d: volumes.volume7d,
    volume30d: volumes.volume30d,
    volume24h_usd: volumes.volume24hUsd,
    price_change24h: stats.change(key)?.change24h ?? 0,
    is_pair_reversed: isPairReversed(token0, token1),
  };
}
