/**
 * The app's trading on the shown market (issue 16): the trade box, open orders, history, the order
 * ledger, order placing and cancelling, and the Market order modal's store, wired to the chain
 * client, the signing list, balances, the swap service, the quotes worker and the market worker.
 * The screen names its market with `showTradeMarket`; the two seam functions for the virtual
 * positions are `placeBookOrder` and `openMarketOrder`.
 */
import { computed, effect, signal, untracked } from '@preact/signals-react';
import type { BookSide } from '../../core/actions/orderbook';
import type { Market } from '../../core/domain';
import { setUnitPrice, type BookOrderRequest } from '../../core/trading';
import { parseUint128 } from '../../core/orderbook';
import { createMarketsService } from '../../services/marketsService';
import { marketClient } from '../../../workers/market.client';
import { quotesClient } from '../../../workers/quotes.client';
import type { VenueRows } from '../../../workers/quotes.api';
import { readStored, requireChainClient, selectedEndpoint, swapContract, user, writeStored } from '../app';
import { refreshBalances } from '../balances';
import { readRouteVenues, slippage as swapSlippage, swapService } from '../swap';
import { sendActions } from '../transactions';
import { failLoading, notify, openModal, runPageFetch, startLoading, stopLoading } from '../ui';
import { onLogout } from '../wallet';
import { asks, bids, userOrders } from './instance';
import { createAccountHistory } from './accountHistory';
import { createMarketOrder, type MarketOrderRequest } from './marketOrder';
import { createOpenOrders } from './openOrders';
import { createOrderLedger } from './orderLedger';
import { createTradeBox } from './tradeBox';
import { tradeFormPrice } from './tradeForm';
import { createTrading, type PlaceBookOrderResult } from './trading';

export { HISTORY_AREA } from './accountHistory';
export { MARKET_ORDER_AREA, type MarketOrderRequest } from './marketOrder';
export { OPEN_ORDERS_AREA } from './openOrders';
export type { MarketType, SideForm, TradeType } from './tradeBox';
export { CANCEL_ORDER_LOADER, PLACE_ORDER_LOADER, type PlaceBookOrderResult } from './trading';

/** The market the /trade screen shows (null when it shows none). */
const shownMarket = signal<Market | null>(null);
const account = computed(() => user.value?.name ?? null);
const readRows = (params: Parameters<ReturnType<typeof requireChainClient>['getTableRows']>[0]) => requireChainClient().getTableRows<unknown>(params);
const warn = (message: string) => console.warn(message);

const isLedger = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');

const openOrdersStore = createOpenOrders({ readRows, startLoading, stopLoading, failLoading, warn });
const historyStore = createAccountHistory({
  fetchPage: (market, who, page) => {
    const endpoint = selectedEndpoint.value;
    if (endpoint === null) return Promise.reject(new Error('No swap API endpoint is selected'));
    return createMarketsService(endpoint.url).accountTrades(market, who, page);
  },
  runPageFetch,
});
const ledger = createOrderLedger({
  load: () => readStored('placedOrders', {}, isLedger),
  save: (entries) => writeStored('placedOrders', entries),
  now: () => Date.now(),
});

const trading = createTrading({
  account: () => account.value,
  market: shownMarket,
  readRows,
  sendActions,
  notify,
  openLogin: () => openModal('login'),
  refreshBalances: (who, tokens) => refreshBalances(who, tokens, { force: true }),
  slippage: () => swapSlippage.value,
  now: () => Date.now(),
  openOrders: openOrdersStore,
  history: historyStore,
  ledger,
  warn,
});

/** The best unit price of a side from the latest frame (null for an empty or unknown side). */
function bestOf(frame: { readonly count: number; readonly unitPrices: readonly string[] } | null): bigint | null {
  const text = frame !== null && frame.count > 0 ? frame.unitPrices[0] : undefined;
  return text === undefined ? null : parseUint128(text);
}

/**
 * The book's best bid and ask unit prices now. Each is its own signal holding a bigint, so a frame
 * that leaves a best price unchanged notifies nobody: the trade box re-renders only on a new best.
 */
export const bestBid = computed(() => bestOf(bids.value));
export const bestAsk = computed(() => bestOf(asks.value));
/** Both best prices read now, for a click or a check before signing (no subscription). */
export const bestPrices = () => ({ bestBid: bestBid.peek(), bestAsk: bestAsk.peek() });

const marketOrderStore = createMarketOrder({
  market: shownMarket,
  account: () => account.value,
  bestPrices,
  swapRoutes: (query) => {
    const service = swapService.value;
    return service === null ? Promise.reject(new Error('No swap API endpoint is selected')) : service.swapRoutes(query);
  },
  quoteTaker: (side, give) => marketClient().quoteTaker(side, give),
  readVenues: (route) => readRouteVenues(readRows, route),
  recheck: (route, venues) => quotesClient().recheckRoute(route, venues as readonly VenueRows[]),
  sendActions,
  placeBookOrder: (request, slippage) => trading.placeBookOrder(request, { slippage }),
  notify,
  openLogin: () => openModal('login'),
  router: () => swapContract,
  defaultSlippage: () => swapSlippage.value,
  afterOrder: (market, who) => void trading.afterTrade(market, who)(),
  startLoading,
  stopLoading,
  failLoading,
  now: () => Date.now(),
});

/** The market the /trade screen shows, read-only (the Market order modal's market). */
export const tradeMarket = computed(() => shownMarket.value);
/** The trade box's forms and keys. */
export const tradeBox = createTradeBox();
/** The Market order modal's store. */
export const marketOrder = marketOrderStore;
/** The account's open orders in the shown market (newest first) and whose they are. */
export const openOrders = openOrdersStore.orders;
export const openOrdersFor = openOrdersStore.loadedFor;
/** The account's trades on the shown market, 20 a page. */
export const accountHistory = historyStore.history;
/** The shown market's fee, minimums and frozen flag (null until read). */
export const marketTerms = trading.terms;
export const { cancelOrders } = trading;

/** The /trade screen names the market it shows (null when it leaves). */
export function showTradeMarket(market: Market | null): void {
  if (shownMarket.value?.id !== market?.id) tradeBox.reset();
  shownMarket.value = market;
}

/** The next page of the account's history. */
export function loadMoreHistory(): void {
  const market = shownMarket.value;
  const who = account.value;
  if (market !== null && who !== null) void historyStore.loadMore(market, who);
}

/** Reads the open orders again now (a retry after an error). */
export function refreshOpenOrders(): void {
  const market = shownMarket.value;
  const who = account.value;
  if (market !== null && who !== null) void trading.refreshOrders(market, who);
}

/** The exact unit_price of the newest trade on the tape (live, else the history fetch's), null when none. */
export async function lastTradeUnitPrice(): Promise<bigint | null> {
  const [newest] = await marketClient().trades(1);
  return newest === undefined ? null : parseUint128(newest.unitPrice);
}

/** Opens the Market order modal for a side's amount from the trade box. */
export function reviewMarketOrder(request: MarketOrderRequest): void {
  marketOrderStore.open(request);
  openModal('marketOrder');
}

/** What the ledger knows an order gave when it was placed from here. */
export function orderInitialBid(orderKey: string): bigint | null {
  const market = shownMarket.value;
  const who = account.value;
  return market === null || who === null ? null : ledger.initialBid(who, market.id, orderKey);
}

/**
 * Places an order on the shown market and resolves once the transaction is quick-confirmed (sent and
 * answered), or with why not (a zero quantity also shows "Order failed" / "Quantity must be positive").
 */
export function placeBookOrder(order: BookOrderRequest): Promise<PlaceBookOrderResult> {
  return trading.placeBookOrder(order);
}

/** Cancels one order of the shown market by side and id (a virtual position's); resolves once answered. */
export async function cancelBookOrder(order: { readonly side: BookSide; readonly orderId: string }): Promise<PlaceBookOrderResult> {
  if (!/^\d{1,20}$/.test(order.orderId)) return { ok: false, error: `Not an order id: ${order.orderId}` };
  const result = await trading.cancelOrders([{ side: order.side, id: BigInt(order.orderId) }]);
  if (result === null) return { ok: false, error: 'No market is open or no wallet is connected' };
  const trxId = result.txIds[0];
  return result.ok && trxId !== undefined ? { ok: true, trxId } : { ok: false, error: result.error ?? 'The cancel was not sent' };
}

/** Opens the Market order modal prefilled for `quoteUnits` of the shown market's quote token. */
export function openMarketOrder(side: BookSide, quoteUnits: bigint): void {
  marketOrderStore.openForQuote(side, quoteUnits);
  if (marketOrderStore.request.value !== null) openModal('marketOrder');
}

/** The shown market's id: a refreshed list row of the same market is no new market. */
const shownMarketId = computed(() => shownMarket.value?.id ?? null);

// A new market or account: its terms, open orders and history; logged out, the user's parts go.
effect(() => {
  void shownMarketId.value;
  const who = account.value;
  untracked(() => {
    const market = shownMarket.value;
    if (market !== null) void trading.loadTerms(market);
    if (market === null || who === null) {
      openOrdersStore.clear();
      historyStore.clear();
      return;
    }
    void trading.refreshOrders(market, who);
    void historyStore.load(market, who);
  });
});

// The worker saw one of the account's rows change (placed, filled, cancelled): read the orders again,
// once per burst of changes.
let ordersTimer: ReturnType<typeof setTimeout> | null = null;
effect(() => {
  void userOrders.value;
  untracked(() => {
    if (ordersTimer !== null) clearTimeout(ordersTimer);
    ordersTimer = setTimeout(() => {
      ordersTimer = null;
      refreshOpenOrders();
    }, 150);
  });
});

// A level picked on the book fills both forms' price with its exact unit_price.
effect(() => {
  const picked = tradeFormPrice.value;
  untracked(() => {
    const market = shownMarket.value;
    if (picked === null || market === null || picked.marketId !== market.id) return;
    const precisions = { base: market.base.precision, quote: market.quote.precision };
    for (const form of Object.values(tradeBox.forms)) form.fields.value = setUnitPrice(form.fields.value, BigInt(picked.unitPrice), precisions);
  });
});

onLogout(() => {
  openOrdersStore.clear();
  historyStore.clear();
  marketOrderStore.close();
});
