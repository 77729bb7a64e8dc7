/**
 * The quotes worker's API (DESIGN §2): every v3 computation the app makes — swap simulation and
 * quotes, the route re-check, and the liquidity screen's amounts, ranges and chart — on the WASM
 * build (wasm/v3.ts), loaded once per thread on first use. The bigint reference in src/core/v3
 * gives the same results bit for bit and is the tests' oracle. The one implementation,
 * `quotesApi`, is exposed by quotes.worker.ts and runs in the calling thread where there are no
 * workers (quotes.client.ts). Arguments and results are plain objects of numbers, booleans and
 * bigints, all structured-cloneable. Invalid input rejects with a RangeError naming it.
 */
import type { SwapRoute } from '../src/core/swapRouting';
import {
  freezeTicks,
  loadV3Wasm,
  type LiquidityRange,
  type PoolState,
  type PositionState,
  type PositionValue,
  type PriceFraction,
  type SwapQuote,
  type SwapResult,
  type TokenAmounts,
  type V3Wasm,
} from '../wasm/v3';
import { recheckRoute, type RouteRecheck } from './quotes.recheck';
import type { VenueRows } from './quotes.venues';

export type { LiquidityRange, PoolState, PositionState, PositionValue, PriceFraction, SwapQuote, SwapResult, TokenAmounts } from '../wasm/v3';
export type { RouteRecheck } from './quotes.recheck';
export type { V2Exchange, VenueRows } from './quotes.venues';

/** A pool given in full, or the key of one handed over before with loadPool (its ticks then cross only once). */
export type PoolRef = PoolState | string;

/** What the quotes worker answers. Every method is async: it runs in another thread. */
export interface QuotesApi {
  // Ticks and prices.
  /** √(1.0001^tick) in Q64.64 (tick within ±443636). */
  getSqrtRatioAtTick(tick: number): Promise<bigint>;
  /** The greatest tick whose sqrt ratio is ≤ the price (MIN_SQRT_RATIO ≤ price < MAX_SQRT_RATIO). */
  getTickAtSqrtRatio(sqrtPriceX64: bigint): Promise<number>;
  /** The usable tick (a multiple of the spacing within the tick range) nearest to `tick`; halves round up. */
  nearestUsableTick(tick: number, tickSpacing: number): Promise<number>;
  /** Price of one whole token A in whole tokens B at `tick`, as an exact fraction. */
  tickToPrice(tick: number, precisionA: number, precisionB: number): Promise<PriceFraction>;
  /** The greatest tick whose price (whole B per whole A) is ≤ `price`. */
  priceToClosestTick(price: PriceFraction, precisionA: number, precisionB: number): Promise<number>;

  // Swaps.
  /** The whole swap as the contract runs it (amounts, price, tick, liquidity, fee growth, crossed ticks, pool after). */
  simulateSwap(pool: PoolRef, zeroForOne: boolean, amountSpecified: bigint, sqrtPriceLimitX64?: bigint): Promise<SwapResult>;
  quoteExactIn(pool: PoolRef, zeroForOne: boolean, amountIn: bigint, sqrtPriceLimitX64?: bigint): Promise<SwapQuote>;
  quoteExactOut(pool: PoolRef, zeroForOne: boolean, amountOut: bigint, sqrtPriceLimitX64?: bigint): Promise<SwapQuote>;
  /** Keeps a pool under `poolKey` (name it by pool id and state version); its ticks stay in WASM memory. Replaces any pool kept under that key. */
  loadPool(poolKey: string, pool: PoolState): Promise<void>;
  /** Forgets a kept pool; true if there was one. */
  unloadPool(poolKey: string): Promise<boolean>;
  /** Re-simulates every leg of a route over venue state read fresh from the chain (the check before signing). */
  recheckRoute(route: SwapRoute, venues: readonly VenueRows[]): Promise<RouteRecheck>;

  // The liquidity screen.
  /** A position's token amounts at the pool's price (what a full burn pays, rounded down) and its uncollected fees. */
  positionAmountsAndFees(pool: PoolRef, position: PositionState): Promise<PositionValue>;
  /** Tokens behind `liquidity` over [tickLower, tickUpper) at a sqrt price: rounded down for a position's worth, up for what a mint costs. */
  amountsForLiquidity(sqrtPriceX64: bigint, tickLower: number, tickUpper: number, liquidity: bigint, roundUp: boolean): Promise<TokenAmounts>;
  /** The most liquidity amountA and amountB fund over [tickLower, tickUpper) at a sqrt price, rounded down, as the contract computes it on a mint. */
  liquidityForAmounts(sqrtPriceX64: bigint, tickLower: number, tickUpper: number, amountA: bigint, amountB: bigint): Promise<bigint>;
  /** The pool's liquidity in each range between initialized ticks, within an optional tick window, with the tokens each holds (a chart's data). */
  liquidityDistribution(pool: PoolRef, tickLower?: number, tickUpper?: number): Promise<LiquidityRange[]>;
}

/** The quotes API over the engine `load` gives (loadV3Wasm in the app; tests may wrap it to watch it work). */
export function createQuotesApi(load: () => Promise<V3Wasm>): QuotesApi {
  const kept = new Map<string, PoolState>();
  const resolvePool = (pool: PoolRef): PoolState => {
    if (typeof pool !== 'string') return pool;
    const found = kept.get(pool);
    if (found === undefined) throw new RangeError(`No pool is loaded under "${pool}"`);
    return found;
  };
  /** The sqrt ratios of a position's bounds; RangeError unless tickLower < tickUpper, both ticks. */
  const ratios = (v3: V3Wasm, tickLower: number, tickUpper: number): [bigint, bigint] => {
    if (!(tickLower < tickUpper)) throw new RangeError(`Range [${tickLower}, ${tickUpper}) is empty`);
    return [v3.getSqrtRatioAtTick(tickLower), v3.getSqrtRatioAtTick(tickUpper)];
  };
  return {
    getSqrtRatioAtTick: async (tick) => (await load()).getSqrtRatioAtTick(tick),
    getTickAtSqrtRatio: async (sqrtPriceX64) => (await load()).getTickAtSqrtRatio(sqrtPriceX64),
    nearestUsableTick: async (tick, tickSpacing) => (await load()).nearestUsableTick(tick, tickSpacing),
    tickToPrice: async (tick, precisionA, precisionB) => (await load()).tickToPrice(tick, precisionA, precisionB),
    priceToClosestTick: async (price, precisionA, precisionB) => (await load()).priceToClosestTick(price, precisionA, precisionB),
    simulateSwap: async (pool, zeroForOne, amountSpecified, limit) => (await load()).swap(resolvePool(pool), zeroForOne, amountSpecified, limit),
    quoteExactIn: async (pool, zeroForOne, amountIn, limit) => (await load()).quoteExactIn(resolvePool(pool), zeroForOne, amountIn, limit),
    quoteExactOut: async (pool, zeroForOne, amountOut, limit) => (await load()).quoteExactOut(resolvePool(pool), zeroForOne, amountOut, limit),
    async loadPool(poolKey, pool) {
      // A frozen copy: the WASM binding keeps frozen tick lists in memory, and the caller's rows stay theirs.
      kept.set(poolKey, { ...pool, ticks: freezeTicks(pool.ticks.map((tick) => ({ ...tick }))) });
    },
    unloadPool: async (poolKey) => kept.delete(poolKey),
    recheckRoute: async (route, venues) => recheckRoute(route, venues, await load()),
    positionAmountsAndFees: async (pool, position) => (await load()).positionAmountsAndFees(resolvePool(pool), position),
    async amountsForLiquidity(sqrtPriceX64, tickLower, tickUpper, liquidity, roundUp) {
      const v3 = await load();
      return v3.getAmountsForLiquidity(sqrtPriceX64, ...ratios(v3, tickLower, tickUpper), liquidity, roundUp);
    },
    async liquidityForAmounts(sqrtPriceX64, tickLower, tickUpper, amountA, amountB) {
      const v3 = await load();
      return v3.maxLiquidityForAmounts(sqrtPriceX64, ...ratios(v3, tickLower, tickUpper), amountA, amountB, true);
    },
    liquidityDistribution: async (pool, tickLower, tickUpper) => (await load()).liquidityDistribution(resolvePool(pool), tickLower, tickUpper),
  };
}

/** The app's quotes API: the WASM maths, compiled and instantiated once per thread on first use. */
export const quotesApi: QuotesApi = createQuotesApi(loadV3Wasm);
