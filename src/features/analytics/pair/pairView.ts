/** How the pair page reads a pair: which token is priced in which (display), and its links. */
import type { Token } from '../../../core/domain';
import { tokenHash } from '../../../core/domain';
import type { PairDetails } from '../../../services/pairDetails';
import { swapPath } from '../../../core/domain';

/** The pair as read on screen: `base` priced in `quote` ("TLM/WAX": TLM in WAX). */
export interface PairReading {
  readonly base: Token;
  readonly quote: Token;
  /** Quote per whole base; 0 when unknown. */
  readonly price: number;
  /** True when the quote is the pair's token1 (the API's prices and candles are token0 per token1: turned around). */
  readonly reversed: boolean;
}

const isWax = (token: Token) => token.ticker === 'WAX' && token.contract === 'eosio.token';

/** Prices read in WAX when WAX is one side (as markets quote them), else in token0 as the API gives them. */
export function readPair(pair: Pick<PairDetails, 'token0' | 'token1' | 'price'>): PairReading {
  const reversed = isWax(pair.token1) && !isWax(pair.token0);
  if (!reversed) return { base: pair.token1, quote: pair.token0, price: pair.price, reversed };
  return { base: pair.token0, quote: pair.token1, price: pair.price > 0 ? 1 / pair.price : 0, reversed };
}

/** Where the pair is traded: its order-book screen for a market, else the swap screen from the quote to the base. */
export function tradeLink(pair: Pick<PairDetails, 'src' | 'srcType' | 'token0' | 'token1'>): { path: string; label: string } {
  if (pair.srcType === 'markets') return { path: `/trade/${pair.src}/${tokenHash(pair.token1)}/${tokenHash(pair.token0)}`, label: 'Trade' };
  const { base, quote } = readPair({ ...pair, price: 0 });
  return { path: swapPath({ input: quote, output: base }), label: 'Swap' };
}

/** What kind of venue, in words. */
export const VENUE_KIND: Record<PairDetails['srcType'], string> = { pools: 'v2 pool', poolsv3: 'v3 pool', markets: 'order book' };
