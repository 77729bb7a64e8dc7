import { Asset, Int64 } from '@wharfkit/antelope';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount, MAX_PRECISION, MAX_UNITS, pow10 } from './amount';
import { rescale } from './arithmetic';
import { formatAsset, parseAsset } from './asset';
import { amountFromDecimalString, amountToDecimalString } from './decimal';
import { fractionOfAmount, maxAmount, minimumReceived, percentOfAmount } from './fraction';
import { fuzzParams } from './fuzz.testutil';
import { parseAmountInput } from './input';

const precisionArb = fc.integer({ min: 0, max: MAX_PRECISION });
const unitsArb = fc.oneof(fc.bigInt({ min: -MAX_UNITS, max: MAX_UNITS }), fc.bigInt({ min: -1000n, max: 1000n }), fc.constantFrom(MAX_UNITS, -MAX_UNITS, 0n));
const amountArb = fc.tuple(unitsArb, precisionArb).map(([units, precision]) => makeAmount(units, precision));
const balanceArb = fc.tuple(fc.bigInt({ min: 0n, max: MAX_UNITS }), precisionArb).map(([units, precision]) => makeAmount(units, precision));
const tickerArb = fc.stringMatching(/^[A-Z]{1,7}$/);

describe('format → parse round trips', () => {
  it('asset strings round-trip at every precision and match @wharfkit/antelope', () => {
    fc.assert(
      fc.property(amountArb, tickerArb, (amount, ticker) => {
        const text = formatAsset(amount, ticker);
        expect(parseAsset(text)).toEqual({ amount, ticker });
        const oracle = Asset.fromUnits(Int64.from(amount.units.toString()), `${amount.precision},${ticker}`);
        expect(text).toBe(String(oracle));
      }),
      fuzzParams(0x5eed01),
    );
  });

  it.each(Array.from({ length: MAX_PRECISION + 1 }, (_, precision) => precision))('boundary units round-trip at precision %i', (precision) => {
    for (const units of [0n, 1n, -1n, pow10(precision), MAX_UNITS, -MAX_UNITS]) {
      const amount = makeAmount(units, precision);
      expect(parseAsset(formatAsset(amount, 'TOK')).amount).toEqual(amount);
      expect(amountFromDecimalString(amountToDecimalString(amount), precision)).toEqual(amount);
    }
  });

  it('decimal strings round-trip, and user input reads back non-negative amounts', () => {
    fc.assert(
      fc.property(amountArb, (amount) => {
        const text = amountToDecimalString(amount);
        expect(amountFromDecimalString(text, amount.precision)).toEqual(amount);
        const typed = parseAmountInput(text, amount.precision);
        expect(typed).toEqual({ ok: true, amount: amount.units < 0n ? makeAmount(0n, amount.precision) : amount });
      }),
      fuzzParams(0x5eed02),
    );
  });
});

describe('parseAmountInput', () => {
  const typedNumberArb = fc
    .tuple(fc.stringMatching(/^\d{0,25}$/), fc.stringMatching(/^\d{0,30}$/), precisionArb)
    .filter(([whole, fraction]) => whole !== '' || fraction !== '');

  it('truncates: the result lies within one unit below what was typed, at the token precision', () => {
    fc.assert(
      fc.property(typedNumberArb, ([whole, fraction, precision]) => {
        const result = parseAmountInput(`${whole}.${fraction}`, precision);
        const typedScaled = BigInt(`${whole}${fraction}` || '0') * pow10(precision);
        const unit = pow10(fraction.length);
        if (!result.ok) {
          expect(typedScaled / unit).toBeGreaterThan(MAX_UNITS);
          return;
        }
        expect(result.amount.precision).toBe(precision);
        expect(result.amount.units * unit <= typedScaled).toBe(true);
        expect(typedScaled < (result.amount.units + 1n) * unit).toBe(true);
      }),
      fuzzParams(0x5eed03),
    );
  });

  it('never throws, whatever the text or precision', () => {
    const noisyArb = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.stringMatching(/^[\s+\-.eE\d,]{0,30}$/));
    fc.assert(
      fc.property(noisyArb, fc.integer({ min: -3, max: 25 }), (text, precision) => {
        const result = parseAmountInput(text, precision);
        if (result.ok) {
          expect(result.amount.units >= 0n && result.amount.units <= MAX_UNITS).toBe(true);
          expect(result.amount.precision).toBe(precision);
        } else {
          expect(result.reason.length).toBeGreaterThan(0);
        }
      }),
      fuzzParams(0x5eed04),
    );
  });
});

describe('MAX, percent and minimums never exceed what they start from', () => {
  it('percentOfAmount stays within the balance and grows with the percent', () => {
    fc.assert(
      fc.property(balanceArb, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (balance, p, q) => {
        const [low, high] = p <= q ? [p, q] : [q, p];
        const lowShare = percentOfAmount(balance, low).units;
        const highShare = percentOfAmount(balance, high).units;
        expect(lowShare >= 0n && lowShare <= highShare && highShare <= balance.units).toBe(true);
        expect(maxAmount(balance)).toEqual(balance);
      }),
      fuzzParams(0x5eed05),
    );
  });

  it('fractionOfAmount rounds down: within one unit below the exact share', () => {
    fc.assert(
      fc.property(balanceArb, fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.bigInt({ min: 0n, max: 10n ** 6n }), (balance, denominator, raw) => {
        const numerator = raw % (denominator + 1n);
        const share = fractionOfAmount(balance, numerator, denominator).units;
        const exact = balance.units * numerator;
        expect(share * denominator <= exact && exact < (share + 1n) * denominator).toBe(true);
      }),
      fuzzParams(0x5eed06),
    );
  });

  it('minimumReceived lies between the quote less slippage and the quote', () => {
    fc.assert(
      fc.property(balanceArb, fc.integer({ min: 0, max: 10000 }), (quote, slippage) => {
        const minimum = minimumReceived(quote, slippage);
        expect(minimum.precision).toBe(quote.precision);
        expect(minimum.units <= quote.units).toBe(true);
        const exact = quote.units * BigInt(10000 - slippage);
        expect(minimum.units * 10000n <= exact && exact < (minimum.units + 1n) * 10000n).toBe(true);
      }),
      fuzzParams(0x5eed07),
    );
  });

  it('rescaling down never grows a balance', () => {
    fc.assert(
      fc.property(balanceArb, precisionArb, (balance, precision) => {
        const down = rescale(balance, Math.min(precision, balance.precision));
        expect(rescale(down, balance.precision).units <= balance.units).toBe(true);
      }),
      fuzzParams(0x5eed08),
    );
  });
});
