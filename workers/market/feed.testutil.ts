/** Test-only: a market feed with a deep book and a full tape. */
import { encodeOrderRow } from '../../src/core/live';
import { orderRow, WAX_TLM } from '../../src/core/orderbook/orders.testutil';
import { MarketFeed } from './feed';

/** A feed with `levels` levels per side and a full tape (100 trades, newest at 1_767_225_699 s). */
export function deepFeed(levels: number): MarketFeed {
  const feed = new MarketFeed({ market: WAX_TLM }, null);
  const bids = Array.from({ length: levels }, (_, i) =>
    orderRow('bids', { id: i + 1, unitPrice: 123_456_789 - i * 1_111, base: '123456.12345678', quote: '999999.9999', account: 'someaccount1' }),
  );
  const asks = Array.from({ length: levels }, (_, i) =>
    orderRow('asks', { id: 10_000 + i, unitPrice: 123_556_789 + i * 1_111, base: '123456.12345678', quote: '999999.9999', account: 'someaccount2' }),
  );
  feed.onSnapshot({ market_id: 7, table: 'buyorder', seq: 0, rows: bids.map(encodeOrderRow) });
  feed.onSnapshot({ market_id: 7, table: 'sellorder', seq: 0, rows: asks.map(encodeOrderRow) });
  feed.onMatches(
    Array.from({ length: 100 }, (_, i) => ({
      market_id: 7,
      trx_id: (i + 1).toString(16).padStart(64, 'f'),
      side: i % 2 ? 'buy' : 'sell',
      unit_price: '123456789',
      amount_ask: '999999.9999 TLM',
      amount_bid: '1234567.12345678 WAX',
      updated_at_time: 1_767_225_600 + i,
    })),
  );
  return feed;
}
