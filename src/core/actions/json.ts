/** Readers and writers for ABI JSON fields as nodeos and clients write them, shared by every
 * contract's codec; each reader throws RangeError naming the field. */
import { formatAsset, isValidPrecision, tryParseAsset, type AssetParts, type ExtendedAssetParts } from '../amount';
import { parseUint128, parseUint64 } from '../orderbook/uint';
import { isAccountName, isSymbolCode, type Token } from '../domain';

/** JSON of an object; throws RangeError unless it is one. */
export function readObject(raw: unknown, what: string): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new RangeError(`${what} must be an object`);
  return raw as Record<string, unknown>;
}

/** An account name. */
export function readName(raw: unknown, field: string): string {
  if (typeof raw !== 'string' || !isAccountName(raw)) throw new RangeError(`${field} must be an account name, got ${String(raw)}`);
  return raw;
}

/** An asset string such as "1.0000 TLM". */
export function readAsset(raw: unknown, field: string): AssetParts {
  const parsed = typeof raw === 'string' ? tryParseAsset(raw) : null;
  if (!parsed?.ok) throw new RangeError(`${field} must be an asset like "1.0000 TLM", got ${String(raw)}`);
  return parsed.asset;
}

/** An extended_asset: {quantity, contract}. */
export function readExtendedAsset(raw: unknown, field: string): ExtendedAssetParts {
  const value = readObject(raw, field);
  return { ...readAsset(value.quantity, `${field}.quantity`), contract: readName(value.contract, `${field}.contract`) };
}

/** An extended_symbol: {sym: "4,TLM", contract}. */
export function readExtendedSymbol(raw: unknown, field: string): Token {
  const value = readObject(raw, field);
  const match = typeof value.sym === 'string' ? /^(\d{1,2}),([A-Z]{1,7})$/.exec(value.sym) : null;
  const precision = Number(match?.[1]);
  if (!match || !isValidPrecision(precision)) throw new RangeError(`${field}.sym must be a symbol like "4,TLM", got ${String(value.sym)}`);
  return { ticker: match[2] ?? '', precision, contract: readName(value.contract, `${field}.contract`) };
}

/** An integer number within [min, max] (int32, uint32 …), given as a number or a decimal string. */
export function readInt(raw: unknown, field: string, min: number, max: number): number {
  const value = typeof raw === 'string' && /^-?\d{1,16}$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${field} must be an integer from ${min} to ${max}, got ${String(raw)}`);
  return value;
}

/** A uint64 that is an id: a safe integer. */
export function readId(raw: unknown, field: string): number {
  const value = parseUint64(raw);
  if (value === null || value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${field} must be a uint64 id, got ${String(raw)}`);
  return Number(value);
}

/** A uint64 (number or decimal string) as a bigint. */
export function readUint64(raw: unknown, field: string): bigint {
  const value = parseUint64(raw);
  if (value === null) throw new RangeError(`${field} must be a uint64, got ${String(raw)}`);
  return value;
}

/** A uint32 (fees in basis points …), given as a number or a decimal string. */
export function readUint32(raw: unknown, field: string): number {
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffff_ffff)
    throw new RangeError(`${field} must be a uint32, got ${String(raw)}`);
  return value;
}

/** A uint128 as bigint (decimal, safe number, or nodeos's 0x little-endian hex). */
export function readUint128(raw: unknown, field: string): bigint {
  const value = parseUint128(raw);
  if (value === null) throw new RangeError(`${field} must be a uint128, got ${String(raw)}`);
  return value;
}

/** An asset as ABI JSON. */
export function assetJson(asset: AssetParts): string {
  return formatAsset(asset.amount, asset.ticker);
}

/** An extended_asset as ABI JSON. */
export function extendedAssetJson(asset: ExtendedAssetParts): { quantity: string; contract: string } {
  if (!isAccountName(asset.contract)) throw new RangeError(`"${asset.contract}" is not an account name`);
  return { quantity: assetJson(asset), contract: asset.contract };
}

/** An extended_symbol as ABI JSON. */
export function extendedSymbolJson(token: Token): { sym: string; contract: string } {
  if (!isValidPrecision(token.precision) || !isSymbolCode(token.ticker) || !isAccountName(token.contract))
    throw new RangeError(`${token.ticker}@${token.contract} is not a token`);
  return { sym: `${token.precision},${token.ticker}`, contract: token.contract };
}
