/** Key conversions of get_table_rows: bound strings to keys, keys back to next_key strings (nodeos rules). */
import { parseSymbol, symbolCodeToU64, symbolToU64 } from '../core/asset';
import { nodeosError } from '../core/errors';
import { isValidName, nameToU64, u64ToName } from '../core/name';
import { doubleJson } from '../abi/builtins';
import type { IndexKind, SecondaryKey } from '../state/table';

const U64_MAX = (1n << 64n) - 1n;

const badBound = (desc: string, value: string, types: string): Error =>
  nodeosError('chainType', `Could not convert ${desc} string '${value}' to any of the following: ${types}`, 'chain_plugin.cpp', 1, 'convert_to_type');

/** nodeos's convert_to_type<uint64_t>: a number, else a name, else a symbol (`4,WAX`) or symbol code. */
export function toU64(value: string, desc: string): bigint {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed) && BigInt(trimmed) <= U64_MAX) return BigInt(trimmed);
  if (isValidName(trimmed)) return nameToU64(trimmed);
  if (trimmed.includes(',')) {
    try {
      return symbolToU64(parseSymbol(trimmed));
    } catch {
      // fall through to the symbol-code reading
    }
  }
  if (/^[A-Z]{1,7}$/.test(trimmed)) return symbolCodeToU64(trimmed);
  throw badBound(desc, value, 'uint64_t, valid name, or valid symbol (with or without the precision)');
}

/** A name bound (key_type "name"); a decimal that is no valid name is read as the uint64 itself (next_key's form). */
export function toNameKey(value: string, desc: string): bigint {
  const trimmed = value.trim();
  if (!isValidName(trimmed) && /^\d+$/.test(trimmed) && BigInt(trimmed) <= U64_MAX) return BigInt(trimmed);
  if (!isValidName(trimmed))
    throw nodeosError(
      'nameType',
      `Name not properly normalized (name: ${value}, normalized: ${u64ToName(nameToU64(value.trim()))}) for ${desc}`,
      'name.cpp',
      1,
      'set',
    );
  return nameToU64(value.trim());
}

/** The secondary index kind a key_type reads. */
export function indexKindOf(keyType: string): IndexKind {
  switch (keyType) {
    case 'i64':
    case 'name':
      return 'i64';
    case 'i128':
      return 'i128';
    case 'sha256':
    case 'i256':
      return 'sha256';
    case 'float64':
      return 'float64';
    default:
      throw nodeosError('contractTable', `Unsupported secondary index type: ${keyType}`, 'chain_plugin.cpp', 1, 'get_table_rows');
  }
}

/** A secondary bound: per key_type, as nodeos's keytype_converter reads it. */
export function toSecondaryKey(value: string, keyType: string, encodeType: string, desc: string): SecondaryKey {
  const v = value.trim();
  switch (keyType) {
    case 'name':
      return toNameKey(v, desc);
    case 'i64':
      return toU64(v, desc);
    case 'i128': {
      if (/^0x[0-9a-fA-F]{1,32}$/.test(v)) return BigInt(`0x${Buffer.from(v.slice(2).padEnd(32, '0'), 'hex').reverse().toString('hex')}`);
      if (/^\d+$/.test(v)) return BigInt(v);
      throw badBound(desc, value, 'uint128_t');
    }
    case 'float64': {
      const n = Number(v);
      if (v === '' || Number.isNaN(n)) throw badBound(desc, value, 'double');
      return n;
    }
    case 'sha256':
    case 'i256': {
      if (encodeType === 'dec' && keyType === 'i256' && /^\d+$/.test(v)) return BigInt(v).toString(16).padStart(64, '0');
      const hex = v.replace(/^0x/, '').toLowerCase();
      if (!/^[0-9a-f]{1,64}$/.test(hex)) throw badBound(desc, value, 'checksum256');
      return hex.padStart(64, '0');
    }
    default:
      throw nodeosError('contractTable', `Unsupported secondary index type: ${keyType}`, 'chain_plugin.cpp', 1, 'get_table_rows');
  }
}

/** next_key as nodeos prints it (fc's variant strings): uint64 in decimal even for names, 0x little-endian for 128-bit. */
export function keyToString(key: SecondaryKey, keyType: string): string {
  if (typeof key === 'number') return doubleJson(key);
  if (typeof key === 'string') return key;
  if (keyType === 'i128') return `0x${Buffer.from(key.toString(16).padStart(32, '0'), 'hex').reverse().toString('hex')}`;
  return key.toString();
}
