/**
 * Candles (SPEC §9: 1 minute to 1 month), aggregated as trades arrive into four stored base
 * resolutions — 1 minute, 15 minutes, 1 hour, 1 day — each trade upserting its bucket in each. The
 * other nine roll up from a base at query time (candleQueries.ts): every one of their buckets is a
 * whole number of base buckets, so a countBack of 300 reads at most 3,600 hourly rows (at 720) and
 * a month at most 31 daily rows per candle. The bulk path keeps each (pair, base)'s open bucket in memory and
 * writes it when the next starts, so seeding a million trades writes each candle once (historySeed.ts).
 */
import type Database from 'better-sqlite3';
import { bucketStart, RESOLUTIONS, type Resolution } from '../../../src/core/candles/resolutions';

/** The resolutions stored as rows. */
export const STORED_RESOLUTIONS = ['1', '15', '60', '1D'] as const satisfies readonly Resolution[];
export type StoredResolution = (typeof STORED_RESOLUTIONS)[number];

/** The stored resolution each chart resolution rolls up from (bucket edges nest: 240 and 720 divide days, 3D and 1W start on day edges). */
export const ROLLUP_BASE: Readonly<Record<Resolution, StoredResolution>> = {
  '1': '1',
  '5': '1',
  '15': '15',
  '30': '15',
  '60': '60',
  '120': '60',
  '240': '60',
  '360': '60',
  '720': '60',
  '1D': '1D',
  '3D': '1D',
  '1W': '1D',
  '1M': '1D',
};

/** The stored code of a resolution: its index in RESOLUTIONS (schema.ts's partial indexes use 4 = 60 and 9 = 1D). */
export function resolutionCode(resolution: Resolution): number {
  return RESOLUTIONS.indexOf(resolution);
}

const STORED_CODES = STORED_RESOLUTIONS.map(resolutionCode);

/** One trade's (or several trades') contribution to a candle. Prices are token0 per token1. */
export interface CandleDelta {
  open: number;
  high: number;
  low: number;
  close: number;
  volume0: number;
  volume1: number;
  waxVolume: number;
  usdVolume: number;
  trades: number;
  firstSeq: number;
  lastSeq: number;
  blockNum: number;
}

/** A trade as candles see it. */
export interface CandleTrade {
  readonly pairKey: number;
  /** Unix seconds. */
  readonly timeSec: number;
  readonly price: number;
  readonly volume0: number;
  readonly volume1: number;
  readonly waxValue: number;
  readonly usdValue: number;
  readonly seq: number;
  readonly blockNum: number;
}

function deltaOf(trade: CandleTrade): CandleDelta {
  const { price } = trade;
  return {
    open: price,
    high: price,
    low: price,
    close: price,
    volume0: trade.volume0,
    volume1: trade.volume1,
    waxVolume: trade.waxValue,
    usdVolume: trade.usdValue,
    trades: 1,
    firstSeq: trade.seq,
    lastSeq: trade.seq,
    blockNum: trade.blockNum,
  };
}

/** Makes a written delta the next bucket's first trade (no new object per bucket on the bulk path). */
function restart(d: CandleDelta, trade: CandleTrade): void {
  d.open = d.high = d.low = d.close = trade.price;
  d.volume0 = trade.volume0;
  d.volume1 = trade.volume1;
  d.waxVolume = trade.waxValue;
  d.usdVolume = trade.usdValue;
  d.trades = 1;
  d.firstSeq = d.lastSeq = trade.seq;
  d.blockNum = trade.blockNum;
}

function merge(into: CandleDelta, trade: CandleTrade): void {
  into.high = Math.max(into.high, trade.price);
  into.low = Math.min(into.low, trade.price);
  into.close = trade.price;
  into.volume0 += trade.volume0;
  into.volume1 += trade.volume1;
  into.waxVolume += trade.waxValue;
  into.usdVolume += trade.usdValue;
  into.trades += 1;
  into.lastSeq = trade.seq;
  into.blockNum = trade.blockNum;
}

/** The candles table's columns, in the order writes bind them. */
export const CANDLE_COLUMNS = 'pair_key, res, time, open, high, low, close, volume0, volume1, wax_volume, usd_volume, trades, first_seq, last_seq, block_num';

/** Merges a candle into the stored one of its bucket. SET expressions read the row's old values, so open/close follow whichever side holds the earlier/later sequence. */
export const MERGE_CANDLE = `ON CONFLICT (pair_key, res, time) DO UPDATE SET
  open = CASE WHEN excluded.first_seq < first_seq THEN excluded.open ELSE open END,
  close = CASE WHEN excluded.last_seq > last_seq THEN excluded.close ELSE close END,
  block_num = CASE WHEN excluded.last_seq > last_seq THEN excluded.block_num ELSE block_num END,
  high = max(high, excluded.high), low = min(low, excluded.low),
  volume0 = volume0 + excluded.volume0, volume1 = volume1 + excluded.volume1,
  wax_volume = wax_volume + excluded.wax_volume, usd_volume = usd_volume + excluded.usd_volume,
  trades = trades + excluded.trades,
  first_seq = min(first_seq, excluded.first_seq), last_seq = max(last_seq, excluded.last_seq)`;

const UPSERT = `INSERT INTO candles (${CANDLE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ${MERGE_CANDLE}`;

/** Writes candle deltas into the candles table (the live path: one upsert per trade and stored resolution). */
export class CandleWriter {
  private readonly upsert: Database.Statement<unknown[]>;

  constructor(db: Database.Database) {
    this.upsert = db.prepare(UPSERT);
  }

  // Positional parameters: binding an object by name costs a third more on the bulk path.
  private write(pairKey: number, res: number, time: number, d: CandleDelta): void {
    this.upsert.run(
      pairKey,
      res,
      time,
      d.open,
      d.high,
      d.low,
      d.close,
      d.volume0,
      d.volume1,
      d.waxVolume,
      d.usdVolume,
      d.trades,
      d.firstSeq,
      d.lastSeq,
      d.blockNum,
    );
  }

  /** Adds one trade to its bucket at every stored resolution (the live path). */
  addTrade(trade: CandleTrade): void {
    STORED_RESOLUTIONS.forEach((resolution, i) => this.write(trade.pairKey, STORED_CODES[i]!, bucketStart(trade.timeSec, resolution), deltaOf(trade)));
  }
}

/** Where an accumulator writes a finished bucket. */
export type Flush = (pairKey: number, res: number, time: number, delta: CandleDelta) => void;

/** Holds the open bucket of each (pair, resolution) and writes it once the next bucket starts (the bulk path, trades in sequence order). */
export class CandleAccumulator {
  private readonly open = new Map<number, { time: number; delta: CandleDelta }>();

  /** `write` must copy what it keeps: the delta object is reused for the next bucket. */
  constructor(private readonly write: Flush) {}

  add(trade: CandleTrade): void {
    for (let i = 0; i < STORED_RESOLUTIONS.length; i++) {
      const res = STORED_CODES[i]!;
      const key = trade.pairKey * RESOLUTIONS.length + res;
      const time = bucketStart(trade.timeSec, STORED_RESOLUTIONS[i]!);
      const current = this.open.get(key);
      if (current === undefined) this.open.set(key, { time, delta: deltaOf(trade) });
      else if (current.time === time) merge(current.delta, trade);
      else {
        this.write(trade.pairKey, res, current.time, current.delta);
        current.time = time;
        restart(current.delta, trade);
      }
    }
  }

  /** Writes every open bucket. */
  flush(): void {
    for (const [key, { time, delta }] of this.open) this.write(Math.floor(key / RESOLUTIONS.length), key % RESOLUTIONS.length, time, delta);
    this.open.clear();
  }
}
