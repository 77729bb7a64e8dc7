/** ABI JSON forms of extended assets and extended symbols, written and read exactly. */
import { type ExtendedAssetParts, formatAsset, isValidPrecision, tryParseAsset } from '../../amount';
import { isAccountName, isSymbolCode, type Token } from '../../domain';

/** `extended_asset` JSON. */
export interface ExtendedAssetJson {
  readonly quantity: string;
  readonly contract: string;
}

/** `extended_symbol` JSON. */
export interface ExtendedSymbolJson {
  readonly sym: string;
  readonly contract: string;
}

/** {quantity: "1.0000 TLM", contract}. Throws RangeError for a bad contract or ticker. */
export function extendedAssetJson(asset: ExtendedAssetParts): ExtendedAssetJson {
  if (!isAccountName(asset.contract)) throw new RangeError(`"${asset.contract}" is not an account name`);
  return { quantity: formatAsset(asset.amount, asset.ticker), contract: asset.contract };
}

/** {sym: "4,TLM", contract}. Throws RangeError for a bad contract, ticker or precision. */
export function extendedSymbolJson(token: Token): ExtendedSymbolJson {
  if (!isAccountName(token.contract) || !isSymbolCode(token.ticker) || !isValidPrecision(token.precision))
    throw new RangeError(`${token.precision},${token.ticker}@${token.contract} is not a token`);
  return { sym: `${token.precision},${token.ticker}`, contract: token.contract };
}

/** Reads a JSON object's fields; null for anything else. */
export function readFields(raw: unknown): Record<string, unknown> | null {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}

/** Reads extended_asset JSON; null when malformed. */
export function readExtendedAsset(raw: unknown): ExtendedAssetParts | null {
  const value = readFields(raw);
  if (!value || typeof value.quantity !== 'string' || typeof value.contract !== 'string' || !isAccountName(value.contract)) return null;
  const parsed = tryParseAsset(value.quantity);
  return parsed.ok && parsed.asset.amount.units >= 0n ? { ...parsed.asset, contract: value.contract } : null;
}

/** Reads extended_symbol JSON; null when malformed. */
export function readExtendedSymbol(raw: unknown): Token | null {
  const value = readFields(raw);
  const match = typeof value?.sym === 'string' ? /^(\d{1,2}),([A-Z]{1,7})$/.exec(value.sym) : null;
  if (!value || !match || typeof value.contract !== 'string' || !isAccountName(value.contract)) return null;
  const precision = Number(match[1]);
  return isValidPrecision(precision) ? { ticker: match[2]!, precision, contract: value.contract } : null;
}
