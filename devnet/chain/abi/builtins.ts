/** Antelope's built-in ABI types: binary layout, nodeos JSON output, and coercion from JSON or plain values. */
import {
  formatAsset,
  formatSymbol,
  parseAsset,
  parseSymbol,
  symbolCodeToU64,
  symbolFromWords,
  symbolToU64,
  u64ToSymbolCode,
  isValidSymbolCode,
  type AssetValue,
  type SymbolValue,
} from '../core/asset';
import { isValidName, nameFromWords, nameToU64, u64ToName } from '../core/name';
import { BLOCK_TIMESTAMP_EPOCH_MS, formatTimePoint, formatTimePointSec, parseChainTime } from '../core/time';
import type { BinaryReader, BinaryWriter } from './binary';
import { fromHex, toHex } from './binary';
import { canonicalKey, displayKey, keyFromBinary, keyToBinary, signatureFromBinary, signatureToBinary } from './keys';

/** How one built-in type is read, written, shown as JSON and coerced from input. */
export interface Builtin {
  read(r: BinaryReader): unknown;
  write(w: BinaryWriter, value: unknown): void;
  toJson(value: unknown): unknown;
  coerce(input: unknown): unknown;
}

const U32_MAX = 0xffffffffn;

/** Reads a little-endian uint64 as its two 32-bit words (low first) for `make`: names and symbols need no BigInt. */
function wordsOf<T>(r: BinaryReader, make: (hi: number, lo: number) => T): T {
  const lo = r.u32();
  return make(r.u32(), lo);
}

/** fc's JSON rule for 64-bit integers: numbers up to 0xffffffff in magnitude, strings beyond. */
export function int64Json(value: bigint): number | string {
  return value > U32_MAX || value < -U32_MAX ? value.toString() : Number(value);
}

/** fc's double formatting: fixed notation with 17 decimals (`0.50000000000000000`). */
export function doubleJson(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'nan' : value > 0 ? 'inf' : '-inf';
  if (Math.abs(value) < 1e21) return value.toFixed(17);
  return `${BigInt(value).toString()}.00000000000000000`;
}

function toBigInt(input: unknown, what: string): bigint {
  if (typeof input === 'bigint') return input;
  if (typeof input === 'number' && Number.isInteger(input)) return BigInt(input);
  if (typeof input === 'string' && /^\s*-?\d+\s*$/.test(input)) return BigInt(input.trim());
  throw new Error(`Invalid ${what}: ${String(input)}`);
}

function intType(bits: number, signed: boolean): Builtin {
  const min = signed ? -(2 ** (bits - 1)) : 0;
  const max = signed ? 2 ** (bits - 1) - 1 : 2 ** bits - 1;
  const coerce = (input: unknown): number => {
    const v = typeof input === 'boolean' ? Number(input) : Number(toBigInt(input, `int${bits}`));
    if (v < min || v > max) throw new Error(`${signed ? '' : 'u'}int${bits} out of range: ${String(input)}`);
    return v;
  };
  const read = (r: BinaryReader): number => {
    const raw = bits === 8 ? r.u8() : bits === 16 ? r.u16() : r.u32();
    return signed && raw > max ? raw - 2 ** bits : raw;
  };
  const write = (w: BinaryWriter, v: unknown): void => {
    const n = v as number;
    if (bits === 8) w.u8(n);
    else if (bits === 16) w.u16(n < 0 ? n + 65536 : n);
    else w.u32(n < 0 ? n + 2 ** 32 : n);
  };
  return { read, write, toJson: (v) => v, coerce };
}

function bigIntType(bits: 64 | 128, signed: boolean): Builtin {
  const min = signed ? -(1n << BigInt(bits - 1)) : 0n;
  const max = signed ? (1n << BigInt(bits - 1)) - 1n : (1n << BigInt(bits)) - 1n;
  const coerce = (input: unknown): bigint => {
    let v: bigint;
    if (bits === 128 && typeof input === 'string' && /^0x[0-9a-fA-F]{32}$/.test(input)) {
      // fc prints 128-bit integers as 0x + little-endian hex; read that back the same way.
      v = BigInt(`0x${Buffer.from(input.slice(2), 'hex').reverse().toString('hex')}`);
      if (signed) v = BigInt.asIntN(128, v);
    } else v = toBigInt(input, `${signed ? '' : 'u'}int${bits}`);
    if (v < min || v > max) throw new Error(`${signed ? '' : 'u'}int${bits} out of range: ${String(input)}`);
    return v;
  };
  const read = (r: BinaryReader): bigint => {
    if (bits === 64) return signed ? BigInt.asIntN(64, r.u64()) : r.u64();
    const lo = r.u64();
    const hi = r.u64();
    const v = (hi << 64n) | lo;
    return signed ? BigInt.asIntN(128, v) : v;
  };
  const write = (w: BinaryWriter, v: unknown): void => {
    const n = BigInt.asUintN(bits, v as bigint);
    w.u64(n & 0xffffffffffffffffn);
    if (bits === 128) w.u64(n >> 64n);
  };
  const toJson = (v: unknown): unknown => {
    if (bits === 64) return int64Json(v as bigint);
    const raw = BigInt.asUintN(128, v as bigint)
      .toString(16)
      .padStart(32, '0');
    return `0x${Buffer.from(raw, 'hex').reverse().toString('hex')}`;
  };
  return { read, write, toJson, coerce };
}

function checksumType(size: number): Builtin {
  const coerce = (input: unknown): string => {
    const hex = input instanceof Uint8Array ? toHex(input) : String(input).toLowerCase();
    if (!new RegExp(`^[0-9a-f]{${size * 2}}$`).test(hex)) throw new Error(`Invalid checksum${size * 8}: ${String(input)}`);
    return hex;
  };
  return { read: (r) => toHex(r.bytes(size)), write: (w, v) => w.bytes(fromHex(v as string)), toJson: (v) => v, coerce };
}

function coerceName(input: unknown): string {
  if (typeof input === 'bigint') return u64ToName(input);
  const text = String(input);
  if (!isValidName(text)) throw new Error(`Name not properly normalized (name: ${text})`);
  return text;
}

function coerceSymbol(input: unknown): SymbolValue {
  if (typeof input === 'string') return parseSymbol(input);
  const s = input as SymbolValue;
  if (s && typeof s.precision === 'number' && typeof s.code === 'string') return { precision: s.precision, code: s.code };
  throw new Error(`Invalid symbol: ${String(input)}`);
}

/** Accepts `1.0000 TLM` or a plain {amount, symbol}. */
export function coerceAsset(input: unknown): AssetValue {
  if (typeof input === 'string') return parseAsset(input);
  const a = input as AssetValue;
  if (a && typeof a.amount === 'bigint' && a.symbol) return { amount: a.amount, symbol: coerceSymbol(a.symbol) };
  throw new Error(`Invalid asset: ${String(input)}`);
}

function coerceTimePoint(input: unknown): bigint {
  if (typeof input === 'bigint') return input;
  if (typeof input === 'string' && !/^\d+$/.test(input)) return BigInt(parseChainTime(input)) * 1000n;
  return toBigInt(input, 'time_point');
}

function coerceSeconds(input: unknown): number {
  if (typeof input === 'string' && !/^\d+$/.test(input)) return Math.floor(parseChainTime(input) / 1000);
  return Number(toBigInt(input, 'time_point_sec'));
}

const bool: Builtin = {
  read: (r) => {
    const b = r.u8();
    if (b > 1) throw new Error('Invalid bool');
    return b === 1;
  },
  write: (w, v) => w.u8(v ? 1 : 0),
  toJson: (v) => v,
  coerce: (input) => {
    if (typeof input === 'boolean') return input;
    if (input === 0 || input === 1) return input === 1;
    if (input === 'true' || input === 'false') return input === 'true';
    throw new Error(`Invalid bool: ${String(input)}`);
  },
};

const float64: Builtin = {
  read: (r) => r.f64(),
  write: (w, v) => w.f64(v as number),
  toJson: (v) => doubleJson(v as number),
  coerce: (input) => {
    const v = typeof input === 'number' ? input : Number(input);
    if (typeof input !== 'number' && (typeof input !== 'string' || input.trim() === '' || Number.isNaN(v)))
      throw new Error(`Invalid float64: ${String(input)}`);
    return v;
  },
};

/** The built-in types by ABI name. */
export const BUILTINS: Record<string, Builtin> = {
  bool,
  int8: intType(8, true),
  uint8: intType(8, false),
  int16: intType(16, true),
  uint16: intType(16, false),
  int32: intType(32, true),
  uint32: intType(32, false),
  int64: bigIntType(64, true),
  uint64: bigIntType(64, false),
  int128: bigIntType(128, true),
  uint128: bigIntType(128, false),
  varuint32: {
    read: (r) => r.varuint32(),
    write: (w, v) => w.varuint32(v as number),
    toJson: (v) => v,
    coerce: (input) => {
      const v = Number(toBigInt(input, 'varuint32'));
      if (v < 0 || v > 0xffffffff) throw new Error(`varuint32 out of range: ${String(input)}`);
      return v;
    },
  },
  varint32: {
    read: (r) => {
      const v = r.varuint32();
      return v & 1 ? -((v >>> 1) + 1) : v >>> 1;
    },
    write: (w, v) => {
      const n = v as number;
      w.varuint32(n < 0 ? ((-n - 1) << 1) | 1 : n << 1);
    },
    toJson: (v) => v,
    coerce: (input) => Number(toBigInt(input, 'varint32')),
  },
  float32: { read: (r) => r.f32(), write: (w, v) => w.f32(v as number), toJson: (v) => doubleJson(v as number), coerce: float64.coerce },
  float64,
  float128: checksumType(16),
  time_point: {
    read: (r) => BigInt.asIntN(64, r.u64()),
    write: (w, v) => w.u64(v as bigint),
    toJson: (v) => formatTimePoint(Number((v as bigint) / 1000n)),
    coerce: coerceTimePoint,
  },
  time_point_sec: { read: (r) => r.u32(), write: (w, v) => w.u32(v as number), toJson: (v) => formatTimePointSec(v as number), coerce: coerceSeconds },
  block_timestamp_type: {
    read: (r) => r.u32(),
    write: (w, v) => w.u32(v as number),
    toJson: (v) => formatTimePoint(BLOCK_TIMESTAMP_EPOCH_MS + (v as number) * 500),
    coerce: (input) =>
      typeof input === 'string' && !/^\d+$/.test(input)
        ? Math.floor((parseChainTime(input) - BLOCK_TIMESTAMP_EPOCH_MS) / 500)
        : Number(toBigInt(input, 'block_timestamp_type')),
  },
  name: { read: (r) => wordsOf(r, nameFromWords), write: (w, v) => w.u64(nameToU64(v as string)), toJson: (v) => v, coerce: coerceName },
  bytes: {
    read: (r) => toHex(r.bytes(r.varuint32())),
    write: (w, v) => {
      const data = fromHex(v as string);
      w.varuint32(data.length);
      w.bytes(data);
    },
    toJson: (v) => v,
    coerce: (input) => (input instanceof Uint8Array ? toHex(input) : toHex(fromHex(String(input)))),
  },
  string: {
    read: (r) => r.string(),
    write: (w, v) => w.string(v as string),
    toJson: (v) => v,
    coerce: (input) => {
      if (typeof input !== 'string') throw new Error(`Invalid string: ${String(input)}`);
      return input;
    },
  },
  checksum160: checksumType(20),
  checksum256: checksumType(32),
  checksum512: checksumType(64),
  public_key: {
    read: (r) => keyFromBinary(r.varuint32(), r.bytes(33)),
    write: (w, v) => {
      const { type, data } = keyToBinary(v as string);
      w.varuint32(type);
      w.bytes(data);
    },
    toJson: (v) => displayKey(v as string),
    coerce: (input) => canonicalKey(String(input)),
  },
  signature: {
    read: (r) => signatureFromBinary(r.varuint32(), r.bytes(65)),
    write: (w, v) => {
      const { type, data } = signatureToBinary(v as string);
      w.varuint32(type);
      w.bytes(data);
    },
    toJson: (v) => v,
    coerce: (input) => String(input),
  },
  symbol: {
    read: (r) => wordsOf(r, symbolFromWords),
    write: (w, v) => w.u64(symbolToU64(v as SymbolValue)),
    toJson: (v) => formatSymbol(v as SymbolValue),
    coerce: coerceSymbol,
  },
  symbol_code: {
    read: (r) => u64ToSymbolCode(r.u64()),
    write: (w, v) => w.u64(symbolCodeToU64(v as string)),
    toJson: (v) => v,
    coerce: (input) => {
      const code = String(input);
      if (!isValidSymbolCode(code)) throw new Error(`Invalid symbol code: ${code}`);
      return code;
    },
  },
  asset: {
    read: (r) => {
      const amount = BigInt.asIntN(64, r.u64());
      return { amount, symbol: wordsOf(r, symbolFromWords) };
    },
    write: (w, v) => {
      const a = v as AssetValue;
      w.u64(a.amount);
      w.u64(symbolToU64(a.symbol));
    },
    toJson: (v) => formatAsset(v as AssetValue),
    coerce: coerceAsset,
  },
};
