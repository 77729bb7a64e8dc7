import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { editPrice, editReceive, editSell, EMPTY_LIMIT_FORM, receiveForSell, sellForReceive, setSellAmount } from './amounts';
import { readPriceField } from './price';

const WAX_TLM = { input: 8, output: 4 };

describe('the limit form fields', () => {
  it('sell then price: the amount received follows exactly', () => {
    const form = editPrice(editSell(EMPTY_LIMIT_FORM, '12', WAX_TLM), '200', WAX_TLM);
    expect(form).toEqual({ sell: '12', price: '200', receive: '2400' });
    expect(editSell(form, '0.5', WAX_TLM).receive).toBe('100');
    expect(editSell(form, '', WAX_TLM).receive).toBe('');
    expect(editSell({ sell: '', price: '', receive: '100' }, '0', WAX_TLM)).toEqual({ sell: '0', price: '', receive: '' });
  });

  it('receive with a sell amount moves the price; without one it moves the amount sold', () => {
    const form = { sell: '12', price: '200', receive: '2400' };
    expect(editReceive(form, '3600', WAX_TLM)).toEqual({ sell: '12', price: '300', receive: '3600' });
    expect(editReceive({ sell: '', price: '200', receive: '' }, '100', WAX_TLM)).toEqual({ sell: '0.5', price: '200', receive: '100' });
  });

  it('rounds the amount received up, so the order never sells under the price', () => {
    // 0.00000001 WAX at 1 TLM is 0.00000001 TLM: one unit of TLM (0.0001) is the least it can ask.
    expect(editPrice(editSell(EMPTY_LIMIT_FORM, '0.00000001', WAX_TLM), '1', WAX_TLM).receive).toBe('0.0001');
  });

  it('keeps text to each token’s precision and drops signs (SPEC §5)', () => {
    expect(editSell(EMPTY_LIMIT_FORM, '-1.123456789', WAX_TLM).sell).toBe('1.12345678');
    expect(editReceive(EMPTY_LIMIT_FORM, '2.34567', WAX_TLM).receive).toBe('2.3456');
    expect(setSellAmount({ sell: '', price: '2', receive: '' }, makeAmount(150_000_000n, 8), WAX_TLM)).toEqual({ sell: '1.5', price: '2', receive: '3' });
  });

  it('receive for sell is the least ask at or above the price; sell for receive never asks below it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 14n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (units, numerator, denominator, input, output) => {
          const p = { input, output };
          const price = { numerator, denominator };
          // In a common unit: receive / 10^out ≥ units / 10^in × price.
          const wanted = units * numerator * 10n ** BigInt(output);
          const scale = denominator * 10n ** BigInt(input);
          const receive = receiveForSell(units, price, p);
          const atOrAbove = receive * scale >= wanted && (receive - 1n) * scale < wanted;
          const sell = sellForReceive(receive, price, p);
          const never = sell * numerator * 10n ** BigInt(output) <= receive * scale;
          return atOrAbove && never && sell >= units;
        },
      ),
    );
  });

  it('any keystrokes leave amounts that parse at their precision and a price that is valid or refused', () => {
    const edit = fc.oneof(
      fc.record({ field: fc.constant('sell' as const), text: fc.string({ maxLength: 24 }) }),
      fc.record({ field: fc.constant('price' as const), text: fc.string({ maxLength: 24 }) }),
      fc.record({ field: fc.constant('receive' as const), text: fc.string({ maxLength: 24 }) }),
      fc.record({ field: fc.constant('sell' as const), text: fc.stringMatching(/^\d{1,6}(\.\d{1,10})?$/) }),
      fc.record({ field: fc.constant('price' as const), text: fc.stringMatching(/^\d{1,4}(\.\d{1,6})?$/) }),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), (edits) => {
        let form = EMPTY_LIMIT_FORM;
        for (const { field, text } of edits) {
          form = field === 'sell' ? editSell(form, text, WAX_TLM) : field === 'price' ? editPrice(form, text, WAX_TLM) : editReceive(form, text, WAX_TLM);
        }
        const decimals = (text: string) => (text.split('.')[1] ?? '').length;
        readPriceField(form.price);
        return decimals(form.sell) <= 8 && decimals(form.receive) <= 4 && !/[^\d.]/.test(form.sell + form.receive);
      }),
    );
  });
});
