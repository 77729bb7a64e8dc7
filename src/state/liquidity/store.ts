/**
 * The liquidity screens' store (SPEC §2 Liquidity management, §4 Liquidity): the exchange, the token
 * pair, the v2 pools found for it, the deposit and remove boxes, and their transactions through the
 * signing list. Built over injected IO; the app's instance is in instance.ts. The exchange and pair
 * are shared with the concentrated-pool (alcorv2) panels.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Amount } from '../../core/amount';
import { type ListedToken, type Token, type TokenPair } from '../../core/domain';
import {
  addLiquidityActions,
  canCreatePair,
  choosePairToken,
  completePair,
  createPairActions,
  emptyPair,
  isV2PoolExchange,
  nextDefiboxPairId,
  orientV2Pool,
  poolsOfPair,
  removeLiquidityActions,
  type LiquidityAction,
  type PairSide,
  type V2PoolView,
} from '../../core/liquidity';
import { errorMessage } from '../../core/format';
import type { Exchange } from '../../core/urlParams';
import type { V2PoolSnapshot } from '../../core/walletPositions';
import type { Timers } from '../../services/http';
import { refreshWhileShown } from '../ui';
import type { SendActionsRequest, SendActionsResult } from '../transactions';
import type { Notification } from '../ui';
import { createDepositBox, type DepositBox } from './depositBox';
import { createRemoveBox } from './removeBox';

/** The pools are read again this often while a liquidity screen is open. */
export const POOLS_REFRESH_MS = 5000;
/** The named loader of a liquidity transaction on its way. */
export const LIQUIDITY_TX_LOADER = 'liquidity_deposit';

/** The pools list's state. */
export type PoolsState = { readonly loading: boolean; readonly error: string | null; readonly loaded: boolean };

/** The pool a manage URL names: found, not (yet) loaded, or not a v2 pool of that exchange. */
export type ManagedPool = { readonly status: 'none' | 'loading' | 'not-found' } | { readonly status: 'found'; readonly pool: V2PoolView };

export interface LiquidityStoreDeps {
  /** The endpoint's token list (the swap screen's). */
  tokens: ReadonlySignal<readonly ListedToken[]>;
  /** Every v2 pool of the endpoint (pools/). */
  loadPools(): Promise<V2PoolSnapshot[]>;
  account(): string | null;
  balanceOf(token: Token): Amount | null;
  refreshBalances(tokens: readonly Token[], force: boolean): Promise<void>;
  /** The deposit slippage in hundredths of a percent: the least LP an add accepts where the exchange takes a minimum. */
  slippage(): number;
  sendActions(request: SendActionsRequest): Promise<SendActionsResult>;
  openLogin(): void;
  notify(notification: Omit<Notification, 'id'>): number;
  timers: Timers;
}

/** The liquidity store. */
export function createLiquidityStore(deps: LiquidityStoreDeps) {
  const exchange = signal<Exchange>('alcorv2');
  const pair = signal<TokenPair<ListedToken | null>>(emptyPair());
  const pools = signal<readonly V2PoolSnapshot[]>([]);
  const poolsState = signal<PoolsState>({ loading: false, error: null, loaded: false });
  const managed = signal<{ readonly exchange: Exchange; readonly id: string } | null>(null);

  /** The chosen pair once both tokens are set. */
  const chosenPair = computed(() => completePair(pair.value));
  /** The exchange's v2 pools of the pair (SPEC §4: both tokens chosen finds pools). */
  const pairPools = computed<V2PoolSnapshot[]>(() => {
    const chosen = chosenPair.value;
    if (chosen === null || !isV2PoolExchange(exchange.value)) return [];
    return poolsOfPair(pools.value, exchange.value, chosen);
  });
  const pairPool = computed<V2PoolView | null>(() => {
    const first = pairPools.value[0];
    return first === undefined || chosenPair.value === null ? null : orientV2Pool(first, chosenPair.value.input);
  });
  /** A v2 pair without a pool on an exchange where anyone may create one: the deposit creates it. */
  const newPair = computed(() => {
    const chosen = chosenPair.value;
    if (chosen === null || !canCreatePair(exchange.value) || !poolsState.value.loaded || pairPools.value.length > 0) return null;
    return { tokenA: chosen.input as Token, tokenB: chosen.output as Token };
  });

  const managedPool = computed<ManagedPool>(() => {
    const target = managed.value;
    if (target === null) return { status: 'none' };
    const found = pools.value.find((pool) => pool.src === target.exchange && pool.pairId === target.id);
    if (found !== undefined) return { status: 'found', pool: orientV2Pool(found) };
    return { status: poolsState.value.loaded ? 'not-found' : 'loading' };
  });
  const managedView = computed(() => (managedPool.value.status === 'found' ? managedPool.value.pool : null));
  const lpBalance = computed(() => {
    const pool = managedView.value;
    return pool === null ? null : deps.balanceOf(pool.lpToken);
  });

  const noNewPair = signal(null);
  const addBox = createDepositBox({ pool: pairPool, newPair, balanceOf: (token) => deps.balanceOf(token), slippage: () => deps.slippage() });
  const manageBox = createDepositBox({ pool: managedView, newPair: noNewPair, balanceOf: (token) => deps.balanceOf(token), slippage: () => deps.slippage() });
  const removeBox = createRemoveBox({ pool: managedView, lpBalance });

  let requestSeq = 0;

  /** Reads every v2 pool; an older answer never overwrites a newer one. The boxes follow the new ratios. */
  async function refreshPools(): Promise<void> {
    const seq = ++requestSeq;
    poolsState.value = { ...poolsState.value, loading: true };
    try {
      const list = await deps.loadPools();
      if (seq !== requestSeq) return;
      batch(() => {
        pools.value = list;
        poolsState.value = { loading: false, error: null, loaded: true };
        addBox.relink();
        manageBox.relink();
      });
    } catch (error) {
      if (seq !== requestSeq) return;
      poolsState.value = { ...poolsState.value, loading: false, error: errorMessage(error) };
    }
  }

  /** Balances of the shown pool's tokens and LP token (forced after a transaction). */
  async function refreshPoolBalances(force = false): Promise<void> {
    if (deps.account() === null) return;
    const pool = managedView.value ?? pairPool.value;
    const chosen = chosenPair.value;
    const tokens: Token[] = pool !== null ? [pool.tokenA, pool.tokenB, pool.lpToken] : chosen !== null ? [chosen.input, chosen.output] : [];
    if (tokens.length > 0) await deps.refreshBalances(tokens, force);
  }

  /** SPEC §4: choosing an exchange resets tokens, inputs, pools and fee. */
  function setExchange(next: Exchange): void {
    if (next === exchange.value) return;
    batch(() => {
      exchange.value = next;
      pair.value = emptyPair();
      addBox.clear();
    });
  }

  /** SPEC §4: a token equal to the other side swaps the sides; both chosen finds the pools. */
  function chooseToken(side: PairSide, token: ListedToken): void {
    batch(() => {
      pair.value = choosePairToken(pair.value, side, token);
      addBox.clear();
    });
    if (chosenPair.value !== null) {
      void refreshPools().then(() => refreshPoolBalances());
    }
  }

  /** The manage page's pool: `/liquidity/manage/{exchange}/{id}`. */
  function openPool(target: { exchange: Exchange; id: string } | null): void {
    batch(() => {
      managed.value = target;
      manageBox.clear();
      removeBox.clear();
    });
    if (target !== null) void refreshPools().then(() => refreshPoolBalances());
  }

  const afterTransaction = (box: { clear(): void }) => () => {
    box.clear();
    void refreshPools().then(() => refreshPoolBalances(true));
  };

  async function send(actions: () => LiquidityAction[], title: string, box: { clear(): void }): Promise<boolean> {
    if (deps.account() === null) {
      deps.openLogin();
      return false;
    }
    let built: LiquidityAction[];
    try {
      built = actions();
    } catch (error) {
      deps.notify({ kind: 'error', title: `${title} refused`, text: errorMessage(error) });
      return false;
    }
    const result = await deps.sendActions({ actions: built, loaderName: LIQUIDITY_TX_LOADER, title, quickUpdate: true, refresh: afterTransaction(box) });
    return result.ok;
  }

  /** Deposits what the box shows: into its pool, or creating the pair (its first deposit sets the price). */
  function deposit(box: DepositBox, pool: V2PoolView | null): Promise<boolean> {
    const quote = box.quote.value;
    const owner = deps.account() ?? '';
    if (!quote.ok) return Promise.resolve(false);
    if (pool === null) {
      const created = newPair.value;
      const current = exchange.value;
      if (created === null || !isV2PoolExchange(current)) return Promise.resolve(false);
      const defiboxIds = pools.value.filter((p) => p.src === 'defibox').map((p) => p.pairId);
      return send(
        () =>
          createPairActions({ exchange: current, owner, ...created, unitsA: quote.unitsA, unitsB: quote.unitsB, nextPairId: nextDefiboxPairId(defiboxIds) }),
        'Create pair and add liquidity',
        box,
      );
    }
    return send(() => addLiquidityActions({ pool, owner, unitsA: quote.unitsA, unitsB: quote.unitsB, minLp: quote.minLp }), 'Add liquidity', box);
  }

  /** Burns the LP the remove box shows. */
  function removeLiquidity(): Promise<boolean> {
    const pool = managedView.value;
    const quote = removeBox.quote.value;
    if (pool === null || !quote.ok) return Promise.resolve(false);
    return send(() => removeLiquidityActions(pool, deps.account() ?? '', quote.lp), 'Remove liquidity', removeBox);
  }

  /** A liquidity screen is showing: pools refresh every period until the returned function is called. */
  const { activate } = refreshWhileShown(deps.timers, POOLS_REFRESH_MS, () => {
    if (!poolsState.value.loading && (chosenPair.value !== null || managed.value !== null)) void refreshPools();
  });

  return {
    tokens: deps.tokens,
    exchange,
    pair,
    chosenPair,
    pools,
    poolsState,
    pairPools,
    pairPool,
    newPair,
    managed,
    managedPool,
    lpBalance,
    addBox,
    manageBox,
    removeBox,
    setExchange,
    chooseToken,
    openPool,
    refreshPools,
    refreshPoolBalances,
    addLiquidity: () => deposit(addBox, pairPool.value),
    addMore: () => deposit(manageBox, managedView.value),
    removeLiquidity,
    activate,
  };
}
