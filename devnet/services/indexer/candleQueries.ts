/**
 * Reading candles (SPEC §3 Candle, §7 candles query): one index range of (pair, base resolution,
 * time), newest first, rolled up into the asked resolution's buckets (candleWriter.ts), stopping as
 * soon as enough candles are complete.
 */
import type Database from 'better-sqlite3';
import { bucketStart, RESOLUTIONS, resolutionSeconds, type Resolution } from '../../../src/core/candles/resolutions';
import { resolutionCode, ROLLUP_BASE } from './candleWriter';

/** Most candles one query returns. */
export const MAX_CANDLES = 5000;

/** A candle as the API returns it. `time` is the bucket start in unix seconds. */
export interface CandleRow {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  /** Traded amount in whole token0 (token1 when reversed). */
  readonly volume: number;
  /** Price orientation: token0 per token1 ('direct') or its inverse ('reversed'). */
  readonly mode: 'direct' | 'reversed';
  /** Block and global sequence of the candle's last trade. */
  readonly block_num: number;
  readonly global_sequence: number;
}

/** Which candles: `countBack` (the latest N before endAt) takes priority over startAt (TradingView's rule). */
export interface CandleQuery {
  readonly pairKey: number;
  readonly resolution: Resolution;
  readonly isReversed: boolean;
  /** Unix seconds; buckets starting at or after startAt. */
  readonly startAt?: number;
  /** Unix seconds; trades before endAt. */
  readonly endAt: number;
  readonly countBack?: number;
}

/** A stored row, or several rolled into one bucket. */
interface Aggregate {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume0: number;
  volume1: number;
  first_seq: number;
  last_seq: number;
  block_num: number;
}

const COLUMNS = 'time, open, high, low, close, volume0, volume1, first_seq, last_seq, block_num';
const inverse = (price: number): number => (price > 0 ? 1 / price : 0);

function present(row: Aggregate, reversed: boolean): CandleRow {
  const common = { time: row.time, block_num: row.block_num, global_sequence: row.last_seq };
  if (!reversed) return { ...common, open: row.open, high: row.high, low: row.low, close: row.close, volume: row.volume0, mode: 'direct' };
  return {
    ...common,
    open: inverse(row.open),
    high: inverse(row.low),
    low: inverse(row.high),
    close: inverse(row.close),
    volume: row.volume1,
    mode: 'reversed',
  };
}

/** Folds base rows given newest first into buckets of `resolution`, newest first; stops after `limit` complete buckets. */
function rollUp(rows: Iterable<Aggregate>, resolution: Resolution, limit: number): Aggregate[] {
  const out: Aggregate[] = [];
  for (const row of rows) {
    const time = bucketStart(row.time, resolution);
    const current = out[out.length - 1];
    if (current !== undefined && current.time === time) {
      // Going back in time: this row is older, so it sets the open and the first sequence.
      Object.assign(current, {
        open: row.open,
        first_seq: row.first_seq,
        high: Math.max(current.high, row.high),
        low: Math.min(current.low, row.low),
        volume0: current.volume0 + row.volume0,
        volume1: current.volume1 + row.volume1,
      });
      continue;
    }
    if (out.length === limit) break;
    out.push({ ...row, time });
  }
  return out;
}

/** Candle reads over one database. */
export class CandleQueries {
  private readonly before: Database.Statement<[number, number, number], Aggregate>;
  private readonly between: Database.Statement<[number, number, number, number], Aggregate>;

  constructor(db: Database.Database) {
    this.before = db.prepare(`SELECT ${COLUMNS} FROM candles WHERE pair_key = ? AND res = ? AND time < ? ORDER BY time DESC`);
    this.between = db.prepare(`SELECT ${COLUMNS} FROM candles WHERE pair_key = ? AND res = ? AND time >= ? AND time < ? ORDER BY time DESC`);
  }

  /** Candles oldest first; sparse (a bucket without trades has no candle). */
  candles(query: CandleQuery): CandleRow[] {
    const base = resolutionCode(ROLLUP_BASE[query.resolution]);
    const rows =
      query.countBack !== undefined
        ? this.before.iterate(query.pairKey, base, query.endAt)
        : this.between.iterate(query.pairKey, base, bucketStart(query.startAt ?? 0, query.resolution), query.endAt);
    const candles = rollUp(rows, query.resolution, Math.min(query.countBack ?? MAX_CANDLES, MAX_CANDLES));
    return candles.reverse().map((row) => present(row, query.isReversed));
  }

  /**
   * The candles a trade at `timeSec` just changed, one per resolution, as the live socket's kline
   * messages: `insert` when that trade opened the bucket, `update` otherwise (none for a bucket
   * without trades). One range read per stored base serves all the resolutions rolled up from it.
   */
  klines(pairKey: number, timeSec: number, seq: number): { resolution: Resolution; operation: 'insert' | 'update'; row: CandleRow }[] {
    const out: { resolution: Resolution; operation: 'insert' | 'update'; row: CandleRow }[] = [];
    for (const [base, resolutions] of BY_BASE) {
      const buckets = resolutions.map((resolution) => {
        const start = bucketStart(timeSec, resolution);
        return { resolution, start, end: bucketAfter(start, resolution) };
      });
      const from = Math.min(...buckets.map((b) => b.start));
      const to = Math.max(...buckets.map((b) => b.end));
      const rows = this.between.all(pairKey, resolutionCode(base), from, to);
      for (const { resolution, start, end } of buckets) {
        const [row] = rollUp(
          rows.filter((r) => r.time >= start && r.time < end),
          resolution,
          1,
        );
        if (row !== undefined) out.push({ resolution, operation: row.first_seq === seq ? 'insert' : 'update', row: present(row, false) });
      }
    }
    return out;
  }
}

/** The chart resolutions by the stored base they roll up from, in RESOLUTIONS order within each. */
const BY_BASE = new Map<Resolution, Resolution[]>();
for (const resolution of RESOLUTIONS) {
  const base = ROLLUP_BASE[resolution];
  BY_BASE.set(base, [...(BY_BASE.get(base) ?? []), resolution]);
}

/** The start of the bucket after the one starting at `bucket`. */
function bucketAfter(bucket: number, resolution: Resolution): number {
  if (resolution !== '1M') return bucket + resolutionSeconds(resolution);
  const date = new Date(bucket * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000;
}
