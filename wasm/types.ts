/**
 * The value types of the v3 maths (pool and tick state as the `swap.alcor` tables hold it, SPEC §3),
 * shared by the WASM binding and the bigint reference in src/core/v3: declared here because wasm/
 * imports nothing from the app, while src/core may import wasm/.
 */

/** One initialized tick (a `ticks` row). */
export interface TickState {
  /** The tick index: a multiple of the pool's tick spacing. */
  index: number;
  /** Liquidity added when the price crosses this tick upward (removed when crossing downward). */
  liquidityNet: bigint;
  /** Total liquidity of the positions that use this tick as a bound. */
  liquidityGross: bigint;
  /** Fee growth per unit of liquidity on the other side of this tick from the current price, Q64.64, wrapping uint128. */
  feeGrowthOutsideAX64: bigint;
  feeGrowthOutsideBX64: bigint;
}

/** What the swap maths needs of a pool. */
export interface PoolState {
  sqrtPriceX64: bigint;
  /** The current tick: getTickAtSqrtRatio(sqrtPriceX64), or one below a tick the price just crossed down onto. */
  tick: number;
  /** Liquidity in range at the current price. */
  liquidity: bigint;
  /** Fee in pips: 500, 3000 or 10000. */
  fee: number;
  tickSpacing: number;
  feeGrowthGlobalAX64: bigint;
  feeGrowthGlobalBX64: bigint;
  /**
   * Protocol share of swap fees as 1/feeProtocol of each step's fee (Uniswap v3's rule); 0 or absent
   * leaves every fee to liquidity providers. The Alcor SDK does not model it.
   */
  feeProtocol?: number;
  /** The initialized ticks, sorted by index, strictly ascending. */
  ticks: readonly TickState[];
}

/** [sqrtRatioNextX64, amountIn (excluding fee), amountOut, feeAmount]. */
export type SwapStep = [sqrtRatioNextX64: bigint, amountIn: bigint, amountOut: bigint, feeAmount: bigint];

/** The outcome of a swap. */
export interface SwapResult {
  /** Token A into the pool (> 0) or out of it (< 0), as the pool sees it. */
  amountA: bigint;
  /** Token B into the pool (> 0) or out of it (< 0). */
  amountB: bigint;
  /** Total swap fee charged, in the input token (included in its amount; protocol share included). */
  feeAmount: bigint;
  /** Part of feeAmount taken by the protocol (see PoolState.feeProtocol), in the input token. */
  protocolFee: bigint;
  sqrtPriceX64: bigint;
  tick: number;
  liquidity: bigint;
  feeGrowthGlobalAX64: bigint;
  feeGrowthGlobalBX64: bigint;
  /** Indexes of the initialized ticks crossed, in crossing order. */
  ticksCrossed: number[];
  /** The pool after the swap (new price, tick, liquidity, fee growth; crossed ticks flipped). */
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

/** A `positions` row. */
export interface PositionState {
  tickLower: number;
  tickUpper: number;
  liquidity: bigint;
  feeGrowthInsideALastX64: bigint;
  feeGrowthInsideBLastX64: bigint;
  /** Fees already settled into the position and not yet collected. */
  feesA: bigint;
  feesB: bigint;
}

/** A position's token amounts (what a full burn pays, rounded down) and uncollected fees. */
export interface PositionValue extends TokenAmounts {
  feesA: bigint;
  feesB: bigint;
}

/** An exact non-negative ratio. */
export interface PriceFraction {
  numerator: bigint;
  denominator: bigint;
}

/** One range between consecutive initialized ticks, for a liquidity chart. */
export interface LiquidityRange {
  tickLower: number;
  tickUpper: number;
  /** Liquidity in range while the price is inside [tickLower, tickUpper). */
  liquidity: bigint;
  /** Tokens that liquidity holds over the range at the pool's current price, rounded down. */
  amountA: bigint;
  amountB: bigint;
}
