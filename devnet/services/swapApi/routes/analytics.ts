/**
 * `analytics/overview` (API.md): the analytics page's top stats with their changes, the volume share
 * by exchange, and the volume, trades and TVL per day — every figure without the sources SPEC §6
 * excludes from analytics (adex). Volumes use the rolling windows of lastVolumes/; TVL is the value
 * locked in pools (v2 and v3), not resting orders; past TVL follows analyticsHistory.ts.
 */
import { ANALYTICS_EXCLUDED_SOURCES, isAnalyticsSource } from '../../../../src/core/analytics/sources';
import type { SourceType } from '../../../../src/core/urlParams/exchanges';
import { DAY, dayStart, HOUR, hourStart, type PairActivity } from '../../indexer/analyticsQueries';
import { tokenId, type TokenRef } from '../../indexer/types';
import { closeOn, pastPoolValue, priceRatios, type PoolPriceAt } from '../analyticsHistory';
import type { ApiContext } from '../context';
import { ApiError } from '../params';
import type { Route } from '../router';

/** Days of history the overview answers by default, and at most. */
export const DEFAULT_OVERVIEW_DAYS = 90;
export const MAX_OVERVIEW_DAYS = 400;

/** A live venue counted by analytics. */
type Venue = { readonly key: string; readonly src: string; readonly srcType: SourceType; readonly token0: TokenRef; readonly token1: TokenRef };

function liveVenues(context: ApiContext): Venue[] {
  const { world } = context;
  const venues: Venue[] = [
    ...world.v2Pools().map((p) => ({ key: `${p.src}_${p.id}`, src: p.src, srcType: 'pools' as const, token0: p.token0, token1: p.token1 })),
    ...world.v3Pools().map((p) => ({ key: `alcorv2_${p.id}`, src: 'alcorv2', srcType: 'poolsv3' as const, token0: p.tokenA, token1: p.tokenB })),
    ...world.markets().map((m) => ({ key: `alcormarket_${m.id}`, src: 'alcormarket', srcType: 'markets' as const, token0: m.base, token1: m.quote })),
  ];
  return venues.filter((venue) => isAnalyticsSource(venue.src));
}

const add = (into: PairActivity, from: PairActivity | undefined) => {
  if (from === undefined) return;
  into.wax += from.wax;
  into.usd += from.usd;
  into.trades += from.trades;
};

function overview(context: ApiContext, days: number) {
  const now = Math.floor(context.now() / 1000);
  const { registry, analytics } = context.indexer;
  const pairs = registry.pairs().filter((pair) => isAnalyticsSource(pair.src));
  const pairKeyOf = (key: string) => {
    const at = key.indexOf('_');
    return registry.findPair(key.slice(0, at), key.slice(at + 1))?.pairKey;
  };

  // Rolling windows as lastVolumes/ counts them: the last 24·N hourly buckets, the current one included.
  const totals = (hours: number, back: number) => {
    const start = hourStart(now) - (hours - 1) * HOUR - back * hours * HOUR;
    const activity = analytics.window(start, back === 0 ? now + 1 : start + hours * HOUR);
    const sum: PairActivity = { wax: 0, usd: 0, trades: 0 };
    for (const pair of pairs) add(sum, activity.get(pair.pairKey));
    return { sum, activity };
  };
  const day = totals(24, 0);
  const dayBefore = totals(24, 1);
  const week = totals(24 * 7, 0);
  const weekBefore = totals(24 * 7, 1);

  const venues = liveVenues(context);
  const pools = venues.filter((venue) => venue.srcType !== 'markets');
  const starts = analytics.starts(venues.map((venue) => pairKeyOf(venue.key)).filter((key): key is number => key !== undefined));
  const existedAt = (venue: Venue, time: number) => {
    const key = pairKeyOf(venue.key);
    const start = key === undefined ? undefined : starts.get(key);
    return start === undefined || start <= time;
  };
  const tokensOf = (list: readonly Venue[]) => new Set(list.flatMap((venue) => [tokenId(venue.token0), tokenId(venue.token1)])).size;
  const dayAgo = now - DAY;

  const snapshot = context.prices.snapshot();
  const tvlNow = new Map(pools.map((pool) => [pool.key, context.prices.tvl(pool.key)]));
  const tvlAt = (time: number, priceAt: PoolPriceAt) => {
    const ratio = priceRatios(snapshot.prices, snapshot.pools, priceAt);
    let total = 0;
    for (const pool of pools)
      if (existedAt(pool, time)) total += pastPoolValue(tvlNow.get(pool.key) ?? 0, ratio(tokenId(pool.token0)), ratio(tokenId(pool.token1)));
    return total;
  };
  const hourlyPriceAt =
    (time: number): PoolPriceAt =>
    (poolKey) => {
      const key = pairKeyOf(poolKey);
      return key === undefined ? null : analytics.priceAt(key, time);
    };
  const tvl = [...tvlNow.values()].reduce((sum, value) => sum + value, 0);

  // Per day: volume and trades from daily candles, TVL from each pricing pool's close that day.
  const today = dayStart(now);
  const firstDay = today - (days - 1) * DAY;
  const included = new Set(pairs.map((pair) => pair.pairKey));
  const perDay = new Map<number, PairActivity>();
  for (const row of analytics.daily(firstDay)) {
    if (!included.has(row.pairKey)) continue;
    const sum = perDay.get(row.time) ?? { wax: 0, usd: 0, trades: 0 };
    add(sum, row);
    perDay.set(row.time, sum);
  }
  const closes = new Map<string, ReturnType<typeof analytics.dailyCloses>>();
  const dailyPriceAt =
    (dayTime: number): PoolPriceAt =>
    (poolKey) => {
      let candles = closes.get(poolKey);
      if (candles === undefined) {
        const key = pairKeyOf(poolKey);
        candles = key === undefined ? [] : analytics.dailyCloses(key);
        closes.set(poolKey, candles);
      }
      return closeOn(candles, dayTime);
    };
  const history = [];
  for (let time = firstDay; time <= today; time += DAY) {
    const activity = perDay.get(time) ?? { wax: 0, usd: 0, trades: 0 };
    history.push({
      time,
      volume: activity.wax,
      volume_usd: activity.usd,
      trades: activity.trades,
      tvl: time === today ? tvl : tvlAt(time + DAY - 1, dailyPriceAt(time)),
    });
  }

  // Volume share by exchange (the page's pie), with each exchange's TVL.
  const exchanges = new Map<string, { src: string; volume24h: number; volume7d: number; tvl: number }>();
  const exchange = (src: string) => exchanges.get(src) ?? exchanges.set(src, { src, volume24h: 0, volume7d: 0, tvl: 0 }).get(src)!;
  for (const pair of pairs) {
    const v24 = day.activity.get(pair.pairKey)?.wax ?? 0;
    const v7 = week.activity.get(pair.pairKey)?.wax ?? 0;
    if (v24 === 0 && v7 === 0) continue;
    const entry = exchange(pair.src);
    entry.volume24h += v24;
    entry.volume7d += v7;
  }
  for (const pool of pools) exchange(pool.src).tvl += tvlNow.get(pool.key) ?? 0;

  return {
    time: now,
    excluded_sources: ANALYTICS_EXCLUDED_SOURCES,
    tvl,
    tvl_24h_ago: tvlAt(dayAgo, hourlyPriceAt(dayAgo)),
    volume24h: day.sum.wax,
    volume24h_prev: dayBefore.sum.wax,
    volume24h_usd: day.sum.usd,
    volume7d: week.sum.wax,
    volume7d_prev: weekBefore.sum.wax,
    volume7d_usd: week.sum.usd,
    trades24h: day.sum.trades,
    trades24h_prev: dayBefore.sum.trades,
    tokens: tokensOf(pools),
    tokens_24h_ago: tokensOf(pools.filter((pool) => existedAt(pool, dayAgo))),
    pools: pools.length,
    pools_24h_ago: pools.filter((pool) => existedAt(pool, dayAgo)).length,
    markets: venues.length - pools.length,
    markets_24h_ago: venues.filter((venue) => venue.srcType === 'markets' && existedAt(venue, dayAgo)).length,
    exchanges: [...exchanges.values()].sort((a, b) => b.volume7d - a.volume7d || b.tvl - a.tvl || a.src.localeCompare(b.src)),
    days: history,
  };
}

/** The analytics path. */
export function analyticsRoutes(context: ApiContext): Route[] {
  return [
    {
      name: 'analytics',
      methods: ['GET'],
      minSegments: 1,
      maxSegments: 1,
      answer: ({ segments, params }) => {
        if (segments[0] !== 'overview') throw new ApiError(404, null, `no analytics path ${segments[0] ?? ''}: try analytics/overview`);
        return overview(context, params.int('days', 1, MAX_OVERVIEW_DAYS, DEFAULT_OVERVIEW_DAYS));
      },
    },
  ];
}
