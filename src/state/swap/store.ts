/**
 * The swap screen's store (SPEC §2 Swap screen, §4 Swap flow): tokens, the pair, the amount, the
 * routes for it (debounced on typing, refreshed every few seconds), the selected route and its
 * lock, and route filters. Built over injected IO; the app's instance is in instance.ts.
 */
import { batch, computed, signal } from '@preact/signals-react';
import { amountFieldText, amountToDecimalString, readAmountField, sanitizeAmountText } from '../../core/amount';
import type { Exchange, SourceType } from '../../core/urlParams/exchanges';
import { sameToken, type ListedToken, type TokenPair } from '../../core/domain';
import type { ServiceRoute, SwapService } from '../../services/swapService';
import type { Timers } from '../../services/http';
import { refreshWhileShown } from '../ui';
import type { Amount } from '../../core/amount';

/** Typing pauses this long before routes are fetched for the new amount. */
export const AMOUNT_DEBOUNCE_MS = 350;
/** Routes are refetched this often while the screen is open (about 8 blocks). */
export const ROUTES_REFRESH_MS = 4000;

/** Which venues routes may use; empty lists allow all (SPEC §7 filter_exchange, filter_type). */
export type RouteFilter = { readonly exchanges: readonly Exchange[]; readonly types: readonly SourceType[] };
const NO_FILTER: RouteFilter = { exchanges: [], types: [] };

/** A fetch's state: its error, when it finished, and the amount (units) it was asked for. */
export type RoutesState = {
  readonly loading: boolean;
  readonly error: string | null;
  readonly fetchedAt: number | null;
  readonly requestedUnits: bigint | null;
};
const ROUTES_IDLE: RoutesState = { loading: false, error: null, fetchedAt: null, requestedUnits: null };

/** The tokens list's state. */
export type TokensState = { readonly loading: boolean; readonly error: string | null };

export interface SwapStoreDeps {
  /** The client of the selected endpoint, or null before one is chosen. */
  service(): SwapService | null;
  /** Who receives the output (the signed-in account), '' when anonymous. */
  receiver(): string;
  slippage(): number;
  splitMaxRoutes(): number;
  timers: Timers;
  now(): number;
}

/** A route's identity across refreshes: its venues per split, whatever the amounts. */
export function routeSignature(route: ServiceRoute): string {
  return route.paths.map((path) => path.hops.join('-')).join('|');
}

/** The swap store. */
export function createSwapStore(deps: SwapStoreDeps) {
  const tokens = signal<readonly ListedToken[]>([]);
  const tokensState = signal<TokensState>({ loading: false, error: null });
  const pair = signal<TokenPair<ListedToken> | null>(null);
  const amountText = signal('');
  const routes = signal<readonly ServiceRoute[]>([]);
  const routesState = signal<RoutesState>(ROUTES_IDLE);
  const selectedIndex = signal(0);
  const selectionLocked = signal(false);
  const routeFilter = signal<RouteFilter>(NO_FILTER);

  const amountField = computed(() => readAmountField(amountText.value, pair.value?.input.precision ?? null));
  const amountIn = computed<Amount | null>(() => amountField.value.amount);
  /** The selected route; always within the route list (SPEC §5). */
  const selectedRoute = computed<ServiceRoute | null>(() => routes.value[selectedIndex.value] ?? routes.value[0] ?? null);

  let tokensFor: string | null = null;
  let requestSeq = 0;
  let inFlight: AbortController | null = null;
  let debounce: unknown = null;

  async function loadTokens(): Promise<void> {
    const service = deps.service();
    if (service === null || tokensFor === service.baseUrl) return;
    tokensFor = service.baseUrl;
    tokensState.value = { loading: true, error: null };
    try {
      const list = await service.tokens({ noLpToken: true });
      tokens.value = list;
      tokensState.value = { loading: false, error: null };
    } catch (error) {
      tokensFor = null;
      tokensState.value = { loading: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  function clearRoutes(): void {
    requestSeq++;
    inFlight?.abort();
    inFlight = null;
    routes.value = [];
    routesState.value = ROUTES_IDLE;
    selectedIndex.value = 0;
  }

  function pick(next: readonly ServiceRoute[]): number {
    if (!selectionLocked.value) return 0;
    const previous = routes.value[selectedIndex.value];
    const same = previous === undefined ? -1 : next.findIndex((route) => routeSignature(route) === routeSignature(previous));
    if (same >= 0) return same;
    // The chosen route no longer exists: the best one is shown and the lock released.
    selectionLocked.value = false;
    return 0;
  }

  /** Fetches routes for the current pair and amount; an older answer never overwrites a newer one. */
  async function refreshRoutes(): Promise<void> {
    const service = deps.service();
    const current = pair.value;
    const amount = amountIn.value;
    if (service === null || current === null || amount === null || amount.units <= 0n) {
      clearRoutes();
      return;
    }
    const seq = ++requestSeq;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    routesState.value = { ...routesState.value, loading: true, requestedUnits: amount.units };
    const filter = routeFilter.value;
    const query = {
      tokenIn: current.input,
      tokenOut: current.output,
      amountIn: amountToDecimalString(amount),
      slippage: deps.slippage(),
      receiver: deps.receiver(),
      splitMaxRoutes: deps.splitMaxRoutes(),
      filterExchange: filter.exchanges,
      filterType: filter.types,
    };
    try {
      const answer = await service.swapRoutes(query, controller.signal);
      if (seq !== requestSeq) return;
      // A route for other tokens than asked (a confused endpoint) is not shown.
      const fitting = answer.filter((route) => sameToken(route.token_in, current.input) && sameToken(route.token_out, current.output));
      batch(() => {
        selectedIndex.value = pick(fitting);
        routes.value = fitting;
        routesState.value = {
          loading: false,
          error: fitting.length === 0 ? 'No route found for this amount' : null,
          fetchedAt: deps.now(),
          requestedUnits: amount.units,
        };
      });
    } catch (error) {
      if (seq !== requestSeq) return;
      routesState.value = { ...routesState.value, loading: false, error: error instanceof Error ? error.message : String(error) };
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  function cancelDebounce(): void {
    if (debounce !== null) deps.timers.clearTimeout(debounce);
    debounce = null;
  }

  function scheduleRefresh(delay: number): void {
    cancelDebounce();
    debounce = deps.timers.setTimeout(() => {
      debounce = null;
      void refreshRoutes();
    }, delay);
  }

  /** Shows a pair: a different one resets the amount, the lock and the filters and drops its routes (SPEC §4 Swap flow). */
  function setPair(next: TokenPair<ListedToken>): void {
    const current = pair.value;
    if (current && sameToken(current.input, next.input) && sameToken(current.output, next.output)) return;
    cancelDebounce();
    batch(() => {
      pair.value = next;
      amountText.value = '';
      selectionLocked.value = false;
      routeFilter.value = NO_FILTER;
      clearRoutes();
    });
  }

  /** The field's text after a keystroke; routes follow once typing pauses. */
  function setAmountText(text: string): void {
    const precision = pair.value?.input.precision ?? 0;
    const next = sanitizeAmountText(text, precision);
    if (next === amountText.value) return;
    amountText.value = next;
    if (amountIn.value === null || amountIn.value.units <= 0n) {
      cancelDebounce();
      clearRoutes();
      return;
    }
    scheduleRefresh(AMOUNT_DEBOUNCE_MS);
  }

  /** Fills the field with an exact amount (percent and MAX buttons) and fetches at once. */
  function setAmount(amount: Amount): void {
    amountText.value = amountFieldText(amount);
    if (amount.units <= 0n) clearRoutes();
    else scheduleRefresh(0);
  }

  /** Chooses a route: it stays chosen across refreshes (SPEC §4: choosing a route locks the selection). */
  function selectRoute(index: number): void {
    if (index < 0 || index >= routes.value.length) return;
    batch(() => {
      selectedIndex.value = index;
      selectionLocked.value = true;
    });
  }

  /** Back to following the best route. */
  function unlockSelection(): void {
    batch(() => {
      selectionLocked.value = false;
      selectedIndex.value = 0;
    });
  }

  /** Changes which venues routes may use, then refetches. */
  function setRouteFilter(filter: RouteFilter): void {
    routeFilter.value = filter;
    selectionLocked.value = false;
    scheduleRefresh(0);
  }

  /** The screen is showing: routes refresh every period until the returned function is called. */
  const { activate } = refreshWhileShown(deps.timers, ROUTES_REFRESH_MS, () => {
    if (debounce === null && inFlight === null) void refreshRoutes();
  });

  /** Forgets the loaded tokens (another endpoint was chosen). */
  function resetTokens(): void {
    tokensFor = null;
    tokens.value = [];
  }

  return {
    tokens,
    tokensState,
    pair,
    amountText,
    amountField,
    amountIn,
    routes,
    routesState,
    selectedIndex,
    selectionLocked,
    selectedRoute,
    routeFilter,
    loadTokens,
    resetTokens,
    setPair,
    setAmountText,
    setAmount,
    selectRoute,
    unlockSelection,
    setRouteFilter,
    refreshRoutes,
    activate,
  };
}

export type SwapStore = ReturnType<typeof createSwapStore>;
