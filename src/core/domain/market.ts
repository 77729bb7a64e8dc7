/**
 * An order-book market (SPEC §3 Market): the one market type of services, state, features and the
 * market worker. `base` (token0) is what prices are counted in, `quote` (token1) what is bought and
 * sold. The markets/ list is where markets come from, so a market carries that list's figures.
 */
import type { Exchange } from '../urlParams/exchanges';
import type { Token } from './token';

/** One order-book market of markets/, with the list's figures for the selector and the markets page. */
export type Market = {
  readonly id: number;
  readonly src: Exchange;
  /** `${src}_${id}`: the favourite key (SPEC §3 Favourites). */
  readonly srcId: string;
  /** token0: what prices are counted in. */
  readonly base: Token;
  /** token1: what is bought and sold. */
  readonly quote: Token;
  readonly frozen: boolean;
  /** Base per 1 quote (display numbers); 0 when there is none. */
  readonly lastPrice: number;
  readonly bestBid: number;
  readonly bestAsk: number;
  /** 24 h volume in WAX. */
  readonly volume24h: number;
  /** 24 h change as a fraction (0.05 = +5 %). */
  readonly priceChange24h: number;
  /** WAX per whole base token, 0 when unknown (fiat prices of markets not counted in WAX). */
  readonly baseWaxPrice: number;
  /** Price levels on both sides together. */
  readonly bookLevels: number;
};

/** What the order book, the tape and the market worker need of a market: its id and its two tokens. */
export type BookMarket = Pick<Market, 'id' | 'base' | 'quote'>;

/** The favourite key of a market (SPEC §3 Favourites: src_id). */
export function marketKey(src: Exchange, id: number): string {
  return `${src}_${id}`;
}

/** A market's book part only: a small object to hand to the worker (the list's figures stay here). */
export function bookMarketOf(market: BookMarket): BookMarket {
  return { id: market.id, base: market.base, quote: market.quote };
}
