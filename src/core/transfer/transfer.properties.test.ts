import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToDecimalString, makeAmount, maxAmount, MAX_UNITS, parseAsset, percentOfAmount, pow10 } from '../amount';
import { fuzzParams } from '../amount/fuzz.testutil';
import { transferActions } from './actions';
import { checkTransferAmount, type TransferToken } from './check';

const tokenArb = fc.record({
  ticker: fc.stringMatching(/^[A-Z]{1,7}$/),
  contract: fc.constantFrom('eosio.token', 'alien.worlds', 'token.nefty', 'usdt.alcor'),
  precision: fc.integer({ min: 0, max: 18 }),
});
const tokenWithBalance = tokenArb.chain((token) =>
  fc.tuple(
    fc.constant(token),
    fc.bigInt({ min: 0n, max: MAX_UNITS }).map((units) => makeAmount(units, token.precision)),
  ),
);
/** Decimal text as people type it: digits, maybe a point and digits, maybe spaces around. */
const typedArb = fc
  .tuple(fc.stringMatching(/^\d{0,20}$/), fc.option(fc.stringMatching(/^\d{0,22}$/)), fc.constantFrom('', ' '))
  .map(([whole, fraction, pad]) => `${pad}${whole}${fraction === null ? '' : `.${fraction}`}${pad}`);

describe('transfer amounts that reach the action', () => {
  it('MAX and every whole percent round down, fit the balance, and read back as the same amount', () => {
    fc.assert(
      fc.property(tokenWithBalance, fc.integer({ min: 0, max: 100 }), ([token, balance], percent) => {
        const amount = percent === 100 ? maxAmount(balance) : percentOfAmount(balance, percent);
        expect(amount.units * 100n <= balance.units * BigInt(percent)).toBe(true);
        expect(amount.units * 100n > balance.units * BigInt(percent) - 100n).toBe(true);
        expect(checkTransferAmount(amountToDecimalString(amount), token, balance)).toEqual({ ok: true, value: amount });
      }),
      fuzzParams(0x7a5f01),
    );
  });

  it('whatever is typed, an accepted amount is never above the balance nor finer than the token', () => {
    fc.assert(
      fc.property(tokenWithBalance, typedArb, ([token, balance], text) => {
        const check = checkTransferAmount(text, token, balance);
        const decimals = /\.(\d*)/.exec(text)?.[1]?.length ?? 0;
        if (decimals > token.precision) expect(check.ok).toBe(false);
        if (!check.ok) return;
        expect(check.value.precision).toBe(token.precision);
        expect(check.value.units >= 0n && check.value.units <= balance.units).toBe(true);
        // Nothing typed was dropped: the text and the amount are the same number.
        const [whole = '', fraction = ''] = text.trim().split('.');
        expect(check.value.units).toBe(BigInt(whole || '0') * pow10(token.precision) + BigInt(fraction.padEnd(token.precision, '0') || '0'));
      }),
      fuzzParams(0x7a5f02),
    );
  });

  it('the action sends exactly each accepted positive amount, one transfer per token, none for zeros', () => {
    const itemsArb = fc.uniqueArray(tokenWithBalance, { minLength: 1, maxLength: 5, selector: ([token]) => `${token.ticker}@${token.contract}` });
    fc.assert(
      fc.property(itemsArb, fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 5, maxLength: 5 }), (tokens, percents) => {
        const items = tokens.map(([token, balance], i) => ({ token: token as TransferToken, amount: percentOfAmount(balance, percents[i] ?? 0) }));
        const positive = items.filter((item) => item.amount.units > 0n);
        if (positive.length === 0) {
          expect(() => transferActions('heidi', 'ivan', '', items)).toThrow('at least one');
          return;
        }
        const actions = transferActions('heidi', 'ivan', 'memo', items);
        expect(actions.map((action) => action.account)).toEqual(positive.map((item) => item.token.contract));
        actions.forEach((action, i) => {
          const sent = parseAsset(action.data.quantity);
          expect(sent.ticker).toBe(positive[i]!.token.ticker);
          expect(sent.amount).toEqual(positive[i]!.amount);
          expect(action.data).toMatchObject({ from: 'heidi', to: 'ivan', memo: 'memo' });
        });
      }),
      fuzzParams(0x7a5f03, 1000),
    );
  });
});

describe('transferActions', () => {
  it('refuses a token listed twice, a self-transfer and a long memo', () => {
    const tlm = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
    const one = { token: tlm, amount: makeAmount(1n, 4) };
    expect(() => transferActions('heidi', 'ivan', '', [one, one])).toThrow('listed twice');
    expect(() => transferActions('heidi', 'heidi', '', [one])).toThrow('itself');
    expect(() => transferActions('heidi', 'ivan', 'x'.repeat(257), [one])).toThrow('257 bytes');
    expect(() => transferActions('heidi', 'ivan', '', [{ token: tlm, amount: makeAmount(1n, 8) }])).toThrow('takes 4 decimals');
  });
});
