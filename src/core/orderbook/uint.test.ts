import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { MAX_UINT128, MAX_UINT64, parseSafeCount, parseUint128, parseUint64 } from './uint';

function littleEndianHex(value: bigint): string {
  const bigEndian = value.toString(16).padStart(32, '0');
  return `0x${bigEndian.match(/../g)!.reverse().join('')}`;
}

describe('parseUint128', () => {
  it('reads the unit_price of the NOTES example in every form a node may send', () => {
    expect(parseUint128(500012)).toBe(500012n);
    expect(parseUint128('500012')).toBe(500012n);
    expect(parseUint128('0x2ca10700000000000000000000000000')).toBe(500012n);
  });

  it('reads little-endian hex with the most significant byte last', () => {
    expect(parseUint128(`0x${'00'.repeat(15)}01`)).toBe(1n << 120n);
    expect(parseUint128(`0x${'f'.repeat(32)}`)).toBe(MAX_UINT128);
    expect(parseUint128(`0x${'AB'}${'00'.repeat(15)}`)).toBe(0xabn);
  });

  it('round-trips any uint128 through decimal and hex', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_UINT128 }), (value) => {
        expect(parseUint128(value.toString())).toBe(value);
        expect(parseUint128(littleEndianHex(value))).toBe(value);
      }),
      fuzzParams(0x0b0001, 500),
    );
  });

  it('rejects what is not a uint128', () => {
    for (const bad of [
      -1,
      1.5,
      Number.MAX_SAFE_INTEGER + 1,
      '',
      '-1',
      '1.0',
      ' 1',
      (MAX_UINT128 + 1n).toString(),
      '0x1234',
      `0x${'g'.repeat(32)}`,
      null,
      undefined,
      {},
      [],
    ]) {
      expect(parseUint128(bad)).toBeNull();
    }
  });
});

describe('parseUint64', () => {
  it('takes numbers and decimal strings up to 2^64−1, never hex', () => {
    expect(parseUint64(42)).toBe(42n);
    expect(parseUint64('18446744073709551615')).toBe(MAX_UINT64);
    expect(parseUint64('18446744073709551616')).toBeNull();
    expect(parseUint64(`0x${'00'.repeat(16)}`)).toBeNull();
  });
});

describe('parseSafeCount', () => {
  it('takes non-negative safe integers as numbers or digits', () => {
    expect(parseSafeCount(0)).toBe(0);
    expect(parseSafeCount('1760000000')).toBe(1_760_000_000);
    expect(parseSafeCount(-1)).toBeNull();
    expect(parseSafeCount(2.5)).toBeNull();
    expect(parseSafeCount('9999999999999999')).toBeNull();
    expect(parseSafeCount('12a')).toBeNull();
  });
});
