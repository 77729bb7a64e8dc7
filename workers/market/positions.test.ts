import { describe, expect, it } from 'vitest';
import { encodeOrderRow } from '../../src/core/live';
import { makeAmount } from '../../src/core/amount';
import { orderRow, WAX_TLM } from '../../src/core/orderbook/orders.testutil';
import { addPosition, markPending, type VirtualPosition } from '../../src/core/positions';
import { IDLE, type ConnectionState } from './connection';
import { MarketFeed } from './feed';
import { FrameBuilder } from './frames';

const connected: ConnectionState = { status: 'connected', retries: 0, message: null };
const MARKET = { src: 'alcormarket', pairId: WAX_TLM.id };
// 100 TLM at 0.2 WAX, for peggy.
const PLACED_AT = 1_767_225_600;

function pendingLong(id = 'p1'): VirtualPosition[] {
  const outcome = addPosition([], {
    id,
    time: 1_000,
    openedBy: 'peggy',
    market: MARKET,
    side: 'LONG',
    amount: makeAmount(1_000_000n, 4),
    entryPrice: 20_000_000n,
    basePrecision: 8,
  });
  if (!outcome.ok) throw new Error(outcome.reason);
  return markPending(outcome.positions, id, (PLACED_AT - 1) * 1000);
}

const peggysBuy = (id: number) =>
  encodeOrderRow(orderRow('bids', { id, unitPrice: 20_000_000, base: '20.00000000', quote: '100.0000', account: 'peggy', timestamp: PLACED_AT }));
const someonesAsk = encodeOrderRow(orderRow('asks', { id: 50, unitPrice: 21_000_000, base: '21.00000000', quote: '100.0000', account: 'rupert' }));

/** A synced feed for peggy with her buy order #9 resting, or an empty book. */
function feedFor(withOrder: boolean): MarketFeed {
  const feed = new MarketFeed({ market: WAX_TLM }, 'peggy');
  feed.onSnapshot({ market_id: 7, table: 'buyorder', seq: 0, rows: withOrder ? [peggysBuy(9)] : [] });
  feed.onSnapshot({ market_id: 7, table: 'sellorder', seq: 0, rows: [someonesAsk] });
  return feed;
}

const trade = (unitPrice: string, second: number) => ({
  market_id: 7,
  trx_id: second.toString(16).padStart(64, 'a'),
  side: 'buy',
  unit_price: unitPrice,
  amount_ask: '1.0000 TLM',
  amount_bid: '0.25000000 WAX',
  updated_at_time: second,
});

describe('virtual positions in the market worker', () => {
  it('attaches the user’s new order to a pending position, then fills it when the order leaves the book', () => {
    const feed = feedFor(true);
    const frames = new FrameBuilder();
    frames.positions.set({ market: MARKET, account: 'peggy', positions: pendingLong(), visible: ['p1'] });
    const first = frames.build(feed, connected)!.positions!;
    expect(first.changed).toHaveLength(1);
    expect(first.changed[0]!.basedOn).toBe((PLACED_AT - 1) * 1000);
    expect(first.changed[0]!.position).toMatchObject({ status: 'open', openedOrder: { id: '9', side: 'bids', timestamp: PLACED_AT } });
    // Nothing new: no positions part.
    expect(frames.build(feed, connected)).toBeNull();

    frames.positions.set({ market: MARKET, account: 'peggy', positions: [first.changed[0]!.position], visible: ['p1'] });
    feed.onDeltas({ table: 'buyorder', present: false, value: peggysBuy(9), seq: 1, market_id: 7 });
    const filled = frames.build(feed, connected)!.positions!;
    expect(filled.changed.map(({ position }) => position.status)).toEqual(['filled']);
  });

  it('does not fill or attach while the book waits for its snapshot, nor for another account', () => {
    const open = [
      { ...pendingLong()[0]!, status: 'open' as const, openedOrder: { id: '9', side: 'bids' as const, unitPrice: '20000000', timestamp: PLACED_AT } },
    ];
    const syncing = new MarketFeed({ market: WAX_TLM }, 'peggy');
    const frames = new FrameBuilder();
    frames.positions.set({ market: MARKET, account: 'peggy', positions: open, visible: ['p1'] });
    expect(frames.build(syncing, IDLE)!.positions!.changed).toEqual([]);
    // The snapshot without the order: now it is known to be gone.
    syncing.onSnapshot({ market_id: 7, table: 'buyorder', seq: 0, rows: [] });
    syncing.onSnapshot({ market_id: 7, table: 'sellorder', seq: 0, rows: [] });
    expect(frames.build(syncing, connected)!.positions!.changed[0]!.position.status).toBe('filled');

    const other = new FrameBuilder();
    other.positions.set({ market: MARKET, account: 'rupert', positions: pendingLong(), visible: ['p1'] });
    expect(other.build(feedFor(true), connected)!.positions!.changed).toEqual([]);
  });

  it('prices every position at the newest trade, and sends PnL again only when that price changes', () => {
    const feed = feedFor(false);
    const frames = new FrameBuilder();
    frames.positions.set({ market: MARKET, account: 'peggy', positions: pendingLong(), visible: ['p1'] });
    expect(frames.build(feed, connected)!.positions).toEqual({ changed: [], pnl: [], lastUnitPrice: null });
    feed.onMatches(trade('25000000', PLACED_AT));
    const priced = frames.build(feed, connected)!.positions!;
    // 100 TLM bought at 0.2, now 0.25: +5 WAX, +25 %.
    expect(priced.pnl).toEqual([{ id: 'p1', units: 500_000_000n, text: '5.00000000', fraction: 0.25 }]);
    expect(priced.lastUnitPrice).toBe('25000000');
    feed.onMatches(trade('25000000', PLACED_AT + 1));
    expect(frames.build(feed, connected)?.positions ?? null).toBeNull();
    feed.onMatches(trade('15000000', PLACED_AT + 2));
    expect(frames.build(feed, connected)!.positions!.pnl[0]!.text).toBe('-5.00000000');
  });

  it('holds a new price back with the frame’s last price while the worker draws the rows', () => {
    const feed = feedFor(false);
    const frames = new FrameBuilder();
    frames.positions.set({ market: MARKET, account: 'peggy', positions: pendingLong(), visible: ['p1'] });
    feed.onMatches(trade('25000000', PLACED_AT));
    frames.build(feed, connected);
    feed.onMatches(trade('30000000', PLACED_AT + 1));
    // Held: neither the last price nor the PnL makes a frame of its own.
    expect(frames.build(feed, connected, true, true)).toBeNull();
    const next = frames.build(feed, connected, false, false)!;
    expect(next.positions!.pnl[0]!.text).toBe('10.00000000');
  });

  it('prices only the positions on the page’s screen, so a frame carries a page of rows at most', () => {
    const feed = feedFor(false);
    feed.onMatches(trade('25000000', PLACED_AT));
    const many = Array.from({ length: 200 }, (_, i) => ({ ...pendingLong()[0]!, id: `p${i}` }));
    const frames = new FrameBuilder();
    frames.positions.set({ market: MARKET, account: 'peggy', positions: many, visible: ['p3', 'p7'] });
    expect(frames.build(feed, connected)!.positions!.pnl.map((row) => row.id)).toEqual(['p3', 'p7']);
  });

  it('ignores positions of another market', () => {
    const frames = new FrameBuilder();
    frames.positions.set({ market: { src: 'alcormarket', pairId: 8 }, account: 'peggy', positions: pendingLong(), visible: ['p1'] });
    expect(frames.build(feedFor(true), connected)?.positions ?? null).toBeNull();
  });
});
