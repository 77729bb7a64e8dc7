import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { sameSideFrame, sideFrame } from './frame';
import { orderRow, WAX_TLM } from './orders.testutil';
import { OrderBookSide } from './side';

describe('sideFrame', () => {
  it('gives the best levels first as display text on quote/base columns, exact to the unit', () => {
    const asks = new OrderBookSide('asks', WAX_TLM);
    asks.setCurrentUser('bob');
    asks.applySnapshot([
      orderRow('asks', { id: 1, unitPrice: 600000, base: '6', quote: '1000' }),
      orderRow('asks', { id: 2, unitPrice: 500000, base: '10.00004999', quote: '2000.0001', account: 'bob' }),
      orderRow('asks', { id: 4, unitPrice: 500000, base: '0.5', quote: '1234.5678' }),
      orderRow('asks', { id: 3, unitPrice: 700000, base: '7', quote: '1000' }),
    ]);
    const frame = asks.visibleLevels(2);
    expect(frame.kind).toBe('asks');
    expect(frame.count).toBe(2);
    expect(frame.unitPrices).toEqual(['500000', '600000']);
    expect(frame.priceText).toEqual(['0.00500000', '0.00600000']);
    // Two orders at one price: 2000.0001 + 1234.5678 TLM, and 10.50004999 WAX shown to 4 decimals.
    expect(frame.amountText).toEqual(['3,234.5679', '1,000.0000']);
    expect(frame.totalText).toEqual(['10.5000', '6.0000']);
    expect([...frame.baseCumul]).toEqual([10.50004999, 16.50004999]);
    expect([...frame.currentUser]).toEqual([1, 0]);
  });

  it('maps bids’ bid to base and ask to quote, at the display’s decimals', () => {
    const bids = new OrderBookSide('bids', WAX_TLM);
    bids.upsert(orderRow('bids', { id: 1, unitPrice: 500012, base: '10', quote: '2000' }));
    const frame = sideFrame(bids, 50, { pricePrecision: 10, totalPrecision: 2 });
    expect(frame.count).toBe(1);
    expect([frame.priceText[0], frame.amountText[0], frame.totalText[0]]).toEqual(['0.0050001200', '2,000.0000', '10.00']);
  });

  it('keeps the numeric columns on one buffer and 50 levels well under 10 KiB', () => {
    const bids = new OrderBookSide('bids', WAX_TLM);
    bids.applySnapshot(
      Array.from({ length: 200 }, (_, i) => orderRow('bids', { id: i, unitPrice: 1_000_000 - i * 7, base: '123456.45678901', quote: '999999.1234' })),
    );
    const frame = sideFrame(bids, 50);
    for (const column of [frame.baseCumul, frame.currentUser]) {
      expect(column.buffer).toBe(frame.buffer);
      expect(column.length).toBe(50);
    }
    expect(serialize({ ...frame, baseCumul: null, currentUser: null }).byteLength + frame.buffer.byteLength).toBeLessThan(4 * 1024);
  });
});

describe('sameSideFrame', () => {
  const side = () => {
    const bids = new OrderBookSide('bids', WAX_TLM);
    bids.applySnapshot([
      orderRow('bids', { id: 1, unitPrice: 500000, base: '10', quote: '2000' }),
      orderRow('bids', { id: 2, unitPrice: 400000, base: '4', quote: '1000' }),
    ]);
    return bids;
  };

  it('sees no change when only levels below the depth moved', () => {
    const bids = side();
    const before = bids.visibleLevels(1);
    bids.upsert(orderRow('bids', { id: 3, unitPrice: 300000, base: '3', quote: '1000' }));
    expect(sameSideFrame(before, bids.visibleLevels(1))).toBe(true);
  });

  it('sees a changed amount, a new level or the user’s flag', () => {
    const bids = side();
    const before = bids.visibleLevels(2);
    bids.upsert(orderRow('bids', { id: 2, unitPrice: 400000, base: '2', quote: '500' }));
    expect(sameSideFrame(before, bids.visibleLevels(2))).toBe(false);
    const second = bids.visibleLevels(2);
    bids.setCurrentUser('alice');
    expect(sameSideFrame(second, bids.visibleLevels(2))).toBe(false);
    const third = bids.visibleLevels(2);
    bids.upsert(orderRow('bids', { id: 4, unitPrice: 450000, base: '1', quote: '200' }));
    expect(sameSideFrame(third, bids.visibleLevels(2))).toBe(false);
  });
});
