/**
 * Executing a swap (SPEC §4 Swap flow, §5, §8; issue 7 part 4): the amount check, a fresh quote when
 * the shown one is older than a few blocks, the route re-simulated over the chain's own state, the
 * actions decoded and checked, then the signing list. A re-check that does not confirm the quote
 * stops for the user's decision.
 */
import { signal } from '@preact/signals-react';
import { withSlippage, type SwapRoute } from '../../core/swapRouting';
import { buildSwapActions, checkSwapActions, type SwapAction } from '../../services/actions/swap';
import type { ServiceRoute } from '../../services/swapService';
import type { RouteRecheck } from '../../../workers/quotes.api';
import type { Notification } from '../ui';
import type { SwapStore } from './store';
import type { SendActionsRequest, SendActionsResult } from '../transactions';

/** SPEC §5 / §8: the route shown was computed for another amount than the one entered. */
export const INCORRECT_AMOUNT_IN = 'Incorrect amount in, wait for API to update output';
/** Quotes older than this (3 blocks of 500 ms) are fetched again before signing. */
export const QUOTE_MAX_AGE_MS = 1500;
/** The named loader of a swap on its way (SPEC §4: every action starts a named loader). */
export const SWAP_LOADER = 'swap';

/** Where an execution stands; `confirm` waits for the user to accept a route the chain did not confirm. */
export type SwapExecution =
  | { readonly phase: 'idle' }
  | { readonly phase: 'checking' }
  | { readonly phase: 'confirm'; readonly recheck: RouteRecheck; readonly route: SwapRoute; readonly actions: readonly SwapAction[] }
  | { readonly phase: 'sending' };

export interface SwapExecutorDeps {
  store: SwapStore;
  /** The signing account, or null when nobody is signed in. */
  account(): string | null;
  router(): string;
  slippage(): number;
  now(): number;
  openLogin(): void;
  /** Venue rows of the route, read from the chain; unreadable venues are listed in `problems`. */
  readVenues(route: SwapRoute): Promise<{ venues: readonly unknown[]; problems: readonly string[] }>;
  /** The quotes worker's re-check. */
  recheck(route: SwapRoute, venues: readonly unknown[]): Promise<RouteRecheck>;
  sendActions(request: SendActionsRequest): Promise<SendActionsResult>;
  notify(notification: Omit<Notification, 'id'>): number;
  /** After a sent swap: balances (forced) and routes. */
  afterSwap(): void;
}

const sameAmount = (route: ServiceRoute, units: bigint, precision: number): boolean =>
  route.amount_in.units === units && route.amount_in.precision === precision;

/** The swap executor over the given IO (the app's instance is in instance.ts). */
export function createSwapExecutor(deps: SwapExecutorDeps) {
  const execution = signal<SwapExecution>({ phase: 'idle' });

  function incorrectAmount(): void {
    deps.notify({ kind: 'error', title: INCORRECT_AMOUNT_IN });
  }

  /** The route to sign, refreshed when stale; null (after telling the user) when it does not match the amount. */
  async function currentRoute(): Promise<ServiceRoute | null> {
    const { store } = deps;
    const amount = store.amountIn.value;
    let route = store.selectedRoute.value;
    if (amount === null || route === null || !sameAmount(route, amount.units, amount.precision)) {
      incorrectAmount();
      return null;
    }
    const fetchedAt = store.routesState.value.fetchedAt ?? 0;
    if (deps.now() - fetchedAt > QUOTE_MAX_AGE_MS) {
      await store.refreshRoutes();
      route = store.selectedRoute.value;
      const after = store.amountIn.value;
      if (route === null || after === null || !sameAmount(route, after.units, after.precision)) {
        incorrectAmount();
        return null;
      }
    }
    return route;
  }

  async function send(actions: readonly SwapAction[]): Promise<void> {
    execution.value = { phase: 'sending' };
    try {
      const result = await deps.sendActions({
        actions,
        loaderName: SWAP_LOADER,
        quickUpdate: true,
        refresh: deps.afterSwap,
        failureRefresh: () => deps.store.refreshRoutes(),
      });
      if (result.ok) deps.store.setAmountText('');
    } finally {
      execution.value = { phase: 'idle' };
    }
  }

  /** The swap button: checks, then signs, or stops at `confirm` when the chain does not back the quote. */
  async function executeSwap(): Promise<void> {
    const account = deps.account();
    if (account === null) {
      deps.openLogin();
      return;
    }
    if (execution.value.phase !== 'idle') return;
    execution.value = { phase: 'checking' };
    try {
      const route = await currentRoute();
      if (route === null) {
        execution.value = { phase: 'idle' };
        return;
      }
      const priced = withSlippage(route, deps.slippage());
      const actions = buildSwapActions({ route: priced, account, router: deps.router(), slippage: priced.slippage });
      const check = checkSwapActions(actions, {
        account,
        router: deps.router(),
        tokenIn: priced.token_in,
        tokenOut: priced.token_out,
        amountInUnits: priced.amount_in.units,
      });
      if (!check.ok) {
        deps.notify({ kind: 'error', title: 'Swap refused', text: check.reason });
        execution.value = { phase: 'idle' };
        return;
      }
      const { venues, problems } = await deps.readVenues(priced);
      const result = await deps.recheck(priced, venues);
      const recheck = problems.length > 0 ? { ...result, problems: [...problems, ...result.problems] } : result;
      if (recheck.status === 'ok' && recheck.problems.length === 0) {
        await send(actions);
        return;
      }
      execution.value = { phase: 'confirm', recheck, route: priced, actions };
    } catch (error) {
      execution.value = { phase: 'idle' };
      deps.notify({ kind: 'error', title: 'Swap check failed', text: error instanceof Error ? error.message : String(error) });
    }
  }

  /** "Swap anyway" after a re-check that did not confirm the quote. */
  async function confirmSwap(): Promise<void> {
    const state = execution.value;
    if (state.phase !== 'confirm') return;
    await send(state.actions);
  }

  /** Drops a pending confirmation. */
  function cancelSwap(): void {
    if (execution.value.phase === 'confirm') execution.value = { phase: 'idle' };
  }

  return { execution, executeSwap, confirmSwap, cancelSwap };
}
