import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import fc from 'fast-check';
import { formatAssetText, formatFixed, formatUnits, NO_VALUE, roundUnits } from './fixed';

describe('formatFixed', () => {
  it('writes floats with fixed decimals and en-US grouping', () => {
    expect(formatFixed(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatFixed(0.5, 3)).toBe('0.500');
    expect(formatFixed(2.5, 0)).toBe('3');
  });

  it('never writes NaN, Infinity or a negative zero', () => {
    expect(formatFixed(Number.NaN, 2)).toBe(NO_VALUE);
    expect(formatFixed(Number.POSITIVE_INFINITY, 2)).toBe(NO_VALUE);
    expect(formatFixed(Number.NEGATIVE_INFINITY, 2)).toBe(NO_VALUE);
    expect(formatFixed(-0.0001, 3)).toBe('0.000');
    expect(formatFixed(makeAmount(-1n, 4), 3)).toBe('0.000');
  });

  it('rounds amounts exactly, half away from zero', () => {
    expect(formatFixed(makeAmount(12345n, 4), 3)).toBe('1.235');
    expect(formatFixed(makeAmount(-12345n, 4), 3)).toBe('-1.235');
    expect(formatFixed(makeAmount(12344n, 4), 3)).toBe('1.234');
    expect(formatFixed(makeAmount(123_456_789_012_345_678n, 8), 2)).toBe('1,234,567,890.12');
  });

  it('pads amounts that have fewer decimals', () => {
    expect(formatFixed(makeAmount(5n, 0), 4)).toBe('5.0000');
  });
});

describe('roundUnits and formatUnits', () => {
  it('accept precisions beyond 18 for suffix scaling', () => {
    expect(roundUnits(1_500_000n, 21, 0)).toBe(0n);
    expect(formatUnits(1_234_500n, 3, 3)).toBe('1,234.500');
    expect(formatUnits(1_234_500n, 6, 3)).toBe('1.235');
  });
});

describe('formatAssetText', () => {
  it('groups thousands and rounds to the decimals asked, exactly, keeping the ticker', () => {
    expect(formatAssetText('1359.46469930 WAX', 4)).toBe('1,359.4647 WAX');
    expect(formatAssetText('1211.0105 AETHER', 4)).toBe('1,211.0105 AETHER');
    expect(formatAssetText('5.49 USDT', 4)).toBe('5.49 USDT');
    expect(formatAssetText('12 TLM', 4)).toBe('12 TLM');
    expect(formatAssetText('-0.00004 WAX', 4)).toBe('0.0000 WAX');
  });

  it('gives back text that is not an asset', () => {
    for (const text of ['', '—', '1.0', 'WAX 1.0', '1.0 wax', '1e5 WAX']) expect(formatAssetText(text, 4)).toBe(text);
  });

  it('never changes the amount by more than half the last decimal shown', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.integer({ min: 0, max: 8 }), (units, precision) => {
        const text = formatUnits(units, precision, precision).replaceAll(',', '');
        const shown = formatAssetText(`${text} WAX`, 4).replace(' WAX', '').replaceAll(',', '');
        const [whole = '0', fraction = ''] = shown.split('.');
        const shownUnits = BigInt(whole + fraction.padEnd(precision, '0'));
        const step = 10n ** BigInt(Math.max(precision - 4, 0));
        const gap = shownUnits > units ? shownUnits - units : units - shownUnits;
        expect(gap * 2n <= step).toBe(true);
      }),
    );
  });
});
