/**
 * The index reads behind `analytics/overview` (API.md): WAX and USD volume and trade counts per pair
 * over any hour-aligned window, per day over a span of days, a pair's close at a time, and when each
 * pair began (its first trade or its listing, whichever came first). Every read walks an index range:
 * hourly and daily candles by time (their partial covering indexes), a pair's candles by its primary
 * key, listings by sequence.
 */
import type Database from 'better-sqlite3';
import { resolutionCode } from './candleWriter';

const HOUR = 3_600;
const DAY = 86_400;
const HOURLY = resolutionCode('60');
const DAILY = resolutionCode('1D');

/** What was traded on one pair in a window (or a day). */
export interface PairActivity {
  wax: number;
  usd: number;
  trades: number;
}

/** One pair's activity on one day (`time` = the day's start, unix seconds). */
export interface DailyActivity extends PairActivity {
  readonly pairKey: number;
  readonly time: number;
}

type SumRow = { pair_key: number; wax: number; usd: number; trades: number };

/** Analytics reads over one index database. */
export class AnalyticsQueries {
  private readonly sums: Map<number, Database.Statement<[number, number], SumRow>>;
  private readonly days: Database.Statement<[number], { pair_key: number; time: number; wax: number; usd: number; trades: number }>;
  private readonly closeAtOrBefore: Database.Statement<[number, number, number], { close: number }>;
  private readonly firstOpen: Database.Statement<[number, number], { open: number }>;
  private readonly firstDay: Database.Statement<[number], { time: number }>;
  private readonly closes: Database.Statement<[number], { time: number; open: number; close: number }>;
  private readonly listings: Database.Statement<[], { pair_key: number; time: number }>;

  constructor(db: Database.Database) {
    const sum = (res: number) =>
      db.prepare<[number, number], SumRow>(
        `SELECT pair_key, total(wax_volume) AS wax, total(usd_volume) AS usd, total(trades) AS trades FROM candles WHERE res = ${res} AND time >= ? AND time < ? GROUP BY pair_key`,
      );
    this.sums = new Map([
      [HOURLY, sum(HOURLY)],
      [DAILY, sum(DAILY)],
    ]);
    this.days = db.prepare(`SELECT pair_key, time, wax_volume AS wax, usd_volume AS usd, trades FROM candles WHERE res = ${DAILY} AND time >= ? ORDER BY time`);
    this.closeAtOrBefore = db.prepare('SELECT close FROM candles WHERE pair_key = ? AND res = ? AND time <= ? ORDER BY time DESC LIMIT 1');
    this.firstOpen = db.prepare('SELECT open FROM candles WHERE pair_key = ? AND res = ? ORDER BY time LIMIT 1');
    this.firstDay = db.prepare(`SELECT time FROM candles WHERE pair_key = ? AND res = ${DAILY} ORDER BY time LIMIT 1`);
    this.closes = db.prepare(`SELECT time, open, close FROM candles WHERE pair_key = ? AND res = ${DAILY} ORDER BY time`);
    // listing_events is keyed by sequence: this reads it whole, a row per pool or market ever listed.
    this.listings = db.prepare('SELECT pair_key, min(time) AS time FROM listing_events GROUP BY pair_key');
  }

  /**
   * Activity per pair key from `start` to `end` (unix seconds, hour-aligned start): hourly candles
   * for the ragged ends, daily ones for the whole days between, as the rolling volumes add them.
   */
  window(start: number, end: number): Map<number, PairActivity> {
    const firstMidnight = Math.ceil(start / DAY) * DAY;
    const lastMidnight = Math.floor(end / DAY) * DAY;
    const parts: [number, number, number][] =
      firstMidnight >= lastMidnight
        ? [[HOURLY, start, end]]
        : [
            [HOURLY, start, firstMidnight],
            [DAILY, firstMidnight, lastMidnight],
            [HOURLY, lastMidnight, end],
          ];
    const out = new Map<number, PairActivity>();
    for (const [res, from, to] of parts) {
      if (from >= to) continue;
      for (const row of this.sums.get(res)!.iterate(from, to)) {
        const activity = out.get(row.pair_key) ?? { wax: 0, usd: 0, trades: 0 };
        activity.wax += row.wax;
        activity.usd += row.usd;
        activity.trades += row.trades;
        out.set(row.pair_key, activity);
      }
    }
    return out;
  }

  /** Every pair's activity per day from the day starting at `fromDay` (unix seconds), oldest first. */
  daily(fromDay: number): DailyActivity[] {
    return this.days.all(fromDay).map((row) => ({ pairKey: row.pair_key, time: row.time, wax: row.wax, usd: row.usd, trades: row.trades }));
  }

  /** A pair's price (token0 per token1) at `time` (unix s): the last hourly close at or before it, else its first open; null without trades. */
  priceAt(pairKey: number, time: number): number | null {
    return this.closeAtOrBefore.get(pairKey, HOURLY, time)?.close ?? this.firstOpen.get(pairKey, HOURLY)?.open ?? null;
  }

  /** A pair's daily candles' opens and closes, oldest first (a few hundred rows at most: one a day it traded). */
  dailyCloses(pairKey: number): { time: number; open: number; close: number }[] {
    return this.closes.all(pairKey);
  }

  /** When each pair began (unix s): the day of its first trade or its listing, whichever is earlier. */
  starts(pairKeys: Iterable<number>): Map<number, number> {
    const out = new Map<number, number>();
    for (const row of this.listings.all()) out.set(row.pair_key, Math.floor(row.time / 1000));
    for (const pairKey of pairKeys) {
      const first = this.firstDay.get(pairKey)?.time;
      if (first !== undefined) out.set(pairKey, Math.min(first, out.get(pairKey) ?? first));
    }
    return out;
  }
}

/** The start of the hour holding `time` (unix s). */
export const hourStart = (time: number): number => time - (time % HOUR);
/** The start of the UTC day holding `time` (unix s). */
export const dayStart = (time: number): number => time - (time % DAY);
export { HOUR, DAY };
