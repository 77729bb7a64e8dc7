import { describe, expect, it } from 'vitest';
import { orderRow, WAX_TLM } from './orders.testutil';
import { OrderBookSide } from './side';

const prices = (side: OrderBookSide) => side.levels().map((level) => level.unitPrice);

describe('OrderBookSide ordering', () => {
  it('keeps bids from the highest price down and asks from the lowest up', () => {
    const bids = new OrderBookSide('bids', WAX_TLM);
    const asks = new OrderBookSide('asks', WAX_TLM);
    for (const [id, unitPrice] of [
      [1, 500],
      [2, 700],
      [3, 600],
      [4, 100],
      [5, 900],
    ] as const) {
      bids.upsert(orderRow('bids', { id, unitPrice, base: '1', quote: '1' }));
      asks.upsert(orderRow('asks', { id, unitPrice, base: '1', quote: '1' }));
    }
    expect(prices(bids)).toEqual([900n, 700n, 600n, 500n, 100n]);
    expect(prices(asks)).toEqual([100n, 500n, 600n, 700n, 900n]);
  });
});

describe('OrderBookSide totals and running totals', () => {
  it('sums orders per level and runs the sums from the best level outward', () => {
    const bids = new OrderBookSide('bids', WAX_TLM);
    bids.applySnapshot([
      orderRow('bids', { id: 1, unitPrice: 500000, base: '10', quote: '2000' }),
      orderRow('bids', { id: 2, unitPrice: 500000, base: '5', quote: '1000' }),
      orderRow('bids', { id: 3, unitPrice: 400000, base: '4', quote: '1000' }),
    ]);
    const [best, next] = bids.levels();
    expect(best!.totalBid).toBe(15_00000000n);
    expect(best!.totalAsk).toBe(3000_0000n);
    expect(best!.orders.size).toBe(2);
    expect(next!.cumulBid).toBe(19_00000000n);
    expect(next!.cumulAsk).toBe(4000_0000n);
  });

  it('replaces a partly filled order in place and updates the running totals below it', () => {
    const bids = new OrderBookSide('bids', WAX_TLM);
    bids.upsert(orderRow('bids', { id: 1, unitPrice: 500000, base: '10', quote: '2000' }));
    bids.upsert(orderRow('bids', { id: 2, unitPrice: 400000, base: '4', quote: '1000' }));
    expect(bids.level(1)!.cumulAsk).toBe(3000_0000n);
    bids.upsert(orderRow('bids', { id: 1, unitPrice: 500000, base: '2.5', quote: '500' }));
    expect(bids.orderCount).toBe(2);
    expect(bids.level(0)!.totalBid).toBe(2_50000000n);
    expect(bids.level(1)!.cumulAsk).toBe(1500_0000n);
  });

  it('moves an order whose price changed, dropping the level it left empty', () => {
    const asks = new OrderBookSide('asks', WAX_TLM);
    asks.upsert(orderRow('asks', { id: 1, unitPrice: 500000, base: '10', quote: '2000' }));
    asks.upsert(orderRow('asks', { id: 2, unitPrice: 600000, base: '6', quote: '1000' }));
    asks.upsert(orderRow('asks', { id: 1, unitPrice: 700000, base: '14', quote: '2000' }));
    expect(prices(asks)).toEqual([600000n, 700000n]);
    expect(asks.level(1)!.cumulBid).toBe(3000_0000n);
    expect(asks.level(1)!.cumulAsk).toBe(20_00000000n);
  });

  it('removes a level with its last order and ignores unknown ids', () => {
    const bids = new OrderBookSide('bids', WAX_TLM);
    bids.upsert(orderRow('bids', { id: 1, unitPrice: 500, base: '1', quote: '1' }));
    bids.upsert(orderRow('bids', { id: 2, unitPrice: 500, base: '1', quote: '1' }));
    expect(bids.remove(1n)).toBe(true);
    expect(bids.size).toBe(1);
    expect(bids.remove(2n)).toBe(true);
    expect(bids.size).toBe(0);
    expect(bids.levelAt(500n)).toBeUndefined();
    expect(bids.remove(2n)).toBe(false);
  });

  it('refuses rows in the wrong tokens or precision without changing anything', () => {
    const bids = new OrderBookSide('bids', WAX_TLM);
    const sellRow = orderRow('asks', { id: 1, unitPrice: 500, base: '1', quote: '1' });
    expect(bids.upsert(sellRow)).toBe(false);
    expect(bids.applySnapshot([sellRow, orderRow('bids', { id: 2, unitPrice: 500, base: '1', quote: '1' })])).toBe(1);
    expect(bids.orderCount).toBe(1);
  });

  it('replaces everything on a snapshot, a later duplicate id winning', () => {
    const bids = new OrderBookSide('bids', WAX_TLM);
    bids.upsert(orderRow('bids', { id: 9, unitPrice: 900, base: '1', quote: '1' }));
    bids.applySnapshot([
      orderRow('bids', { id: 1, unitPrice: 500, base: '1', quote: '1' }),
      orderRow('bids', { id: 1, unitPrice: 600, base: '2', quote: '1' }),
    ]);
    expect(prices(bids)).toEqual([600n]);
    expect(bids.order(9n)).toBeUndefined();
    expect(bids.level(0)!.totalBid).toBe(2_00000000n);
  });
});

describe('OrderBookSide current user', () => {
  it('flags levels holding the user’s orders and follows login, logout and fills', () => {
    const bids = new OrderBookSide('bids', WAX_TLM);
    bids.upsert(orderRow('bids', { id: 1, unitPrice: 500, base: '1', quote: '1', account: 'alice' }));
    bids.upsert(orderRow('bids', { id: 2, unitPrice: 400, base: '1', quote: '1', account: 'bob' }));
    expect(bids.levels().map((l) => l.currentUser)).toEqual([false, false]);
    bids.setCurrentUser('bob');
    expect(bids.levels().map((l) => l.currentUser)).toEqual([false, true]);
    bids.upsert(orderRow('bids', { id: 3, unitPrice: 500, base: '1', quote: '1', account: 'bob' }));
    expect(bids.level(0)!.currentUser).toBe(true);
    bids.remove(3n);
    expect(bids.level(0)!.currentUser).toBe(false);
    bids.setCurrentUser(null);
    expect(bids.level(1)!.currentUser).toBe(false);
  });
});

describe('OrderBookSide version', () => {
  it('moves on every change and stays put on refused ones', () => {
    const bids = new OrderBookSide('bids', WAX_TLM);
    const before = bids.version;
    bids.upsert(orderRow('bids', { id: 1, unitPrice: 500, base: '1', quote: '1' }));
    expect(bids.version).toBeGreaterThan(before);
    const after = bids.version;
    bids.remove(42n);
    bids.upsert(orderRow('asks', { id: 1, unitPrice: 500, base: '1', quote: '1' }));
    bids.setCurrentUser(null);
    expect(bids.version).toBe(after);
  });
});
