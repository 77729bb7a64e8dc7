import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { RESOLUTIONS } from '../../../src/core/candles/resolutions';
import { createIndexer, type Indexer } from './indexer';
import { HISTORY_INDEX_NAMES } from './schema';
import { resetSynthetic, syntheticTx, TLM, v2SwapLog, WAX } from './synthetic.testutil';
import type { TradeFilter } from './tradeQueries';
import type { TradeInput } from './types';

const T0 = Date.UTC(2026, 0, 5, 12);
const ALL: TradeFilter = { pairKeys: null, accounts: null, side: null, minSeq: null, maxSeq: null, startAt: null, endAt: null, limit: 1000, offset: 0 };
const dirs: string[] = [];
const open: Indexer[] = [];
afterEach(() => {
  for (const indexer of open.splice(0)) indexer.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function indexerAt(path = ':memory:'): { indexer: Indexer; pairKey: number } {
  const indexer = createIndexer({ path });
  open.push(indexer);
  const pairKey = indexer.registerPair({ src: 'defibox', srcType: 'pools', pairId: '1', token0: WAX, token1: TLM, fee: 30 }).pairKey;
  return { indexer, pairKey };
}

/** History trade i: seconds to hours apart, so candles of every base resolution hold several trades. */
function trade(i: number, count: number): TradeInput {
  return {
    globalSequence: i - count,
    time: T0 - (count - i) * 97_000,
    blockNum: 0,
    trxId: (i + 1).toString(16).padStart(64, '0'),
    src: 'defibox',
    pairId: '1',
    maker: i % 3 === 0 ? 'alice' : 'bob',
    zeroForOne: i % 2 === 0,
    amountIn: BigInt(10_000 + i * 7),
    amountOut: BigInt(5_000_000 + i * 13_000),
    poolPrice: null,
  };
}

const everything = (indexer: Indexer, pairKey: number) => ({
  trades: indexer.trades.trades(ALL),
  candles: RESOLUTIONS.map((resolution) => indexer.candles.candles({ pairKey, resolution, isReversed: false, startAt: 0, endAt: T0 / 1000 + 86_400 })),
});

describe('history seed', () => {
  it('stores slices with deferred indexes exactly as one bulk insert does, and builds the indexes at the end', () => {
    const count = 900;
    const trades = Array.from({ length: count }, (_, i) => trade(i, count));
    const one = indexerAt();
    one.indexer.bulkInsertTrades(trades);

    const dir = mkdtempSync(join(tmpdir(), 'waxwing-seed-'));
    dirs.push(dir);
    const sliced = indexerAt(join(dir, 'index.sqlite'));
    const seed = sliced.indexer.seedHistory({ deferIndexes: true });
    for (let i = 0; i < count; i += 250) expect(seed.insert(trades.slice(i, i + 250))).toBe(Math.min(250, count - i));
    const reader = new Database(join(dir, 'index.sqlite'), { readonly: true });
    const indexes = () => (reader.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as { name: string }[]).map((row) => row.name);
    expect(indexes().filter((name) => (HISTORY_INDEX_NAMES as readonly string[]).includes(name))).toEqual([]);
    expect(seed.finish()).toBe(count);
    expect(indexes()).toEqual(expect.arrayContaining([...HISTORY_INDEX_NAMES]));
    reader.close();

    expect(everything(sliced.indexer, sliced.pairKey)).toEqual(everything(one.indexer, one.pairKey));
    expect(everything(one.indexer, one.pairKey).candles[0]!.length).toBeGreaterThan(100);
  });

  it('merges a live trade indexed during the seed into the candle it shares with the history', () => {
    resetSynthetic(1);
    const { indexer, pairKey } = indexerAt();
    const seed = indexer.seedHistory({ deferIndexes: true });
    // The last historical trade and a live one 10 s later share their minute.
    const minute = Math.floor(T0 / 60_000) * 60_000;
    seed.insert([{ ...trade(0, 1), time: minute + 5_000, globalSequence: -1, zeroForOne: false, amountIn: 10_000n, amountOut: 500_000_000n }]);
    indexer.ingest(
      syntheticTx(minute + 15_000, [v2SwapLog('swap.box', 1, 'carol', WAX, 300_000_000n, TLM, 20_000n, [WAX, 1_000_000_000_000n], [TLM, 50_000_000n])]),
    );
    seed.finish();
    const [candle] = indexer.candles.candles({ pairKey, resolution: '1', isReversed: false, startAt: minute / 1000, endAt: minute / 1000 + 60 });
    expect(candle).toMatchObject({ time: minute / 1000, global_sequence: 1 });
    expect(indexer.trades.trades(ALL).map((t) => t.global_sequence)).toEqual([1, -1]);
    // Open from the historical trade (5 WAX per TLM), close from the live one (1.5 WAX per TLM).
    expect(candle).toMatchObject({ open: 5, high: 5, low: 1.5, close: 1.5, volume: 8 });
  });

  it('refuses to go on after a slice failed, keeping none of that slice', () => {
    const { indexer } = indexerAt();
    const seed = indexer.seedHistory();
    expect(seed.insert([trade(0, 10), trade(1, 10)])).toBe(2);
    expect(() => seed.insert([trade(3, 10), trade(2, 10)])).toThrow(/ascend/);
    expect(() => seed.insert([trade(4, 10)])).toThrow(/failed or finished/);
    seed.finish();
    expect(indexer.trades.trades(ALL)).toHaveLength(2);
  });
});
