import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { formatBtc, formatUsd } from './fiat';
import { formatFixed } from './fixed';
import { formatFee, formatPercentChange, priceReversal } from './percent';
import { formatPrice, formatVolume } from './price';
import { formatWaxAmount } from './wax';

const BROKEN_TEXT = /NaN|Infinity|∞|undefined/;

describe('display formats never leak broken numbers', () => {
  it('every formatter gives clean text for any double', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 20 }), (value, decimals) => {
        const texts = [
          formatFixed(value, decimals),
          formatWaxAmount(value),
          formatUsd(value),
          formatBtc(value).value,
          formatFee(value),
          formatPercentChange(value),
          formatPercentChange(priceReversal(value)),
          formatPrice(value),
          formatVolume(value),
        ];
        for (const text of texts) expect(text).not.toMatch(BROKEN_TEXT);
      }),
      fuzzParams(0xf0a7),
    );
  });

  it('WAX amounts keep the promised decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e18, max: 1e18, noNaN: true }), (value) => {
        const text = formatWaxAmount(value);
        expect(text).toMatch(/^-?[\d,]+\.(\d{8}|\d{3}[KMBT])$/);
        expect(text.endsWith('K') || text.endsWith('M') || text.endsWith('B') || text.endsWith('T')).toBe(Math.abs(value) >= 1000 - 0.5e-8);
      }),
      fuzzParams(0xf0a8),
    );
  });
});
