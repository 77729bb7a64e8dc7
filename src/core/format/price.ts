import { type Displayable, formatFixed, NO_VALUE } from './fixed';

/** Decimals of a volume display (SPEC §5). */
export const VOLUME_PRECISION = 4;

// SPEC §5's ladder: the smaller the price, the more decimals, so small prices keep their digits.
const PRICE_LADDER: readonly (readonly [above: number, decimals: number])[] = [
  [1000, 4],
  [10, 6],
  [0.1, 8],
  [0.001, 10],
  [1e-5, 12],
  [1e-7, 14],
];

/** Decimals to show a price with: null 8, >1000 4, >10 6, >0.1 8, >0.001 10, >1e-5 12, >1e-7 14, else 16. */
export function pricePrecision(price: number | null): number {
  if (price === null) return 8;
  for (const [above, decimals] of PRICE_LADDER) if (price > above) return decimals;
  return 16;
}

/** A price for display with `pricePrecision` decimals; null, NaN or Infinity give `NO_VALUE`. */
export function formatPrice(price: number | null): string {
  return price === null ? NO_VALUE : formatFixed(price, pricePrecision(price));
}

/** A volume for display with 4 decimals. */
export function formatVolume(volume: Displayable): string {
  return formatFixed(volume, VOLUME_PRECISION);
}
