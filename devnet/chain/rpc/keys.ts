/**
 * Key conversions of get_table_rows and get_table_by_scope: bound strings to keys and keys back to
 * next_key strings, by nodeos's rules. Source: AntelopeIO spring/leap
 * `plugins/chain_plugin/chain_plugin.cpp` (`convert_to_type`, `convert_to_string`,
 * `get_table_index_name`, `get_table_rows`) and `include/eosio/chain_plugin/chain_plugin.hpp`
 * (`get_table_rows_ex`, `get_table_rows_by_seckey`, `keytype_converter`).
 */
import { parseSymbol, symbolCodeToU64, symbolToU64 } from '../core/asset';
import { nodeosError } from '../core/errors';
import { isValidName, nameToU64, u64ToName } from '../core/name';
import { doubleJson } from '../abi/builtins';
import type { IndexKind, SecondaryKey } from '../state/table';

const U64_MAX = (1n << 64n) - 1n;
const U256_MAX = (1n << 256n) - 1n;

const badBound = (desc: string, value: string, types: string): Error =>
  nodeosError('chainType', `Could not convert ${desc} string '${value}' to any of the following: ${types}`, 'chain_plugin.cpp', 1, 'convert_to_type');
const badKey = (desc: string, value: string): Error =>
  nodeosError('chainType', `Could not convert ${desc} string '${value}' to key type.`, 'chain_plugin.hpp', 1, 'convert_to_type');

/** boost::lexical_cast<uint64_t>: digits with an optional sign and nothing else; a minus wraps modulo 2^64, as boost does. */
function lexicalU64(text: string): bigint | undefined {
  const match = /^([+-]?)(\d+)$/.exec(text);
  if (!match) return undefined;
  const value = BigInt(match[2]!);
  if (value > U64_MAX) return undefined;
  return match[1] === '-' ? BigInt.asUintN(64, -value) : value;
}

/**
 * convert_to_type<uint64_t> (scopes, i64 keys, primary keys unless key_type is "name"): the string as
 * a decimal number first, then as a name, then as a symbol (`4,WAX`) or a symbol code. So "5" is 5,
 * not the name "5".
 */
export function toU64(value: string, desc: string): bigint {
  const number = lexicalU64(value);
  if (number !== undefined) return number;
  const trimmed = value.trim();
  if (isValidName(trimmed)) return nameToU64(trimmed);
  if (value.includes(',')) {
    try {
      return symbolToU64(parseSymbol(value));
    } catch {
      // fall through to the symbol-code reading
    }
  }
  if (/^[A-Z]{1,7}$/.test(value)) return symbolCodeToU64(value);
  throw badBound(desc, value, 'uint64_t, valid name, or valid symbol (with or without the precision)');
}

/** `name(text)` (key_type "name"): only a normalized name of at most 13 characters; a number is read as a name, never as a number. */
export function toNameKey(value: string): bigint {
  // nodeos's name::set messages, word for word.
  if (value.length > 13) throw nodeosError('nameType', `Name is longer than 13 characters (${value}) `, 'name.cpp', 1, 'set');
  if (!isValidName(value))
    throw nodeosError('nameType', `Name not properly normalized (name: ${value}, normalized: ${u64ToName(nameToU64(value))}) `, 'name.cpp', 1, 'set');
  return nameToU64(value);
}

const unsupported = (keyType: string): Error =>
  keyType === ''
    ? nodeosError('contractTable', 'key type required for non-primary index', 'chain_plugin.cpp', 1, 'get_table_rows')
    : nodeosError('contractTable', `Unsupported secondary index type: ${keyType}`, 'chain_plugin.cpp', 1, 'get_table_rows');

/** The index kind a key_type reads on a secondary index (i256 and ripemd160 share idx256 with sha256); throws for unknown types. */
export function indexKindOf(keyType: string): IndexKind | 'float128' {
  switch (keyType) {
    case 'i64':
    case 'name':
      return 'i64';
    case 'i128':
      return 'i128';
    case 'sha256':
    case 'i256':
    case 'ripemd160':
      return 'sha256';
    case 'float64':
      return 'float64';
    case 'float128':
      return 'float128';
    default:
      throw unsupported(keyType);
  }
}

/** fc's hex-to-bytes of a checksum: an even number of hex digits, zero-padded on the right to `bytes`, cut beyond it. */
function checksumHex(value: string, bytes: number, desc: string): string {
  if (value.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(value)) throw badKey(desc, value);
  return value
    .slice(0, bytes * 2)
    .toLowerCase()
    .padEnd(bytes * 2, '0');
}

/** A 128-bit bound: decimal, or `0x` + little-endian hex (the form next_key and the JSON rows print). */
function toU128(value: string, desc: string): bigint {
  const v = value.trim();
  if (/^0x[0-9a-fA-F]{1,32}$/.test(v)) return BigInt(`0x${Buffer.from(v.slice(2).padEnd(32, '0'), 'hex').reverse().toString('hex')}`);
  if (/^\d+$/.test(v) && BigInt(v) < 1n << 128n) return BigInt(v);
  throw badKey(desc, value);
}

/** boost::lexical_cast<double> as fc reads doubles: a plain decimal or exponent form, inf or nan; NaN is refused. */
function toDouble(value: string, desc: string): number {
  if (!/^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf(?:inity)?|nan)$/i.test(value)) throw badKey(desc, value);
  const n = /inf/i.test(value) ? (value.startsWith('-') ? -Infinity : Infinity) : Number(value);
  if (Number.isNaN(n))
    throw nodeosError(
      'contractTable',
      `Converted ${desc} string '${value}' to NaN which is not a permitted value for the key type`,
      'chain_plugin.cpp',
      1,
      'convert_to_type',
    );
  return n;
}

/** A secondary bound per key_type (keytype_converter): names strictly, i64 number-first, hex checksums, i256 as a number unless encode_type is hex. */
export function toSecondaryKey(value: string, keyType: string, encodeType: string, desc: string): SecondaryKey {
  switch (keyType) {
    case 'name':
      return toNameKey(value);
    case 'i64':
      return toU64(value, desc);
    case 'i128':
      return toU128(value, desc);
    case 'float64':
    case 'float128':
      return toDouble(value, desc);
    case 'sha256':
      return checksumHex(value, 32, desc);
    case 'ripemd160':
      // A checksum160 key sits in idx256 as its 20 bytes followed by zeros.
      return checksumHex(value, 20, desc).padEnd(64, '0');
    case 'i256': {
      if (encodeType === 'hex') return checksumHex(value, 32, desc);
      const v = value.trim();
      if (!/^(?:\d+|0x[0-9a-fA-F]+)$/.test(v) || BigInt(v) > U256_MAX) throw badKey(desc, value);
      return BigInt(v).toString(16).padStart(64, '0');
    }
    default:
      throw unsupported(keyType);
  }
}

/**
 * next_key as nodeos prints it (convert_to_string): uint64 keys in decimal whatever key_type says
 * (names too; wharfkit turns it back into a name), 128-bit keys as `0x` + little-endian hex, doubles
 * with 17 decimals, sha256 as 64 hex digits, i256 read as a number as `0x` + 64 hex, ripemd160 as its 40.
 */
export function keyToString(key: SecondaryKey, keyType: string, encodeType: string): string {
  if (typeof key === 'number') return doubleJson(key);
  if (typeof key === 'string') {
    if (keyType === 'ripemd160') return key.slice(0, 40);
    return keyType === 'i256' && encodeType !== 'hex' ? `0x${key}` : key;
  }
  if (keyType === 'i128') return `0x${Buffer.from(key.toString(16).padStart(32, '0'), 'hex').reverse().toString('hex')}`;
  return key.toString();
}

const POSITION_PREFIXES: readonly (readonly [string, number])[] = [
  ['sec', 0],
  ['two', 0],
  ['ter', 1],
  ['th', 1],
  ['fou', 2],
  ['fi', 3],
  ['six', 4],
  ['sev', 5],
  ['eig', 6],
  ['nin', 7],
  ['ten', 8],
];

/**
 * get_table_index_name: null for the primary index, else the secondary index's number (0 = index_position 2).
 * Words are matched by prefix ("second", "third", "fifth", …, case-sensitive); numbers 0 and 1 mean
 * primary, n ≥ 2 the index n − 2 (kept to 4 bits, as the index table name holds it).
 */
export function secondaryIndexOf(indexPosition: string): number | null {
  if (indexPosition === '' || indexPosition === 'first' || indexPosition === 'primary' || indexPosition === 'one') return null;
  for (const [prefix, index] of POSITION_PREFIXES) if (indexPosition.startsWith(prefix)) return index;
  const pos = lexicalU64(indexPosition);
  if (pos === undefined) throw nodeosError('contractTable', `Invalid index_position: ${indexPosition}`, 'chain_plugin.cpp', 1, 'get_table_index_name');
  return pos < 2n ? null : Number((pos - 2n) & 0xfn);
}
