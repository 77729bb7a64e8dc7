import { NO_VALUE } from './fixed';

// Fees are basis points of 10000 (SPEC §9).
const FEE_DENOMINATOR = 10_000;

const changeFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

const feeFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 4 });

/** A fee in basis points as a percent: 30 → "0.3%", 25 → "0.25%" (SPEC §5: divide by 10000). */
export function formatFee(feeBps: number): string {
  return Number.isFinite(feeBps) ? feeFormat.format(feeBps / FEE_DENOMINATOR) : NO_VALUE;
}

/** A price change given as a fraction (0.0123) as a signed percent: "+1.23%", "-4.50%", "0.00%". */
export function formatPercentChange(change: number | null): string {
  return change !== null && Number.isFinite(change) ? changeFormat.format(change) : NO_VALUE;
}

/** The change of the reversed pair's price (SPEC §9: 1/(1+change)−1); null when the price fell to 0 or below. */
export function priceReversal(change: number): number | null {
  const ratio = 1 + change;
  return ratio > 0 && Number.isFinite(ratio) ? 1 / ratio - 1 : null;
}
