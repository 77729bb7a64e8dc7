/** The bid/ask spread check before a market order (SPEC §5, §9: above 0.05 asks for confirmation). */

/** SPEC §9 "Spread threshold". */
export const SPREAD_CONFIRM_THRESHOLD = 0.05;

/**
 * (bestAsk − bestBid) / bestAsk for display, from unit prices; null when a side is empty.
 * Measured against the ask, the price a buyer pays. A crossed book gives a negative fraction.
 */
export function spreadFraction(bestBid: bigint | null, bestAsk: bigint | null): number | null {
  if (bestBid === null || bestAsk === null || bestAsk <= 0n) return null;
  return Number(bestAsk - bestBid) / Number(bestAsk);
}

/**
 * True when a market order must be confirmed: the spread is above 0.05, decided exactly in bigints,
 * or a side is empty (nothing bounds the price).
 */
export function needsSpreadConfirmation(bestBid: bigint | null, bestAsk: bigint | null): boolean {
  if (bestBid === null || bestAsk === null || bestAsk <= 0n) return true;
  // (ask − bid) / ask > 5/100  ⇔  (ask − bid) × 100 > 5 × ask
  return (bestAsk - bestBid) * 100n > 5n * bestAsk;
}
