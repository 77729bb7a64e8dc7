/**
 * Trading on the shown market (issue 16 items 1 and 3; SPEC §4 Transaction sending): placing an
 * order through the place-order transfer to `alcordexmain`, cancelling one, several or all of the
 * account's orders in one transaction, the market's terms (fee, minimums), and what follows a sent
 * transaction — the open orders read again at once, balances and history after SPEC §9's refresh
 * delay (at once when `quickUpdate` is asked). `placeBookOrder` is the seam the virtual positions use.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { encodePlaceOrder, ORDERBOOK_CONTRACT, orderUnitPrice } from '../../core/actions/orderbook';
import type { Market, Token } from '../../core/domain';
import { cancelActions, ORDER_FAILED, parseMarketTerms, planBookOrder, type BookOrderRequest, type MarketTerms, type OpenOrder } from '../../core/trading';
import type { TableRowsParams } from '../../services/tableRows';
import type { Notification } from '../ui';
import type { SendActionsRequest, SendActionsResult } from '../transactions';
import type { AccountHistoryStore } from './accountHistory';
import type { OpenOrdersStore } from './openOrders';
import type { OrderLedger } from './orderLedger';

/** What `placeBookOrder` answers once the transaction is sent and answered (quick-confirmed), or why not. */
export type PlaceBookOrderResult = { ok: true; trxId: string } | { ok: false; error: string };

/** The named loaders of a place and of a cancel on their way (SPEC §4: every action starts one). */
export const PLACE_ORDER_LOADER = 'trade_placeorder';
export const CANCEL_ORDER_LOADER = 'trade_cancelorder';
export const NO_MARKET = 'No market is open';

export type TradingDeps = {
  /** The signing account, null when logged out. */
  readonly account: () => string | null;
  /** The market the screen shows, null when none. */
  readonly market: ReadonlySignal<Market | null>;
  readonly readRows: (params: TableRowsParams) => Promise<unknown[]>;
  readonly sendActions: (request: SendActionsRequest) => Promise<SendActionsResult>;
  readonly notify: (notification: Omit<Notification, 'id'>) => number;
  readonly openLogin: () => void;
  /** Balances of these tokens, read again (forced). */
  readonly refreshBalances: (account: string, tokens: readonly Token[]) => Promise<void>;
  /** The market-order slippage tolerance, hundredths of a percent. */
  readonly slippage: () => number;
  readonly now: () => number;
  readonly openOrders: OpenOrdersStore;
  readonly history: AccountHistoryStore;
  readonly ledger: OrderLedger;
  readonly warn: (message: string) => void;
};

export function createTrading(deps: TradingDeps) {
  const terms = signal<MarketTerms | null>(null);
  let termsRequest = 0;

  /** Reads the market's `markets` row (fee, minimums, frozen); a failure leaves the terms unknown and is logged. */
  async function loadTerms(market: Market): Promise<void> {
    const run = ++termsRequest;
    if (terms.value?.marketId !== market.id) terms.value = null;
    try {
      const id = String(market.id);
      const [row] = await deps.readRows({
        code: ORDERBOOK_CONTRACT,
        scope: ORDERBOOK_CONTRACT,
        table: 'markets',
        key_type: 'i64',
        lower_bound: id,
        upper_bound: id,
        limit: 1,
      });
      if (run === termsRequest) terms.value = parseMarketTerms(row, market);
    } catch (error) {
      if (run === termsRequest) deps.warn(`could not read the terms of market ${market.id}: ${String(error)}`);
    }
  }

  /** The account's open orders read again, then matched with the orders just placed. */
  async function refreshOrders(market: Market, account: string): Promise<void> {
    const orders = await deps.openOrders.refresh(market, account);
    if (orders !== null) deps.ledger.reconcile(account, market.id, orders);
  }

  /** After a sent transaction: balances and history (the open orders are read at once by the caller). */
  const afterTrade = (market: Market, account: string) => async () => {
    await Promise.all([deps.refreshBalances(account, [market.base, market.quote]), deps.history.load(market, account), refreshOrders(market, account)]);
  };

  /** Who signs and where, or why an order cannot be sent now (the login modal opens when logged out). */
  function context(): { account: string; market: Market } | { error: string } {
    const account = deps.account();
    const market = deps.market.value;
    if (account === null) {
      deps.openLogin();
      return { error: 'Connect a wallet first' };
    }
    return market === null ? { error: NO_MARKET } : { account, market };
  }

  /**
   * Places an order on the shown market: checked (SPEC §5: a zero quantity is "Order failed" /
   * "Quantity must be positive"), signed, and answered once the chain took it. `quickUpdate` refreshes
   * balances at once instead of after the default delay; `slippage` sets the limit price a market order is sent at.
   */
  async function placeBookOrder(request: BookOrderRequest, options: { quickUpdate?: boolean; slippage?: number } = {}): Promise<PlaceBookOrderResult> {
    const target = context();
    if ('error' in target) return { ok: false, error: target.error };
    const { account, market } = target;
    const plan = planBookOrder(request, market, account, options.slippage ?? deps.slippage(), terms.value?.marketId === market.id ? terms.value : null);
    if (!plan.ok) {
      deps.notify({ kind: 'error', title: ORDER_FAILED, text: plan.error });
      return { ok: false, error: plan.error };
    }
    const known = new Set(deps.openOrders.orders.value.map((order) => order.key));
    const result = await deps.sendActions({
      actions: [encodePlaceOrder(plan.order)],
      loaderName: PLACE_ORDER_LOADER,
      quickUpdate: options.quickUpdate === true,
      refresh: afterTrade(market, account),
    });
    if (!result.ok) return { ok: false, error: result.error ?? 'Transaction failed' };
    const { order } = plan;
    if (request.kind === 'limit') {
      const [base, quote] = request.side === 'buy' ? [order.give.amount.units, order.ask.amount.units] : [order.ask.amount.units, order.give.amount.units];
      const unitPrice = orderUnitPrice(base, quote, market.base.precision, market.quote.precision);
      deps.ledger.placed({ account, marketId: market.id, side: request.side, unitPrice, give: order.give.amount.units, at: deps.now(), known });
    }
    void refreshOrders(market, account);
    return { ok: true, trxId: result.txIds[result.txIds.length - 1] ?? '' };
  }

  /** Cancels `orders` of the shown market in one transaction (cancel one, the selected, or all). */
  async function cancelOrders(orders: readonly Pick<OpenOrder, 'side' | 'id'>[]): Promise<SendActionsResult | null> {
    const target = context();
    if ('error' in target || orders.length === 0) return null;
    const { account, market } = target;
    const result = await deps.sendActions({
      actions: cancelActions(orders, account, market.id),
      loaderName: CANCEL_ORDER_LOADER,
      title: orders.length === 1 ? 'Cancel order' : `Cancel ${orders.length} orders`,
      refresh: afterTrade(market, account),
    });
    if (result.ok) void refreshOrders(market, account);
    return result;
  }

  return { terms: terms as ReadonlySignal<MarketTerms | null>, loadTerms, refreshOrders, afterTrade, placeBookOrder, cancelOrders };
}
