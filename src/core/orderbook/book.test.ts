import { describe, expect, it } from 'vitest';
import { MAX_BUFFERED_DELTAS, OrderBook } from './book';
import type { OrderbookDelta } from './parseOrderRow';
import { orderRow, WAX_TLM } from './orders.testutil';

const bid = (id: number, unitPrice = 500000) => orderRow('bids', { id, unitPrice, base: '1', quote: '200' });
const put = (id: number, seq?: number, unitPrice?: number): OrderbookDelta => ({
  table: 'buyorder',
  present: true,
  value: bid(id, unitPrice),
  ...(seq === undefined ? {} : { seq }),
});
const drop = (id: number, seq?: number): OrderbookDelta => ({ table: 'buyorder', present: false, value: bid(id), ...(seq === undefined ? {} : { seq }) });
const ids = (book: OrderBook) =>
  book.bids
    .levels()
    .flatMap((level) => [...level.orders.keys()])
    .sort();

describe('OrderBook sync', () => {
  it('buffers deltas until the first snapshot, then replays only those after its number', () => {
    const book = new OrderBook(WAX_TLM);
    expect(book.isSyncing('buyorder')).toBe(true);
    expect(book.applyDelta(put(1, 10))).toBe('buffered');
    expect(book.applyDelta(put(2, 11))).toBe('buffered');
    expect(book.applySnapshot('buyorder', [bid(1)], 10)).toEqual({ rejected: 0, gap: false });
    expect(book.isSyncing('buyorder')).toBe(false);
    expect(ids(book)).toEqual([1n, 2n]);
    expect(book.applyDelta(drop(1, 12))).toBe('applied');
    expect(ids(book)).toEqual([2n]);
  });

  it('reports a gap once, buffers after it, and recovers on the next snapshot', () => {
    const book = new OrderBook(WAX_TLM);
    book.applySnapshot('buyorder', [], 0);
    expect(book.applyDelta(put(1, 1))).toBe('applied');
    expect(book.applyDelta(put(1, 1))).toBe('stale');
    expect(book.applyDelta(put(3, 3))).toBe('gap');
    expect(book.isSyncing('buyorder')).toBe(true);
    expect(book.applyDelta(put(4, 4))).toBe('buffered');
    // The fresh snapshot already holds 3; 4 is replayed on top.
    book.applySnapshot('buyorder', [bid(1), bid(2), bid(3)], 3);
    expect(ids(book)).toEqual([1n, 2n, 3n, 4n]);
    expect(book.applyDelta(put(5, 5))).toBe('applied');
  });

  it('says so when the replay itself hits a gap', () => {
    const book = new OrderBook(WAX_TLM);
    book.applyDelta(put(9, 9));
    expect(book.applySnapshot('buyorder', [], 5).gap).toBe(true);
    expect(book.isSyncing('buyorder')).toBe(true);
  });

  it('applies unnumbered deltas as they come once synced (servers without sequence numbers)', () => {
    const book = new OrderBook(WAX_TLM);
    book.applySnapshot('buyorder', [], null);
    expect(book.applyDelta(put(1))).toBe('applied');
    expect(book.applyDelta(put(2, 100))).toBe('applied');
    expect(book.applyDelta(put(3, 102))).toBe('gap');
  });

  it('refuses deltas of another market or in other tokens', () => {
    const book = new OrderBook(WAX_TLM);
    book.applySnapshot('buyorder', [], null);
    expect(book.applyDelta({ ...put(1), marketId: 8 })).toBe('rejected');
    expect(book.applyDelta({ table: 'sellorder', present: true, value: bid(1) })).toBe('rejected');
    expect(book.bids.size).toBe(0);
  });

  it('clears a side when a fetch starts unless refreshing, and keeps rows shown during a reconnect resync', () => {
    const book = new OrderBook(WAX_TLM);
    book.applySnapshot('buyorder', [bid(1)], null);
    book.resyncAll();
    expect(book.isSyncing('buyorder') && book.isSyncing('sellorder')).toBe(true);
    expect(book.bids.size).toBe(1);
    book.beginSync('buyorder');
    expect(book.bids.size).toBe(0);
  });

  it('keeps at most MAX_BUFFERED_DELTAS while syncing, dropping the oldest', () => {
    const book = new OrderBook(WAX_TLM);
    for (let seq = 1; seq <= MAX_BUFFERED_DELTAS + 1; seq++) book.applyDelta(put(seq, seq));
    // Delta 1 was dropped, so a snapshot at 0 meets a hole at once.
    expect(book.applySnapshot('buyorder', [], 0).gap).toBe(true);
    expect(book.applySnapshot('buyorder', [], 1).gap).toBe(false);
    expect(book.bids.orderCount).toBe(MAX_BUFFERED_DELTAS);
  });
});

describe('OrderBook frame and user', () => {
  it('frames both sides and flags the user on both', () => {
    const book = new OrderBook(WAX_TLM);
    book.applySnapshot('buyorder', [orderRow('bids', { id: 1, unitPrice: 400000, base: '1', quote: '250', account: 'bob' })], null);
    book.applySnapshot('sellorder', [orderRow('asks', { id: 2, unitPrice: 500000, base: '1', quote: '200', account: 'bob' })], null);
    const before = book.version;
    book.setCurrentUser('bob');
    expect(book.version).toBeGreaterThan(before);
    const frame = book.frame(10);
    expect([...frame.bids.currentUser, ...frame.asks.currentUser]).toEqual([1, 1]);
    expect(frame.bids.unitPrices).toEqual(['400000']);
    expect(frame.asks.unitPrices).toEqual(['500000']);
  });
});
