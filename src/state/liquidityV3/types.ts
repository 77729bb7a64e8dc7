/** What the v3 liquidity stores ask of the outside world (the app's wiring is in instance.ts; tests pass fakes). */
import type { Amount } from '../../core/amount';
import type { Token, TokenId } from '../../core/domain';
import type { PoolPrice, RouteQuote } from '../../core/liquidityV3';
import type { QuotesApi } from '../../../workers/quotes.api';
import type { V3PoolInfo } from '../../services/poolsService';
import type { SendActionsRequest, SendActionsResult } from '../transactions';

/** The quotes worker's v3 maths the liquidity screens use. */
export type LiquidityQuotes = Pick<
  QuotesApi,
  | 'nearestUsableTick'
  | 'tickToPrice'
  | 'priceToClosestTick'
  | 'positionAmountsAndFees'
  | 'amountsForLiquidity'
  | 'liquidityForAmounts'
  | 'liquidityDistribution'
  | 'getTickAtSqrtRatio'
>;

export interface LiquidityV3Deps {
  /** The endpoint's swap.alcor pools (poolsv3/). */
  v3Pools(): Promise<readonly V3PoolInfo[]>;
  /** A pool's `ticks` rows, raw. */
  poolTicks(poolId: number): Promise<readonly unknown[]>;
  /** A pool's `positions` row of that id (raw, with `scope`), or null when the chain has none. */
  positionRow(poolId: number, positionId: string): Promise<unknown>;
  /** The id of `owner`'s position over that range in the pool (the chain's positions by owner), or null. */
  positionIdOf(poolId: number, owner: string, tickLower: number, tickUpper: number): Promise<string | null>;
  /** The pool's price as the chain holds it now (read just before signing). */
  poolPrice(poolId: number): Promise<PoolPrice>;
  /** The best swap route for one whole `tokenIn` to `tokenOut` (swapRoutes), or null when there is none: a new pool's suggested price. */
  routeQuote(tokenIn: Token, tokenOut: Token): Promise<RouteQuote | null>;
  quotes: LiquidityQuotes;
  account(): string | null;
  balanceOf(token: TokenId): Amount | null;
  refreshBalances(account: string, tokens: readonly Token[], options?: { force?: boolean }): Promise<void>;
  sendActions(request: SendActionsRequest): Promise<SendActionsResult>;
  runFetch<T>(name: string, fetcher: () => Promise<T>): Promise<T>;
  /** Slippage in hundredths of a percent, for the minimums. */
  slippage(): number;
  openLogin(): void;
}
