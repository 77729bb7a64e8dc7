/**
 * tokens/ (SPEC §3 Token list view): every token traded in a pool or market, with where it trades,
 * its WAX price, TVL, volumes, 24 h change, supply and rank (by 7-day volume, SPEC §9's default
 * sort); LP tokens too unless `nolptoken=true`.
 */
import type { SourceType } from '../../../../src/core/urlParams/exchanges';
import { isWax, tokenId, type TokenRef } from '../../indexer/types';
import { decimal, pairStats, tokenObject, type ApiContext, type PairStats } from '../context';
import type { Route } from '../router';
import { logoUrl } from '../../logos';

/** Where a token trades: the other token, the venue and its id. */
interface Listing {
  readonly vstoken: string;
  readonly src: string;
  readonly src_type: SourceType;
  readonly pairid: string;
}

interface Entry {
  readonly token: TokenRef;
  readonly lp: boolean;
  readonly inPool: Listing[];
  readonly inMarket: Listing[];
  /** Pair keys (`${src}_${id}`) it is part of, with its side. */
  readonly pairs: { key: string; side: 0 | 1 }[];
}

function collect(context: ApiContext, withLp: boolean): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  const entry = (token: TokenRef, lp = false): Entry => {
    const id = tokenId(token);
    let found = entries.get(id);
    if (!found) entries.set(id, (found = { token, lp, inPool: [], inMarket: [], pairs: [] }));
    return found;
  };
  const add = (src: string, srcType: SourceType, id: string, token0: TokenRef, token1: TokenRef) => {
    const key = `${src}_${id}`;
    for (const [side, token, other] of [
      [0, token0, token1],
      [1, token1, token0],
    ] as const) {
      const target = entry(token);
      (srcType === 'markets' ? target.inMarket : target.inPool).push({ vstoken: tokenId(other), src, src_type: srcType, pairid: id });
      target.pairs.push({ key, side });
    }
  };
  for (const pool of context.world.v2Pools()) {
    add(pool.src, 'pools', pool.id, pool.token0, pool.token1);
    if (withLp && pool.lpToken) entry(pool.lpToken, true);
  }
  for (const pool of context.world.v3Pools()) add('alcorv2', 'poolsv3', String(pool.id), pool.tokenA, pool.tokenB);
  for (const market of context.world.markets()) add('alcormarket', 'markets', String(market.id), market.base, market.quote);
  return entries;
}

/** The token's 24 h change: its price pool's change, inverted when the token is that pool's token0 (SPEC §9 reversal). */
function tokenChange(context: ApiContext, stats: PairStats, token: TokenRef): number {
  const source = context.prices.snapshot().prices.get(tokenId(token))?.source;
  const pool = source === undefined ? undefined : context.prices.snapshot().pools.get(source);
  const change = source === undefined ? null : stats.change(source);
  if (pool === undefined || change === null) return 0;
  return tokenId(pool.token1) === tokenId(token) ? change.change24h : 1 / (1 + change.change24h) - 1;
}

function row(context: ApiContext, stats: PairStats, entry: Entry) {
  const { token } = entry;
  const waxPrice = isWax(token) ? 1 : context.prices.waxPriceOf(token.contract, token.code);
  const pools = context.prices.snapshot().pools;
  const liquidity = entry.pairs.reduce((sum, { key, side }) => sum + ((side === 0 ? pools.get(key)?.reserve0 : pools.get(key)?.reserve1) ?? 0), 0);
  const volumes = entry.pairs.reduce(
    (sum, { key }) => {
      const v = stats.volumes(key);
      return { volume24h: sum.volume24h + v.volume24h, volume7d: sum.volume7d + v.volume7d, volume30d: sum.volume30d + v.volume30d };
    },
    { volume24h: 0, volume7d: 0, volume30d: 0 },
  );
  const stat = context.world.tokenStat(token.contract, token.code);
  const supply = stat ? Number(stat.supply) / 10 ** token.precision : 0;
  return {
    ...tokenObject(token),
    img: logoUrl(token.contract, token.code),
    logo: logoUrl(token.contract, token.code),
    is_wax: isWax(token),
    is_lptoken: entry.lp,
    wax_price: waxPrice,
    price: (waxPrice ?? 0) * context.world.waxUsd(),
    in_pool: entry.inPool,
    in_market: entry.inMarket,
    liquidity,
    tvl: liquidity * (waxPrice ?? 0),
    ...volumes,
    price_changes: { '24h': tokenChange(context, stats, token) },
    stat: stat && { supply: decimal(stat.supply, token.precision), max_supply: decimal(stat.maxSupply, token.precision), issuer: stat.issuer },
    market_cap: supply * (waxPrice ?? 0),
  };
}

/** tokens/. */
export function tokenRoutes(context: ApiContext): Route[] {
  return [
    {
      name: 'tokens',
      methods: ['GET'],
      minSegments: 0,
      maxSegments: 0,
      answer: ({ params }) => {
        const stats = pairStats(context);
        const rows = [...collect(context, !params.bool('nolptoken', false)).values()].map((entry) => row(context, stats, entry));
        rows.sort((a, b) => b.volume7d - a.volume7d || b.tvl - a.tvl || a.hash.localeCompare(b.hash));
        return rows.map((token, index) => ({ ...token, rank: index + 1 }));
      },
    },
  ];
}
