/**
 * lastVolumes/{suffix} and lastPriceChanges/{suffix} (SPEC §7, §9: 24 h / 7 d / 30 d volumes in WAX and
 * USD, 24 h price changes). The suffix filters: none for every pair, `pools`, `poolsv3` or `markets`
 * for one kind, `tokens` for per-token figures.
 */
import { SOURCE_TYPES } from '../../../../src/core/urlParams/exchanges';
import { tokenId } from '../../indexer/types';
import { pairStats, type ApiContext } from '../context';
import { badParameter } from '../params';
import type { Route } from '../router';

const SUFFIXES = ['', ...SOURCE_TYPES, 'tokens'] as const;
type Suffix = (typeof SUFFIXES)[number];

function suffixOf(segments: readonly string[]): Suffix {
  const suffix = segments[0] ?? '';
  if (!(SUFFIXES as readonly string[]).includes(suffix)) throw badParameter('suffix', `must be one of ${SUFFIXES.filter(Boolean).join(', ')} or nothing`);
  return suffix as Suffix;
}

/** Indexed pairs of the suffix's kind. */
function pairsOf(context: ApiContext, suffix: Suffix) {
  return context.indexer.registry.pairs().filter((pair) => suffix === '' || suffix === 'tokens' || pair.srcType === suffix);
}

function volumes(context: ApiContext, suffix: Suffix) {
  const stats = pairStats(context);
  const rows = pairsOf(context, suffix).map((pair) => {
    const key = `${pair.src}_${pair.pairId}`;
    const v = stats.volumes(key);
    return {
      pair,
      row: {
        src: pair.src,
        src_type: pair.srcType,
        pair_id: pair.pairId,
        src_id: key,
        volume24h: v.volume24h,
        volume7d: v.volume7d,
        volume30d: v.volume30d,
        volume24h_usd: v.volume24hUsd,
        volume7d_usd: v.volume7dUsd,
        volume30d_usd: v.volume30dUsd,
      },
    };
  });
  if (suffix !== 'tokens') return rows.map(({ row }) => row);
  const tokens = new Map<
    string,
    {
      contract: string;
      ticker: string;
      volume24h: number;
      volume7d: number;
      volume30d: number;
      volume24h_usd: number;
      volume7d_usd: number;
      volume30d_usd: number;
    }
  >();
  for (const { pair, row } of rows) {
    for (const token of [pair.token0, pair.token1]) {
      const id = tokenId(token);
      const sum = tokens.get(id) ?? {
        contract: token.contract,
        ticker: token.code,
        volume24h: 0,
        volume7d: 0,
        volume30d: 0,
        volume24h_usd: 0,
        volume7d_usd: 0,
        volume30d_usd: 0,
      };
      for (const field of ['volume24h', 'volume7d', 'volume30d', 'volume24h_usd', 'volume7d_usd', 'volume30d_usd'] as const) sum[field] += row[field];
      tokens.set(id, sum);
    }
  }
  return [...tokens.values()];
}

function priceChanges(context: ApiContext, suffix: Suffix) {
  const stats = pairStats(context);
  if (suffix === 'tokens') {
    const { prices, pools } = context.prices.snapshot();
    return [...prices].map(([id, price]) => {
      const pool = pools.get(price.source);
      const change = stats.change(price.source)?.change24h ?? 0;
      // A token priced as its pool's token0 moves inversely to the pool price (SPEC §9 reversal).
      const change24h = pool === undefined ? 0 : tokenId(pool.token1) === id ? change : 1 / (1 + change) - 1;
      const [ticker = '', contract = ''] = id.split('_');
      return { contract, ticker, wax_price: price.waxPrice, change24h };
    });
  }
  return pairsOf(context, suffix).map((pair) => {
    const key = `${pair.src}_${pair.pairId}`;
    const change = stats.change(key);
    return {
      src: pair.src,
      src_type: pair.srcType,
      pair_id: pair.pairId,
      src_id: key,
      price: change?.price ?? 0,
      price_24h_ago: change?.price24hAgo ?? 0,
      change24h: change?.change24h ?? 0,
    };
  });
}

/** The two stats paths. */
export function statsRoutes(context: ApiContext): Route[] {
  return [
    { name: 'lastVolumes', methods: ['GET'], minSegments: 0, maxSegments: 1, answer: ({ segments }) => volumes(context, suffixOf(segments)) },
    { name: 'lastPriceChanges', methods: ['GET'], minSegments: 0, maxSegments: 1, answer: ({ segments }) => priceChanges(context, suffixOf(segments)) },
  ];
}
