import { describe, expect, it } from 'vitest';
import type { ExecutedTransaction } from '../../chain';
import type { OrderRow } from '../../contracts/orderbook/tables';
import { createBookMirror } from './bookMirror';
import type { WorldOrder } from './types';

const WAX = (amount: bigint) => ({ amount, symbol: { precision: 8, code: 'WAX' } });
const TLM = (amount: bigint) => ({ amount, symbol: { precision: 4, code: 'TLM' } });
const buyRow = (id: bigint, unitPrice: bigint, bid = 100n): OrderRow => ({
  id,
  account: 'bob',
  bid: WAX(bid),
  ask: TLM(bid / 2n),
  unit_price: unitPrice,
  timestamp: 1_790_000_000,
});
const order = (row: OrderRow): WorldOrder => ({
  id: row.id.toString(),
  account: row.account,
  bid: row.bid.amount,
  ask: row.ask.amount,
  unitPrice: row.unit_price,
  timestamp: row.timestamp,
});

type Log = { market: number; table?: string; present: boolean; row: OrderRow; receiver?: string };

function tx(logs: Log[]): ExecutedTransaction {
  return {
    id: 'cd'.repeat(32),
    blockNum: 1,
    blockTime: 0,
    fiat: true,
    actionTraces: [],
    actions: logs.map((log, i) => ({
      actionOrdinal: i + 1,
      creatorActionOrdinal: 0,
      globalSequence: i,
      receiver: log.receiver ?? 'alcordexmain',
      account: 'alcordexmain',
      name: 'logorder',
      authorization: [],
      data: { market_id: BigInt(log.market), table: log.table ?? 'buyorder', present: log.present, reason: 'place', order: log.row },
      console: '',
    })),
  };
}

describe('the book mirror', () => {
  const table = [buyRow(4n, 300n), buyRow(2n, 200n), buyRow(7n, 200n), buyRow(1n, 100n)];

  it('reads a side once, then follows placements, fills and removals in index order (best price, then id)', () => {
    let reads = 0;
    const mirror = createBookMirror((marketId, side) => ((reads += 1), marketId === 3 && side === 'buy' ? table.map(order) : []));
    const first = mirror.orders(3, 'buy');
    expect(first.map((o) => o.id)).toEqual(['4', '2', '7', '1']);
    mirror.apply(
      tx([
        { market: 3, present: true, row: buyRow(9n, 200n) },
        { market: 3, present: true, row: buyRow(5n, 250n) },
        { market: 3, present: true, row: buyRow(4n, 300n, 40n) },
        { market: 3, present: false, row: buyRow(1n, 100n) },
        // Seen by a notified account: not the contract's own log.
        { market: 3, present: false, row: buyRow(2n, 200n), receiver: 'bob' },
      ]),
    );
    const next = mirror.orders(3, 'buy');
    expect(next).toEqual([buyRow(4n, 300n, 40n), buyRow(5n, 250n), buyRow(2n, 200n), buyRow(7n, 200n), buyRow(9n, 200n)].map(order));
    // What was handed out stays as it was.
    expect(first.map((o) => o.id)).toEqual(['4', '2', '7', '1']);
    expect(mirror.orders(3, 'buy')).toBe(next);
    expect(reads).toBe(1);
  });

  it('takes a delta twice as once, moves a repriced order, and leaves sides it does not hold to their tables', () => {
    let reads = 0;
    const mirror = createBookMirror(() => ((reads += 1), table.map(order)));
    mirror.orders(3, 'buy');
    const placed = { market: 3, present: true, row: buyRow(9n, 150n) };
    mirror.apply(tx([placed, placed, { market: 3, present: true, row: buyRow(2n, 50n) }, { market: 8, present: false, row: buyRow(4n, 300n) }]));
    expect(mirror.orders(3, 'buy').map((o) => o.id)).toEqual(['4', '7', '9', '1', '2']);
    expect(mirror.orders(8, 'buy').map((o) => o.id)).toEqual(['4', '2', '7', '1']);
    expect(reads).toBe(2);
    mirror.clear();
    mirror.orders(3, 'buy');
    expect(reads).toBe(3);
  });

  it('keeps the sides apart: a sell delta leaves the buy side alone', () => {
    const mirror = createBookMirror((_, side) => (side === 'buy' ? table.map(order) : []));
    mirror.orders(3, 'buy');
    mirror.orders(3, 'sell');
    const sell: OrderRow = { id: 11n, account: 'carol', bid: TLM(50n), ask: WAX(100n), unit_price: 400n, timestamp: 1 };
    mirror.apply(tx([{ market: 3, table: 'sellorder', present: true, row: sell }]));
    expect(mirror.orders(3, 'sell')).toEqual([order(sell)]);
    expect(mirror.orders(3, 'buy')).toHaveLength(4);
  });

  it('applies waiting deltas at the next read, and reads a side again once more deltas wait than applying is worth', () => {
    let reads = 0;
    let current = table;
    const mirror = createBookMirror(() => ((reads += 1), current.map(order)));
    const first = mirror.orders(3, 'buy');
    mirror.apply(tx([{ market: 3, present: false, row: buyRow(4n, 300n) }]));
    expect(first.map((o) => o.id)).toEqual(['4', '2', '7', '1']);
    expect(mirror.orders(3, 'buy').map((o) => o.id)).toEqual(['2', '7', '1']);
    // 300 placements: past the waiting limit, so the side is read from its table (here: the same orders).
    const placed = Array.from({ length: 300 }, (_, i) => buyRow(BigInt(100 + i), BigInt(1_000 + i)));
    current = [...placed].reverse().concat(table.slice(1));
    mirror.apply(tx(placed.map((row) => ({ market: 3, present: true, row }))));
    expect(reads).toBe(1);
    expect(mirror.orders(3, 'buy')).toEqual(current.map(order));
    expect(reads).toBe(2);
  });
});
