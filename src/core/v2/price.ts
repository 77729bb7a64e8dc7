import type { Amount } from '../amount';
import { toDisplayNumber } from '../amount';
import { FEE_DENOMINATOR } from './fees';

/** The pool price for display: reserve0 / reserve1 in whole tokens (SPEC §3); null for an empty side. */
export function spotPrice(reserve0: Amount, reserve1: Amount): number | null {
  if (reserve0.units <= 0n || reserve1.units <= 0n) return null;
  return toDisplayNumber(reserve0) / toDisplayNumber(reserve1);
}

// Shortfall of the output against the pre-trade price: in·rOut − out·rIn, over in·rOut.
// Both terms are in the same raw units, so precisions cancel. A trade at or better than the
// spot price (impossible through getAmountOut) counts as no impact.
function shortfall(amountIn: bigint, amountOut: bigint, reserveIn: bigint, reserveOut: bigint): [bigint, bigint] | null {
  const atSpot = amountIn * reserveOut;
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return null;
  const missing = atSpot - amountOut * reserveIn;
  return missing > 0n ? [missing, atSpot] : null;
}

/** Price impact of a trade as a fraction for display (0.0123 = 1.23 %), fee included. */
export function priceImpact(amountIn: bigint, amountOut: bigint, reserveIn: bigint, reserveOut: bigint): number {
  const parts = shortfall(amountIn, amountOut, reserveIn, reserveOut);
  return parts ? Number(parts[0]) / Number(parts[1]) : 0;
}

/** Price impact in basis points, exact and rounded up, so a warning threshold is never understated. */
export function priceImpactBps(amountIn: bigint, amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const parts = shortfall(amountIn, amountOut, reserveIn, reserveOut);
  if (!parts) return 0n;
  const [missing, atSpot] = parts;
  return (missing * FEE_DENOMINATOR + atSpot - 1n) / atSpot;
}
