import { memo, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Panel, type TabItem } from '../../components/Panel';
import type { Market } from '../../core/domain';
import { user } from '../../state/app';
import { accountHistory, HISTORY_AREA, OPEN_ORDERS_AREA, openOrders, openOrdersFor } from '../../state/market';
import { NamedLoader } from '../common/NamedLoader';
import { ConnectWalletPrompt } from '../common/ConnectWalletPrompt';
import { OpenOrdersList } from './OpenOrdersList';
import { TradeHistoryList } from './TradeHistoryList';
import { PositionsTab, usePositionsWatch } from './positions';

type TradeTab = 'open_orders' | 'history' | 'positions';

const TABS: readonly TabItem<TradeTab>[] = [
  { id: 'open_orders', label: 'Open orders' },
  { id: 'history', label: 'History' },
  { id: 'positions', label: 'Virtual positions' },
];

/**
 * The tabs under the trade box: open orders by default, history, virtual
 * positions. Open orders and history are the signed-in account's on this market, each behind its
 * named loading area; logged out, each asks to connect. Rendered again only when its
 * market changes (the screen around it renders again as its session starts).
 */
export const TradeTabsPanel = memo(function TradeTabsPanel({ market }: { market: Market | null }) {
  useSignals();
  // The positions follow the book whichever tab is shown (SPEC §4: every book change refreshes them).
  usePositionsWatch(market);
  const [tab, setTab] = useState<TradeTab>('open_orders');
  const account = user.value?.name ?? null;
  const key = account !== null && market !== null ? `${account}@${market.id}` : null;

  let body;
  if (tab === 'positions') {
    // Virtual positions live in this browser (SPEC §3), so they need no wallet.
    body = <PositionsTab />;
  } else if (account === null) {
    body = <ConnectWalletPrompt message={tab === 'history' ? 'Connect a wallet to see your trade history.' : 'Connect a wallet to see your open orders.'} />;
  } else if (tab === 'open_orders') {
    body = (
      <NamedLoader name={OPEN_ORDERS_AREA} force={market === null || openOrdersFor.value !== key} message="Loading your open orders…">
        {market && <OpenOrdersList orders={openOrders.value} market={market} />}
      </NamedLoader>
    );
  } else {
    body = (
      <NamedLoader name={HISTORY_AREA} force={market === null || accountHistory.value.key !== key} message="Loading your trade history…">
        {market && <TradeHistoryList market={market} />}
      </NamedLoader>
    );
  }

  return (
    <Panel title="Orders and positions" tabs={{ items: TABS, selected: tab, onSelect: setTab, label: 'Orders and positions' }}>
      {body}
    </Panel>
  );
});
