import type { Amount } from '../amount';
import { toDisplayNumber } from '../amount';

/** Oracle medians for one WAX (SPEC §3 rates state), as `delphioracle` stores them. */
export type WaxRates = { readonly waxpusd: number; readonly waxpbtc: number; readonly waxpeth: number };

/** Currencies with a WAX rate; any other converts to 0 (SPEC §9). */
export type RateCurrency = 'USD' | 'BTC' | 'ETH';

// SPEC §9: the USD median is scaled by 10^-4, BTC and ETH by 10^-8.
const RATE_OF: Record<RateCurrency, (rates: WaxRates) => number> = {
  USD: (rates) => rates.waxpusd * 1e-4,
  BTC: (rates) => rates.waxpbtc * 1e-8,
  ETH: (rates) => rates.waxpeth * 1e-8,
};

function isRateCurrency(currency: string): currency is RateCurrency {
  return Object.hasOwn(RATE_OF, currency);
}

/** A WAX value in another currency for display; unknown currencies and zero (or missing) rates give 0. */
export function convertWax(value: number | Amount, currency: string, rates: WaxRates): number {
  const code = currency.toUpperCase();
  if (!isRateCurrency(code)) return 0;
  const rate = RATE_OF[code](rates);
  if (!Number.isFinite(rate) || rate === 0) return 0;
  return (typeof value === 'number' ? value : toDisplayNumber(value)) * rate;
}

/** A WAX value in USD for display (median / 10^4). */
export function waxToUsd(value: number | Amount, rates: WaxRates): number {
  return convertWax(value, 'USD', rates);
}

/** A WAX value in BTC for display (median / 10^8). */
export function waxToBtc(value: number | Amount, rates: WaxRates): number {
  return convertWax(value, 'BTC', rates);
}
