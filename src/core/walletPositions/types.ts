/** The wallet's pool positions (SPEC §3 Pool position): what the open-positions tab shows and sums. */
import type { Amount } from '../amount';
import type { Exchange } from '../urlParams';

/** A token with its precision. */
export interface PositionToken {
  readonly ticker: string;
  readonly contract: string;
  readonly precision: number;
}

/** A v2 pool as the wallet needs it: reserves, its LP token and the tokens' WAX prices. */
export interface V2PoolSnapshot {
  readonly src: Exchange;
  readonly pairId: string;
  readonly token0: PositionToken;
  readonly token1: PositionToken;
  readonly reserve0: Amount;
  readonly reserve1: Amount;
  readonly lpToken: PositionToken;
  /** LP tokens in existence, in units. */
  readonly lpSupply: bigint;
  /** The pool's swap fee in basis points when the list gives it (pools/ `fee`). */
  readonly feeBps?: number;
  /** WAX per whole token; null when unknown (SPEC §3: valued at 0). */
  readonly token0WaxPrice: number | null;
  readonly token1WaxPrice: number | null;
}

/** A v3 pool's state the wallet needs: its price and tick, spacing, tokens (A = token0) and their WAX prices. */
export interface V3PoolSnapshot {
  readonly id: number;
  readonly tokenA: PositionToken;
  readonly tokenB: PositionToken;
  /** Fee in pips (500, 3000, 10000). */
  readonly fee: number;
  readonly tickSpacing: number;
  readonly tick: number;
  readonly sqrtPriceX64: bigint;
  readonly tokenAWaxPrice: number | null;
  readonly tokenBWaxPrice: number | null;
}

/** One position of the wallet, v2 (an LP balance) or v3 (a `positions` row), ready to show. */
export interface PoolPosition {
  /** Unique in the wallet: `${src}:${poolId}` for v2, `${src}:${poolId}:${positionId}` for v3. */
  readonly key: string;
  readonly src: Exchange;
  readonly srcType: 'pools' | 'poolsv3';
  /** The pool's pair id (v2) or pool id (v3). */
  readonly poolId: string;
  /** The v3 position id (unique within its pool); null for v2. */
  readonly positionId: string | null;
  readonly owner: string;
  /** "WAX/USDT": tokenA priced in tokenB, as the range reads (B per A). */
  readonly pair: string;
  /** LP units held (v2) or the position's liquidity (v3). */
  readonly liquidity: bigint;
  readonly tokenA: PositionToken;
  readonly tokenB: PositionToken;
  /** WAX per whole token, null when unknown (the values below then count it as 0). */
  readonly tokenAWaxPrice: number | null;
  readonly tokenBWaxPrice: number | null;
  /** What withdrawing everything returns now, rounded down. */
  readonly amountA: Amount;
  readonly amountB: Amount;
  /** WAX worth of each amount (SPEC §3: price × amount, 0 when the price is unknown). */
  readonly amountAValue: number;
  readonly amountBValue: number;
  /** Uncollected fees (v3); null for v2, whose fees are inside the reserves. */
  readonly feesA: Amount | null;
  readonly feesB: Amount | null;
  readonly feesAValue: number;
  readonly feesBValue: number;
  /** Whether the pool's price is inside the range; v2 positions span every price. */
  readonly isPositionInRange: boolean;
  /** tokenB per tokenA at the range's ends: 0 and Infinity at the tick limits (v2: always 0 and Infinity). */
  readonly priceLower: number;
  readonly priceUpper: number;
  readonly tickLowerAtLimit: boolean;
  readonly tickUpperAtLimit: boolean;
  /** The v3 range's ticks; null for v2. */
  readonly tickLower: number | null;
  readonly tickUpper: number | null;
  /** The position's share of its v2 pool (display), null for v3. */
  readonly poolShare: number | null;
  /** The v3 pool fee in pips; null for v2. */
  readonly feePips: number | null;
}
