import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIndexer, type Indexer } from './indexer';
import { TLM, USDT, WAX } from './synthetic.testutil';
import type { TradeFilter } from './tradeQueries';
import type { TradeInput } from './types';

const T0 = Date.UTC(2026, 0, 5);
const ANY: TradeFilter = { pairKeys: null, accounts: null, side: null, minSeq: null, maxSeq: null, startAt: null, endAt: null, limit: 100, offset: 0 };
let indexer: Indexer;
const keys: number[] = [];

/** Trade `seq` on pair index `pair`, by `maker`, one second apart. */
function trade(seq: number, pair: number, maker: string): TradeInput {
  const market =
    pair === 2 ? { market: { side: seq % 2 === 0 ? ('buy' as const) : ('sell' as const), asker: 'mm', bidder: maker, unitPrice: 10_000_000n } } : {};
  return {
    globalSequence: seq,
    time: T0 + seq * 1000,
    blockNum: seq,
    trxId: seq.toString(16).padStart(64, '0'),
    src: pair === 2 ? 'alcormarket' : 'defibox',
    pairId: String(pair),
    maker,
    zeroForOne: true,
    amountIn: 1_000_000n,
    amountOut: 1000n,
    poolPrice: null,
    ...market,
  };
}

beforeEach(() => {
  indexer = createIndexer();
  keys.length = 0;
  keys.push(indexer.registerPair({ src: 'defibox', srcType: 'pools', pairId: '0', token0: WAX, token1: TLM, fee: 30 }).pairKey);
  keys.push(indexer.registerPair({ src: 'defibox', srcType: 'pools', pairId: '1', token0: WAX, token1: USDT, fee: 30 }).pairKey);
  keys.push(indexer.registerPair({ src: 'alcormarket', srcType: 'markets', pairId: '2', token0: WAX, token1: TLM, fee: 10 }).pairKey);
  // 60 trades: pair = seq mod 3, makers alice/bob alternating.
  indexer.bulkInsertTrades(Array.from({ length: 60 }, (_, i) => trade(i + 1, (i + 1) % 3, i % 2 === 0 ? 'alice' : 'bob')));
});
afterEach(() => indexer.close());

const seqs = (filter: Partial<TradeFilter>) => indexer.trades.trades({ ...ANY, ...filter }).map((t) => t.global_sequence);

describe('trade queries', () => {
  it('pages newest first with limit and offset', () => {
    expect(seqs({ limit: 3 })).toEqual([60, 59, 58]);
    expect(seqs({ limit: 3, offset: 3 })).toEqual([57, 56, 55]);
    expect(seqs({ limit: 5, offset: 58 })).toEqual([2, 1]);
  });

  it('merges several pairs by sequence', () => {
    expect(seqs({ pairKeys: [keys[0]!, keys[2]!], limit: 4 })).toEqual([60, 59, 57, 56]);
    expect(seqs({ pairKeys: [] })).toEqual([]);
  });

  it('finds an account as maker or as the resting side of a fill, within pairs', () => {
    expect(seqs({ accounts: ['bob'], limit: 3 })).toEqual([60, 58, 56]);
    // Every market fill has mm as its asker.
    expect(seqs({ accounts: ['mm'], limit: 3 })).toEqual([59, 56, 53]);
    expect(seqs({ accounts: ['alice', 'bob'], pairKeys: [keys[1]!], limit: 3 })).toEqual([58, 55, 52]);
  });

  it('filters by side, sequence bounds and time bounds (inclusive)', () => {
    expect(seqs({ side: 'buy', limit: 2 })).toEqual([56, 50]);
    expect(seqs({ minSeq: 10, maxSeq: 12 })).toEqual([12, 11, 10]);
    expect(seqs({ startAt: T0 + 20_000, endAt: T0 + 22_000 })).toEqual([22, 21, 20]);
    expect(seqs({ startAt: T0 + 61_000 })).toEqual([]);
  });
});
