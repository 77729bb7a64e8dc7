import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { sideFrame } from './frame';
import { orderRow, WAX_TLM } from './orders.testutil';
import { OrderBookSide } from './side';

describe('sideFrame', () => {
  it('gives the best levels first with quote/base columns on both sides', () => {
    const asks = new OrderBookSide('asks', WAX_TLM);
    asks.setCurrentUser('bob');
    asks.applySnapshot([
      orderRow('asks', { id: 1, unitPrice: 600000, base: '6', quote: '1000' }),
      orderRow('asks', { id: 2, unitPrice: 500000, base: '10', quote: '2000', account: 'bob' }),
      orderRow('asks', { id: 3, unitPrice: 700000, base: '7', quote: '1000' }),
    ]);
    const frame = asks.visibleLevels(2);
    expect(frame.kind).toBe('asks');
    expect(frame.count).toBe(2);
    expect(frame.unitPrices).toEqual(['500000', '600000']);
    expect([...frame.price]).toEqual([0.005, 0.006]);
    expect([...frame.quoteTotal]).toEqual([2000, 1000]);
    expect([...frame.quoteCumul]).toEqual([2000, 3000]);
    expect([...frame.baseTotal]).toEqual([10, 6]);
    expect([...frame.baseCumul]).toEqual([10, 16]);
    expect([...frame.currentUser]).toEqual([1, 0]);
  });

  it('maps bids’ bid to base and ask to quote', () => {
    const bids = new OrderBookSide('bids', WAX_TLM);
    bids.upsert(orderRow('bids', { id: 1, unitPrice: 500000, base: '10', quote: '2000' }));
    const frame = sideFrame(bids, 50);
    expect(frame.count).toBe(1);
    expect([...frame.baseTotal]).toEqual([10]);
    expect([...frame.quoteTotal]).toEqual([2000]);
  });

  it('keeps every column on one buffer and 50 levels well under 10 KiB', () => {
    const bids = new OrderBookSide('bids', WAX_TLM);
    bids.applySnapshot(Array.from({ length: 200 }, (_, i) => orderRow('bids', { id: i, unitPrice: 1_000_000 - i * 7, base: '123.45678901', quote: '27000.1234' })));
    const frame = sideFrame(bids, 50);
    for (const column of [frame.price, frame.quoteTotal, frame.quoteCumul, frame.baseTotal, frame.baseCumul, frame.currentUser]) {
      expect(column.buffer).toBe(frame.buffer);
      expect(column.length).toBe(50);
    }
    expect(serialize(frame).byteLength).toBeLessThan(5 * 1024);
  });
});
