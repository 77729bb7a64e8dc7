/**
 * The Market order modal's store (SPEC §2 Modals "Market order", §5 spread, §7 market-order route
 * search, §8 area `marketorder`). Market type `marketpools` (the default) takes the best execution
 * over this book and every pool from the router (`swapRoutes`, split_max_routes 10): routes to choose
 * from, their rates, impact and path, and before signing the same checks as a swap — a quote older
 * than a few blocks fetched again, the actions decoded, the route re-simulated over the chain's own
 * state. Market type `market` walks this book alone and places a limit order at the worst price the
 * slippage allows (docs/decisions/0034): what the book cannot fill there stays open on the book.
 * A book whose spread is above 5 % (or with an empty side) asks for a spread confirmation first.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import { amountToDecimalString, clampSlippage, makeAmount, SLIPPAGE_MAX_INTERNAL, type Amount } from '../../core/amount';
import { orderUnitPrice, type BookSide } from '../../core/actions/orderbook';
import type { Market } from '../../core/domain';
import { errorMessage } from '../../core/format';
import { needsSpreadConfirmation, spreadFraction } from '../../core/orderbook';
import { withSlippage, type SwapRoute, type SwapRoutesQuery } from '../../core/swapRouting';
import { baseForQuoteUp, bookOrderBase, quoteForBase, worstUnitPrice, type BookOrderRequest } from '../../core/trading';
import { buildSwapActions, checkSwapActions, type SwapAction } from '../../services/actions/swap';
import type { ServiceRoute } from '../../services/swapService';
import type { RouteRecheck } from '../../../workers/quotes.api';
import type { TakerQuote } from '../../../workers/market.client';
import type { Notification } from '../ui';
import type { SendActionsRequest, SendActionsResult } from '../transactions';
import type { MarketType } from './tradeBox';
import type { PlaceBookOrderResult } from './trading';

/** SPEC §8: the market order's loading area. */
export const MARKET_ORDER_AREA = 'marketorder';
/** SPEC §7: the market-order route search splits over up to 10 routes. */
export const MARKET_ORDER_SPLIT_ROUTES = 10;
/** The named loader of a market order on its way. */
export const MARKET_ORDER_LOADER = 'trade_marketorder';
/** Quotes older than this (3 blocks) are fetched again before signing, as the swap does. */
export const MARKET_QUOTE_MAX_AGE_MS = 1500;

/** A market order to review: its side, how it executes, and what it gives (base for a buy, quote for a sell). */
export type MarketOrderRequest = { readonly side: BookSide; readonly marketType: MarketType; readonly give: Amount };

/** Where the modal stands: reviewing, asked to confirm a wide spread or a route the chain did not back, checking, signing. */
export type MarketOrderPhase =
  | { readonly name: 'review' }
  | { readonly name: 'confirmSpread'; readonly spread: number | null }
  | { readonly name: 'checking' }
  | { readonly name: 'confirmRecheck'; readonly recheck: RouteRecheck; readonly route: SwapRoute; readonly actions: readonly SwapAction[] }
  | { readonly name: 'sending' };

export type MarketOrderDeps = {
  readonly market: ReadonlySignal<Market | null>;
  readonly account: () => string | null;
  /** The book's best bid and ask unit prices now (null for an empty side). */
  readonly bestPrices: () => { bestBid: bigint | null; bestAsk: bigint | null };
  readonly swapRoutes: (query: SwapRoutesQuery) => Promise<ServiceRoute[]>;
  readonly quoteTaker: (side: BookSide, giveUnits: string) => Promise<TakerQuote | null>;
  readonly readVenues: (route: SwapRoute) => Promise<{ venues: readonly unknown[]; problems: readonly string[] }>;
  readonly recheck: (route: SwapRoute, venues: readonly unknown[]) => Promise<RouteRecheck>;
  readonly sendActions: (request: SendActionsRequest) => Promise<SendActionsResult>;
  /** Places a book order at this slippage (the trading seam). */
  readonly placeBookOrder: (request: BookOrderRequest, slippage: number) => Promise<PlaceBookOrderResult>;
  readonly notify: (notification: Omit<Notification, 'id'>) => number;
  readonly openLogin: () => void;
  readonly router: () => string;
  readonly defaultSlippage: () => number;
  /** After a sent market order: balances, open orders, history. */
  readonly afterOrder: (market: Market, account: string) => void;
  readonly startLoading: (name: string) => void;
  readonly stopLoading: (name: string) => void;
  readonly failLoading: (name: string, error: unknown) => void;
  readonly now: () => number;
};

export function createMarketOrder(deps: MarketOrderDeps) {
  const request = signal<MarketOrderRequest | null>(null);
  const routes = signal<readonly ServiceRoute[]>([]);
  const selected = signal(0);
  const fetchedAt = signal<number | null>(null);
  const bookQuote = signal<TakerQuote | null>(null);
  const slippage = signal(50);
  const phase = signal<MarketOrderPhase>({ name: 'review' });
  let fetchRun = 0;

  const selectedRoute = (): ServiceRoute | null => routes.value[selected.value] ?? routes.value[0] ?? null;

  /** Quotes the open request: the router's routes, or the book walk for the `market` type. */
  async function refresh(): Promise<void> {
    const current = request.value;
    const market = deps.market.value;
    if (current === null || market === null) return;
    const run = ++fetchRun;
    deps.startLoading(MARKET_ORDER_AREA);
    try {
      if (current.give.units <= 0n) throw new Error('Enter an amount to quote');
      if (current.marketType === 'market') {
        const quote = await deps.quoteTaker(current.side, current.give.units.toString());
        if (run !== fetchRun) return;
        if (quote === null) throw new Error('The order book is not loaded yet');
        batch(() => {
          bookQuote.value = quote;
          fetchedAt.value = deps.now();
        });
      } else {
        const [tokenIn, tokenOut] = current.side === 'buy' ? [market.base, market.quote] : [market.quote, market.base];
        const answer = await deps.swapRoutes({
          tokenIn,
          tokenOut,
          amountIn: amountToDecimalString(current.give),
          slippage: slippage.value,
          receiver: deps.account() ?? '',
          splitMaxRoutes: MARKET_ORDER_SPLIT_ROUTES,
          filterExchange: [],
          filterType: [],
        });
        if (run !== fetchRun) return;
        if (answer.length === 0) throw new Error(`No route trades ${tokenIn.ticker} for ${tokenOut.ticker} at this amount`);
        batch(() => {
          routes.value = answer;
          selected.value = Math.min(selected.value, answer.length - 1);
          fetchedAt.value = deps.now();
        });
      }
      deps.stopLoading(MARKET_ORDER_AREA);
    } catch (error) {
      if (run === fetchRun) deps.failLoading(MARKET_ORDER_AREA, error);
    }
  }

  /** Opens the modal on a request and quotes it. */
  function open(next: MarketOrderRequest): void {
    batch(() => {
      request.value = next;
      routes.value = [];
      selected.value = 0;
      fetchedAt.value = null;
      bookQuote.value = null;
      slippage.value = clampSlippage(deps.defaultSlippage(), SLIPPAGE_MAX_INTERNAL);
      phase.value = { name: 'review' };
    });
    void refresh();
  }

  /**
   * Opens the modal for `quoteUnits` of the quote token (the virtual positions' close): a sell gives
   * exactly that; a buy gives the base that buys it at the worst price the slippage allows.
   */
  function openForQuote(side: BookSide, quoteUnits: bigint, marketType: MarketType = 'marketpools'): void {
    const market = deps.market.value;
    if (market === null) return;
    if (side === 'sell') return open({ side, marketType, give: makeAmount(quoteUnits > 0n ? quoteUnits : 0n, market.quote.precision) });
    const { bestAsk } = deps.bestPrices();
    const worst = bestAsk === null ? 0n : worstUnitPrice('buy', bestAsk, deps.defaultSlippage());
    const give = baseForQuoteUp(quoteUnits, worst, { base: market.base.precision, quote: market.quote.precision });
    open({ side, marketType, give: makeAmount(give, market.base.precision) });
  }

  async function send(actions: readonly SwapAction[], market: Market, account: string): Promise<void> {
    phase.value = { name: 'sending' };
    const result = await deps.sendActions({ actions, loaderName: MARKET_ORDER_LOADER, refresh: () => deps.afterOrder(market, account) });
    if (result.ok) close();
    else phase.value = { name: 'review' };
  }

  /** The `marketpools` execution: a fresh quote if needed, the actions checked, the route re-simulated. */
  async function executeRoute(current: MarketOrderRequest, market: Market, account: string): Promise<void> {
    if (fetchedAt.value === null || deps.now() - fetchedAt.value > MARKET_QUOTE_MAX_AGE_MS) await refresh();
    const route = selectedRoute();
    if (route === null || route.amount_in.units !== current.give.units)
      throw new Error('The route is not quoted for this amount: wait for the quote to update');
    const priced = withSlippage(route, slippage.value);
    const actions = buildSwapActions({ route: priced, account, router: deps.router(), slippage: priced.slippage });
    const check = checkSwapActions(actions, {
      account,
      router: deps.router(),
      tokenIn: priced.token_in,
      tokenOut: priced.token_out,
      amountInUnits: current.give.units,
    });
    if (!check.ok) throw new Error(check.reason);
    const { venues, problems } = await deps.readVenues(priced);
    const result = await deps.recheck(priced, venues);
    const recheck = problems.length > 0 ? { ...result, problems: [...problems, ...result.problems] } : result;
    if (recheck.status === 'ok' && recheck.problems.length === 0) return send(actions, market, account);
    phase.value = { name: 'confirmRecheck', recheck, route: priced, actions };
  }

  /**
   * A book-only order of `current`: the trading seam's request (priced from the best price on the
   * other side, its limit the slippage away) and the unit_price the contract will record for it.
   */
  function bookOrderOf(current: MarketOrderRequest): { request: BookOrderRequest; unitPrice: bigint | null } | null {
    const market = deps.market.value;
    const { bestBid, bestAsk } = deps.bestPrices();
    const reference = current.side === 'buy' ? bestAsk : bestBid;
    if (market === null || reference === null) return null;
    const precisions = { base: market.base.precision, quote: market.quote.precision };
    const worst = worstUnitPrice(current.side, reference, slippage.value);
    // A buy gives base: the quote it asks is what that base buys at the limit.
    const quoteUnits = current.side === 'buy' ? quoteForBase(current.give.units, worst, precisions) : current.give.units;
    const baseUnits = bookOrderBase('market', current.side, quoteUnits, worst, precisions);
    const unitPrice = quoteUnits > 0n && baseUnits > 0n ? orderUnitPrice(baseUnits, quoteUnits, precisions.base, precisions.quote) : null;
    return { request: { side: current.side, kind: 'market', unitPrice: reference.toString(), quoteUnits }, unitPrice };
  }

  /** The `market` execution: a limit order on this book at the worst price the slippage allows. */
  async function executeOnBook(current: MarketOrderRequest): Promise<void> {
    if (deps.market.value === null) return;
    const order = bookOrderOf(current);
    if (order === null) throw new Error(`The book has no ${current.side === 'buy' ? 'asks' : 'bids'} to fill this order`);
    phase.value = { name: 'sending' };
    const result = await deps.placeBookOrder(order.request, slippage.value);
    if (result.ok) close();
    else phase.value = { name: 'review' };
  }

  async function execute(): Promise<void> {
    const current = request.value;
    const market = deps.market.value;
    const account = deps.account();
    if (current === null || market === null) return;
    if (account === null) return deps.openLogin();
    phase.value = { name: 'checking' };
    try {
      if (current.marketType === 'market') await executeOnBook(current);
      else await executeRoute(current, market, account);
    } catch (error) {
      phase.value = { name: 'review' };
      deps.notify({ kind: 'error', title: 'Market order not sent', text: errorMessage(error) });
    }
  }

  /** The modal's Place button: a wide spread asks first (SPEC §5), then the order is checked and signed. */
  async function submit(): Promise<void> {
    if (phase.value.name !== 'review' || request.value === null) return;
    const { bestBid, bestAsk } = deps.bestPrices();
    if (needsSpreadConfirmation(bestBid, bestAsk)) {
      phase.value = { name: 'confirmSpread', spread: spreadFraction(bestBid, bestAsk) };
      return;
    }
    await execute();
  }

  /** "Place anyway" after the spread warning. */
  async function confirmSpread(): Promise<void> {
    if (phase.value.name === 'confirmSpread') await execute();
  }

  /** "Sign anyway" after a re-check that did not back the quote. */
  async function confirmRecheck(): Promise<void> {
    const state = phase.value;
    const market = deps.market.value;
    const account = deps.account();
    if (state.name !== 'confirmRecheck' || market === null || account === null) return;
    await send(state.actions, market, account);
  }

  /** Back to the review from a confirmation. */
  function back(): void {
    if (phase.value.name === 'confirmSpread' || phase.value.name === 'confirmRecheck') phase.value = { name: 'review' };
  }

  function close(): void {
    fetchRun++;
    batch(() => {
      request.value = null;
      phase.value = { name: 'review' };
    });
    deps.stopLoading(MARKET_ORDER_AREA);
  }

  return {
    request: request as ReadonlySignal<MarketOrderRequest | null>,
    routes: routes as ReadonlySignal<readonly ServiceRoute[]>,
    selected: selected as ReadonlySignal<number>,
    bookQuote: bookQuote as ReadonlySignal<TakerQuote | null>,
    slippage: slippage as ReadonlySignal<number>,
    phase: phase as ReadonlySignal<MarketOrderPhase>,
    open,
    openForQuote,
    refresh,
    /** The unit_price a book-only order of the request now would be recorded at (null without a price on the other side). */
    bookLimitPrice: (): bigint | null => (request.value === null ? null : (bookOrderOf(request.value)?.unitPrice ?? null)),
    /** Chooses a route (SPEC §5: within the list). */
    select(index: number): void {
      if (Number.isInteger(index) && index >= 0 && index < routes.value.length) selected.value = index;
    },
    /** The slippage tolerance in hundredths of a percent (SPEC §5 internal clamp 0..5000); the quote follows. */
    setSlippage(hundredths: number): void {
      const next = clampSlippage(hundredths, SLIPPAGE_MAX_INTERNAL);
      if (next === slippage.value) return;
      slippage.value = next;
      void refresh();
    },
    submit,
    confirmSpread,
    confirmRecheck,
    back,
    close,
  };
}
