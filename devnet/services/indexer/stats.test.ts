import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIndexer, type Indexer } from './indexer';
import { TLM, USDT, WAX } from './synthetic.testutil';
import type { TradeInput } from './types';

const HOUR = 3600;
const DAY = 86400;
// 2026-01-20 10:30 UTC: mid-hour, mid-day, so every window has ragged ends.
const NOW = Date.UTC(2026, 0, 20, 10, 30) / 1000;
let seq = -1_000_000;
let indexer: Indexer;
let tlmKey: number;
let usdtKey: number;

/** `wax` WAX for TLM `ageSec` before NOW; the TLM price is 0.1 WAX unless given. */
function buy(pairId: string, ageSec: number, wax: number, price = 0.1): TradeInput {
  seq += 1;
  return {
    globalSequence: seq,
    time: (NOW - ageSec) * 1000,
    blockNum: 1,
    trxId: 'cd'.repeat(32),
    src: 'defibox',
    pairId,
    maker: 'bob',
    zeroForOne: true,
    amountIn: BigInt(Math.round(wax * 1e8)),
    amountOut: BigInt(Math.round((wax / price) * 1e4)),
    poolPrice: null,
  };
}

beforeEach(() => {
  seq = -1_000_000;
  indexer = createIndexer({ usdPerWax: () => 0.04 });
  tlmKey = indexer.registerPair({ src: 'defibox', srcType: 'pools', pairId: '1', token0: WAX, token1: TLM, fee: 30 }).pairKey;
  usdtKey = indexer.registerPair({ src: 'defibox', srcType: 'pools', pairId: '2', token0: WAX, token1: USDT, fee: 30 }).pairKey;
});
afterEach(() => indexer.close());

describe('rolling volumes', () => {
  it('sums the last 24, 168 and 720 hourly buckets, the current one included', () => {
    const ages = [0, 10 * 60, 23 * HOUR + 30 * 60 - 1, 23 * HOUR + 30 * 60 + 1, 3 * DAY, 7 * DAY - HOUR, 7 * DAY + HOUR, 29 * DAY, 31 * DAY];
    // Ascending in time: oldest first. Each trade moves 2^i WAX, so every sum names the trades it holds.
    const trades = ages
      .map((age, i) => buy('1', age, 2 ** i))
      .reverse()
      .map((t, i) => ({ ...t, globalSequence: -1000 + i }));
    indexer.bulkInsertTrades(trades);
    const volumes = indexer.stats.volumes(NOW * 1000).get(tlmKey)!;
    // 24 buckets back from 10:00 starts yesterday 11:00: ages up to 23h30m are in, 23h30m+1s is not.
    expect(volumes.volume24h).toBe(1 + 2 + 4);
    expect(volumes.volume7d).toBe(1 + 2 + 4 + 8 + 16 + 32);
    expect(volumes.volume30d).toBe(1 + 2 + 4 + 8 + 16 + 32 + 64 + 128);
    expect(volumes.volume24hUsd).toBeCloseTo(7 * 0.04, 12);
    expect(indexer.stats.volumes(NOW * 1000).has(usdtKey)).toBe(false);
  });

  it('counts a trade once whether its window edge falls in hourly or daily candles', () => {
    const trades = Array.from({ length: 30 * 24 }, (_, h) => buy('2', (30 * 24 - 1 - h) * HOUR, 1)).map((t, i) => ({ ...t, globalSequence: i + 1 - 100_000 }));
    indexer.bulkInsertTrades(trades);
    const volumes = indexer.stats.volumes(NOW * 1000).get(usdtKey)!;
    expect([volumes.volume24h, volumes.volume7d, volumes.volume30d]).toEqual([24, 168, 720]);
  });

  it('keeps volumes within the hour only until new trades arrive', () => {
    indexer.bulkInsertTrades([buy('1', HOUR, 5)]);
    expect(indexer.stats.volumes(NOW * 1000).get(tlmKey)?.volume24h).toBe(5);
    indexer.bulkInsertTrades([buy('1', 60, 2)]);
    expect(indexer.stats.volumes(NOW * 1000).get(tlmKey)?.volume24h).toBe(7);
    // A day later the same trades have left the 24 h window.
    expect(indexer.stats.volumes((NOW + 2 * DAY) * 1000).get(tlmKey)?.volume24h).toBe(0);
  });
});

describe('24 h price change', () => {
  it('compares the last price with the last one at or before 24 h ago', () => {
    indexer.bulkInsertTrades([buy('1', 2 * DAY, 10, 0.08), buy('1', 25 * HOUR, 10, 0.1), buy('1', HOUR, 10, 0.125), buy('1', 60, 10, 0.16)]);
    const change = indexer.stats.priceChange(tlmKey, NOW * 1000)!;
    expect(change.price).toBeCloseTo(0.16, 12);
    expect(change.price24hAgo).toBeCloseTo(0.1, 12);
    expect(change.change24h).toBeCloseTo(0.6, 12);
  });

  it('uses the first price in the window for a pair younger than a day, and null for one that never traded', () => {
    indexer.bulkInsertTrades([buy('1', 5 * HOUR, 10, 0.2), buy('1', HOUR, 10, 0.1)]);
    expect(indexer.stats.priceChange(tlmKey, NOW * 1000)?.change24h).toBeCloseTo(-0.5, 12);
    expect(indexer.stats.priceChange(usdtKey, NOW * 1000)).toBeNull();
  });
});
