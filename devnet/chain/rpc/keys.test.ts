/** Table-key conversions: what a bound string means and how next_key prints, by nodeos's rules. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ChainError } from '../core/errors';
import { nameToU64, u64ToName } from '../core/name';
import { keyToString, secondaryIndexOf, toNameKey, toSecondaryKey, toU64 } from './keys';

const u64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
const nameChars = fc.constantFrom(...'.12345abcdefghijklmnopqrstuvwxyz'.split(''));
const validName = fc
  .array(nameChars, { minLength: 1, maxLength: 12 })
  .map((chars) => chars.join('').replace(/\.+$/, ''))
  .filter((name) => name !== '');

describe('toU64 (scopes, i64 keys, primary keys)', () => {
  it('reads any decimal uint64 as that number, even when it is also a valid name', () => {
    fc.assert(fc.property(u64, (v) => toU64(v.toString(), 'lower_bound') === v));
    expect(toU64('5', 'lower_bound')).toBe(5n);
    expect(toU64('1234', 'lower_bound')).toBe(1234n);
  });

  it('falls back to the name when the text is no number', () => {
    fc.assert(
      fc.property(
        validName.filter((n) => !/^\d+$/.test(n)),
        (name) => toU64(name, 'scope') === nameToU64(name),
      ),
    );
    expect(toU64(' alice ', 'scope')).toBe(nameToU64('alice'));
  });

  it('then to a symbol or symbol code, and wraps a minus as boost::lexical_cast does', () => {
    expect(toU64('4,WAX', 'scope')).toBe((((BigInt('X'.charCodeAt(0)) << 16n) | (BigInt('A'.charCodeAt(0)) << 8n) | 87n) << 8n) | 4n);
    expect(toU64('TLM', 'scope')).toBe((BigInt('M'.charCodeAt(0)) << 16n) | (BigInt('L'.charCodeAt(0)) << 8n) | 84n);
    expect(toU64('-1', 'scope')).toBe((1n << 64n) - 1n);
    expect(() => toU64('Not a key!', 'lower_bound')).toThrow(/Could not convert lower_bound string 'Not a key!'/);
  });
});

describe('toNameKey (key_type "name")', () => {
  it('reads names only, so digits 1–5 are a name and other digits are refused', () => {
    fc.assert(fc.property(validName, (name) => toNameKey(name) === nameToU64(name)));
    expect(toNameKey('5')).toBe(nameToU64('5'));
    expect(() => toNameKey('6')).toThrow(ChainError);
    expect(() => toNameKey('alice.')).toThrow(/not properly normalized/);
    expect(() => toNameKey('abcdefghijklmn')).toThrow(/longer than 13 characters/);
  });

  it('reads back the name wharfkit makes of a decimal next_key', () => {
    fc.assert(fc.property(u64, (v) => toNameKey(u64ToName(v)) === v));
  });
});

describe('next_key round trips', () => {
  it('i128: 0x little-endian out, the same key back in; decimals read as numbers', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }), (v) => {
        const text = keyToString(v, 'i128', 'dec');
        return (
          /^0x[0-9a-f]{32}$/.test(text) && toSecondaryKey(text, 'i128', 'dec', 'lower_bound') === v && toSecondaryKey(v.toString(), 'i128', 'dec', 'x') === v
        );
      }),
    );
  });

  it('sha256 and i256: hex out and back; i256 read as a number prints 0x and reads back as a number', () => {
    const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
    fc.assert(
      fc.property(bytes32, (hex) => {
        const sha = toSecondaryKey(keyToString(hex, 'sha256', 'dec'), 'sha256', 'dec', 'lower_bound');
        const hexI256 = toSecondaryKey(keyToString(hex, 'i256', 'hex'), 'i256', 'hex', 'lower_bound');
        const decI256 = toSecondaryKey(keyToString(hex, 'i256', 'dec'), 'i256', 'dec', 'lower_bound');
        return sha === hex && hexI256 === hex && decI256 === hex;
      }),
    );
    expect(toSecondaryKey('ab', 'sha256', 'dec', 'lower_bound')).toBe('ab'.padEnd(64, '0'));
    expect(toSecondaryKey('255', 'i256', 'dec', 'lower_bound')).toBe('ff'.padStart(64, '0'));
    expect(() => toSecondaryKey('0xab', 'sha256', 'dec', 'lower_bound')).toThrow(/to key type/);
  });

  it('ripemd160: 40 hex digits, stored zero-padded in the 256-bit index', () => {
    const hex = 'ab'.repeat(20);
    const key = toSecondaryKey(hex, 'ripemd160', 'dec', 'lower_bound');
    expect(key).toBe(hex.padEnd(64, '0'));
    expect(keyToString(key, 'ripemd160', 'dec')).toBe(hex);
  });

  it('uint64 keys print in decimal, names included', () => {
    fc.assert(fc.property(u64, (v) => keyToString(v, 'name', 'dec') === v.toString() && keyToString(v, 'i64', 'dec') === v.toString()));
  });

  it('float64: refuses NaN and text that is no number', () => {
    expect(toSecondaryKey('1.5e3', 'float64', 'dec', 'lower_bound')).toBe(1500);
    expect(toSecondaryKey('-inf', 'float64', 'dec', 'lower_bound')).toBe(-Infinity);
    expect(() => toSecondaryKey('nan', 'float64', 'dec', 'lower_bound')).toThrow(/NaN/);
    expect(() => toSecondaryKey('0x10', 'float64', 'dec', 'lower_bound')).toThrow(/to key type/);
  });
});

describe('secondaryIndexOf (index_position)', () => {
  it('maps words by prefix and numbers from 2 up to secondary indexes', () => {
    expect([undefined, '', 'first', 'primary', 'one', '0', '1'].map((p) => secondaryIndexOf(p ?? ''))).toEqual([null, null, null, null, null, null, null]);
    expect(['secondary', 'second', 'two', '2'].map(secondaryIndexOf)).toEqual([0, 0, 0, 0]);
    expect(['tertiary', 'third', 'three', '3', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', '11'].map(secondaryIndexOf)).toEqual([
      1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(() => secondaryIndexOf('Third')).toThrow(/Invalid index_position: Third/);
  });
});
