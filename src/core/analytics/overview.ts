/**
 * The analytics overview's top stats (SPEC §2 Analytics: top stats with their changes) from the
 * swap service's `analytics/overview` (devnet/API.md): each figure now and what it is compared with.
 */

/** One day of the charts over time: WAX volume, trades and TVL at the day's end (`time` = the day's start, unix s). */
export type OverviewDay = { readonly time: number; readonly volume: number; readonly volumeUsd: number; readonly trades: number; readonly tvl: number };

/** An exchange's share of the volume (the top chart pie) and its TVL. */
export type ExchangeVolume = { readonly src: string; readonly volume24h: number; readonly volume7d: number; readonly tvl: number };

/** The overview as the page reads it (figures in WAX unless named _usd). */
export type AnalyticsOverview = {
  readonly tvl: number;
  readonly tvl24hAgo: number;
  readonly volume24h: number;
  readonly volume24hPrev: number;
  readonly volume24hUsd: number;
  readonly volume7d: number;
  readonly volume7dPrev: number;
  readonly volume7dUsd: number;
  readonly trades24h: number;
  readonly trades24hPrev: number;
  readonly tokens: number;
  readonly tokens24hAgo: number;
  readonly pools: number;
  readonly pools24hAgo: number;
  readonly markets: number;
  readonly markets24hAgo: number;
  readonly excludedSources: readonly string[];
  readonly exchanges: readonly ExchangeVolume[];
  readonly days: readonly OverviewDay[];
};

/** How a stat's change reads: a percent of the figure compared with, or a count added. */
export type StatChange = { readonly kind: 'percent'; readonly value: number | null } | { readonly kind: 'count'; readonly value: number };

/** One top stat. */
export type TopStat = {
  readonly id: 'tvl' | 'volume24h' | 'volume7d' | 'trades24h' | 'tokens' | 'pools' | 'markets';
  readonly label: string;
  /** 'wax': a WAX amount; 'count': a whole number. */
  readonly unit: 'wax' | 'count';
  readonly value: number;
  /** The USD figure when the service gives one. */
  readonly usd: number | null;
  readonly change: StatChange;
  /** What the change compares with, for its title. */
  readonly comparedWith: string;
};

const percent = (now: number, before: number): StatChange => ({ kind: 'percent', value: before > 0 ? now / before - 1 : null });

/** The top stats in the order the page shows them. */
export function topStats(overview: AnalyticsOverview): TopStat[] {
  return [
    { id: 'tvl', label: 'TVL', unit: 'wax', value: overview.tvl, usd: null, change: percent(overview.tvl, overview.tvl24hAgo), comparedWith: '24 h ago' },
    {
      id: 'volume24h',
      label: 'Volume 24h',
      unit: 'wax',
      value: overview.volume24h,
      usd: overview.volume24hUsd,
      change: percent(overview.volume24h, overview.volume24hPrev),
      comparedWith: 'the 24 h before',
    },
    {
      id: 'volume7d',
      label: 'Volume 7d',
      unit: 'wax',
      value: overview.volume7d,
      usd: overview.volume7dUsd,
      change: percent(overview.volume7d, overview.volume7dPrev),
      comparedWith: 'the 7 days before',
    },
    {
      id: 'trades24h',
      label: 'Trades 24h',
      unit: 'count',
      value: overview.trades24h,
      usd: null,
      change: percent(overview.trades24h, overview.trades24hPrev),
      comparedWith: 'the 24 h before',
    },
    {
      id: 'tokens',
      label: 'Tokens',
      unit: 'count',
      value: overview.tokens,
      usd: null,
      change: { kind: 'count', value: overview.tokens - overview.tokens24hAgo },
      comparedWith: '24 h ago',
    },
    {
      id: 'pools',
      label: 'Pools',
      unit: 'count',
      value: overview.pools,
      usd: null,
      change: { kind: 'count', value: overview.pools - overview.pools24hAgo },
      comparedWith: '24 h ago',
    },
    {
      id: 'markets',
      label: 'Markets',
      unit: 'count',
      value: overview.markets,
      usd: null,
      change: { kind: 'count', value: overview.markets - overview.markets24hAgo },
      comparedWith: '24 h ago',
    },
  ];
}
