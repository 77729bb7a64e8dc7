/** Which tokens a range takes at the pool's price, and the liquidity a percent of a position burns. */

/** Both tokens in range, only token A (range above the price) or only token B (range below it). */
export type DepositSides = 'both' | 'a' | 'b';

/** What a mint over [tickLower, tickUpper) takes at the pool's tick (the contract's sqrt-price test, read by tick). */
export function depositSides(tick: number, tickLower: number, tickUpper: number): DepositSides {
  if (!(tickLower < tickUpper)) throw new RangeError(`Range [${tickLower}, ${tickUpper}) is empty`);
  if (tick < tickLower) return 'a';
  if (tick >= tickUpper) return 'b';
  return 'both';
}

/** The liquidity `percent` (1–100) of a position burns, rounded down; 100 burns all of it. */
export function liquidityShare(liquidity: bigint, percent: number): bigint {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new RangeError(`Percent ${percent} must be an integer from 1 to 100`);
  return (liquidity * BigInt(percent)) / 100n;
}
