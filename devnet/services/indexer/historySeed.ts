/**
 * Seeding history in bulk (a million trades at a cold start). Trades go in by rowid order; candles
 * collect in memory per (pair, base resolution) (candleBuffer.ts) and are written once at the end in
 * primary-key order — a year of candles does not fit the page cache, and upserting them in time
 * order dirtied a random page per bucket. With
 * `deferIndexes`, the big tables' secondary indexes are dropped for the seed and built after it,
 * and SQLite skips syncs meanwhile (the world marks the index incomplete until the seed is done, so
 * a crash means a new index, not a damaged one).
 */
import type Database from 'better-sqlite3';
import { RESOLUTIONS } from '../../../src/core/candles/resolutions';
import { CandleBuffer } from './candleBuffer';
import { CANDLE_COLUMNS, CandleAccumulator, MERGE_CANDLE } from './candleWriter';
import type { Registry } from './registry';
import { HISTORY_INDEXES, HISTORY_INDEX_NAMES } from './schema';
import { candleTrade, deriveTrade, TRADE_INSERT, type StoredTrade, type WaxPriceOf } from './tradeStore';
import type { TradeInput } from './types';

/** What a seed needs from the indexer. */
export interface SeedContext {
  readonly db: Database.Database;
  readonly registry: Registry;
  readonly waxPriceOf: WaxPriceOf;
  readonly usdPerWax: () => number;
  /** Commits the indexer's open live writes: a slice is a transaction of its own, and pragmas cannot change inside one. */
  readonly settle: () => void;
}

/** A trade's row with plain numbers where they fit (no bigint per column on the bulk path). */
function rowValues(stored: StoredTrade): unknown[] {
  const { input, pair } = stored;
  const market = input.market;
  const counterparty = market ? (input.maker === market.bidder ? market.asker : market.bidder) : null;
  return [
    input.globalSequence,
    pair.pairKey,
    input.time,
    input.blockNum,
    Buffer.from(input.trxId, 'hex'),
    input.maker,
    counterparty,
    input.zeroForOne ? 1 : 0,
    input.amountIn,
    input.amountOut,
    input.poolPrice ?? (market ? stored.price : null),
    stored.inWaxPrice,
    stored.outWaxPrice,
    stored.waxValue,
    stored.usdValue,
    market?.side ?? null,
    market?.asker ?? null,
    market?.bidder ?? null,
    market ? market.unitPrice.toString() : null,
  ];
}

/** One seed of history: insert() slices of trades, then finish() once. */
export class HistorySeed {
  private readonly insertTrade: Database.Statement<unknown[]>;
  private readonly buffered = new CandleBuffer(RESOLUTIONS.length);
  private readonly candles = new CandleAccumulator((pairKey, res, time, delta) => this.buffered.add(pairKey, res, time, delta));
  private previous: TradeInput | undefined;
  private count = 0;
  private broken = false;
  private finished = false;
  /** The settings to put back after a seed that deferred its indexes. */
  private readonly pragmas: { synchronous: number; cacheSize: number } | undefined;

  constructor(
    private readonly context: SeedContext,
    deferIndexes: boolean,
  ) {
    const { db } = context;
    if (deferIndexes) {
      this.pragmas = { synchronous: db.pragma('synchronous', { simple: true }) as number, cacheSize: db.pragma('cache_size', { simple: true }) as number };
      db.pragma('synchronous = OFF');
      // Index builds sort a million rows: in memory rather than through temp files.
      db.pragma('cache_size = -262144');
      for (const name of HISTORY_INDEX_NAMES) db.exec(`DROP INDEX IF EXISTS ${name}`);
    }
    this.insertTrade = db.prepare(TRADE_INSERT);
  }

  /**
   * Stores trades given in ascending global sequence with non-decreasing time (across every call),
   * all of this slice or none; returns how many.
   */
  insert(inputs: Iterable<TradeInput>): number {
    if (this.broken || this.finished) throw new Error('this history seed failed or finished: start another');
    const { registry, waxPriceOf } = this.context;
    this.context.settle();
    const usd = this.context.usdPerWax();
    let stored = 0;
    try {
      this.context.db.transaction(() => {
        for (const input of inputs) {
          const previous = this.previous;
          if (previous && (input.globalSequence <= previous.globalSequence || input.time < previous.time)) {
            throw new Error(`bulk trades must ascend by global sequence and time (${input.globalSequence} after ${previous.globalSequence})`);
          }
          const trade = deriveTrade(registry, input, waxPriceOf, usd);
          this.insertTrade.run(rowValues(trade));
          this.candles.add(candleTrade(trade));
          this.previous = input;
          stored += 1;
        }
      })();
    } catch (error) {
      // The rows rolled back but the open candles in memory did not: this seed cannot go on.
      this.broken = true;
      throw error;
    }
    this.count += stored;
    return stored;
  }

  /** Writes the candles, builds the indexes and restores the sync settings; returns the trades seeded. */
  finish(): number {
    if (this.finished) return this.count;
    this.finished = true;
    const { db } = this.context;
    this.context.settle();
    if (!this.broken) {
      this.candles.flush();
      // Merged, not inserted: a live trade indexed meanwhile may share the newest buckets.
      const upsert = db.prepare(`INSERT INTO candles (${CANDLE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ${MERGE_CANDLE}`);
      db.transaction(() => {
        for (const row of this.buffered.rows()) upsert.run(row);
      })();
    }
    if (this.pragmas) {
      db.exec(HISTORY_INDEXES);
      db.pragma(`synchronous = ${this.pragmas.synchronous}`);
      db.pragma(`cache_size = ${this.pragmas.cacheSize}`);
    }
    return this.count;
  }
}
