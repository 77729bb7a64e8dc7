/** Unsigned integers as chain JSON writes them: numbers, decimal strings, or `0x…` little-endian hex. */

/** The largest uint64. */
export const MAX_UINT64 = (1n << 64n) - 1n;
/** The largest uint128. */
export const MAX_UINT128 = (1n << 128n) - 1n;

const DECIMAL = /^\d{1,39}$/;
// nodeos writes a uint128 as "0x" and its 16 bytes, least significant first.
const LE_HEX_128 = /^0x[0-9a-fA-F]{32}$/;

function fromLittleEndianHex(text: string): bigint {
  let bigEndian = '';
  for (let i = text.length - 2; i >= 2; i -= 2) bigEndian += text.slice(i, i + 2);
  return BigInt(`0x${bigEndian}`);
}

function readUnsigned(raw: unknown, max: bigint, allowHex: boolean): bigint | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? BigInt(raw) : null;
  if (typeof raw === 'bigint') return raw >= 0n && raw <= max ? raw : null;
  if (typeof raw !== 'string') return null;
  if (allowHex && LE_HEX_128.test(raw)) return fromLittleEndianHex(raw);
  if (!DECIMAL.test(raw)) return null;
  const value = BigInt(raw);
  return value <= max ? value : null;
}

/** A uint64 (order ids): a safe integer or a decimal string up to 2^64−1; null otherwise. */
export function parseUint64(raw: unknown): bigint | null {
  return readUnsigned(raw, MAX_UINT64, false);
}

/** A uint128 (unit_price): a safe integer, a decimal string, or nodeos's `0x` + 32 hex digits little-endian. */
export function parseUint128(raw: unknown): bigint | null {
  return readUnsigned(raw, MAX_UINT128, true);
}

/** A non-negative safe integer given as a number or a decimal string (ids, seconds, sequence numbers). */
export function parseSafeCount(raw: unknown): number | null {
  if (typeof raw === 'string' && /^\d{1,16}$/.test(raw)) raw = Number(raw);
  return typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
}
