/** Pool and tick state of a concentrated-liquidity pool, as the `swap.alcor` tables hold it (SPEC §3). */

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
