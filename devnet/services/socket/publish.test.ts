import { describe, expect, it } from 'vitest';
import type { ExecutedTransaction } from '../../chain';
import type { TradeEvent } from '../indexer/indexer';
import { klineRoomOf, publishKlines, publishTransaction, type PublishCounters } from './publish';

const TLM = (amount: bigint) => ({ amount, symbol: { precision: 4, code: 'TLM' } });
const WAX = (amount: bigint) => ({ amount, symbol: { precision: 8, code: 'WAX' } });
const order = { id: 7n, account: 'marketmaker1', bid: WAX(1_000_000_000n), ask: TLM(500_000n), unit_price: 20_000_000n, timestamp: 1_790_000_000 };

function tx(actions: { account: string; receiver?: string; name: string; data: unknown }[]): ExecutedTransaction {
  return {
    id: 'ab'.repeat(32),
    blockNum: 9000,
    blockTime: Date.UTC(2026, 0, 2, 3, 4, 5),
    fiat: true,
    actionTraces: [],
    actions: actions.map((a, i) => ({
      actionOrdinal: i + 1,
      creatorActionOrdinal: 0,
      globalSequence: 100 + i,
      receiver: a.receiver ?? a.account,
      account: a.account,
      name: a.name,
      authorization: [],
      data: a.data,
      console: '',
    })),
  };
}

function recorder() {
  const calls: unknown[][] = [];
  return {
    calls,
    live: {
      publishOrderDelta: (...args: unknown[]) => void calls.push(['delta', ...args]),
      publishMatch: (...args: unknown[]) => void calls.push(['match', ...args]),
      publishKline: (...args: unknown[]) => void calls.push(['kline', ...args]),
    },
  };
}

describe('publishTransaction', () => {
  it('turns each logorder into a numbered delta and each match into a tape entry, in wire form', () => {
    const { calls, live } = recorder();
    const counters: PublishCounters = { deltas: 0, matches: 0 };
    const record = { market: { id: 3n }, ask: TLM(250_000n), bid: WAX(500_000_000n), asker: 'marketmaker1', bidder: 'alice', unit_price: 20_000_000n };
    const deltas = publishTransaction(
      live,
      tx([
        { account: 'alien.worlds', name: 'transfer', data: {} },
        { account: 'alcordexmain', name: 'logorder', data: { market_id: 3n, table: 'buyorder', present: false, reason: 'fill', order } },
        // The same log seen by a notified account is not a second change.
        { account: 'alcordexmain', receiver: 'alice', name: 'logorder', data: { market_id: 3n, table: 'buyorder', present: false, reason: 'fill', order } },
        { account: 'alcordexmain', name: 'buymatch', data: { record } },
      ]),
      counters,
    );
    expect(deltas).toBe(1);
    expect(counters).toEqual({ deltas: 1, matches: 1 });
    expect(calls[0]).toEqual([
      'delta',
      3,
      'buyorder',
      false,
      { id: '7', account: 'marketmaker1', bid: '10.00000000 WAX', ask: '50.0000 TLM', unit_price: '20000000', timestamp: 1_790_000_000 },
    ]);
    expect(calls[1]).toEqual([
      'match',
      3,
      {
        trx_id: 'ab'.repeat(32),
        side: 'buy',
        unit_price: '20000000',
        amount_ask: '25.0000 TLM',
        amount_bid: '5.00000000 WAX',
        updated_at_time: '2026-01-02T03:04:05.000',
      },
    ]);
  });
});

describe('publishKlines', () => {
  const row = { time: 1_790_000_000, open: 0.2, high: 0.21, low: 0.19, close: 0.2, volume: 12, mode: 'direct' as const, block_num: 1, global_sequence: 2 };
  const wireRow = { time: 1_790_000_000, open: 0.2, high: 0.21, low: 0.19, close: 0.2, volume: 12 };
  const event = (src: string, srcType: string, pairId: string) =>
    ({
      pair: { src, srcType, pairId },
      trade: {},
      klines: [
        { resolution: '1', operation: 'insert', row },
        { resolution: '240', operation: 'update', row },
      ],
    }) as unknown as TradeEvent;

  it('sends an order-book trade’s candles to its market rooms under the stream code, one per resolution', () => {
    const { calls, live } = recorder();
    publishKlines(live, event('alcormarket', 'markets', '3'));
    expect(calls).toEqual([
      ['kline', { src: 'alcordexmain', market_id: 3, resolution: '1' }, { operation: 'insert', row: wireRow }],
      ['kline', { src: 'alcordexmain', market_id: 3, resolution: '240' }, { operation: 'update', row: wireRow }],
    ]);
  });

  it('sends a pool trade’s candles to rooms named as the candles API names the venue', () => {
    const { calls, live } = recorder();
    publishKlines(live, event('defibox', 'pools', '12'));
    publishKlines(live, event('alcorv2', 'poolsv3', '0'));
    expect(calls.map((call) => call[1])).toEqual([
      { src: 'defibox', market_id: 12, resolution: '1' },
      { src: 'defibox', market_id: 12, resolution: '240' },
      { src: 'alcorv2', market_id: 0, resolution: '1' },
      { src: 'alcorv2', market_id: 0, resolution: '240' },
    ]);
  });

  it('skips pools keyed by a symbol code or an id past a safe integer (rooms carry numbers)', () => {
    const { calls, live } = recorder();
    publishKlines(live, event('taco', 'pools', 'TLMWAX'));
    publishKlines(live, event('defibox', 'pools', '9007199254740993'));
    publishKlines(live, event('defibox', 'pools', '012'));
    expect(calls).toEqual([]);
  });
});

describe('klineRoomOf', () => {
  it('names markets by the stream code passed in and pools by exchange', () => {
    expect(klineRoomOf({ src: 'alcormarket', srcType: 'markets', pairId: '7' }, 'otherdex')).toEqual({ src: 'otherdex', market_id: 7 });
    expect(klineRoomOf({ src: 'neftyblocks', srcType: 'pools', pairId: '41' })).toEqual({ src: 'neftyblocks', market_id: 41 });
    expect(klineRoomOf({ src: 'neftyblocks', srcType: 'pools', pairId: 'NEFWAX' })).toBeNull();
  });
});
