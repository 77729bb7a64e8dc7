import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { plainDecimal, readTradeAmount } from './tradeAmount';

describe('plainDecimal', () => {
  it('spells out exponents', () => {
    expect(plainDecimal(1e-8)).toBe('0.00000001');
    expect(plainDecimal(1.5e-7)).toBe('0.00000015');
    expect(plainDecimal(1.5e21)).toBe('1500000000000000000000');
    expect(plainDecimal(0.1)).toBe('0.1');
  });

  it('keeps the value: the text reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e30, noNaN: true }), (value) => {
        expect(Number(plainDecimal(value))).toBe(value);
        expect(plainDecimal(value)).toMatch(/^\d+(\.\d+)?$/);
      }),
      fuzzParams(0xdec, 1000),
    );
  });
});

describe('readTradeAmount', () => {
  it('reads numbers, decimal text and asset text at the token precision', () => {
    expect(readTradeAmount(0.1, 4)).toEqual({ units: 1000n, precision: 4 });
    expect(readTradeAmount('12.5', 8)).toEqual({ units: 1_250_000_000n, precision: 8 });
    expect(readTradeAmount('2400.0000 TLM', 4)).toEqual({ units: 24_000_000n, precision: 4 });
  });

  it('drops float noise beyond the precision', () => {
    expect(readTradeAmount(0.1 + 0.2, 4)).toEqual({ units: 3000n, precision: 4 });
  });

  it('rejects what is not a non-negative amount', () => {
    for (const bad of [-1, Number.POSITIVE_INFINITY, '1e5', '-2', '', null, '1.0000 TLM extra']) expect(readTradeAmount(bad, 4)).toBeNull();
  });
});
