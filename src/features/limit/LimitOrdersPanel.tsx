import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Panel, type TabItem } from '../../components/Panel';
import type { ListedToken, TokenPair } from '../../core/domain';
import { heldLimitBalances, isOnPair } from '../../core/limit';
import { user } from '../../state/app';
import { limitStore, LIMIT_LOADERS } from '../../state/limit';
import { NamedLoader } from '../common/NamedLoader';
import { ConnectWalletPrompt } from '../common/ConnectWalletPrompt';
import { CancelOrdersDialog } from '../wallet/content/CancelOrdersDialog';
import { LimitBalancesTable } from './LimitBalancesTable';
import { LimitHistoryTable } from './LimitHistoryTable';
import { LimitOrdersTable } from './LimitOrdersTable';
import './LimitOrdersPanel.css';

type OrdersTab = 'orders' | 'history' | 'balances';

const TABS: readonly TabItem<OrdersTab>[] = [
  { id: 'orders', label: 'Open orders' },
  { id: 'history', label: 'History' },
  { id: 'balances', label: 'Balances' },
];

const LOAD: Record<OrdersTab, (account: string) => Promise<unknown>> = {
  orders: (account) => limitStore.loadOrders(account),
  history: (account) => limitStore.loadHistory(account),
  balances: (account) => limitStore.loadBalances(account),
};

/** Keeps the items on the pair when "hide other pairs" is on. */
function onShownPair<T extends Parameters<typeof isOnPair>[0]>(items: readonly T[], pair: TokenPair<ListedToken> | null): readonly T[] {
  return limitStore.hideOtherPairs.value && pair !== null ? items.filter((item) => isOnPair(item, pair)) : items;
}

/**
 * The user's limit orders, 200 px high (SPEC §2 Limit screen): the open orders (cancel one, several or
 * all in one transaction), the history (fills, and closes as Completed, Cancelled or Partial) and the
 * balances held in the contract (withdraw one or all), with the persisted "hide other pairs" checkbox.
 */
export function LimitOrdersPanel({ pair }: { pair: TokenPair<ListedToken> | null }) {
  useSignals();
  const [tab, setTab] = useState<OrdersTab>('orders');
  const [confirming, setConfirming] = useState(false);

  if (user.value === null) {
    return (
      <Panel title="My orders" className="limit-orders" bodyClassName="limit-orders__body">
        <ConnectWalletPrompt message="Connect a wallet to see your limit orders." />
      </Panel>
    );
  }
  const account = user.value.name;
  // Opening a tab reads it again: fills by other traders arrive without a signal to the page.
  const select = (next: OrdersTab) => {
    setTab(next);
    void LOAD[next](account);
  };
  const orders = limitStore.orders.value;
  const history = limitStore.history.value;
  const shownOrders = onShownPair(orders.items, pair);
  const chosen = shownOrders.filter((order) => limitStore.selected.value.has(order.key));
  const toCancel = chosen.length > 0 ? chosen : shownOrders;
  const cancelling = limitStore.busy.value === 'cancelling';
  const balances = limitStore.balances.value;
  const held = heldLimitBalances(balances.items);

  const tools = (
    <div className="limit-orders__tools">
      {tab === 'orders' && shownOrders.length > 1 && (
        <button type="button" className="button button--ghost button--sm" disabled={cancelling} onClick={() => setConfirming(true)}>
          {chosen.length > 0 ? `Cancel selected (${chosen.length})` : 'Cancel all'}
        </button>
      )}
      {tab === 'balances' && held.length > 0 && (
        <button
          type="button"
          className="button button--ghost button--sm"
          disabled={limitStore.busy.value === 'withdrawing'}
          onClick={() => void limitStore.withdraw(held)}
        >
          Withdraw all
        </button>
      )}
      {tab !== 'balances' && (
        <label className="limit-orders__filter">
          <input type="checkbox" checked={limitStore.hideOtherPairs.value} onChange={(event) => limitStore.setHideOtherPairs(event.target.checked)} />
          Hide other pairs
        </label>
      )}
    </div>
  );

  return (
    <Panel
      title="My orders"
      className="limit-orders"
      bodyClassName="limit-orders__body"
      actions={tools}
      tabs={{ items: TABS, selected: tab, onSelect: select, label: 'Orders' }}
    >
      {tab === 'balances' ? (
        balances.loaded ? (
          <LimitBalancesTable held={held} />
        ) : (
          <NamedLoader name={LIMIT_LOADERS.balances} force message="Loading your balances…" />
        )
      ) : tab === 'orders' ? (
        orders.loaded ? (
          <LimitOrdersTable orders={shownOrders} onCancel={(order) => void limitStore.cancelOrders([order])} />
        ) : (
          <NamedLoader name={LIMIT_LOADERS.orders} force message="Loading your orders…" />
        )
      ) : history.loaded ? (
        <LimitHistoryTable
          items={onShownPair(
            history.items.map((item) => ({ ...item, bid: item.gave, ask: item.got })),
            pair,
          )}
        />
      ) : (
        <NamedLoader name={LIMIT_LOADERS.history} force message="Loading your order history…" />
      )}
      {confirming && toCancel.length > 0 && (
        <CancelOrdersDialog orders={toCancel} onConfirm={() => void limitStore.cancelOrders(toCancel)} onClose={() => setConfirming(false)} />
      )}
    </Panel>
  );
}
