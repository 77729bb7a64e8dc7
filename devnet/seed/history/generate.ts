/**
 * The seeded trade history: `count` trades over `days` days before the world's creation, spread over
 * every pair with a heavy tail (the TLM pairs are busy, most generated tokens quiet), priced on the
 * token paths so each pair's last trades sit at its current price. Trades ascend in time and carry
 * global sequences below 1 (before the chain's), as the indexer's bulk path requires.
 */
import type { StoredPair } from '../../services/indexer/registry';
import type { TradeInput } from '../../services/indexer/types';
import { Rng, weightedSampler, zipfWeights } from '../random';
import type { PricePaths } from './paths';

/** What the generator needs. */
export interface HistoryOptions {
  readonly seed: string;
  readonly pairs: readonly StoredPair[];
  readonly paths: PricePaths;
  readonly count: number;
  readonly days: number;
  /** The last trade's time (epoch ms). */
  readonly endMs: number;
  /** Accounts that trade, busiest first. */
  readonly traders: readonly string[];
  /** Rank of a pair's importance (lower = busier); pairs are weighted by it. */
  readonly rankOf: (pair: StoredPair) => number;
}

const DAY_MS = 86_400_000;

/** Units of a whole amount at a precision, at least one. */
function units(whole: number, precision: number): bigint {
  return BigInt(Math.max(1, Math.round(whole * 10 ** precision)));
}

/** The history, lazily (a million trades never sit in memory at once). */
export function* generateHistory(options: HistoryOptions): Generator<TradeInput> {
  const { pairs, paths, count, days, endMs } = options;
  if (pairs.length === 0 || count === 0) return;
  const rng = new Rng(options.seed, 'world:history');
  const ranked = [...pairs].sort((a, b) => options.rankOf(a) - options.rankOf(b) || a.pairKey - b.pairKey);
  const prices = ranked.map((pair) => [paths.of(pair.token0), paths.of(pair.token1)] as const);
  const pickPair = weightedSampler(zipfWeights(ranked.length, 0.9));
  const pickTrader = weightedSampler(zipfWeights(options.traders.length, 0.7));
  const span = days * DAY_MS;
  let index = 0;
  for (let i = 0; i < count; i++) {
    // Activity grows over the period (density ∝ 0.5 + t): the recent days are the busiest.
    const u = (i + 0.5) / count;
    const t = -0.5 + Math.sqrt(0.25 + 2 * u * 1.0);
    const time = Math.floor(endMs - span + t * span);
    // Trading comes in bursts: half the time the next trade hits the same pair (and often the same candle).
    if (i === 0 || !rng.chance(0.5)) index = pickPair(rng.float());
    const pair = ranked[index]!;
    const [path0, path1] = prices[index]!;
    const price0 = path0(time);
    const price1 = path1(time);
    const zeroForOne = rng.chance(0.5);
    // Trade values are log-normal around 40 WAX.
    const valueWax = Math.min(250_000, 40 * Math.exp(1.4 * rng.normal()));
    const [tokenIn, tokenOut, priceIn, priceOut] = zeroForOne ? [pair.token0, pair.token1, price0, price1] : [pair.token1, pair.token0, price1, price0];
    const fee = pair.srcType === 'poolsv3' ? pair.fee / 1_000_000 : pair.fee / 10_000;
    const amountIn = units(valueWax / priceIn, tokenIn.precision);
    const amountOut = units(((Number(amountIn) / 10 ** tokenIn.precision) * priceIn * (1 - fee)) / priceOut, tokenOut.precision);
    const maker = options.traders[pickTrader(rng.float())]!;
    const trade: TradeInput = {
      globalSequence: i - count,
      time,
      blockNum: 0,
      trxId: rng.hex(64),
      src: pair.src,
      pairId: pair.pairId,
      maker,
      zeroForOne,
      amountIn,
      amountOut,
      poolPrice: price1 / price0,
      tokenInWaxPrice: priceIn,
      tokenOutWaxPrice: priceOut,
      ...(pair.srcType === 'markets'
        ? {
            market: {
              side: zeroForOne ? ('buy' as const) : ('sell' as const),
              bidder: maker,
              asker: options.traders[pickTrader(rng.float())]!,
              unitPrice: BigInt(Math.max(1, Math.round((price1 / price0) * 1e8))),
            },
          }
        : {}),
    };
    yield trade;
  }
}
