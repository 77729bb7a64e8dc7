/** pools/, poolsv3/ and markets/ (SPEC §3 Liquidity pool, Pool (v3), Market, Pair). */
import { bookLevels } from '../liveVenues';
import { decimal, pairFields, pairStats, tokenObject, type ApiContext } from '../context';
import type { Route } from '../router';
import type { WorldMarket, WorldOrder } from '../../world/types';
import { v2Token0PerToken1, v3Token0PerToken1 } from '../../indexer/poolPrice';

/** Levels shown per book side in markets/ (the full book is get_indexed_rows/alcordexmain/{id}). */
export const MARKET_BOOK_DEPTH = 20;

const list = (name: string, answer: (context: ApiContext) => unknown, context: ApiContext): Route => ({
  name,
  methods: ['GET'],
  minSegments: 0,
  maxSegments: 0,
  answer: () => answer(context),
});

function v2Rows(context: ApiContext) {
  const stats = pairStats(context);
  return context.world.v2Pools().map((pool) => ({
    pairid: pool.id,
    src: pool.src,
    src_type: 'pools',
    fee: pool.feeBps,
    platform_fee: pool.platformFeeBps,
    token0: tokenObject(pool.token0),
    token1: tokenObject(pool.token1),
    reserve0: decimal(pool.reserve0, pool.token0.precision),
    reserve1: decimal(pool.reserve1, pool.token1.precision),
    price: v2Token0PerToken1(pool.reserve0, pool.token0.precision, pool.reserve1, pool.token1.precision),
    lptoken: pool.lpToken && {
      contract: pool.lpToken.contract,
      symbol: { ticker: pool.lpToken.code, precision: pool.lpToken.precision },
      amount: decimal(pool.lpToken.supply, pool.lpToken.precision),
    },
    tick: null,
    ...pairFields(context, stats, `${pool.src}_${pool.id}`, pool.token0, pool.token1),
  }));
}

function v3Rows(context: ApiContext) {
  const stats = pairStats(context);
  return context.world.v3Pools().map((pool) => ({
    id: pool.id,
    src: 'alcorv2',
    src_type: 'poolsv3',
    active: pool.active,
    token0: tokenObject(pool.tokenA),
    token1: tokenObject(pool.tokenB),
    reserve0: decimal(pool.reserveA, pool.tokenA.precision),
    reserve1: decimal(pool.reserveB, pool.tokenB.precision),
    fee: pool.fee,
    feeProtocol: pool.feeProtocol,
    tickSpacing: pool.tickSpacing,
    maxLiquidityPerTick: pool.maxLiquidityPerTick.toString(),
    sqrtPriceX64: pool.sqrtPriceX64.toString(),
    tick: pool.tick,
    lastObservationTimestamp: pool.lastObservationTimestamp,
    currentObservationNum: pool.currentObservationNum,
    maxObservationNum: pool.maxObservationNum,
    feeGrowthGlobalAX64: pool.feeGrowthGlobalAX64.toString(),
    feeGrowthGlobalBX64: pool.feeGrowthGlobalBX64.toString(),
    protocolFeeA: decimal(pool.protocolFeeA, pool.tokenA.precision),
    protocolFeeB: decimal(pool.protocolFeeB, pool.tokenB.precision),
    liquidity: pool.liquidity.toString(),
    price: v3Token0PerToken1(pool.sqrtPriceX64, pool.tokenA.precision, pool.tokenB.precision),
    ...pairFields(context, stats, `alcorv2_${pool.id}`, pool.tokenA, pool.tokenB),
  }));
}

function bookSide(market: WorldMarket, orders: readonly WorldOrder[], side: 'buy' | 'sell') {
  const [bidPrecision, askPrecision] = side === 'buy' ? [market.base.precision, market.quote.precision] : [market.quote.precision, market.base.precision];
  const levels = bookLevels(orders);
  return {
    levels: levels.slice(0, MARKET_BOOK_DEPTH).map((level) => ({
      unit_price: level.unitPrice.toString(),
      price: Number(level.unitPrice) / 1e8,
      total_bid: decimal(level.bid, bidPrecision),
      total_ask: decimal(level.ask, askPrecision),
    })),
    total_bid: decimal(
      levels.reduce((sum, level) => sum + level.bid, 0n),
      bidPrecision,
    ),
    total_ask: decimal(
      levels.reduce((sum, level) => sum + level.ask, 0n),
      askPrecision,
    ),
    count: levels.length,
  };
}

function marketRows(context: ApiContext) {
  const stats = pairStats(context);
  return context.world.markets().map((market) => {
    const bids = bookSide(market, context.world.orders(market.id, 'buy'), 'buy');
    const asks = bookSide(market, context.world.orders(market.id, 'sell'), 'sell');
    const key = `alcormarket_${market.id}`;
    return {
      id: market.id,
      src: 'alcormarket',
      src_type: 'markets',
      token0: tokenObject(market.base),
      token1: tokenObject(market.quote),
      frozen: market.frozen,
      fee: market.feeBps,
      min_buy: decimal(market.minBuy, market.base.precision),
      min_sell: decimal(market.minSell, market.quote.precision),
      best_bid: bids.levels[0]?.price ?? 0,
      best_ask: asks.levels[0]?.price ?? 0,
      last_price: stats.change(key)?.price ?? 0,
      orderbook: { bids: bids.levels, asks: asks.levels, total_bid: bids.total_bid, total_ask: asks.total_bid, bid_levels: bids.count, ask_levels: asks.count },
      ...pairFields(context, stats, key, market.base, market.quote),
    };
  });
}

/** The three venue lists. */
export function poolRoutes(context: ApiContext): Route[] {
  return [list('pools', v2Rows, context), list('poolsv3', v3Rows, context), list('markets', marketRows, context)];
}
