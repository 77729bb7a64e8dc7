/**
 * Orders on the watched order-book market (NOTES "Alcor order book"): a limit order is a transfer of
 * what it gives with what it asks as memo; a market order the same transfer with a zero ask and
 * Waxwing's worst price (`#<unit_price>`), so a thin book cannot fill it at any price. Sent through
 * the signing list (`sendActions`); the answer comes once the transaction is quick-confirmed.
 * `openMarketOrder` prices a market order on the visible book and asks for a confirmation first.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { makeAmount } from '../../core/amount';
import { encodeCancelOrder, encodePlaceOrder, MAX_UNIT_PRICE } from '../../core/actions/orderbook';
import type { BookMarket } from '../../core/domain';
import { errorMessage } from '../../core/format';
import type { SideFrame } from '../../core/orderbook';
import { baseForQuote, quoteLevelsOf, worstUnitPrice } from '../../core/positions';
import { user } from '../app';
import { refreshBalances } from '../balances';
import { closeModal, notify, openModal, type Notification } from '../ui';
import { sendActions, type SendActionsRequest, type SendActionsResult } from '../transactions';
// Read when an order is placed, not at load: the live store may be a partial fake in screen tests.
import * as live from './instance';

/** An order to place: its side and kind, the exact price (a market order's worst price) and the quote-token amount. */
export type BookOrder = {
  readonly side: 'buy' | 'sell';
  readonly kind: 'limit' | 'market';
  /** Exact base per 1 quote × 10^8, as decimal text. */
  readonly unitPrice: string;
  readonly quoteUnits: bigint;
};

export type BookOrderResult = { readonly ok: true; readonly trxId: string } | { readonly ok: false; readonly error: string };

/** A market order waiting for the user's confirmation, priced on the book shown when it was asked for. */
export type MarketOrderRequest = {
  readonly market: BookMarket;
  readonly side: 'buy' | 'sell';
  readonly quoteUnits: bigint;
  /** Null when the opposite side shows no level: nothing to fill it. */
  readonly worstUnitPrice: bigint | null;
};

/** SPEC §5 / §8 "Order with zero amount". */
export const ORDER_FAILED = 'Order failed';
export const QUANTITY_MUST_BE_POSITIVE = 'Quantity must be positive';
/** SPEC §9 default slippage, hundredths of a percent. */
const MARKET_SLIPPAGE = 50;
const UNIT_PRICE = /^[1-9]\d{0,19}$/;

export type BookOrdersDeps = {
  readonly market: () => BookMarket | null;
  readonly account: () => string | null;
  /** The book's visible sides (the worker's frames). */
  readonly asks: () => SideFrame | null;
  readonly bids: () => SideFrame | null;
  readonly sendActions: (request: SendActionsRequest) => Promise<SendActionsResult>;
  readonly notify: (notification: Omit<Notification, 'id'>) => number;
  /** Opens and closes the confirmation of `openMarketOrder`. */
  readonly openConfirmation: () => void;
  readonly closeConfirmation: () => void;
  /** After a sent order: the balances of the market's tokens. */
  readonly afterOrder: (market: BookMarket, account: string) => void;
};

/** The watched market's order placing (the app's instance is in instance.ts). */
export function createBookOrders(deps: BookOrdersDeps) {
  const request = signal<MarketOrderRequest | null>(null);

  const refuse = (error: string, title = ORDER_FAILED): BookOrderResult => {
    deps.notify({ kind: 'error', title, text: error });
    return { ok: false, error };
  };

  /** Places a limit or market order on the watched market; resolves once the transaction is quick-confirmed or failed. */
  async function placeBookOrder(order: BookOrder): Promise<BookOrderResult> {
    const market = deps.market();
    const account = deps.account();
    if (market === null) return refuse('No market is open');
    if (account === null) return refuse('Connect a wallet first');
    if (!UNIT_PRICE.test(order.unitPrice) || BigInt(order.unitPrice) > MAX_UNIT_PRICE) return refuse('The price must be above 0');
    const unitPrice = BigInt(order.unitPrice);
    const baseUnits = baseForQuote(order.quoteUnits, unitPrice, market.base.precision, market.quote.precision);
    if (order.quoteUnits <= 0n || baseUnits <= 0n) return refuse(QUANTITY_MUST_BE_POSITIVE);
    const isMarket = order.kind === 'market';
    const base = (units: bigint) => ({ amount: makeAmount(units, market.base.precision), ticker: market.base.ticker, contract: market.base.contract });
    const quote = (units: bigint) => ({ amount: makeAmount(units, market.quote.precision), ticker: market.quote.ticker, contract: market.quote.contract });
    let action;
    try {
      // A buy gives base for quote, a sell quote for base; a market order asks zero, bounded by its worst price.
      const [give, ask] =
        order.side === 'buy' ? [base(baseUnits), quote(isMarket ? 0n : order.quoteUnits)] : [quote(order.quoteUnits), base(isMarket ? 0n : baseUnits)];
      action = encodePlaceOrder(isMarket ? { owner: account, give, ask, worstUnitPrice: unitPrice } : { owner: account, give, ask });
    } catch (error) {
      return refuse(errorMessage(error));
    }
    const result = await deps.sendActions({
      actions: [action],
      loaderName: isMarket ? 'marketorder' : 'trade_order',
      quickUpdate: true,
      refresh: () => deps.afterOrder(market, account),
    });
    const trxId = result.txIds[0];
    return result.ok && trxId !== undefined ? { ok: true, trxId } : { ok: false, error: result.error ?? 'The order was not sent' };
  }

  /** Cancels one of the user's orders on the watched market (`cancelbuy` / `cancelsell`); resolves once quick-confirmed or failed. */
  async function cancelBookOrder(order: { readonly side: 'buy' | 'sell'; readonly orderId: string }): Promise<BookOrderResult> {
    const market = deps.market();
    const account = deps.account();
    if (market === null) return refuse('No market is open', 'Cancel failed');
    if (account === null) return refuse('Connect a wallet first', 'Cancel failed');
    let action;
    try {
      action = encodeCancelOrder({ side: order.side, executor: account, marketId: BigInt(market.id), orderId: BigInt(order.orderId) });
    } catch (error) {
      return refuse(errorMessage(error), 'Cancel failed');
    }
    const result = await deps.sendActions({
      actions: [action],
      loaderName: 'trade_openorders',
      quickUpdate: true,
      refresh: () => deps.afterOrder(market, account),
    });
    const trxId = result.txIds[0];
    return result.ok && trxId !== undefined ? { ok: true, trxId } : { ok: false, error: result.error ?? 'The cancel was not sent' };
  }

  /** Asks to confirm a market order of `quoteUnits` on the watched market, its worst price read from the book shown now. */
  function openMarketOrder(side: 'buy' | 'sell', quoteUnits: bigint): void {
    const market = deps.market();
    if (market === null) return;
    const opposite = side === 'buy' ? deps.asks() : deps.bids();
    const worst = worstUnitPrice(side, quoteLevelsOf(opposite, market.quote.precision), quoteUnits, MARKET_SLIPPAGE);
    request.value = { market, side, quoteUnits, worstUnitPrice: worst };
    deps.openConfirmation();
  }

  /** The confirmation's answer: places the requested market order (true) or drops it (false). */
  async function confirmMarketOrder(confirmed: boolean): Promise<BookOrderResult | null> {
    const asked = request.value;
    request.value = null;
    deps.closeConfirmation();
    if (!confirmed || asked === null) return null;
    if (asked.worstUnitPrice === null) return refuse('The book has no orders to fill it');
    if (deps.market()?.id !== asked.market.id) return refuse('The market changed before the order was confirmed');
    return placeBookOrder({ side: asked.side, kind: 'market', unitPrice: asked.worstUnitPrice.toString(), quoteUnits: asked.quoteUnits });
  }

  return { placeBookOrder, cancelBookOrder, openMarketOrder, confirmMarketOrder, marketOrderRequest: request as ReadonlySignal<MarketOrderRequest | null> };
}

export type BookOrders = ReturnType<typeof createBookOrders>;

const orders = createBookOrders({
  market: () => live.watchedMarket.value,
  account: () => user.value?.name ?? null,
  asks: () => live.asks.value,
  bids: () => live.bids.value,
  sendActions,
  notify,
  openConfirmation: () => openModal('marketOrder'),
  closeConfirmation: closeModal,
  afterOrder: (market, account) => void refreshBalances(account, [market.base, market.quote], { force: true }),
});

export const { placeBookOrder, cancelBookOrder, openMarketOrder, confirmMarketOrder, marketOrderRequest } = orders;
