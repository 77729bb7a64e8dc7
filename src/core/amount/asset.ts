import { isAccountName, isSymbolCode } from '../domain';
import { type Amount, MAX_PRECISION, makeAmount } from './amount';
import { amountToDecimalString, unitsFromDigits } from './decimal';

/** An asset as the chain writes it ("2400.0000 TLM"): amount and ticker. */
export type AssetParts = { readonly amount: Amount; readonly ticker: string };
/** An extended asset ("1.2345 USDT@usdt.alcor"): an asset and its token contract. */
export type ExtendedAssetParts = AssetParts & { readonly contract: string };

/** Parse outcome for chain strings when the caller prefers a result to an exception. */
export type AssetResult<T> = { ok: true; asset: T } | { ok: false; reason: string };

// The decimal count written is the symbol's precision, so "1.0000 TLM" is precision 4.
const ASSET = /^(-?)(\d+)(?:\.(\d+))? ([A-Z]{1,7})$/;

/** The exact asset string a contract expects: every decimal of the precision, one space, ticker. */
export function formatAsset(amount: Amount, ticker: string): string {
  if (!isSymbolCode(ticker)) throw new RangeError(`"${ticker}" is not a symbol code (1-7 capital letters)`);
  return `${amountToDecimalString(amount)} ${ticker}`;
}

function readAsset(text: string): AssetResult<AssetParts> {
  const match = ASSET.exec(text);
  if (!match) return { ok: false, reason: `"${text}" is not an asset like "1.0000 TLM"` };
  const [, sign, whole = '', fraction = '', ticker = ''] = match;
  if (fraction.length > MAX_PRECISION) return { ok: false, reason: `"${text}" has more than ${MAX_PRECISION} decimals` };
  const magnitude = unitsFromDigits(whole, fraction, fraction.length);
  if (magnitude === null) return { ok: false, reason: `"${text}" does not fit an int64 asset` };
  const amount = makeAmount(sign === '-' ? -magnitude : magnitude, fraction.length);
  return { ok: true, asset: { amount, ticker } };
}

/** Reads "2400.0000 TLM" (surrounding spaces ignored) without throwing. */
export function tryParseAsset(text: string): AssetResult<AssetParts> {
  return readAsset(text.trim());
}

/** Reads "2400.0000 TLM"; throws RangeError (with the reason) for anything else. */
export function parseAsset(text: string): AssetParts {
  const result = tryParseAsset(text);
  if (!result.ok) throw new RangeError(result.reason);
  return result.asset;
}

/** Reads "1.2345 USDT@usdt.alcor" (surrounding spaces ignored) without throwing. */
export function tryParseExtendedAsset(text: string): AssetResult<ExtendedAssetParts> {
  const trimmed = text.trim();
  const at = trimmed.lastIndexOf('@');
  const contract = at < 0 ? '' : trimmed.slice(at + 1);
  if (!isAccountName(contract)) return { ok: false, reason: `"${text}" is not an extended asset like "1.0000 TLM@alien.worlds"` };
  const asset = readAsset(trimmed.slice(0, at));
  return asset.ok ? { ok: true, asset: { ...asset.asset, contract } } : asset;
}

/** Reads "1.2345 USDT@usdt.alcor"; throws RangeError (with the reason) for anything else. */
export function parseExtendedAsset(text: string): ExtendedAssetParts {
  const result = tryParseExtendedAsset(text);
  if (!result.ok) throw new RangeError(result.reason);
  return result.asset;
}

/** Writes an extended asset the way swap memos carry it: "1.2345 USDT@usdt.alcor". */
export function formatExtendedAsset(asset: ExtendedAssetParts): string {
  if (!isAccountName(asset.contract)) throw new RangeError(`"${asset.contract}" is not an account name`);
  return `${formatAsset(asset.amount, asset.ticker)}@${asset.contract}`;
}
