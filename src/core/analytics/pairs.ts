/**
 * A pair as the lists show it (SPEC §3 Pair, Market): the swap service prices every pair as token0
 * per token1; a list names it "TOKEN/QUOTE" and prices the token in the quote. The quote is WAX
 * whenever the pair has WAX, else token0 (the service's own orientation). A pair whose token1 is
 * WAX is shown reversed: its price inverted and its 24 h change reversed (SPEC §9: 1/(1+c)−1).
 */
import { priceReversal } from '../format/percent';
import type { Exchange, SourceType } from '../urlParams/exchanges';

/** A token of a pair: identity and precision. */
export type PairToken = { readonly ticker: string; readonly contract: string; readonly precision: number };

/** One pair of the swap service (pools/, poolsv3/ or markets/), with its figures (display numbers, null when unknown). */
export type ListedPair = {
  /** `${src}_${pairId}`: the favourite key (SPEC §3 Favourites). */
  readonly srcId: string;
  readonly src: Exchange;
  readonly srcType: SourceType;
  readonly pairId: string;
  /** For a market, the base (prices are counted in it). */
  readonly token0: PairToken;
  readonly token1: PairToken;
  /** token0 per token1 now: a pool's reserves, a market's last trade. */
  readonly price: number | null;
  /** token0 per token1 at or before 24 h ago (what the change compares with). */
  readonly price24hAgo: number | null;
  /** 24 h change of `price`, a fraction (0.05 = +5 %). */
  readonly change24h: number | null;
  /** WAX traded (display numbers). */
  readonly volume24h: number | null;
  readonly volume7d: number | null;
  readonly volume30d: number | null;
  /** WAX value of the pair's reserves (or a market's book); null when unknown. */
  readonly tvl: number | null;
  /** Basis points of 10000 (pips of 10^6 for v3 pools, as their tables hold it). */
  readonly fee: number | null;
  /** Whole tokens on each side (a market: what its bids and asks give), display numbers; null when unknown. */
  readonly reserve0: number | null;
  readonly reserve1: number | null;
  /** WAX per whole token0 and token1; null when unknown. */
  readonly waxPrice0: number | null;
  readonly waxPrice1: number | null;
};

/** How a list shows a pair: the token priced, what it is priced in, and its figures in that orientation. */
export type PairView = {
  readonly token: PairToken;
  readonly quote: PairToken;
  readonly price: number | null;
  readonly change24h: number | null;
  /** Shown against the service's orientation (token1 is WAX). */
  readonly reversed: boolean;
};

/** WAX on its system contract (SPEC §9: the WAX price is 1). */
export function isWaxToken(token: { readonly ticker: string; readonly contract: string }): boolean {
  return token.ticker === 'WAX' && token.contract === 'eosio.token';
}

/** The list's orientation of a pair and its price and change in it. */
export function pairView(pair: Pick<ListedPair, 'token0' | 'token1' | 'price' | 'change24h'>): PairView {
  const reversed = isWaxToken(pair.token1) && !isWaxToken(pair.token0);
  if (!reversed) return { token: pair.token1, quote: pair.token0, price: pair.price, change24h: pair.change24h, reversed };
  const price = pair.price !== null && pair.price > 0 ? 1 / pair.price : null;
  return { token: pair.token0, quote: pair.token1, price, change24h: pair.change24h === null ? null : priceReversal(pair.change24h), reversed };
}

/** "TLM/WAX": the pair's name as the list shows (and sorts) it. */
export function pairName(view: Pick<PairView, 'token' | 'quote'>): string {
  return `${view.token.ticker}/${view.quote.ticker}`;
}

/** The change from `before` to `now` as a fraction; null when either is unknown or `before` is not positive. */
export function relativeChange(now: number | null, before: number | null): number | null {
  if (now === null || before === null || !(before > 0) || !Number.isFinite(now)) return null;
  return now / before - 1;
}

/** The pair after a live trade at `price` (token0 per token1): the new price and its change against 24 h ago. */
export function withLivePrice(pair: ListedPair, price: number): ListedPair {
  if (!(price > 0) || !Number.isFinite(price)) return pair;
  return { ...pair, price, change24h: relativeChange(price, pair.price24hAgo) ?? pair.change24h };
}
