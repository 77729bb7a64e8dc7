/** Asset and symbol values as contracts hold them: bigint units with the symbol's precision, CDT's checks. */
import { assertionFailure } from './errors';

/** A token symbol: precision (decimals) and code (1–7 capital letters). */
export interface SymbolValue {
  readonly precision: number;
  readonly code: string;
}

/** An amount of a token in integer units of 10^-precision. */
export interface AssetValue {
  readonly amount: bigint;
  readonly symbol: SymbolValue;
}

/** An asset together with the contract that issues it. */
export interface ExtendedAssetValue {
  readonly quantity: AssetValue;
  readonly contract: string;
}

/** The largest amount an asset may hold (2^62 − 1), as CDT's asset::max_amount. */
export const MAX_ASSET_AMOUNT = (1n << 62n) - 1n;

const CODE_PATTERN = /^[A-Z]{1,7}$/;

/** True when the symbol code is 1–7 capital letters. */
export function isValidSymbolCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** CDT's asset::is_valid: amount within ±max_amount and a valid symbol. */
export function isValidAsset(value: AssetValue): boolean {
  return value.amount <= MAX_ASSET_AMOUNT && value.amount >= -MAX_ASSET_AMOUNT && isValidSymbolCode(value.symbol.code);
}

/** The uint64 a symbol code packs into (letters little-endian), e.g. the `accounts` table key. */
export function symbolCodeToU64(code: string): bigint {
  let raw = 0n;
  for (let i = code.length - 1; i >= 0; i--) raw = (raw << 8n) | BigInt(code.charCodeAt(i));
  return raw;
}

/** The symbol code a uint64 holds. */
export function u64ToSymbolCode(raw: bigint): string {
  let out = '';
  for (let v = raw; v > 0n; v >>= 8n) out += String.fromCharCode(Number(v & 0xffn));
  return out;
}

/** Packed symbols by code, then precision: every asset written packs one, from a handful of symbols. */
const packedSymbols = new Map<string, bigint[]>();

/** The uint64 a symbol packs into: precision in the low byte, code above. */
export function symbolToU64(symbol: SymbolValue): bigint {
  let byPrecision = packedSymbols.get(symbol.code);
  if (!byPrecision) {
    if (packedSymbols.size > 10_000) packedSymbols.clear();
    packedSymbols.set(symbol.code, (byPrecision = []));
  }
  return (byPrecision[symbol.precision] ??= (symbolCodeToU64(symbol.code) << 8n) | BigInt(symbol.precision));
}

/** The symbol a uint64 given as [high, low] 32-bit words holds (no BigInt: assets are read on every action). */
export function symbolFromWords(hi: number, lo: number): SymbolValue {
  const bytes = [(lo >>> 8) & 0xff, (lo >>> 16) & 0xff, lo >>> 24, hi & 0xff, (hi >>> 8) & 0xff, (hi >>> 16) & 0xff, hi >>> 24];
  // As u64ToSymbolCode: every byte up to the highest non-zero one.
  let end = 7;
  while (end > 0 && bytes[end - 1] === 0) end--;
  let code = '';
  for (let i = 0; i < end; i++) code += String.fromCharCode(bytes[i]!);
  return { precision: lo & 0xff, code };
}

/** The symbol a uint64 holds. */
export function u64ToSymbol(raw: bigint): SymbolValue {
  return { precision: Number(raw & 0xffn), code: u64ToSymbolCode(raw >> 8n) };
}

/** True when both symbols have the same code and precision. */
export function sameSymbol(a: SymbolValue, b: SymbolValue): boolean {
  return a.code === b.code && a.precision === b.precision;
}

/** `4,TLM`. */
export function formatSymbol(symbol: SymbolValue): string {
  return `${symbol.precision},${symbol.code}`;
}

/** Parses `4,TLM`. */
export function parseSymbol(text: string): SymbolValue {
  const match = /^\s*(\d{1,2})\s*,\s*([A-Z]{1,7})\s*$/.exec(text);
  if (!match) throw new Error(`Invalid symbol: ${text}`);
  const precision = Number(match[1]);
  if (precision > 18) throw new Error(`Invalid symbol precision: ${text}`);
  return { precision, code: match[2]! };
}

/** `1.0000 TLM` (negative amounts with a leading minus). */
export function formatAsset(value: AssetValue): string {
  const negative = value.amount < 0n;
  const digits = (negative ? -value.amount : value.amount).toString().padStart(value.symbol.precision + 1, '0');
  const whole = digits.slice(0, digits.length - value.symbol.precision);
  const fraction = value.symbol.precision > 0 ? `.${digits.slice(digits.length - value.symbol.precision)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction} ${value.symbol.code}`;
}

/** Parses `1.0000 TLM`: the precision is the number of digits after the dot. */
export function parseAsset(text: string): AssetValue {
  const match = /^\s*(-?)(\d+)(?:\.(\d*))?\s+([A-Z]{1,7})\s*$/.exec(text);
  if (!match) throw new Error(`Invalid asset: ${text}`);
  const fraction = match[3] ?? '';
  if (fraction.length > 18) throw new Error(`Invalid asset precision: ${text}`);
  const units = BigInt(`${match[2]}${fraction}`);
  return { amount: match[1] === '-' ? -units : units, symbol: { precision: fraction.length, code: match[4]! } };
}

/** CDT's asset::operator+ with its overflow and symbol checks. */
export function addAssets(a: AssetValue, b: AssetValue): AssetValue {
  if (!sameSymbol(a.symbol, b.symbol)) throw assertionFailure('attempt to add asset with different symbol');
  const amount = a.amount + b.amount;
  if (amount < -MAX_ASSET_AMOUNT) throw assertionFailure('addition underflow');
  if (amount > MAX_ASSET_AMOUNT) throw assertionFailure('addition overflow');
  return { amount, symbol: a.symbol };
}

/** CDT's asset::operator- with its overflow and symbol checks. */
export function subAssets(a: AssetValue, b: AssetValue): AssetValue {
  if (!sameSymbol(a.symbol, b.symbol)) throw assertionFailure('attempt to subtract asset with different symbol');
  const amount = a.amount - b.amount;
  if (amount < -MAX_ASSET_AMOUNT) throw assertionFailure('subtraction underflow');
  if (amount > MAX_ASSET_AMOUNT) throw assertionFailure('subtraction overflow');
  return { amount, symbol: a.symbol };
}

/** CDT's asset comparison: −1, 0 or 1; different symbols abort as on chain. */
export function compareAssets(a: AssetValue, b: AssetValue): number {
  if (!sameSymbol(a.symbol, b.symbol)) throw assertionFailure('comparison of assets with different symbols is not allowed');
  return a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0;
}
