import { describe, expect, it } from 'vitest';
import { editAmount, editPrice } from '../../core/trading';
import { createTradeBox } from './tradeBox';

const P = { base: 8, quote: 4 };

describe('the trade box', () => {
  it('starts on limit orders with the marketpools market type on both sides (SPEC §4)', () => {
    const box = createTradeBox();
    expect(box.tradeType.value).toBe('limit');
    expect([box.forms.buy.marketType.value, box.forms.sell.marketType.value]).toEqual(['marketpools', 'marketpools']);
  });

  it('clears a side’s amounts on Esc and keeps its price; a new market empties every field', () => {
    const box = createTradeBox();
    box.forms.buy.fields.value = editAmount(editPrice(box.forms.buy.fields.value, '0.2', P), '5', P);
    box.setMarketAmount('buy', '12.345678901', 8);
    expect(box.forms.buy.marketAmount.value).toBe('12.34567890');
    box.clear('buy');
    expect(box.forms.buy.fields.value).toEqual({ price: '0.2', amount: '', total: '', anchor: 'amount' });
    expect(box.forms.buy.marketAmount.value).toBe('');
    box.reset();
    expect(box.forms.buy.fields.value.price).toBe('');
  });

  it('counts focus requests so the same key focuses again', () => {
    const box = createTradeBox();
    box.focus('sell');
    box.focus('sell');
    expect(box.focusRequest.value).toEqual({ side: 'sell', count: 2 });
  });
});
