/**
 * The liquidity form's token pair (SPEC §4 Liquidity): choosing a token equal to the other side
 * swaps the sides; both chosen → the exchange's pools of that pair. Token A is `input`, B `output`.
 */
import { sameToken, type TokenId, type TokenPair } from '../domain';
import type { Exchange } from '../urlParams';

/** Which side of the pair a token is chosen for. */
export type PairSide = 'input' | 'output';

/** The pair with neither token chosen. */
export function emptyPair<T extends TokenId>(): TokenPair<T | null> {
  return { input: null, output: null };
}

/** The pair after choosing `token` for `side`: the other side's token swaps the sides (SPEC §4). */
export function choosePairToken<T extends TokenId>(pair: TokenPair<T | null>, side: PairSide, token: T): TokenPair<T | null> {
  const otherSide: PairSide = side === 'input' ? 'output' : 'input';
  const other = pair[otherSide];
  if (other !== null && sameToken(other, token)) {
    const current = pair[side];
    return side === 'input' ? { input: token, output: current } : { input: current, output: token };
  }
  return side === 'input' ? { input: token, output: other } : { input: other, output: token };
}

/** Both tokens, or null while one is missing. */
export function completePair<T extends TokenId>(pair: TokenPair<T | null>): TokenPair<T> | null {
  return pair.input !== null && pair.output !== null ? { input: pair.input, output: pair.output } : null;
}

/** A pool's exchange and tokens, as any pool list row carries them. */
export interface PairedPool {
  readonly src: Exchange;
  readonly token0: TokenId;
  readonly token1: TokenId;
}

/** True when the pool trades exactly the pair's two tokens, in either order. */
export function poolTradesPair(pool: PairedPool, pair: TokenPair): boolean {
  const { token0, token1 } = pool;
  return (sameToken(token0, pair.input) && sameToken(token1, pair.output)) || (sameToken(token0, pair.output) && sameToken(token1, pair.input));
}

/** The exchange's pools of the pair, in list order. */
export function poolsOfPair<P extends PairedPool>(pools: readonly P[], exchange: Exchange, pair: TokenPair): P[] {
  return pools.filter((pool) => pool.src === exchange && poolTradesPair(pool, pair));
}
