import { describe, expect, it } from 'vitest';
import { makeAmount } from './amount';
import { formatAsset, formatExtendedAsset, parseAsset, parseExtendedAsset, tryParseAsset, tryParseExtendedAsset } from './asset';

describe('formatAsset', () => {
  it('writes the exact string a contract expects', () => {
    expect(formatAsset(makeAmount(123450000n, 8), 'WAX')).toBe('1.23450000 WAX');
    expect(formatAsset(makeAmount(1n, 4), 'TLM')).toBe('0.0001 TLM');
    expect(formatAsset(makeAmount(5n, 0), 'FOO')).toBe('5 FOO');
  });

  it('refuses a ticker that is not a symbol code', () => {
    expect(() => formatAsset(makeAmount(1n, 4), 'tlm')).toThrow(/symbol code/);
    expect(() => formatAsset(makeAmount(1n, 4), 'TOOLONGX')).toThrow(RangeError);
    expect(() => formatAsset(makeAmount(1n, 4), '')).toThrow(RangeError);
  });
});

describe('parseAsset', () => {
  it('reads the precision from the decimals written', () => {
    const { amount, ticker } = parseAsset('2400.0000 TLM');
    expect(amount).toEqual(makeAmount(24_000_000n, 4));
    expect(ticker).toBe('TLM');
  });

  it('reads precision 0, negative assets and surrounding spaces', () => {
    expect(parseAsset('5 FOO').amount).toEqual(makeAmount(5n, 0));
    expect(parseAsset('-0.0100 TLM').amount).toEqual(makeAmount(-100n, 4));
    expect(parseAsset(' 1.0 X ').amount).toEqual(makeAmount(10n, 1));
  });

  it('throws RangeError with the reason for malformed strings', () => {
    for (const text of ['2400.0000', 'TLM', '2400.0000  TLM', '.5 TLM', '5. TLM', '+5 TLM', '1.0 tlm', '1,0 TLM', '1e5 TLM']) {
      expect(() => parseAsset(text), text).toThrow(/is not an asset/);
    }
  });

  it('refuses more than 18 decimals and amounts beyond int64', () => {
    expect(tryParseAsset(`0.${'1'.repeat(19)} BIG`)).toEqual({ ok: false, reason: expect.stringMatching(/18 decimals/) });
    expect(tryParseAsset('9223372036854775808 BIG')).toEqual({ ok: false, reason: expect.stringMatching(/int64/) });
  });
});

describe('extended assets', () => {
  it('reads a swap memo asset', () => {
    const parsed = parseExtendedAsset('1.2345 USDT@usdt.alcor');
    expect(parsed).toEqual({ amount: makeAmount(12345n, 4), ticker: 'USDT', contract: 'usdt.alcor' });
  });

  it('round-trips through formatExtendedAsset', () => {
    for (const text of ['1.2345 USDT@usdt.alcor', '0.0000 TLM@alien.worlds', '12.00000000 WAX@eosio.token', '7 FOO@a']) {
      expect(formatExtendedAsset(parseExtendedAsset(text))).toBe(text);
    }
  });

  it('refuses a missing or invalid contract and a malformed asset part', () => {
    for (const text of [
      '1.2345 USDT',
      '1.2345 USDT@',
      '1.2345 USDT@Usdt.alcor',
      '1.2345 USDT@toolongaccount',
      '1.2345 USDT @usdt.alcor',
      '1.2345 usdt@usdt.alcor',
    ]) {
      expect(tryParseExtendedAsset(text).ok, text).toBe(false);
    }
    expect(() => parseExtendedAsset('1.2345 USDT@usdt.')).toThrow(/extended asset/);
  });

  it('refuses to write an invalid contract', () => {
    expect(() => formatExtendedAsset({ amount: makeAmount(1n, 0), ticker: 'FOO', contract: 'Bad' })).toThrow(/account name/);
  });
});
