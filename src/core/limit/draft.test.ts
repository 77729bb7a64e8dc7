import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { limitDraft, netOfMakerFee, ZERO_ORDER } from './draft';

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };

describe('limitDraft', () => {
  it('gives the bid, the ask and the contract’s unit price for a valid form', () => {
    const draft = limitDraft({ sell: '12', price: '200', receive: '2400' }, WAX, TLM, makeAmount(5_000_000_000n, 8));
    expect(draft).toEqual({
      ok: true,
      bid: { amount: makeAmount(1_200_000_000n, 8), ticker: 'WAX', contract: 'eosio.token' },
      ask: { amount: makeAmount(24_000_000n, 4), ticker: 'TLM', contract: 'alien.worlds' },
      unitPrice: 200n * 10n ** 18n,
    });
  });

  it('refuses a zero or missing amount with the SPEC message, pointing at the field', () => {
    expect(limitDraft({ sell: '0', price: '200', receive: '0' }, WAX, TLM, null)).toEqual({ ok: false, field: 'sell', reason: ZERO_ORDER.text });
    expect(limitDraft({ sell: '', price: '', receive: '' }, WAX, TLM, null)).toEqual({ ok: false, field: 'sell', reason: 'Quantity must be positive' });
    expect(limitDraft({ sell: '1', price: '', receive: '' }, WAX, TLM, null)).toEqual({ ok: false, field: 'receive', reason: 'Quantity must be positive' });
  });

  it('refuses a bad price at the price field and more than the balance at the sell field', () => {
    expect(limitDraft({ sell: '1', price: '0', receive: '1' }, WAX, TLM, null)).toEqual({ ok: false, field: 'price', reason: 'The price must be above 0' });
    expect(limitDraft({ sell: '2', price: '1', receive: '2' }, WAX, TLM, makeAmount(199_999_999n, 8))).toEqual({
      ok: false,
      field: 'sell',
      reason: 'Insufficient WAX balance',
    });
  });
});

describe('netOfMakerFee', () => {
  it('takes the maker fee rounded up, as the contract does', () => {
    expect(netOfMakerFee(24_000_000n, 10)).toBe(23_976_000n);
    expect(netOfMakerFee(1n, 10)).toBe(0n);
    expect(netOfMakerFee(1_000n, 0)).toBe(1_000n);
  });
});
