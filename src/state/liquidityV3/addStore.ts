/**
 * Adding a v3 position (SPEC §2 Liquidity management, §4 Liquidity): the pair's pools by fee tier,
 * the chosen pool's detail (price, liquidity, chart), a lockable price, the range snapped to usable
 * ticks by the quotes worker, the deposit box, and the add through the signing list.
 */
import { computed, signal } from '@preact/signals-react';
import type { Token } from '../../core/domain';
import { addLiquidityActions, quickRangePrices, type QuickRange, type TickRange } from '../../core/liquidityV3';
import { MAX_TICK, MIN_TICK, type PriceFraction } from '../../core/v3';
import type { V3PoolInfo } from '../../services/poolsService';
import { createDepositModel } from './deposit';
import { loadPoolDetail, poolsOfPair, PRICE_MOVED, repriced, type PoolDetail } from './pool';
import type { LiquidityV3Deps } from './types';

export const LIQUIDITY_POOL_LOADER = 'liquidity_pool';
export const LIQUIDITY_ADD_LOADER = 'liquidity_add';

/** A range chosen on the screen: its ticks and the exact prices at them (null at the tick limits: 0 and ∞). */
export interface ChosenRange extends TickRange {
  readonly lowerPrice: PriceFraction | null;
  readonly upperPrice: PriceFraction | null;
}

/** The add store over the given IO. */
export function createV3AddStore(deps: LiquidityV3Deps) {
  const pair = signal<{ a: Token; b: Token } | null>(null);
  const pools = signal<readonly V3PoolInfo[] | null>(null);
  const poolId = signal<number | null>(null);
  const detail = signal<PoolDetail | null>(null);
  const priceLocked = signal(false);
  const range = signal<ChosenRange | null>(null);
  const rangeError = signal<string | null>(null);
  const deposit = createDepositModel(deps.quotes);
  const sending = signal(false);
  let generation = 0;

  /** Every token of a swap.alcor pool (for the pair choice). */
  const tokens = signal<readonly Token[] | null>(null);

  async function loadTokens(): Promise<void> {
    const all = await deps.runFetch('liquidity_tokens', () => deps.v3Pools());
    const seen = new Map<string, Token>();
    for (const pool of all) for (const token of [pool.tokenA, pool.tokenB]) seen.set(`${token.ticker}@${token.contract}`, token);
    tokens.value = [...seen.values()].sort((x, y) => x.ticker.localeCompare(y.ticker));
  }

  const selectedPool = computed(() => pools.value?.find((pool) => pool.id === poolId.value) ?? null);

  async function limits(spacing: number): Promise<TickRange> {
    const [tickLower, tickUpper] = await Promise.all([deps.quotes.nearestUsableTick(MIN_TICK, spacing), deps.quotes.nearestUsableTick(MAX_TICK, spacing)]);
    return { tickLower, tickUpper };
  }

  /** The range of two ticks with their prices; a bound at the tick limit reads 0 or ∞. */
  async function rangeOf(pool: PoolDetail, tickLower: number, tickUpper: number): Promise<ChosenRange> {
    const bounds = await limits(pool.state.tickSpacing);
    const { precision: pA } = pool.tokenA;
    const { precision: pB } = pool.tokenB;
    const [lowerPrice, upperPrice] = await Promise.all([
      tickLower <= bounds.tickLower ? null : deps.quotes.tickToPrice(tickLower, pA, pB),
      tickUpper >= bounds.tickUpper ? null : deps.quotes.tickToPrice(tickUpper, pA, pB),
    ]);
    return { tickLower, tickUpper, lowerPrice, upperPrice };
  }

  async function applyRange(next: ChosenRange | null, problem: string | null): Promise<void> {
    range.value = next;
    rangeError.value = problem;
    const pool = detail.value;
    await deposit.setContext(pool !== null && next !== null ? { pool, range: next } : null);
  }

  /** The usable tick at or nearest a price (B per A); null when the price is outside the tick range. */
  async function snap(pool: PoolDetail, price: PriceFraction): Promise<number | null> {
    try {
      const tick = await deps.quotes.priceToClosestTick(price, pool.tokenA.precision, pool.tokenB.precision);
      return await deps.quotes.nearestUsableTick(Math.min(Math.max(tick, MIN_TICK), MAX_TICK), pool.state.tickSpacing);
    } catch {
      return null;
    }
  }

  /** Sets the range from two prices (null = the limit: 0 below, ∞ above), snapped to usable ticks. */
  async function setRangePrices(lower: PriceFraction | null, upper: PriceFraction | null): Promise<void> {
    const pool = detail.value;
    if (pool === null) return;
    const bounds = await limits(pool.state.tickSpacing);
    const tickLower = lower === null ? bounds.tickLower : await snap(pool, lower);
    const tickUpper = upper === null ? bounds.tickUpper : await snap(pool, upper);
    if (tickLower === null || tickUpper === null) return applyRange(range.value, 'Price is outside the range a pool can hold');
    if (tickLower >= tickUpper) return applyRange(range.value, 'Min price must be below max price');
    await applyRange(await rangeOf(pool, tickLower, tickUpper), null);
  }

  /** A quick range: ± percent around the pool's price, or the full range. */
  function setQuickRange(choice: QuickRange): Promise<void> {
    const pool = detail.value;
    if (pool === null) return Promise.resolve();
    if (choice === 'full') return setRangePrices(null, null);
    const { lower, upper } = quickRangePrices(pool.price, choice);
    return setRangePrices(lower, upper);
  }

  /** Reads the pool (and, unless the price is locked, moves the deposit's price to its current one). */
  async function openPool(id: number, options: { keepRange?: boolean } = {}): Promise<void> {
    const run = generation;
    const info = pools.value?.find((pool) => pool.id === id);
    if (info === undefined) return;
    poolId.value = id;
    // A background refresh keeps the panels on screen; only a chosen pool shows the loader.
    const read = () => loadPoolDetail(deps, info);
    const loaded = await (options.keepRange === true ? read() : deps.runFetch(LIQUIDITY_POOL_LOADER, read));
    if (run !== generation) return;
    detail.value = loaded;
    const kept = options.keepRange === true ? range.value : null;
    if (kept !== null) await applyRange(kept, null);
    else await setQuickRange(10);
  }

  /** Chooses the pair: finds its pools and opens the most liquid tier (SPEC §4 "both tokens chosen finds pools"). */
  async function choosePair(a: Token, b: Token): Promise<void> {
    const run = ++generation;
    pair.value = { a, b };
    pools.value = null;
    poolId.value = null;
    detail.value = null;
    deposit.clear();
    await applyRange(null, null);
    const all = await deps.runFetch(LIQUIDITY_POOL_LOADER, () => deps.v3Pools());
    if (run !== generation) return;
    const found = poolsOfPair(all, a, b);
    pools.value = found;
    const deepest = [...found].sort((x, y) => (x.liquidity < y.liquidity ? 1 : x.liquidity > y.liquidity ? -1 : 0))[0];
    const account = deps.account();
    if (account !== null) void deps.refreshBalances(account, [a, b]);
    if (deepest !== undefined) await openPool(deepest.id);
  }

  /** Re-reads the pools; a locked price keeps the deposit's pool state as it is. */
  async function refresh(): Promise<void> {
    const current = pair.value;
    const id = poolId.value;
    if (current === null || id === null || priceLocked.value) return;
    const all = await deps.v3Pools();
    pools.value = poolsOfPair(all, current.a, current.b);
    await openPool(id, { keepRange: true });
  }

  /** The add button: deposits, addliquid and withdraw in one transaction, exactly the amounts shown. */
  async function add(): Promise<void> {
    const account = deps.account();
    if (account === null) return deps.openLogin();
    const pool = detail.value;
    const chosen = range.value;
    const mint = deposit.quote.value;
    if (pool === null || chosen === null || mint === null || sending.value) return;
    // A new attempt: the last one's notice (the price moved, a balance short) no longer stands.
    deposit.error.value = null;
    const short = [
      [pool.tokenA, mint.desiredA],
      [pool.tokenB, mint.desiredB],
    ].find(([token, units]) => {
      const balance = deps.balanceOf(token as Token);
      return (units as bigint) > 0n && (balance === null || balance.units < (units as bigint));
    });
    if (short !== undefined) {
      deposit.error.value = `Insufficient ${(short[0] as Token).ticker} balance`;
      return;
    }
    const moved = await repriced(deps, pool);
    if (moved !== null) {
      detail.value = moved;
      await applyRange(chosen, null);
      deposit.error.value = PRICE_MOVED;
      return;
    }
    const actions = addLiquidityActions({
      account,
      poolId: pool.info.id,
      tokenA: pool.tokenA,
      tokenB: pool.tokenB,
      tickLower: chosen.tickLower,
      tickUpper: chosen.tickUpper,
      desiredA: mint.desiredA,
      desiredB: mint.desiredB,
      costA: mint.costA,
      costB: mint.costB,
      slippage: deps.slippage(),
    });
    sending.value = true;
    try {
      const result = await deps.sendActions({
        actions,
        loaderName: LIQUIDITY_ADD_LOADER,
        title: 'Add liquidity',
        quickUpdate: true,
        refresh: async () => {
          await deps.refreshBalances(account, [pool.tokenA, pool.tokenB], { force: true });
          await refresh();
        },
      });
      if (result.ok) deposit.clear();
    } finally {
      sending.value = false;
    }
  }

  return {
    tokens,
    loadTokens,
    pair,
    pools,
    poolId,
    selectedPool,
    detail,
    priceLocked,
    range,
    rangeError,
    deposit,
    sending,
    choosePair,
    openPool,
    refresh,
    setRangePrices,
    setQuickRange,
    add,
  };
}
