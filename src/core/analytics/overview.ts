/**
 * The analytics overview's top stats and the exchanges' shares, derived from what the swap service
 * really serves: the pairs (markets/, pools/, poolsv3/, each with its own volumes and TVL) and the
 * tokens (tokens/). Pairs of the sources analytics excludes (sources.ts) count nowhere. What those
 * lists cannot say (trades counted, a figure 24 h ago, the days before) is not shown.
 */
import type { ListedPair } from './pairs';
import { isAnalyticsSource } from './sources';

/** An exchange's volumes and liquidity (the volume pie, largest first), in WAX. */
export type ExchangeVolume = { readonly src: string; readonly volume24h: number; readonly volume7d: number; readonly tvl: number };

/** The overview: sums over the counted pairs, in WAX, and how many tokens, pools and markets there are. */
export type AnalyticsOverview = {
  readonly tvl: number;
  readonly volume24h: number;
  readonly volume7d: number;
  readonly tokens: number;
  readonly pools: number;
  readonly markets: number;
  readonly exchanges: readonly ExchangeVolume[];
};

/** The overview of the pairs listed now and `tokens`, the tokens of the counted pools. */
export function overviewOf(pairs: readonly ListedPair[], tokens: number): AnalyticsOverview {
  const counted = pairs.filter((pair) => isAnalyticsSource(pair.src));
  const bySrc = new Map<string, { volume24h: number; volume7d: number; tvl: number }>();
  for (const pair of counted) {
    const sums = bySrc.get(pair.src) ?? { volume24h: 0, volume7d: 0, tvl: 0 };
    sums.volume24h += pair.volume24h ?? 0;
    sums.volume7d += pair.volume7d ?? 0;
    sums.tvl += pair.tvl ?? 0;
    bySrc.set(pair.src, sums);
  }
  const exchanges = [...bySrc].map(([src, sums]) => ({ src, ...sums })).sort((a, b) => b.volume7d - a.volume7d);
  const total = (figure: 'volume24h' | 'volume7d' | 'tvl') => exchanges.reduce((sum, exchange) => sum + exchange[figure], 0);
  return {
    tvl: total('tvl'),
    volume24h: total('volume24h'),
    volume7d: total('volume7d'),
    tokens,
    pools: counted.filter((pair) => pair.srcType !== 'markets').length,
    markets: counted.filter((pair) => pair.srcType === 'markets').length,
    exchanges,
  };
}

/** One top stat. */
export type TopStat = {
  readonly id: 'tvl' | 'volume24h' | 'volume7d' | 'tokens' | 'pools' | 'markets';
  readonly label: string;
  /** 'wax': a WAX amount; 'count': a whole number. */
  readonly unit: 'wax' | 'count';
  readonly value: number;
  /** The figure in USD at the oracle's WAX price, for WAX amounts once the price is known. */
  readonly usd: number | null;
};

/** The top stats in the order the page shows them; `waxUsd` is the oracle's WAX price (null until read). */
export function topStats(overview: AnalyticsOverview, waxUsd: number | null): TopStat[] {
  const wax = (id: TopStat['id'], label: string, value: number): TopStat => ({ id, label, unit: 'wax', value, usd: waxUsd === null ? null : value * waxUsd });
  const count = (id: TopStat['id'], label: string, value: number): TopStat => ({ id, label, unit: 'count', value, usd: null });
  return [
    wax('tvl', 'TVL', overview.tvl),
    wax('volume24h', 'Volume 24h', overview.volume24h),
    wax('volume7d', 'Volume 7d', overview.volume7d),
    count('tokens', 'Tokens', overview.tokens),
    count('pools', 'Pools', overview.pools),
    count('markets', 'Markets', overview.markets),
  ];
}
