import { afterEach, describe, expect, it } from 'vitest';
import { clearTradePrice, pickTradePrice, tradeFormPrice } from './tradeForm';

afterEach(clearTradePrice);

describe('tradeFormPrice', () => {
  it('holds the exact unit_price of the last level picked', () => {
    pickTradePrice({ marketId: 3, side: 'asks', unitPrice: '20012345' });
    pickTradePrice({ marketId: 3, side: 'bids', unitPrice: '19990000' });
    expect(tradeFormPrice.value).toEqual({ marketId: 3, side: 'bids', unitPrice: '19990000' });
    clearTradePrice();
    expect(tradeFormPrice.value).toBeNull();
  });

  it('refuses a unit_price that could not be an order price', () => {
    for (const bad of ['0', '-5', '0.2', '', '1e8', '012']) expect(() => pickTradePrice({ marketId: 3, side: 'asks', unitPrice: bad })).toThrow(RangeError);
    expect(tradeFormPrice.value).toBeNull();
  });
});
