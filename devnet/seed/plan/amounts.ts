/** Exact amounts at world prices: how many units of a token are worth some WAX, and prices as decimal text. */
import type { WorldToken } from '../catalog';

const WAX_UNITS = 100_000_000n;

/** Units of `token` worth `waxUnits` WAX units at the token's price × skewBps / 10000 (rounded down). */
export function unitsForWax(token: WorldToken, waxUnits: bigint, skewBps = 10_000n): bigint {
  return (waxUnits * 10n ** BigInt(token.precision) * 10_000n) / (token.waxPriceE8 * skewBps);
}

/** Whole WAX as units. */
export function wax(whole: number): bigint {
  return BigInt(Math.round(whole)) * WAX_UNITS;
}

/** The price of one whole `base` in whole `quote` as a decimal string with `places` decimals (exact truncation). */
export function priceText(base: WorldToken, quote: WorldToken, places = 12): string {
  const scaled = (base.waxPriceE8 * 10n ** BigInt(places)) / quote.waxPriceE8;
  const digits = scaled.toString().padStart(places + 1, '0');
  const text = `${digits.slice(0, -places)}.${digits.slice(-places)}`.replace(/0+$/, '').replace(/\.$/, '');
  return text;
}
