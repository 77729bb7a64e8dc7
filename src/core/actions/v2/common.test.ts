import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../amount/fuzz.testutil';
import {
  extendedSymbolJson,
  formatExtendedSymbol,
  lpAmount,
  lpLetters,
  lpNumber,
  readCanonicalUint,
  readExtendedSymbol,
  readMinOutRaw,
  readPoolId,
  sameExtendedSymbol,
} from './common';

describe('canonical integers', () => {
  it('reads one spelling per number and refuses the rest', () => {
    expect(readCanonicalUint('0', 10n)).toBe(0n);
    expect(readCanonicalUint('10', 10n)).toBe(10n);
    expect(['', '01', '+1', '-1', '1.0', ' 1', '1e3', '11'].map((text) => readCanonicalUint(text, 10n))).toEqual(Array(8).fill(null));
  });

  it('bounds minimums to an int64 asset and ids to safe integers', () => {
    expect(readMinOutRaw('9223372036854775807')).toBe(2n ** 63n - 1n);
    expect(readMinOutRaw('9223372036854775808')).toBeNull();
    expect(readPoolId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(readPoolId('9007199254740992')).toBeNull();
  });
});

describe('extended symbols', () => {
  it('write and read `8,WAX@eosio.token`', () => {
    const wax = { ticker: 'WAX', precision: 8, contract: 'eosio.token' };
    expect(formatExtendedSymbol(wax)).toBe('8,WAX@eosio.token');
    expect(readExtendedSymbol('8,WAX@eosio.token')).toEqual(wax);
    expect(extendedSymbolJson(wax)).toEqual({ sym: '8,WAX', contract: 'eosio.token' });
    expect(sameExtendedSymbol(wax, { ...wax, precision: 4 })).toBe(false);
  });

  it('refuse malformed text', () => {
    expect(['8,wax@eosio.token', '19,WAX@eosio.token', '8,WAX', 'WAX@eosio.token', '8,WAX@Eosio', '8,WAX@eosio.token '].map(readExtendedSymbol)).toEqual(
      Array(6).fill(null),
    );
    expect(() => formatExtendedSymbol({ ticker: 'wax', precision: 8, contract: 'eosio.token' })).toThrow(RangeError);
  });
});

describe('LP letters', () => {
  it('number pairs in bijective base 26', () => {
    expect([1n, 2n, 26n, 27n, 52n, 53n, 702n, 703n].map(lpLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(() => lpLetters(0n)).toThrow(RangeError);
    expect([lpNumber(''), lpNumber('a1')]).toEqual([null, null]);
  });

  it('round-trip every number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 40n }), (n) => {
        expect(lpNumber(lpLetters(n))).toBe(n);
      }),
      fuzzParams(0x7a01),
    );
  });

  it('LP amounts have precision 0', () => {
    expect(lpAmount(42n)).toMatchObject({ units: 42n, precision: 0 });
  });
});
