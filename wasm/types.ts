/**
 * The value types of the v3 maths, structurally identical to src/core/v3's (a test checks both
 * ways), declared here because wasm/ imports nothing from the app.
 */

/** One initialized tick (a `ticks` row). */
export interface TickState {
  index: number;
  liquidityNet: bigint;
  liquidityGross: bigint;
  feeGrowthOutsideAX64: bigint;
  feeGrowthOutsideBX64: bigint;
}

/** What the swap maths needs of a pool. */
export interface PoolState {
  sqrtPriceX64: bigint;
  tick: number;
  liquidity: bigint;
  /** Fee in pips (500, 3000, 10000). */
  fee: number;
  tickSpacing: number;
  feeGrowthGlobalAX64: bigint;
  feeGrowthGlobalBX64: bigint;
  /** Protocol share of each step's fee as 1/feeProtocol; 0 or absent: none. */
  feeProtocol?: number;
  /** Sorted, strictly ascending. Freeze the array and its rows (freezeTicks) to keep them in WASM memory between calls. */
  ticks: readonly TickState[];
}

/** [sqrtRatioNextX64, amountIn (excluding fee), amountOut, feeAmount]. */
export type SwapStep = [sqrtRatioNextX64: bigint, amountIn: bigint, amountOut: bigint, feeAmount: bigint];

/** The outcome of a whole-pool swap. */
export interface SwapResult {
  /** Token A into the pool (> 0) or out of it (< 0). */
  amountA: bigint;
  amountB: bigint;
  /** Total fee charged in the input token (protocol share included). */
  feeAmount: bigint;
  protocolFee: bigint;
  sqrtPriceX64: bigint;
  tick: number;
  liquidity: bigint;
  feeGrowthGlobalAX64: bigint;
  feeGrowthGlobalBX64: bigint;
  /** Indexes of the initialized ticks crossed, in crossing order. */
  ticksCrossed: number[];
  /** The pool after the swap (crossed ticks' fee growth outside flipped). */
  pool: PoolState;
}

/** What a swap would pay and take. */
export interface SwapQuote {
  amountIn: bigint;
  amountOut: bigint;
  feeAmount: bigint;
  sqrtPriceX64After: bigint;
  tickAfter: number;
  ticksCrossed: number;
  /** False when liquidity or the price limit ran out before the whole amount was swapped. */
  complete: boolean;
}

/** Token amounts of a position. */
export interface TokenAmounts {
  amountA: bigint;
  amountB: bigint;
}

/** A tick's fee growth on its far side from the price, Q64.64. */
export interface FeeGrowthOutside {
  feeGrowthOutsideAX64: bigint;
  feeGrowthOutsideBX64: bigint;
}
