/**
 * The trader bot: small swaps through v2 and v3 pools (which move their prices and fill the indexer
 * with trades) and market orders on the books (fills, deltas and candles on the live socket). Sizes
 * are a fraction of a percent of a pool's depth and directions alternate at random, so prices wander
 * around the world's levels rather than run away.
 */
import { encodeAdexSwapMemo, encodeDefiboxSwapMemo, encodeNeftySwapMemo, encodeTacoSwapMemo } from '../../src/core/actions/v2';
import { ADEX_CONTRACT, DEFIBOX_CONTRACT, NEFTY_CONTRACT, TACO_CONTRACT } from '../../src/core/actions/v2';
import { ALCOR_V3_CONTRACT, encodeSwapMemo } from '../../src/core/actions/alcorv3';
import { encodeLimitTransfer } from '../../src/core/actions/limit';
import { encodePlaceOrder } from '../../src/core/actions/orderbook';
import { makeAmount } from '../../src/core/amount';
import { baseForQuote, quoteForBase } from '../../src/core/trading/price';
import type { ActionInput, Chain } from '../chain';
import { transferOf as transfer } from '../seed/genesis/context';
import { orderTableOf } from '../contracts/orderbook/tables';
import { WAX, type WorldToken } from '../seed/catalog';
import { BOOK_CONTRACT } from '../seed/genesis/books';
import { LIMIT_CONTRACT } from '../seed/genesis/limit';
import type { WorldPlan } from '../seed/plan';
import { TRADERS } from '../seed/plan/accounts';
import type { V2PoolPlan } from '../seed/plan/v2';
import { weightedSampler, zipfWeights, type Rng } from '../seed/random';

const VENUE_CONTRACT = { defibox: DEFIBOX_CONTRACT, taco: TACO_CONTRACT, neftyblocks: NEFTY_CONTRACT, adex: ADEX_CONTRACT } as const;

const parts = (token: WorldToken, units: bigint) => ({ amount: makeAmount(units, token.precision), ticker: token.code, contract: token.contract });
/** One trade at a time, chosen at random among the world's venues. */
export class Trader {
  private readonly pickV2: (u: number) => number;
  private readonly pickV3: (u: number) => number;

  constructor(
    private readonly chain: Chain,
    private readonly plan: WorldPlan,
    private readonly rng: Rng,
  ) {
    this.pickV2 = weightedSampler(zipfWeights(plan.v2Pools.length, 0.8));
    this.pickV3 = weightedSampler(zipfWeights(plan.v3Pools.length, 0.8));
  }

  private v2Swap(pool: V2PoolPlan, trader: string): ActionInput {
    const sellZero = this.rng.chance(0.5);
    const [tokenIn, tokenOut, depth] = sellZero ? [pool.token0, pool.token1, pool.amount0] : [pool.token1, pool.token0, pool.amount1];
    const amountIn = (depth * BigInt(this.rng.int(5, 50))) / 10_000n;
    const memo =
      pool.venue === 'defibox'
        ? encodeDefiboxSwapMemo(1n, [pool.number])
        : pool.venue === 'taco'
          ? encodeTacoSwapMemo(parts(tokenOut, 1n))
          : pool.venue === 'neftyblocks'
            ? encodeNeftySwapMemo(pool.pairId, 1n)
            : encodeAdexSwapMemo(pool.number, 1n);
    return transfer(tokenIn, trader, VENUE_CONTRACT[pool.venue], amountIn > 0n ? amountIn : 1n, memo);
  }

  private v3Swap(poolId: number, trader: string): ActionInput | undefined {
    const pool = this.plan.v3Pools[poolId]!;
    const [a, b] = [
      this.plan.tokens.find((t) => t.contract === pool.tokenA.contract && t.code === pool.tokenA.code),
      this.plan.tokens.find((t) => t.contract === pool.tokenB.contract && t.code === pool.tokenB.code),
    ];
    if (!a || !b) return undefined;
    const [tokenIn, tokenOut] = this.rng.chance(0.5) ? [a, b] : [b, a];
    // A few WAX to a few hundred WAX worth: small against each position's depth.
    const waxUnits = BigInt(Math.round(this.rng.logUniform(5, 300) * 1e8));
    const amountIn = (waxUnits * 10n ** BigInt(tokenIn.precision)) / tokenIn.waxPriceE8;
    if (amountIn <= 0n) return undefined;
    const memo = encodeSwapMemo({ kind: 'swapexactin', poolIds: [poolId], recipient: trader, asset: parts(tokenOut, 1n), deadline: 0 });
    return transfer(tokenIn, trader, ALCOR_V3_CONTRACT, amountIn, memo);
  }

  private marketOrder(trader: string): ActionInput | undefined {
    const market = this.plan.markets[Math.floor(this.rng.logUniform(1, this.plan.markets.length + 1)) - 1]!;
    const buy = this.rng.chance(0.5);
    const best = this.chain
      .table(BOOK_CONTRACT, orderTableOf(buy ? 'sell' : 'buy'), BigInt(market.id))
      .index('byprice')
      .rows()
      .next().value;
    if (!best) return undefined;
    // A market order as the app sends one: a limit order at a worst price 2 % past the best, which
    // sweeps a few levels at most; what it cannot fill rests on the book.
    const worst = buy ? (best.unit_price * 102n) / 100n : (best.unit_price * 98n) / 100n;
    const waxUnits = BigInt(Math.round(this.rng.logUniform(5, 400) * 1e8));
    const precisions = { base: 8, quote: market.quote.precision };
    const quoteUnits = buy ? quoteForBase(waxUnits, worst, precisions) : (waxUnits * 10n ** BigInt(market.quote.precision)) / best.unit_price;
    const baseUnits = buy ? waxUnits : baseForQuote(quoteUnits, worst, precisions);
    if (quoteUnits <= 0n || baseUnits <= 0n) return undefined;
    const [give, ask] = buy ? [parts(WAX, baseUnits), parts(market.quote, quoteUnits)] : [parts(market.quote, quoteUnits), parts(WAX, baseUnits)];
    return { ...encodePlaceOrder({ owner: trader, give, ask }, BOOK_CONTRACT), authorization: [`${trader}@active`] };
  }

  /** A calcormining order near the world price: some a route already reaches (the keeper fills them), some wait. */
  private limitOrder(trader: string): ActionInput | undefined {
    const known = this.plan.tokens.filter((t) => t.known && t !== WAX && this.plan.limitOrders.some((o) => o.askToken === t || o.bidToken === t));
    if (known.length === 0) return undefined;
    const token = this.rng.pick(known);
    const waxUnits = BigInt(Math.round(this.rng.logUniform(5, 200) * 1e8));
    // The order's price is the world price moved by −1.5 % … +1.5 % in the maker's favour or against it.
    const skewBps = BigInt(this.rng.int(-150, 150));
    const tokenUnits = (waxUnits * 10n ** BigInt(token.precision)) / token.waxPriceE8;
    const buy = this.rng.chance(0.5);
    const [give, ask] = buy
      ? [parts(WAX, waxUnits), parts(token, (tokenUnits * (10_000n - skewBps)) / 10_000n)]
      : [parts(token, tokenUnits), parts(WAX, (waxUnits * (10_000n - skewBps)) / 10_000n)];
    if (give.amount.units <= 0n || ask.amount.units <= 0n) return undefined;
    return { ...encodeLimitTransfer(trader, give, { kind: 'order', ask }, LIMIT_CONTRACT), authorization: [`${trader}@active`] };
  }

  /** The next trade's action. */
  next(): ActionInput | undefined {
    const trader = this.rng.pick(TRADERS);
    const roll = this.rng.float();
    if (roll < 0.55 && this.plan.v2Pools.length > 0) return this.v2Swap(this.plan.v2Pools[this.pickV2(this.rng.float())]!, trader);
    if (roll < 0.75 && this.plan.v3Pools.length > 0) return this.v3Swap(this.pickV3(this.rng.float()), trader);
    if (roll < 0.85) return this.limitOrder(trader);
    return this.marketOrder(trader);
  }
}
