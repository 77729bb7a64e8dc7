import { describe, expect, it } from 'vitest';
import { encodeOrderRow } from '../../src/core/live';
import { orderRow, WAX_TLM } from '../../src/core/orderbook/orders.testutil';
import { MarketFeed } from './feed';
import { takerQuote } from './takerQuote';

const side = (table: 'buyorder' | 'sellorder', rows: ReturnType<typeof orderRow>[]) => ({ market_id: 7, table, seq: 0, rows: rows.map(encodeOrderRow) });

describe('takerQuote', () => {
  it('walks the asks for a buy and the bids for a sell, over the whole side', () => {
    const feed = new MarketFeed({ market: WAX_TLM }, null);
    feed.onSnapshot(side('buyorder', [orderRow('bids', { id: 1, unitPrice: 19_000_000, base: '1.90000000', quote: '10.0000', account: 'bob' })]));
    feed.onSnapshot(
      side('sellorder', [
        orderRow('asks', { id: 2, unitPrice: 20_000_000, base: '2.00000000', quote: '10.0000', account: 'bob' }),
        orderRow('asks', { id: 3, unitPrice: 21_000_000, base: '2.10000000', quote: '10.0000', account: 'bob' }),
      ]),
    );
    expect(takerQuote(feed, 'buy', 300_000_000n)).toEqual({ received: '147619', spent: '300000000', worstUnitPrice: '21000000', complete: true, synced: true });
    expect(takerQuote(feed, 'sell', 200_000n)).toEqual({ received: '190000000', spent: '100000', worstUnitPrice: '19000000', complete: false, synced: true });
  });

  it('says when the book is not synced yet', () => {
    expect(takerQuote(new MarketFeed({ market: WAX_TLM }, null), 'buy', 1n)).toMatchObject({ received: '0', complete: false, synced: false });
  });
});
