import { FEE_DENOMINATOR, feeComplement } from './fees';

function requireNonNegative(values: Record<string, bigint>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value < 0n) throw new RangeError(`${name} cannot be negative`);
  }
}

/**
 * Output units of a constant-product swap with the fee taken from the input:
 * ⌊in·(10000−fee)·rOut / (rIn·10000 + in·(10000−fee))⌋. An empty pool gives 0.
 * All values are raw units; throws RangeError on negative values or a fee outside 0..9999.
 */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint, feeBps: number): bigint {
  requireNonNegative({ amountIn, reserveIn, reserveOut });
  const inAfterFee = amountIn * feeComplement(feeBps);
  if (reserveIn === 0n || reserveOut === 0n) return 0n;
  return (inAfterFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + inAfterFee);
}

/**
 * Input units needed to receive `amountOut`: ⌊rIn·out·10000 / ((rOut−out)·(10000−fee))⌋ + 1,
 * which always buys at least `amountOut`. Zero out costs 0; undefined when the pool is empty
 * or cannot pay that much (out ≥ rOut). Throws RangeError on negative values or a bad fee.
 */
export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint, feeBps: number): bigint | undefined {
  requireNonNegative({ amountOut, reserveIn, reserveOut });
  const complement = feeComplement(feeBps);
  if (amountOut === 0n) return 0n;
  if (reserveIn === 0n || amountOut >= reserveOut) return undefined;
  return (reserveIn * amountOut * FEE_DENOMINATOR) / ((reserveOut - amountOut) * complement) + 1n;
}
