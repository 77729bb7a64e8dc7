import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Panel, type TabItem } from '../../components/Panel';
import { user } from '../../state/app';
import { userOrders } from '../../state/market';
import { NamedLoader } from '../common/NamedLoader';
import { ConnectWalletPrompt } from '../common/ConnectWalletPrompt';
import { OpenOrdersList } from './OpenOrdersList';
import { PositionsTab, usePositionsWatch } from './positions';
import type { Market } from '../../core/domain';

type TradeTab = 'open_orders' | 'history' | 'positions';

const TABS: readonly TabItem<TradeTab>[] = [
  { id: 'open_orders', label: 'Open orders' },
  { id: 'history', label: 'History' },
  { id: 'positions', label: 'Virtual positions' },
];

type TradeTabsPanelProps = {
  /** The market shown (none while the markets list loads). */
  market?: Market | null;
  pricePrecision: number;
  /** The worker watches the shown market (its orders are this market's). */
  live: boolean;
};

/** The tabs under the trade box (SPEC §2, §4 Market tabs): open orders by default, history, virtual positions. */
export function TradeTabsPanel({ market = null, pricePrecision, live }: TradeTabsPanelProps) {
  useSignals();
  // The positions follow the book whichever tab is shown (SPEC §4: every book change refreshes them).
  usePositionsWatch(market);
  const [tab, setTab] = useState<TradeTab>('open_orders');
  const loggedOut = user.value === null;

  let openOrders;
  if (loggedOut) openOrders = <ConnectWalletPrompt message="Connect a wallet to see your open orders." />;
  else if (!live) openOrders = <NamedLoader name="trade_openorders" force message="Loading your open orders…" />;
  else openOrders = <OpenOrdersList orders={userOrders.value} pricePrecision={pricePrecision} />;

  return (
    <Panel title="Orders and positions" tabs={{ items: TABS, selected: tab, onSelect: setTab, label: 'Orders and positions' }}>
      {tab === 'open_orders' && openOrders}
      {tab === 'history' &&
        (loggedOut ? (
          <ConnectWalletPrompt message="Connect a wallet to see your trade history." />
        ) : (
          <NamedLoader name="trade_history" force message="Loading your trade history…" />
        ))}
      {/* Virtual positions live in this browser (SPEC §3), so they need no wallet. */}
      {tab === 'positions' && <PositionsTab />}
    </Panel>
  );
}
