/**
 * Managing a v3 position (SPEC §2 Liquidity management, §3 Pool position): the chain's position row
 * valued by the quotes worker (amounts now, uncollected fees), increase within its range through the
 * deposit box, decrease by percent with exactly what it pays, and fee collection.
 */
import { computed, signal } from '@preact/signals-react';
import { unitsLessSlippageRoundedDown } from '../../core/amount';
import { addLiquidityActions, collectFeesActions, decreaseLiquidityActions, liquidityShare, moveRangeActions } from '../../core/liquidityV3';
import { MAX_TICK, MIN_TICK, type PositionValue, type TokenAmounts } from '../../core/v3';
import { readPositionRecord, type V3PositionRecord } from '../../core/walletPositions';
import { createDepositModel } from './deposit';
import { loadPoolDetail, PRICE_MOVED, repriced, type PoolDetail } from './pool';
import { createRangeChoice, type ChosenRange } from './rangeChoice';
import type { LiquidityV3Deps } from './types';

export const LIQUIDITY_POSITION_LOADER = 'liquidity_position';
export const LIQUIDITY_MANAGE_LOADER = 'liquidity_manage';

/** The position as the page shows it. */
export interface ManagedPosition {
  readonly pool: PoolDetail;
  readonly record: V3PositionRecord;
  readonly value: PositionValue;
  readonly range: ChosenRange;
  readonly inRange: boolean;
}

/** A move to another range, exactly: what comes out of the position, and what the new range's mint takes of it. */
export interface MoveQuote {
  readonly removedA: bigint;
  readonly removedB: bigint;
  readonly feesA: bigint;
  readonly feesB: bigint;
  /** The new position's liquidity and what it takes (rounded up, as addliquid charges). */
  readonly liquidity: bigint;
  readonly costA: bigint;
  readonly costB: bigint;
  /** What withdraw returns: everything that came out less the cost. */
  readonly returnedA: bigint;
  readonly returnedB: bigint;
  /** addliquid's minimums: the cost less the deposit slippage, rounded down. */
  readonly minA: bigint;
  readonly minB: bigint;
}

export const MOVE_SAME_RANGE = 'Choose a range other than the position’s own';
export const MOVE_TOO_SMALL = 'The position is too small to add any liquidity over this range';

/** The manage store over the given IO. */
export function createV3PositionStore(deps: LiquidityV3Deps) {
  const position = signal<ManagedPosition | null>(null);
  const missing = signal<string | null>(null);
  const percent = signal(50);
  const removal = signal<(TokenAmounts & { liquidity: bigint }) | null>(null);
  const deposit = createDepositModel(deps.quotes, () => deps.slippage());
  const sending = signal(false);
  /** Why the last decrease or increase did not sign (the price moved under it). */
  const notice = signal<string | null>(null);
  let target: { poolId: number; positionId: string } | null = null;
  let run = 0;

  /** "Move range": the new range over the position's pool, and the exact move it makes. */
  const moveQuote = signal<MoveQuote | null>(null);
  const moveError = signal<string | null>(null);
  /** The position a move opened (its id), so the page can follow it. */
  const moved = signal<{ poolId: number; positionId: string } | null>(null);
  let moveRun = 0;
  const move = createRangeChoice(
    deps.quotes,
    () => position.value?.pool ?? null,
    () => quoteMove(),
  );

  /** Quotes the move to the chosen range at the pool's price (the position's liquidity all out, fees collected, all back in). */
  async function quoteMove(): Promise<void> {
    const mine = ++moveRun;
    moveQuote.value = null;
    moveError.value = null;
    const current = position.value;
    const to = move.range.value;
    if (current === null || to === null) return;
    if (to.tickLower === current.range.tickLower && to.tickUpper === current.range.tickUpper) {
      moveError.value = MOVE_SAME_RANGE;
      return;
    }
    const { sqrtPriceX64 } = current.pool.state;
    const { liquidity } = current.record.row;
    // subliquid pays the burnt liquidity's amounts rounded down; collect pays the fees shown.
    const removed = await deps.quotes.amountsForLiquidity(sqrtPriceX64, current.range.tickLower, current.range.tickUpper, liquidity, false);
    const desiredA = removed.amountA + current.value.feesA;
    const desiredB = removed.amountB + current.value.feesB;
    const minted = await deps.quotes.liquidityForAmounts(sqrtPriceX64, to.tickLower, to.tickUpper, desiredA, desiredB);
    const cost = await deps.quotes.amountsForLiquidity(sqrtPriceX64, to.tickLower, to.tickUpper, minted, true);
    if (mine !== moveRun || position.value !== current) return;
    if (minted === 0n) {
      moveError.value = MOVE_TOO_SMALL;
      return;
    }
    const slippage = deps.slippage();
    moveQuote.value = {
      removedA: removed.amountA,
      removedB: removed.amountB,
      feesA: current.value.feesA,
      feesB: current.value.feesB,
      liquidity: minted,
      costA: cost.amountA,
      costB: cost.amountB,
      returnedA: desiredA - cost.amountA,
      returnedB: desiredB - cost.amountB,
      minA: unitsLessSlippageRoundedDown(cost.amountA, slippage),
      minB: unitsLessSlippageRoundedDown(cost.amountB, slippage),
    };
  }

  const hasFees = computed(() => {
    const value = position.value?.value;
    return value !== undefined && (value.feesA > 0n || value.feesB > 0n);
  });

  async function quoteRemoval(): Promise<void> {
    const current = position.value;
    if (current === null) return;
    const liquidity = liquidityShare(current.record.row.liquidity, percent.value);
    const { sqrtPriceX64 } = current.pool.state;
    // subliquid pays the burnt liquidity's amounts rounded down: exactly this.
    const amounts = await deps.quotes.amountsForLiquidity(sqrtPriceX64, current.range.tickLower, current.range.tickUpper, liquidity, false);
    if (position.value === current) removal.value = { ...amounts, liquidity };
  }

  /** Reads the pool, its ticks and the position row, and values the position. */
  async function load(poolId: number, positionId: string): Promise<void> {
    const mine = ++run;
    target = { poolId, positionId };
    missing.value = null;
    const loaded = await deps.runFetch(LIQUIDITY_POSITION_LOADER, async () => {
      const info = (await deps.v3Pools()).find((pool) => pool.id === poolId);
      if (info === undefined) return { problem: `Pool ${poolId} does not exist` };
      const [pool, raw] = await Promise.all([loadPoolDetail(deps, info), deps.positionRow(poolId, positionId)]);
      if (raw === null) return { problem: `Position ${positionId} of pool ${poolId} does not exist (closed?)` };
      const record = readPositionRecord(raw);
      const { tickLower, tickUpper } = record.row;
      const { precision: pA } = pool.tokenA;
      const { precision: pB } = pool.tokenB;
      const [value, lowerPrice, upperPrice, minTick, maxTick] = await Promise.all([
        deps.quotes.positionAmountsAndFees(pool.state, record.state),
        deps.quotes.tickToPrice(tickLower, pA, pB),
        deps.quotes.tickToPrice(tickUpper, pA, pB),
        deps.quotes.nearestUsableTick(MIN_TICK, pool.state.tickSpacing),
        deps.quotes.nearestUsableTick(MAX_TICK, pool.state.tickSpacing),
      ]);
      const range: ChosenRange = {
        tickLower,
        tickUpper,
        lowerPrice: tickLower <= minTick ? null : lowerPrice,
        upperPrice: tickUpper >= maxTick ? null : upperPrice,
      };
      const inRange = pool.state.tick >= tickLower && pool.state.tick < tickUpper;
      return { position: { pool, record, value, range, inRange } };
    });
    if (mine !== run) return;
    if ('problem' in loaded) {
      position.value = null;
      missing.value = loaded.problem ?? null;
      return;
    }
    position.value = loaded.position;
    moved.value = null;
    const account = deps.account();
    if (account !== null) void deps.refreshBalances(account, [loaded.position.pool.tokenA, loaded.position.pool.tokenB]);
    await Promise.all([quoteRemoval(), deposit.setContext({ pool: loaded.position.pool, range: loaded.position.range }), startMove()]);
  }

  let moveFor: string | null = null;

  /** The move's range starts as the position's own (the fields and handles show where it is); a range chosen for this position stays through reloads. */
  async function startMove(): Promise<void> {
    const current = position.value;
    if (current === null) return;
    const key = `${current.pool.info.id}/${current.record.row.id}`;
    if (moveFor === key && move.range.value !== null) return quoteMove();
    moveFor = key;
    await move.setExact(current.range.tickLower, current.range.tickUpper);
  }

  const reload = () => (target === null ? Promise.resolve() : load(target.poolId, target.positionId));

  function setPercent(next: number): Promise<void> {
    percent.value = next;
    return quoteRemoval();
  }

  async function send(actions: ReturnType<typeof collectFeesActions>, title: string, account: string, current: ManagedPosition): Promise<boolean> {
    sending.value = true;
    try {
      const result = await deps.sendActions({
        actions,
        loaderName: LIQUIDITY_MANAGE_LOADER,
        title,
        quickUpdate: true,
        refresh: async () => {
          await deps.refreshBalances(account, [current.pool.tokenA, current.pool.tokenB], { force: true });
          await reload();
        },
      });
      return result.ok;
    } finally {
      sending.value = false;
    }
  }

  const base = (current: ManagedPosition) => ({
    poolId: current.pool.info.id,
    tokenA: current.pool.tokenA,
    tokenB: current.pool.tokenB,
    tickLower: current.range.tickLower,
    tickUpper: current.range.tickUpper,
  });

  /** False (with the position re-priced and a notice) when the chain's price is not the shown one. */
  async function priceHolds(current: ManagedPosition): Promise<boolean> {
    notice.value = null;
    const moved = await repriced(deps, current.pool);
    if (moved === null) return true;
    // Re-valued at the chain's price (the pools list may lag it by a moment).
    const value = await deps.quotes.positionAmountsAndFees(moved.state, current.record.state);
    const { tickLower, tickUpper } = current.range;
    position.value = { ...current, pool: moved, value, inRange: moved.state.tick >= tickLower && moved.state.tick < tickUpper };
    await Promise.all([quoteRemoval(), deposit.setContext({ pool: moved, range: current.range }), quoteMove()]);
    notice.value = PRICE_MOVED;
    return false;
  }

  /** Burns the chosen percent; the minimums are the amounts shown less slippage. */
  async function decrease(): Promise<void> {
    const account = deps.account();
    if (account === null) return deps.openLogin();
    const current = position.value;
    const quote = removal.value;
    if (current === null || quote === null || quote.liquidity === 0n || sending.value) return;
    if (!(await priceHolds(current))) return;
    const actions = decreaseLiquidityActions({
      ...base(current),
      account,
      liquidity: quote.liquidity,
      expectedA: quote.amountA,
      expectedB: quote.amountB,
      slippage: deps.slippage(),
    });
    await send(actions, 'Remove liquidity', account, current);
  }

  /** Collects the fees shown (capped at them, so the wallet receives exactly that). */
  async function collect(): Promise<void> {
    const account = deps.account();
    if (account === null) return deps.openLogin();
    const current = position.value;
    if (current === null || !hasFees.value || sending.value) return;
    await send(collectFeesActions({ ...base(current), account, feesA: current.value.feesA, feesB: current.value.feesB }), 'Collect fees', account, current);
  }

  /** Adds to the position over its own range. */
  async function increase(): Promise<void> {
    const account = deps.account();
    if (account === null) return deps.openLogin();
    const current = position.value;
    const mint = deposit.quote.value;
    if (current === null || mint === null || sending.value) return;
    for (const [token, units] of [
      [current.pool.tokenA, mint.desiredA],
      [current.pool.tokenB, mint.desiredB],
    ] as const) {
      const balance = deps.balanceOf(token);
      if (units > 0n && (balance === null || balance.units < units)) {
        deposit.error.value = `Insufficient ${token.ticker} balance`;
        return;
      }
    }
    if (!(await priceHolds(current))) return;
    const actions = addLiquidityActions({ ...base(current), account, ...mint, slippage: deps.slippage() });
    if (await send(actions, 'Add liquidity', account, current)) deposit.clear();
  }

  /**
   * Moves the position to the chosen range in one transaction, exactly the amounts shown; then finds
   * the position the move opened, for the page to follow.
   */
  async function moveRange(): Promise<void> {
    const account = deps.account();
    if (account === null) return deps.openLogin();
    const current = position.value;
    const to = move.range.value;
    const quote = moveQuote.value;
    if (current === null || to === null || quote === null || sending.value) return;
    if (!(await priceHolds(current))) return;
    const actions = moveRangeActions({
      ...base(current),
      account,
      from: { tickLower: current.range.tickLower, tickUpper: current.range.tickUpper, liquidity: current.record.row.liquidity },
      removedA: quote.removedA,
      removedB: quote.removedB,
      feesA: quote.feesA,
      feesB: quote.feesB,
      to,
      costA: quote.costA,
      costB: quote.costB,
      slippage: deps.slippage(),
    });
    sending.value = true;
    try {
      const poolId = current.pool.info.id;
      const result = await deps.sendActions({
        actions,
        loaderName: LIQUIDITY_MANAGE_LOADER,
        title: 'Move range',
        quickUpdate: true,
        refresh: async () => {
          await deps.refreshBalances(account, [current.pool.tokenA, current.pool.tokenB], { force: true });
          const positionId = await deps.positionIdOf(poolId, account, to.tickLower, to.tickUpper);
          // The emptied row is erased, so the new position may take its id: then this page is already the new one's.
          if (positionId !== null && positionId !== target?.positionId) moved.value = { poolId, positionId };
          else await reload();
        },
      });
      if (!result.ok) return;
    } finally {
      sending.value = false;
    }
  }

  return {
    position,
    missing,
    notice,
    percent,
    removal,
    deposit,
    sending,
    hasFees,
    move,
    moveQuote,
    moveError,
    moved,
    load,
    reload,
    setPercent,
    decrease,
    collect,
    increase,
    moveRange,
  };
}
