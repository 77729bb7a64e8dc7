import type { Amount } from '../amount';
import { pow10 } from '../amount';

/** What a display shows instead of "NaN" or "Infinity". */
export const NO_VALUE = '—';

/** A display value: a float from a chart or an API, or an exact amount. */
export type Displayable = number | Amount;

// Display text is fixed to en-US (comma thousands, dot decimals) whatever the browser's locale,
// so amounts read the same everywhere and match the inputs, which only take a dot.
const formatters = new Map<number, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: 'negative' });
    formatters.set(decimals, format);
  }
  return format;
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `units` at `precision` (any non-negative precision) rounded half away from zero to `decimals`. */
export function roundUnits(units: bigint, precision: number, decimals: number): bigint {
  if (decimals >= precision) return units * pow10(decimals - precision);
  const divisor = pow10(precision - decimals);
  const magnitude = units < 0n ? -units : units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return units < 0n ? -rounded : rounded;
}

/** Exact text for units at `precision`, rounded to `decimals`, en-US grouping, no "-0". */
export function formatUnits(units: bigint, precision: number, decimals: number): string {
  const rounded = roundUnits(units, precision, decimals);
  const magnitude = (rounded < 0n ? -rounded : rounded).toString().padStart(decimals + 1, '0');
  const whole = groupThousands(magnitude.slice(0, magnitude.length - decimals));
  const fraction = decimals > 0 ? `.${magnitude.slice(magnitude.length - decimals)}` : '';
  return `${rounded < 0n ? '-' : ''}${whole}${fraction}`;
}

/**
 * A display value with exactly `decimals` decimals (0..20), rounded half away from zero,
 * en-US grouping; amounts are rounded exactly, and NaN or ±Infinity give `NO_VALUE`.
 */
export function formatFixed(value: Displayable, decimals: number): string {
  if (typeof value !== 'number') return formatUnits(value.units, value.precision, decimals);
  return Number.isFinite(value) ? numberFormat(decimals).format(value) : NO_VALUE;
}

const ASSET_TEXT = /^(-?)(\d+)(?:\.(\d+))? ([A-Z]{1,7})$/;

/**
 * An asset as the chain writes it ("1359.46469930 WAX") for a dense table: en-US grouping, at most
 * `decimals` decimals (rounded exactly, half away from zero), the ticker kept. Text that is not an
 * asset comes back as it is.
 */
export function formatAssetText(text: string, decimals: number): string {
  const match = ASSET_TEXT.exec(text);
  if (match === null) return text;
  const [, sign = '', whole = '0', fraction = '', ticker = ''] = match;
  const units = BigInt(`${sign}${whole}${fraction}`);
  return `${formatUnits(units, fraction.length, Math.min(decimals, fraction.length))} ${ticker}`;
}
