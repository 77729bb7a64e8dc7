import { type Displayable, formatFixed, NO_VALUE } from './fixed';

/** Decimals of a USD display by default (SPEC §5). */
export const USD_DECIMALS = 3;
/** Decimals of a BTC display. */
export const BTC_DECIMALS = 8;
/** Decimals of a satoshi display: converted small values are fractions of a satoshi. */
export const SAT_DECIMALS = 2;
const SATS_PER_BTC = 1e8;

/** USD for display: "$1,234.568", "-$0.500"; NaN or Infinity give `NO_VALUE`. */
export function formatUsd(value: Displayable, decimals: number = USD_DECIMALS): string {
  const text = formatFixed(value, decimals);
  if (text === NO_VALUE) return text;
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** A BTC display: the number and the unit to write after it. */
export type BtcDisplay = { value: string; unit: 'BTC' | 'Sat.' };

/** A converted BTC value for display; below 1 BTC it is shown in satoshis, unit "Sat." (SPEC §5). */
export function formatBtc(btc: number): BtcDisplay {
  if (!Number.isFinite(btc)) return { value: NO_VALUE, unit: 'BTC' };
  if (Math.abs(btc) < 1) return { value: formatFixed(btc * SATS_PER_BTC, SAT_DECIMALS), unit: 'Sat.' };
  return { value: formatFixed(btc, BTC_DECIMALS), unit: 'BTC' };
}
