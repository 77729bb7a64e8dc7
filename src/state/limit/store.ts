/**
 * The limit screen's store (SPEC §2 Limit screen, §7 limit-order contract): the form, the contract's
 * fees and tokens, the account's open orders and history, placing (one deposit-and-create transfer)
 * and cancelling (one `cancelorders`). Built over injected IO; the app's instance is in instance.ts.
 */
import { batch, signal } from '@preact/signals-react';
import { encodeLimitTransfer } from '../../core/actions/limit';
import { makeAmount, pow10, type Amount } from '../../core/amount';
import type { ListedToken, TokenPair } from '../../core/domain';
import { errorMessage } from '../../core/format';
import {
  editPrice,
  editReceive,
  editSell,
  EMPTY_LIMIT_FORM,
  isLimitToken,
  limitDraft,
  mergeLimitHistory,
  priceFieldText,
  priceOfAmounts,
  readLimitFees,
  readLimitOrder,
  readLimitTokens,
  setSellAmount,
  ZERO_ORDER,
  type LimitFees,
  type LimitField,
  type LimitFormTexts,
  type LimitHistoryItem,
  type LimitOpenOrder,
} from '../../core/limit';
import { cancelOrderActions, type OrderToken } from '../../core/walletOrders';
import type { TableRowsParams } from '../../services/tableRows';
import type { SendActionsRequest, SendActionsResult } from '../transactions';

/** SPEC §8 loading areas of the screen, and the signing loaders. */
export const LIMIT_LOADERS = {
  tokens: 'spot_limit_tokens',
  orders: 'spot_limit_loadOrderHistory',
  history: 'spot_limit_loadTradeHistory',
  place: 'spot_limit_placeOrder',
  cancel: 'spot_limit_cancelOrders',
} as const;

/** The contract's fees and registered tokens. */
export type LimitContractState = { readonly fees: LimitFees | null; readonly tokens: ReadonlyMap<number, OrderToken> | null };
/** A list read for one account. */
export type AccountList<T> = { readonly account: string | null; readonly items: readonly T[]; readonly loaded: boolean };

export interface LimitStoreDeps {
  account(): string | null;
  contract(): string;
  tableRows(params: TableRowsParams): Promise<unknown[]>;
  history(owner: string): Promise<{ fills: unknown[]; closes: unknown[] }>;
  /** The best swap quote of `amount` of the pair's input: what it receives, null without a route. */
  quote(pair: TokenPair<ListedToken>, amount: Amount): Promise<Amount | null>;
  sendActions(request: SendActionsRequest): Promise<SendActionsResult>;
  runFetch<T>(name: string, fetcher: () => Promise<T>): Promise<T>;
  notify(note: { kind: 'error'; title: string; text: string }): void;
  /** Balances of the pair after an order moved them. */
  refreshBalances(): void | Promise<void>;
  readHideOtherPairs(): boolean;
  writeHideOtherPairs(hide: boolean): void;
  warn(message: string): void;
}

const empty = <T>(account: string | null): AccountList<T> => ({ account, items: [], loaded: false });

/** The limit store. */
export function createLimitStore(deps: LimitStoreDeps) {
  const form = signal<LimitFormTexts>(EMPTY_LIMIT_FORM);
  const fieldError = signal<{ field: LimitField; reason: string } | null>(null);
  const contract = signal<LimitContractState>({ fees: null, tokens: null });
  const orders = signal<AccountList<LimitOpenOrder>>(empty(null));
  const history = signal<AccountList<LimitHistoryItem>>(empty(null));
  const hideOtherPairs = signal(deps.readHideOtherPairs());
  const selected = signal<ReadonlySet<string>>(new Set());
  const busy = signal<'placing' | 'cancelling' | 'quoting' | null>(null);

  const precisions = (pair: TokenPair<ListedToken>) => ({ input: pair.input.precision, output: pair.output.precision });

  /** A keystroke in one field: the other two follow (src/core/limit amounts). */
  function edit(field: LimitField, text: string, pair: TokenPair<ListedToken>): void {
    const editor = field === 'sell' ? editSell : field === 'price' ? editPrice : editReceive;
    batch(() => {
      form.value = editor(form.value, text, precisions(pair));
      fieldError.value = null;
    });
  }

  /** A percent of the balance as the amount sold. */
  function setSell(amount: Amount, pair: TokenPair<ListedToken>): void {
    form.value = setSellAmount(form.value, amount, precisions(pair));
    fieldError.value = null;
  }

  /** Another pair: the form starts empty. */
  function resetForm(): void {
    batch(() => {
      form.value = EMPTY_LIMIT_FORM;
      fieldError.value = null;
    });
  }

  /** The "market" shortcut: the price of the best swap quote for the amount sold (or one whole token). */
  async function takeMarketPrice(pair: TokenPair<ListedToken>, typed: Amount | null): Promise<void> {
    const amount = typed !== null && typed.units > 0n ? typed : makeAmount(pow10(pair.input.precision), pair.input.precision);
    busy.value = 'quoting';
    try {
      const received = await deps.quote(pair, amount);
      if (received === null || received.units <= 0n) {
        fieldError.value = { field: 'price', reason: 'No market price for this pair right now' };
        return;
      }
      edit('price', priceFieldText(priceOfAmounts(amount.units, received.units, pair.input.precision, pair.output.precision)), pair);
    } catch (error) {
      fieldError.value = { field: 'price', reason: `No market price: ${errorMessage(error)}` };
    } finally {
      busy.value = null;
    }
  }

  /** The contract's config and tokens (fees and which tokens can be ordered). */
  async function loadContract(): Promise<void> {
    const code = deps.contract();
    try {
      const [config, tokens] = await deps.runFetch(LIMIT_LOADERS.tokens, () =>
        Promise.all([deps.tableRows({ code, scope: code, table: 'config' }), deps.tableRows({ code, scope: code, table: 'tokens' })]),
      );
      contract.value = { fees: config[0] === undefined ? null : readLimitFees(config[0]), tokens: readLimitTokens(tokens, deps.warn) };
    } catch (error) {
      deps.warn(`limit contract: ${errorMessage(error)}`);
    }
  }

  /** The account's open orders, by the `byowner` index (SPEC §7). */
  async function loadOrders(account: string): Promise<void> {
    const code = deps.contract();
    if (orders.value.account !== account) orders.value = empty(account);
    try {
      const rows = await deps.runFetch(LIMIT_LOADERS.orders, async () => {
        if (contract.value.tokens === null) await loadContract();
        return deps.tableRows({ code, scope: code, table: 'orders', index_position: 2, key_type: 'name', lower_bound: account, upper_bound: account });
      });
      const tokens = contract.value.tokens ?? new Map<number, OrderToken>();
      const items = rows.map((row) => readLimitOrder(row, tokens)).filter((order): order is LimitOpenOrder => order !== null && order.account === account);
      if (items.length < rows.length) deps.warn(`limit orders: skipped ${rows.length - items.length} malformed rows`);
      if (deps.account() !== account) return;
      items.sort((a, b) => b.time - a.time || Number(b.orderId - a.orderId));
      const keys = new Set(items.map((order) => order.key));
      batch(() => {
        orders.value = { account, items, loaded: true };
        selected.value = new Set([...selected.value].filter((key) => keys.has(key)));
      });
    } catch (error) {
      deps.warn(`limit orders: ${errorMessage(error)}`);
    }
  }

  /** The account's fills and closes, newest first. */
  async function loadHistory(account: string): Promise<void> {
    if (history.value.account !== account) history.value = empty(account);
    try {
      const { fills, closes } = await deps.runFetch(LIMIT_LOADERS.history, () => deps.history(account));
      if (deps.account() !== account) return;
      history.value = { account, items: mergeLimitHistory(fills, closes, deps.warn), loaded: true };
    } catch (error) {
      deps.warn(`limit history: ${errorMessage(error)}`);
    }
  }

  function refreshAfterTrade(account: string): void {
    void deps.refreshBalances();
    void loadOrders(account);
    void loadHistory(account);
  }

  function refuse(field: LimitField | null, reason: string): false {
    if (field !== null) fieldError.value = { field, reason };
    if (reason === ZERO_ORDER.text) deps.notify({ kind: 'error', title: ZERO_ORDER.title, text: ZERO_ORDER.text });
    else if (field === null) deps.notify({ kind: 'error', title: 'Order not placed', text: reason });
    return false;
  }

  /** Place order: the single deposit-and-create transfer (memo `order:<ask>`); true when it went through. */
  async function placeOrder(pair: TokenPair<ListedToken>, balance: Amount | null): Promise<boolean> {
    const account = deps.account();
    if (account === null) return refuse(null, 'Connect a wallet to place an order');
    const draft = limitDraft(form.value, pair.input, pair.output, balance);
    if (!draft.ok) return refuse(draft.field, draft.reason);
    const tokens = contract.value.tokens;
    const missing = tokens === null ? null : [pair.input, pair.output].find((token) => !isLimitToken(tokens, token));
    if (missing) return refuse(null, `${missing.ticker} (${missing.contract}) is not registered on the limit contract`);
    busy.value = 'placing';
    try {
      const action = encodeLimitTransfer(account, draft.bid, { kind: 'order', ask: draft.ask }, deps.contract());
      const result = await deps.sendActions({
        actions: [action],
        loaderName: LIMIT_LOADERS.place,
        title: 'Place limit order',
        quickUpdate: true,
        refresh: () => refreshAfterTrade(account),
      });
      if (result.ok) resetForm();
      return result.ok;
    } finally {
      busy.value = null;
    }
  }

  /** Cancels the orders in one `cancelorders` transaction; true when it went through. */
  async function cancelOrders(chosen: readonly LimitOpenOrder[]): Promise<boolean> {
    const account = deps.account();
    if (account === null) return refuse(null, 'Connect the wallet that placed these orders to cancel them');
    let actions;
    try {
      actions = cancelOrderActions(chosen, account, { limit: deps.contract() });
    } catch (error) {
      deps.notify({ kind: 'error', title: 'Nothing was cancelled', text: errorMessage(error) });
      return false;
    }
    busy.value = 'cancelling';
    try {
      const result = await deps.sendActions({
        actions,
        loaderName: LIMIT_LOADERS.cancel,
        title: chosen.length > 1 ? `Cancel ${chosen.length} orders` : 'Cancel order',
        quickUpdate: true,
        refresh: () => refreshAfterTrade(account),
      });
      return result.ok;
    } finally {
      busy.value = null;
    }
  }

  function toggleSelected(key: string): void {
    const next = new Set(selected.value);
    if (!next.delete(key)) next.add(key);
    selected.value = next;
  }

  function setHideOtherPairs(hide: boolean): void {
    hideOtherPairs.value = hide;
    deps.writeHideOtherPairs(hide);
  }

  /** Logged out: nothing of the last account stays on screen. */
  function forgetAccount(): void {
    batch(() => {
      orders.value = empty(null);
      history.value = empty(null);
      selected.value = new Set();
    });
  }

  return {
    form,
    fieldError,
    contract,
    orders,
    history,
    hideOtherPairs,
    selected,
    busy,
    edit,
    setSell,
    resetForm,
    takeMarketPrice,
    loadContract,
    loadOrders,
    loadHistory,
    placeOrder,
    cancelOrders,
    toggleSelected,
    setHideOtherPairs,
    forgetAccount,
  };
}
