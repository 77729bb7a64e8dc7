/**
 * The quotes worker's API (DESIGN §2): v3 swap simulation, quotes and tick maths over the WASM
 * build (wasm/v3.ts). The one implementation, `quotesApi`, is exposed by quotes.worker.ts and runs
 * in the calling thread where there are no workers (quotes.client.ts). Arguments and results are
 * plain objects of numbers, booleans and bigints, all structured-cloneable.
 */
import type { SwapRoute } from '../src/core/swapRouting';
import { freezeTicks, loadV3Wasm, type PoolState, type SwapQuote, type SwapResult } from '../wasm/v3';
import { recheckRoute, type RouteRecheck } from './quotes.recheck';
import type { VenueRows } from './quotes.venues';

export type { PoolState, SwapQuote, SwapResult } from '../wasm/v3';
export type { LegCheck, PathCheck, RecheckStatus, RouteRecheck } from './quotes.recheck';
export type { V2Exchange, VenueRows } from './quotes.venues';

/** A pool given in full, or the key of one handed over before with loadPool (its ticks then cross only once). */
export type PoolRef = PoolState | string;

/** What the quotes worker answers. Every method is async: it runs in another thread. */
export interface QuotesApi {
  getSqrtRatioAtTick(tick: number): Promise<bigint>;
  getTickAtSqrtRatio(sqrtPriceX64: bigint): Promise<number>;
  /** The whole swap as the contract runs it (amounts, price, tick, liquidity, fee growth, crossed ticks, pool after). */
  simulateSwap(pool: PoolRef, zeroForOne: boolean, amountSpecified: bigint, sqrtPriceLimitX64?: bigint): Promise<SwapResult>;
  quoteExactIn(pool: PoolRef, zeroForOne: boolean, amountIn: bigint, sqrtPriceLimitX64?: bigint): Promise<SwapQuote>;
  quoteExactOut(pool: PoolRef, zeroForOne: boolean, amountOut: bigint, sqrtPriceLimitX64?: bigint): Promise<SwapQuote>;
  /** Keeps a pool under `poolKey` (its ticks stay in WASM memory), replacing any pool kept under that key. */
  loadPool(poolKey: string, pool: PoolState): Promise<void>;
  /** Forgets a kept pool; true if there was one. */
  unloadPool(poolKey: string): Promise<boolean>;
  /** Re-simulates every leg of a route over venue state read fresh from the chain (the check before signing). */
  recheckRoute(route: SwapRoute, venues: readonly VenueRows[]): Promise<RouteRecheck>;
}

const kept = new Map<string, PoolState>();

function resolvePool(pool: PoolRef): PoolState {
  if (typeof pool !== 'string') return pool;
  const found = kept.get(pool);
  if (found === undefined) throw new RangeError(`No pool is loaded under "${pool}"`);
  return found;
}

/** The quotes API over the WASM maths (loaded once per thread, on first use). */
export const quotesApi: QuotesApi = {
  async getSqrtRatioAtTick(tick) {
    return (await loadV3Wasm()).getSqrtRatioAtTick(tick);
  },
  async getTickAtSqrtRatio(sqrtPriceX64) {
    return (await loadV3Wasm()).getTickAtSqrtRatio(sqrtPriceX64);
  },
  async simulateSwap(pool, zeroForOne, amountSpecified, sqrtPriceLimitX64) {
    return (await loadV3Wasm()).swap(resolvePool(pool), zeroForOne, amountSpecified, sqrtPriceLimitX64);
  },
  async quoteExactIn(pool, zeroForOne, amountIn, sqrtPriceLimitX64) {
    return (await loadV3Wasm()).quoteExactIn(resolvePool(pool), zeroForOne, amountIn, sqrtPriceLimitX64);
  },
  async quoteExactOut(pool, zeroForOne, amountOut, sqrtPriceLimitX64) {
    return (await loadV3Wasm()).quoteExactOut(resolvePool(pool), zeroForOne, amountOut, sqrtPriceLimitX64);
  },
  async loadPool(poolKey, pool) {
    // A frozen copy: the WASM binding keeps frozen tick lists in memory, and the caller's rows stay theirs.
    kept.set(poolKey, { ...pool, ticks: freezeTicks(pool.ticks.map((tick) => ({ ...tick }))) });
  },
  async unloadPool(poolKey) {
    return kept.delete(poolKey);
  },
  async recheckRoute(route, venues) {
    return recheckRoute(route, venues);
  },
};
