/**
 * The limit screen's store (SPEC §2 Limit screen, §7 limit-order contract): the form, the contract's
 * fees and tokens, the account's open orders, history and balances held in the contract, placing
 * (the deposit-and-create transfer, after registering a new token and opening the ask slot where
 * needed), cancelling (one `cancelorders`) and withdrawing (docs/decisions/0035). Built over
 * injected IO; the app's instance is in instance.ts.
 */
import { batch, signal } from '@preact/signals-react';
import { makeAmount, pow10, type Amount } from '../../core/amount';
import type { ListedToken, Token, TokenId, TokenPair } from '../../core/domain';
import { errorMessage } from '../../core/format';
import {
  editPrice,
  editReceive,
  editSell,
  EMPTY_LIMIT_FORM,
  heldLimitBalances,
  limitDraft,
  limitPlaceActions,
  limitWithdrawActions,
  mergeLimitHistory,
  priceFieldText,
  priceOfAmounts,
  readLimitFees,
  readLimitBalances,
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
import { cancelOrderActions, type OrderLeg, type OrderToken } from '../../core/walletOrders';
import type { TableRowsParams } from '../../services/tableRows';
import type { SendActionsRequest, SendActionsResult } from '../transactions';

/** SPEC §8 loading areas of the screen, and the signing loaders. */
export const LIMIT_LOADERS = {
  tokens: 'spot_limit_tokens',
  orders: 'spot_limit_loadOrderHistory',
  history: 'spot_limit_loadTradeHistory',
  place: 'spot_limit_placeOrder',
  cancel: 'spot_limit_cancelOrders',
  balances: 'spot_limit_loadBalances',
  withdraw: 'spot_limit_withdraw',
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
  /** Wallet balances of the pair, and of `tokens`, after a transaction moved them. */
  refreshBalances(tokens?: readonly Token[]): void | Promise<void>;
  /** Whether the account has a balance row of the token in its token contract. */
  hasTokenRow(account: string, token: Token): Promise<boolean>;
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
  /** Every slot of the account's `balances` row in the contract (zero ones too). */
  const balances = signal<AccountList<OrderLeg>>(empty(null));
  const hideOtherPairs = signal(deps.readHideOtherPairs());
  const selected = signal<ReadonlySet<string>>(new Set());
  const busy = signal<'placing' | 'cancelling' | 'quoting' | 'withdrawing' | null>(null);

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
      const read = () => {
        const tokens = contract.value.tokens ?? new Map<number, OrderToken>();
        return rows.map((row) => readLimitOrder(row, tokens)).filter((order): order is LimitOpenOrder => order !== null && order.account === account);
      };
      let items = read();
      // An order of a token registered since the tokens were read (by this very order, say) names an id not known yet.
      if (items.length < rows.length) {
        await loadContract();
        items = read();
      }
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

  /** The account's slots in the contract: its `balances` row, read by owner (a key range on the owner's name). */
  async function loadBalances(account: string): Promise<readonly OrderLeg[] | null> {
    const code = deps.contract();
    if (balances.value.account !== account) balances.value = empty(account);
    try {
      const rows = await deps.runFetch(LIMIT_LOADERS.balances, () =>
        deps.tableRows({ code, scope: code, table: 'balances', key_type: 'name', lower_bound: account, upper_bound: account }),
      );
      const slots = rows.length === 0 ? [] : readLimitBalances(rows[0], account);
      if (deps.account() === account) balances.value = { account, items: slots, loaded: true };
      return slots;
    } catch (error) {
      deps.warn(`limit balances: ${errorMessage(error)}`);
      return null;
    }
  }

  function refreshAfterTrade(account: string, tokens: readonly Token[] = []): void {
    void deps.refreshBalances(tokens);
    void loadContract();
    void loadOrders(account);
    void loadHistory(account);
    void loadBalances(account);
  }

  function refuse(field: LimitField | null, reason: string): false {
    if (field !== null) fieldError.value = { field, reason };
    if (reason === ZERO_ORDER.text) deps.notify({ kind: 'error', title: ZERO_ORDER.title, text: ZERO_ORDER.text });
    else if (field === null) deps.notify({ kind: 'error', title: 'Order not placed', text: reason });
    return false;
  }

  /**
   * Place order: the deposit-and-create transfer (memo `order:<ask>`), after `addtoken` for a token
   * the contract does not know and `openbal` of the ask token when the account has no slot of it,
   * all in one transaction, from the contract's tables read again now; true when it went through.
   */
  async function placeOrder(pair: TokenPair<ListedToken>, balance: Amount | null): Promise<boolean> {
    const account = deps.account();
    if (account === null) return refuse(null, 'Connect a wallet to place an order');
    const draft = limitDraft(form.value, pair.input, pair.output, balance);
    if (!draft.ok) return refuse(draft.field, draft.reason);
    busy.value = 'placing';
    try {
      await loadContract();
      const registered = contract.value.tokens;
      const slots = await loadBalances(account);
      if (registered === null || slots === null) return refuse(null, 'The limit contract could not be read: try again');
      let actions;
      try {
        actions = limitPlaceActions(account, draft.bid, draft.ask, { registered, slots }, deps.contract());
      } catch (error) {
        return refuse(null, errorMessage(error));
      }
      const result = await deps.sendActions({
        actions,
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

  /**
   * Withdraw: one `withdraw` of exactly the chosen slots' amounts, after the token's `open` for a
   * token the account holds no row of; true when it went through.
   */
  async function withdraw(chosen: readonly OrderLeg[]): Promise<boolean> {
    const account = deps.account();
    if (account === null) {
      deps.notify({ kind: 'error', title: 'Nothing was withdrawn', text: 'Connect the wallet that holds these balances to withdraw them' });
      return false;
    }
    const held = heldLimitBalances(chosen);
    busy.value = 'withdrawing';
    try {
      const rows = await Promise.all(held.map((leg) => deps.hasTokenRow(account, leg)));
      const withoutRow: TokenId[] = held.filter((_, i) => !rows[i]);
      let actions;
      try {
        actions = limitWithdrawActions(account, held, withoutRow, deps.contract());
      } catch (error) {
        deps.notify({ kind: 'error', title: 'Nothing was withdrawn', text: errorMessage(error) });
        return false;
      }
      const result = await deps.sendActions({
        actions,
        loaderName: LIMIT_LOADERS.withdraw,
        title: held.length > 1 ? `Withdraw ${held.length} balances` : `Withdraw ${held[0]?.ticker ?? ''}`,
        quickUpdate: true,
        refresh: () => refreshAfterTrade(account, held),
      });
      return result.ok;
    } catch (error) {
      deps.notify({ kind: 'error', title: 'Nothing was withdrawn', text: errorMessage(error) });
      return false;
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
      balances.value = empty(null);
      selected.value = new Set();
    });
  }

  return {
    form,
    fieldError,
    contract,
    orders,
    history,
    balances,
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
    loadBalances,
    placeOrder,
    cancelOrders,
    withdraw,
    toggleSelected,
    setHideOtherPairs,
    forgetAccount,
  };
}
