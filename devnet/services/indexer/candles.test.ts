import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESOLUTIONS, type Resolution } from '../../../src/core/candles/resolutions';
import type { CandleRow } from './candleQueries';
import { createIndexer, type Indexer } from './indexer';
import { resetSynthetic, syntheticTx, TLM, v2SwapLog, WAX } from './synthetic.testutil';
import type { TradeInput } from './types';

// Monday 2026-01-05 00:00 UTC.
const MONDAY = Date.UTC(2026, 0, 5) / 1000;
let seq = 0;
let indexer: Indexer;
let pairKey: number;

/** A trade selling TLM for WAX at `price` WAX per TLM (token0 = WAX, token1 = TLM, so candle prices are WAX per TLM). */
function trade(timeSec: number, price: number, tlm = 10): TradeInput {
  seq += 1;
  return {
    globalSequence: seq,
    time: timeSec * 1000,
    blockNum: seq,
    trxId: seq.toString(16).padStart(64, '0'),
    src: 'defibox',
    pairId: '1',
    maker: 'alice',
    zeroForOne: false,
    amountIn: BigInt(tlm * 1e4),
    amountOut: BigInt(Math.round(tlm * price * 1e8)),
    poolPrice: null,
  };
}

const candles = (resolution: Resolution, endAt: number, countBack?: number, isReversed = false) =>
  indexer.candles.candles({ pairKey, resolution, isReversed, endAt, ...(countBack === undefined ? { startAt: 0 } : { countBack }) });

beforeEach(() => {
  seq = 0;
  indexer = createIndexer();
  pairKey = indexer.registerPair({ src: 'defibox', srcType: 'pools', pairId: '1', token0: WAX, token1: TLM, fee: 30 }).pairKey;
});
afterEach(() => indexer.close());

describe('candles', () => {
  it('puts trades either side of a minute edge in two 1-minute candles and one 5-minute candle', () => {
    indexer.bulkInsertTrades([trade(MONDAY + 59, 2), trade(MONDAY + 60, 3), trade(MONDAY + 61, 1)]);
    expect(candles('1', MONDAY + 3600)).toEqual([
      { time: MONDAY, open: 2, high: 2, low: 2, close: 2, volume: 20, mode: 'direct', block_num: 1, global_sequence: 1 },
      { time: MONDAY + 60, open: 3, high: 3, low: 1, close: 1, volume: 40, mode: 'direct', block_num: 3, global_sequence: 3 },
    ]);
    expect(candles('5', MONDAY + 3600)).toMatchObject([{ time: MONDAY, open: 2, high: 3, low: 1, close: 1, volume: 60 }]);
  });

  it('starts weeks on Monday, 3-day candles on the epoch grid and months on the 1st', () => {
    const sunday = MONDAY - 1;
    indexer.bulkInsertTrades([trade(Date.UTC(2025, 11, 31, 23, 59, 59) / 1000, 1), trade(sunday, 2), trade(MONDAY, 3)]);
    expect(candles('1W', MONDAY + 86400).map((c) => c.time)).toEqual([MONDAY - 7 * 86400, MONDAY]);
    expect(candles('1M', MONDAY + 86400).map((c) => c.time)).toEqual([Date.UTC(2025, 11, 1) / 1000, Date.UTC(2026, 0, 1) / 1000]);
    expect(candles('3D', MONDAY + 86400).every((c) => c.time % (3 * 86400) === 0)).toBe(true);
  });

  it('inverts prices, swaps high and low, and counts token1 volume when reversed', () => {
    indexer.bulkInsertTrades([trade(MONDAY, 2), trade(MONDAY + 1, 4)]);
    expect(candles('60', MONDAY + 3600, undefined, true)).toMatchObject([{ open: 0.5, high: 0.5, low: 0.25, close: 0.25, volume: 20, mode: 'reversed' }]);
  });

  it('answers countBack with the latest N candles before endAt, oldest first', () => {
    indexer.bulkInsertTrades(Array.from({ length: 10 }, (_, i) => trade(MONDAY + i * 3600, i + 1)));
    expect(candles('60', MONDAY + 8 * 3600, 3).map((c) => c.close)).toEqual([6, 7, 8]);
    expect(candles('240', MONDAY + 10 * 3600, 300).map((c) => c.time)).toEqual([MONDAY, MONDAY + 4 * 3600, MONDAY + 8 * 3600]);
  });

  it('builds the same candles live (one upsert per trade) as in bulk (one write per bucket)', () => {
    const times = [0, 30, 59, 60, 299, 300, 3599, 3600, 86399, 86400].map((t) => MONDAY + t);
    const trades = times.map((t, i) => trade(t, 1 + (i % 4)));
    indexer.bulkInsertTrades(trades);
    resetSynthetic();
    const live = createIndexer();
    live.registerPair({ src: 'defibox', srcType: 'pools', pairId: '1', token0: WAX, token1: TLM, fee: 30 });
    for (const t of trades) live.ingest(syntheticTx(t.time, [v2SwapLog('swap.box', 1, 'alice', TLM, t.amountIn, WAX, t.amountOut, [WAX, 1n], [TLM, 1n])]));
    const shape = ({ time, open, high, low, close, volume }: CandleRow) => ({ time, open, high, low, close, volume });
    for (const resolution of RESOLUTIONS) {
      const query = { pairKey, resolution, isReversed: false, startAt: 0, endAt: MONDAY * 2 };
      expect(live.candles.candles(query).map(shape)).toEqual(indexer.candles.candles(query).map(shape));
    }
    live.close();
  });

  it('reports the candle of every resolution a trade changed, as a query of that bucket reads it', () => {
    // The last day of January 2026 (a Saturday): weeks, 3-day steps and months all cut through it.
    const day = Date.UTC(2026, 0, 31) / 1000;
    const trades = [trade(day - 86_400 * 2 + 7, 2), trade(day + 61, 3), trade(day + 3_600 * 5 + 30, 1), trade(day + 3_600 * 5 + 45, 4)];
    indexer.bulkInsertTrades(trades);
    const last = trades[trades.length - 1]!;
    const timeSec = last.time / 1000;
    const klines = indexer.candles.klines(pairKey, timeSec, last.globalSequence);
    expect(klines.map((k) => k.resolution)).toEqual([...RESOLUTIONS]);
    for (const { resolution, row, operation } of klines) {
      const bucket = candles(resolution, timeSec + 1).at(-1)!;
      expect(row, resolution).toEqual(bucket);
      // The last trade shares every bucket with an earlier one.
      expect(operation, resolution).toBe('update');
    }
    const opened = indexer.candles.klines(pairKey, trades[1]!.time / 1000, trades[1]!.globalSequence);
    expect(opened.find((k) => k.resolution === '1')?.operation).toBe('insert');
    expect(opened.find((k) => k.resolution === '1M')?.operation).toBe('update');
  });
});
