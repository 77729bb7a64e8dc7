/**
 * Adding a v3 position (SPEC §2 Liquidity management, §4 Liquidity): the pair's pools by fee tier,
 * the chosen pool's detail (price, liquidity, chart), a lockable price, the range snapped to usable
 * ticks by the quotes worker, the deposit box, and the add through the signing list.
 */
import { computed, signal } from '@preact/signals-react';
import type { Token } from '../../core/domain';
import {
  addLiquidityActions,
  createPoolAction,
  nextV3PoolId,
  poolOrder,
  routePrice,
  sqrtPriceX64AtPriceRoundedDown,
  V3_FEE_TIERS,
  type LiquidityAction,
} from '../../core/liquidityV3';
import type { PriceFraction } from '../../core/v3';
import type { V3PoolInfo } from '../../services/poolsService';
import { createDepositModel, type MintQuote } from './deposit';
import { createRangeChoice, type ChosenRange } from './rangeChoice';

export type { ChosenRange } from './rangeChoice';
import { loadPoolDetail, newPoolDetail, poolsOfPair, PRICE_MOVED, repriced, type PoolDetail } from './pool';
import type { LiquidityV3Deps } from './types';

export const LIQUIDITY_POOL_LOADER = 'liquidity_pool';
export const LIQUIDITY_ADD_LOADER = 'liquidity_add';

/** A fee tier of the pair: its pool, or null when the tier has none yet (the add then creates it). */
export interface PairTier {
  readonly fee: number;
  readonly pool: V3PoolInfo | null;
}

/** A tier without a pool, chosen to be created: its sorted tokens, the price a swap route suggests, the starting price set. */
export interface NewPoolDraft {
  readonly fee: number;
  readonly tokenA: Token;
  readonly tokenB: Token;
  /** The id createpool will give it (the pools table's next key when the list was read). */
  readonly id: number;
  /** Whole B per whole A, from the best swap route (null while asking, or when no route exists). */
  readonly suggested: PriceFraction | null;
  readonly suggesting: boolean;
  /** The starting price (whole B per whole A) and its sqrt price, rounded down; null until a valid one is set. */
  readonly start: { readonly price: PriceFraction; readonly sqrtPriceX64: bigint } | null;
  readonly problem: string | null;
}

/** Where a token's WAX price is known (the token list's entries carry it). */
const waxPriceOf = (token: Token): number | null => (token as { waxPrice?: number | null }).waxPrice ?? null;

/** The message when a pool of the tier appeared (or the next id was taken) before the create was signed. */
export const POOL_APPEARED = 'A pool was created meanwhile: check the fee tiers again';

/** The add store over the given IO. */
export function createV3AddStore(deps: LiquidityV3Deps) {
  const pair = signal<{ a: Token; b: Token } | null>(null);
  const pools = signal<readonly V3PoolInfo[] | null>(null);
  const poolId = signal<number | null>(null);
  const detail = signal<PoolDetail | null>(null);
  const priceLocked = signal(false);
  const deposit = createDepositModel(deps.quotes, () => deps.slippage());
  const choice = createRangeChoice(
    deps.quotes,
    () => detail.value,
    (next) => {
      const pool = detail.value;
      return deposit.setContext(pool !== null && next !== null ? { pool, range: next } : null);
    },
  );
  const { range, error: rangeError, apply: applyRange } = choice;
  const sending = signal(false);
  const draft = signal<NewPoolDraft | null>(null);
  /** Every pool id of the endpoint at the last read (the next one is the new pool's). */
  let allIds: readonly number[] = [];
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

  /** The contract's three tiers with the pair's pool at each (null where the add would create one). */
  const tiers = computed<readonly PairTier[] | null>(() => {
    const found = pools.value;
    if (found === null) return null;
    return V3_FEE_TIERS.map((fee) => ({ fee, pool: found.find((pool) => pool.fee === fee) ?? null }));
  });

  const setRangePrices = choice.setPrices;
  const setRangeTicks = choice.setTicks;
  const setQuickRange = choice.setQuick;

  // The latest pool asked for: a read that finishes after a later one (a tier picked while the most
  // liquid one still loads, a refresh under a new pick) leaves its pool and range unused.
  let opening = 0;

  /** Reads the pool (and, unless the price is locked, moves the deposit's price to its current one). */
  async function openPool(id: number, options: { keepRange?: boolean } = {}): Promise<void> {
    const run = generation;
    const info = pools.value?.find((pool) => pool.id === id);
    if (info === undefined) return;
    const call = ++opening;
    const other = poolId.value !== id;
    poolId.value = id;
    draft.value = null;
    // Another pool's range means nothing on this one: none is shown until this pool's is set.
    if (other) await applyRange(null, null);
    // A background refresh keeps the panels on screen; only a chosen pool shows the loader.
    const read = () => loadPoolDetail(deps, info);
    const loaded = await (options.keepRange === true ? read() : deps.runFetch(LIQUIDITY_POOL_LOADER, read));
    if (run !== generation || call !== opening) return;
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
    draft.value = null;
    deposit.clear();
    await applyRange(null, null);
    const all = await deps.runFetch(LIQUIDITY_POOL_LOADER, () => deps.v3Pools());
    if (run !== generation) return;
    allIds = all.map((pool) => pool.id);
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
    allIds = all.map((pool) => pool.id);
    pools.value = poolsOfPair(all, current.a, current.b);
    await openPool(id, { keepRange: true });
  }

  /** Points the range and deposit at the draft's pool-to-be, at its starting price. */
  async function showDraft(next: NewPoolDraft): Promise<void> {
    const run = generation;
    draft.value = next;
    if (next.start === null) {
      detail.value = null;
      await applyRange(null, null);
      return;
    }
    const pool = await newPoolDetail(deps, {
      id: next.id,
      tokenA: next.tokenA,
      tokenB: next.tokenB,
      fee: next.fee,
      sqrtPriceX64: next.start.sqrtPriceX64,
      tokenAWaxPrice: waxPriceOf(next.tokenA),
      tokenBWaxPrice: waxPriceOf(next.tokenB),
    });
    if (run !== generation || draft.value?.fee !== next.fee) return;
    detail.value = pool;
    // A range set around another starting price means nothing at this one: centre ±10 % on the new price.
    await setQuickRange(10);
  }

  /** Sets the new pool's starting price (whole B per whole A of the sorted pair); a price no pool can hold is refused. */
  async function setStartPrice(price: PriceFraction): Promise<void> {
    const current = draft.value;
    if (current === null) return;
    const sqrtPriceX64 = sqrtPriceX64AtPriceRoundedDown(price, current.tokenA.precision, current.tokenB.precision);
    if (sqrtPriceX64 === null) {
      draft.value = { ...current, problem: 'Price is outside the range a pool can hold' };
      return;
    }
    await showDraft({ ...current, start: { price, sqrtPriceX64 }, problem: null });
  }

  /**
   * Chooses a fee tier: its pool, or (the tier has none) a pool to create, its starting price
   * suggested by the best swap route for one whole token A, editable.
   */
  async function chooseTier(fee: number): Promise<void> {
    const existing = tiers.value?.find((tier) => tier.fee === fee)?.pool ?? null;
    if (existing !== null) return openPool(existing.id);
    const current = pair.value;
    if (current === null) return;
    const run = generation;
    const { tokenA, tokenB } = poolOrder(current.a, current.b);
    poolId.value = null;
    priceLocked.value = false;
    deposit.clear();
    const base: NewPoolDraft = { fee, tokenA, tokenB, id: nextV3PoolId(allIds), suggested: null, suggesting: true, start: null, problem: null };
    await showDraft(base);
    let suggested: PriceFraction | null;
    try {
      const quote = await deps.routeQuote(tokenA, tokenB);
      suggested = quote === null ? null : routePrice(quote, tokenA, tokenB);
    } catch {
      suggested = null;
    }
    if (run !== generation || draft.value?.fee !== fee) return;
    const asked = { ...draft.value, suggested, suggesting: false };
    if (suggested !== null && asked.start === null) {
      draft.value = asked;
      await setStartPrice(suggested);
    } else {
      await showDraft({
        ...asked,
        problem: suggested === null && asked.start === null ? 'No swap route between these tokens: enter a starting price' : asked.problem,
      });
    }
  }

  /** Before signing a create: false (with the tiers re-read, and the tier's new pool opened) when the tier got a pool or the next id moved. */
  async function draftHolds(current: NewPoolDraft): Promise<boolean> {
    const all = await deps.v3Pools();
    const pair = poolsOfPair(all, current.tokenA, current.tokenB);
    const appeared = pair.find((pool) => pool.fee === current.fee);
    if (nextV3PoolId(all.map((pool) => pool.id)) === current.id && appeared === undefined) return true;
    allIds = all.map((pool) => pool.id);
    pools.value = pair;
    if (appeared !== undefined) await openPool(appeared.id);
    else await showDraft({ ...current, id: nextV3PoolId(allIds) });
    deposit.error.value = POOL_APPEARED;
    return false;
  }

  /** What the page shows now: the pool, range, mint and draft an add signs. */
  type AddSnapshot = { pool: PoolDetail | null; chosen: ChosenRange | null; mint: MintQuote | null; creating: NewPoolDraft | null };
  const snapshot = (): AddSnapshot => ({ pool: detail.value, chosen: range.value, mint: deposit.quote.value, creating: draft.value });

  /**
   * The add's actions as the page stands: createpool first when the tier has no pool, then the
   * deposits, addliquid and withdraw, exactly the amounts shown. Null while something is missing.
   */
  function planActions(account: string, shown: AddSnapshot = snapshot()): LiquidityAction[] | null {
    const { pool, chosen, mint, creating } = shown;
    if (pool === null || chosen === null || mint === null || (creating !== null && creating.start === null)) return null;
    const create =
      creating?.start != null
        ? [createPoolAction({ account, tokenA: creating.tokenA, tokenB: creating.tokenB, fee: creating.fee, sqrtPriceX64: creating.start.sqrtPriceX64 })]
        : [];
    return [
      ...create,
      ...addLiquidityActions({
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
      }),
    ];
  }

  /** What the add would sign now (shown before signing), null when logged out or incomplete. */
  const plannedActions = computed(() => {
    const account = deps.account();
    return account === null ? null : planActions(account);
  });

  /** The add button: deposits, addliquid and withdraw in one transaction, exactly the amounts shown. */
  async function add(): Promise<void> {
    const account = deps.account();
    if (account === null) return deps.openLogin();
    // What is signed is what the page shows at the click: a background refresh during the checks below does not change it.
    const shown = snapshot();
    const { pool, chosen, mint } = shown;
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
    const { creating } = shown;
    if (creating !== null) {
      if (creating.start === null || !(await draftHolds(creating))) return;
    } else {
      const moved = await repriced(deps, pool);
      if (moved !== null) {
        detail.value = moved;
        await applyRange(chosen, null);
        deposit.error.value = PRICE_MOVED;
        return;
      }
    }
    const actions = planActions(account, shown);
    if (actions === null) return;
    sending.value = true;
    try {
      const result = await deps.sendActions({
        actions,
        loaderName: LIQUIDITY_ADD_LOADER,
        title: creating !== null ? 'Create pool and add liquidity' : 'Add liquidity',
        quickUpdate: true,
        refresh: async () => {
          await deps.refreshBalances(account, [pool.tokenA, pool.tokenB], { force: true });
          if (creating === null) return refresh();
          // The new pool is listed now: open it as any other tier.
          const current = pair.value;
          if (current !== null) await choosePair(current.a, current.b);
          const opened = tiers.value?.find((tier) => tier.fee === creating.fee)?.pool;
          if (opened) await openPool(opened.id);
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
    tiers,
    draft,
    plannedActions,
    detail,
    priceLocked,
    range,
    rangeError,
    deposit,
    sending,
    choosePair,
    openPool,
    chooseTier,
    setStartPrice,
    refresh,
    setRangePrices,
    setRangeTicks,
    setQuickRange,
    add,
  };
}
