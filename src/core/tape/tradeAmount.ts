/** Reads a trade amount however the feed writes it: asset text, decimal text or a JSON number. */
import { type Amount, makeAmount, tryParseAsset, unitsFromDigits } from '../amount';

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A JSON number as the decimal text it was written with: its shortest round-trip form, with any
 * exponent ("1e-8") spelled out, so "0.1" stays exactly 0.1 at the token's precision.
 */
export function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** The ticker of an asset text ("2400.0000 TLM" → "TLM"), or null for anything else. */
export function assetTicker(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const parsed = tryParseAsset(raw);
  return parsed.ok ? parsed.asset.ticker : null;
}

/**
 * A non-negative amount at `precision`: asset text must carry exactly that precision; decimal text
 * and numbers drop digits beyond it (display feed, float noise). Null for anything else.
 */
export function readTradeAmount(raw: unknown, precision: number): Amount | null {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || raw < 0) return null;
    raw = plainDecimal(raw);
  }
  if (typeof raw !== 'string') return null;
  const asset = tryParseAsset(raw);
  if (asset.ok) return asset.asset.amount.precision === precision && asset.asset.amount.units >= 0n ? asset.asset.amount : null;
  const match = DECIMAL.exec(raw);
  if (!match) return null;
  const units = unitsFromDigits(match[1] ?? '0', match[2] ?? '', precision);
  return units === null ? null : makeAmount(units, precision);
}
