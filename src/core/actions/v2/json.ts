/** Readers for ABI JSON as nodeos renders action data; each throws RangeError naming the field. */
import { tryParseAsset, type AssetParts, type ExtendedAssetParts } from '../../amount';
import { parseUint64 } from '../../orderbook/uint';
import { isAccountName } from '../../tokenId';
import type { ExtendedSymbolParts } from './common';

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
export function readAssetJson(raw: unknown, field: string): AssetParts {
  const parsed = typeof raw === 'string' ? tryParseAsset(raw) : null;
  if (!parsed?.ok) throw new RangeError(`${field} must be an asset like "1.0000 TLM", got ${String(raw)}`);
  return parsed.asset;
}

/** An extended_asset: `{quantity, contract}`. */
export function readExtendedAssetJson(raw: unknown, field: string): ExtendedAssetParts {
  const value = readObject(raw, field);
  return { ...readAssetJson(value.quantity, `${field}.quantity`), contract: readName(value.contract, `${field}.contract`) };
}

/** An extended_symbol: `{sym: "4,TLM", contract}`. */
export function readExtendedSymbolJson(raw: unknown, field: string): ExtendedSymbolParts {
  const value = readObject(raw, field);
  const match = typeof value.sym === 'string' ? /^(\d{1,2}),([A-Z]{1,7})$/.exec(value.sym) : null;
  const precision = Number(match?.[1]);
  if (!match || precision > 18) throw new RangeError(`${field}.sym must be a symbol like "4,TLM", got ${String(value.sym)}`);
  return { ticker: match[2] ?? '', precision, contract: readName(value.contract, `${field}.contract`) };
}

/** A uint64 (number or decimal string) as a bigint. */
export function readUint64Json(raw: unknown, field: string): bigint {
  const value = parseUint64(raw);
  if (value === null) throw new RangeError(`${field} must be a uint64, got ${String(raw)}`);
  return value;
}

/** A uint32 (fees in basis points). */
export function readUint32Json(raw: unknown, field: string): number {
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffff_ffff) throw new RangeError(`${field} must be a uint32, got ${String(raw)}`);
  return value;
}
