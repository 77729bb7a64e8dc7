import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Panel, type TabItem } from '../../components/Panel';
import { user } from '../../state/app';
import { NamedLoader } from '../common/NamedLoader';
import { ConnectWalletPrompt } from '../common/ConnectWalletPrompt';
import './LimitOrdersPanel.css';

type OrdersTab = 'orders' | 'history';

const TABS: readonly TabItem<OrdersTab>[] = [
  { id: 'orders', label: 'Open orders' },
  { id: 'history', label: 'History' },
];

/**
 * The user's limit orders, 200 px high (SPEC §2 Limit screen): the open orders and the history
 * (cancelled items included). The "hide other pairs" checkbox joins the tab row with the data.
 */
export function LimitOrdersPanel() {
  useSignals();
  const [tab, setTab] = useState<OrdersTab>('orders');

  if (user.value === null) {
    return (
      <Panel title="My orders" className="limit-orders" bodyClassName="limit-orders__body">
        <ConnectWalletPrompt message="Connect a wallet to see your limit orders." />
      </Panel>
    );
  }
  return (
    <Panel
      title="My orders"
      className="limit-orders"
      bodyClassName="limit-orders__body"
      tabs={{ items: TABS, selected: tab, onSelect: setTab, label: 'Orders' }}
    >
      {tab === 'orders' ? (
        <NamedLoader name="spot_limit_loadOrderHistory" force message="Loading your orders…" />
      ) : (
        <NamedLoader name="spot_limit_loadTradeHistory" force message="Loading your order history…" />
      )}
    </Panel>
  );
}
