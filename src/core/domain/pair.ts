/**
 * Pairs, in the two senses the product uses: a venue trading two tokens (SPEC §3 Pair: a pool, a
 * concentrated pool or an order-book market, by its exchange and id), and the two tokens a screen
 * trades from one to the other (`TokenPair`: the swap screen's pair, a favourite, a URL's tokens).
 */
import type { Exchange, SourceType } from '../urlParams/exchanges';
import type { TokenId } from './token';

/**
 * A venue trading both tokens of a pair, oriented to the pair's first token (A): pairDirectSources
 * answers these, and the swap chart follows one.
 */
export type Pair = {
  readonly src: Exchange;
  readonly srcType: SourceType;
  /** The venue's own id on its exchange: pair id, pool id or market id. */
  readonly pairId: string;
  /** True when the venue lists the pair's tokens the other way round (A is its token1). */
  readonly isReversed: boolean;
  /** The venue's reserve of A in whole tokens, whichever side of the venue it is (display: picks the deepest venue). */
  readonly depth0: number;
};

/** Which venue a pair is, without its figures (what candle rooms and queries are named by). */
export type PairVenue = Pick<Pair, 'src' | 'srcType' | 'pairId' | 'isReversed'>;

/** Two tokens traded from `input` to `output`; `T` says how much is known of each (`TokenId | null` for a URL's). */
export type TokenPair<T extends TokenId | null = TokenId> = { readonly input: T; readonly output: T };
