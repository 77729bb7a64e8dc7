/** Tokens and venue builders for the router tests and the bench (test-only; not in the barrel). */
import { encodeSqrtRatioX64, FEE_TIERS, getTickAtSqrtRatio, MAX_TICK, MIN_TICK, nearestUsableTick, type PoolState, type TickState } from '../v3';
import { mulberry32 } from '../random';
import type { Exchange } from '../urlParams/exchanges';
import type { RouteBookLevel } from './bookWalk';
import type { Token } from '../domain';
import { makeV2Venue } from './v2Venue';
import { makeV3Venue } from './v3Venue';

export const WAX: Token = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
export const TLM: Token = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
export const USDT: Token = { ticker: 'USDT', contract: 'usdt.alcor', precision: 4 };
export const ABC: Token = { ticker: 'ABC', contract: 'abc.token', precision: 6 };
export const XYZ: Token = { ticker: 'XYZ', contract: 'xyz.token', precision: 0 };

/** A v2 venue in one line. */
export function v2(id: string, exchange: Exchange, token0: Token, token1: Token, reserve0: bigint, reserve1: bigint, feeBps = 30, platformFeeBps = 0) {
  return makeV2Venue({ id, exchange, token0, token1, reserve0, reserve1, feeBps, platformFeeBps });
}

/** A liquidity position of a generated v3 pool. */
export interface Range {
  readonly lower: number;
  readonly upper: number;
  readonly liquidity: bigint;
}

/** A v3 pool state at price amount1/amount0 (units) from positions; `fullRange` adds one over the whole tick range. */
export function v3PoolState(fee: 500 | 3000 | 10000, amount0: bigint, amount1: bigint, fullRange: bigint, ranges: readonly Range[] = []): PoolState {
  const tickSpacing = FEE_TIERS[fee] as number;
  const sqrtPriceX64 = encodeSqrtRatioX64(amount1, amount0);
  const tick = getTickAtSqrtRatio(sqrtPriceX64);
  const all =
    fullRange > 0n
      ? [{ lower: nearestUsableTick(MIN_TICK, tickSpacing), upper: nearestUsableTick(MAX_TICK, tickSpacing), liquidity: fullRange }, ...ranges]
      : ranges;
  const rows = new Map<number, TickState>();
  let liquidity = 0n;
  for (const { lower, upper, liquidity: amount } of all) {
    for (const [index, net] of [
      [lower, amount],
      [upper, -amount],
    ] as const) {
      const row = rows.get(index);
      rows.set(index, {
        index,
        liquidityNet: (row?.liquidityNet ?? 0n) + net,
        liquidityGross: (row?.liquidityGross ?? 0n) + amount,
        feeGrowthOutsideAX64: 0n,
        feeGrowthOutsideBX64: 0n,
      });
    }
    if (lower <= tick && tick < upper) liquidity += amount;
  }
  const ticks = [...rows.values()].filter((row) => row.liquidityGross > 0n).sort((a, b) => a.index - b.index);
  return { sqrtPriceX64, tick, liquidity, fee, tickSpacing, feeGrowthGlobalAX64: 0n, feeGrowthGlobalBX64: 0n, ticks };
}

/** A v3 venue at price amount1/amount0. */
export function v3(
  id: string,
  token0: Token,
  token1: Token,
  fee: 500 | 3000 | 10000,
  amount0: bigint,
  amount1: bigint,
  fullRange: bigint,
  ranges: readonly Range[] = [],
) {
  return makeV3Venue({ id, token0, token1, pool: v3PoolState(fee, amount0, amount1, fullRange, ranges) });
}

/** Book levels from [unitPrice, bid, ask] triples. */
export function levels(rows: readonly (readonly [bigint, bigint, bigint])[]): RouteBookLevel[] {
  return rows.map(([unitPrice, bid, ask]) => ({ unitPrice, bid, ask }));
}

/** A small seeded generator (mulberry32) so generated graphs reproduce. */
export class SeededRandom {
  /** Uniform in [0, 1). */
  readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Log-uniform in [min, max). */
  logUniform(min: number, max: number): number {
    return min * Math.pow(max / min, this.next());
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
}
