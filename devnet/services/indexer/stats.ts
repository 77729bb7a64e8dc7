/**
 * Rolling volumes and 24 h price changes (SPEC §9) from the candles table. A window of N days is the
 * last 24·N hourly buckets (the current one included): its ragged ends come from hourly candles and
 * its whole days from daily ones, so a 30-day sum reads at most 76 rows per pair, through covering
 * indexes.
 */
import type Database from 'better-sqlite3';

/** WAX and USD traded in each window. */
export interface Volumes {
  volume24h: number;
  volume7d: number;
  volume30d: number;
  volume24hUsd: number;
  volume7dUsd: number;
  volume30dUsd: number;
}

/** A pair's last price and its change over 24 h (null when it has not traded). */
export interface PriceChange {
  /** token0 per token1 at the last trade. */
  readonly price: number;
  /** The last price at or before 24 h ago, or the first within the window for a younger pair. */
  readonly price24hAgo: number;
  /** (price − price24hAgo) / price24hAgo. */
  readonly change24h: number;
}

const HOUR = 3_600;
const DAY = 86_400;
const WINDOWS = [
  ['volume24h', 'volume24hUsd', 1],
  ['volume7d', 'volume7dUsd', 7],
  ['volume30d', 'volume30dUsd', 30],
] as const;

type Sum = { pair_key: number; wax: number; usd: number };

/** An empty set of volumes. */
export function zeroVolumes(): Volumes {
  return { volume24h: 0, volume7d: 0, volume30d: 0, volume24hUsd: 0, volume7dUsd: 0, volume30dUsd: 0 };
}

/** Volume and price-change reads over one database. */
export class StatsQueries {
  private readonly hourly: Database.Statement<[number, number], Sum>;
  private readonly daily: Database.Statement<[number, number], Sum>;
  private readonly closeAtOrBefore: Database.Statement<[number, number], { close: number }>;
  private readonly openAfter: Database.Statement<[number, number], { open: number }>;
  private cached: { revision: number; hour: number; volumes: Map<number, Volumes> } | undefined;

  /** `revision` changes whenever trades are written: volumes are kept until it does or the hour turns. */
  constructor(
    db: Database.Database,
    private readonly revision: () => number = () => NaN,
  ) {
    const sum = (res: number) =>
      `SELECT pair_key, total(wax_volume) AS wax, total(usd_volume) AS usd FROM candles WHERE res = ${res} AND time >= ? AND time < ? GROUP BY pair_key`;
    this.hourly = db.prepare(sum(4));
    this.daily = db.prepare(sum(9));
    this.closeAtOrBefore = db.prepare('SELECT close FROM candles WHERE pair_key = ? AND res = 0 AND time <= ? ORDER BY time DESC LIMIT 1');
    this.openAfter = db.prepare('SELECT open FROM candles WHERE pair_key = ? AND res = 0 AND time > ? ORDER BY time LIMIT 1');
  }

  /** Volumes per pair key at `nowMs`; pairs without trades in 30 days are absent. Do not modify the map. */
  volumes(nowMs: number): Map<number, Volumes> {
    const now = Math.floor(nowMs / 1000);
    const hourStart = now - (now % HOUR);
    const revision = this.revision();
    // Windows move by whole hours, so within an hour only new trades change the sums.
    if (this.cached && this.cached.revision === revision && this.cached.hour === hourStart) return this.cached.volumes;
    const today = now - (now % DAY);
    const out = new Map<number, Volumes>();
    for (const [waxField, usdField, days] of WINDOWS) {
      const start = hourStart - (24 * days - 1) * HOUR;
      const firstMidnight = Math.ceil(start / DAY) * DAY;
      const parts = [this.hourly.all(start, firstMidnight), this.daily.all(firstMidnight, today), this.hourly.all(today, now + 1)];
      for (const rows of parts) {
        for (const row of rows) {
          let volumes = out.get(row.pair_key);
          if (!volumes) out.set(row.pair_key, (volumes = zeroVolumes()));
          volumes[waxField] += row.wax;
          volumes[usdField] += row.usd;
        }
      }
    }
    this.cached = { revision, hour: hourStart, volumes: out };
    return out;
  }

  /** The 24 h price change of one pair at `nowMs`, or null when it never traded. */
  priceChange(pairKey: number, nowMs: number): PriceChange | null {
    const now = Math.floor(nowMs / 1000);
    const last = this.closeAtOrBefore.get(pairKey, now);
    if (!last) return null;
    const dayAgo = now - DAY;
    const before = this.closeAtOrBefore.get(pairKey, dayAgo)?.close ?? this.openAfter.get(pairKey, dayAgo)?.open ?? last.close;
    return { price: last.close, price24hAgo: before, change24h: before > 0 ? (last.close - before) / before : 0 };
  }
}
