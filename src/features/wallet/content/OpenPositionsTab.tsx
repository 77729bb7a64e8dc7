import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { refreshRates, user, waxUsdPrice } from '../../../state/app';
import { openPositions, POSITIONS_LOADER, walletEndpointUrl } from '../../../state/walletContent';
import { LoadArea } from './LoadArea';
import { OrdersPanel } from './OrdersPanel';
import { PositionsPanel } from './PositionsPanel';
import { useNarrow } from './useNarrow';

type Subtab = 'positions' | 'orders';

/** The open-positions tab (SPEC §2 Wallet, issue 18 item 5): pool positions and open orders, each its own subtab. */
export function OpenPositionsTab({ account, isOwn }: { account: string; isOwn: boolean }) {
  useSignals();
  const narrow = useNarrow();
  // Until the user picks one: the positions, or the orders of an account that provides no liquidity.
  const [picked, setSubtab] = useState<Subtab | null>(null);
  const endpointReady = walletEndpointUrl.value !== null;
  useEffect(() => {
    if (!endpointReady) return;
    void openPositions.load(account);
    void refreshRates();
  }, [account, endpointReady]);

  const state = openPositions.state.value;
  const mine = state.account === account ? state : null;
  const positions = mine?.positions ?? null;
  const orders = mine?.orders ?? null;
  // Cancel buttons only for the signed-in owner of the page (SPEC §6: the user's own items).
  const canCancel = isOwn && user.value?.name === account;
  const subtab: Subtab = picked ?? (positions !== null && positions.length === 0 ? 'orders' : 'positions');
  return (
    <div className="wallet-tab">
      <div className="segmented wallet-subtabs" role="group" aria-label="Open positions">
        <button type="button" aria-pressed={subtab === 'positions'} onClick={() => setSubtab('positions')}>
          Pool positions{positions !== null ? ` (${positions.length})` : ''}
        </button>
        <button type="button" aria-pressed={subtab === 'orders'} onClick={() => setSubtab('orders')}>
          Open orders{orders !== null ? ` (${orders.length})` : ''}
        </button>
      </div>
      <LoadArea
        name={POSITIONS_LOADER}
        pending={positions === null || orders === null}
        message="Loading open positions…"
        onRetry={() => void openPositions.load(account)}
      >
        {subtab === 'positions' ? (
          <PositionsPanel positions={positions ?? []} revision={openPositions.revision.value} waxUsd={waxUsdPrice.value} narrow={narrow} />
        ) : (
          <OrdersPanel orders={orders ?? []} revision={openPositions.revision.value} canCancel={canCancel} narrow={narrow} />
        )}
        {mine !== null && mine.skipped > 0 && <p className="wallet-note text-muted">{mine.skipped} unreadable rows were left out.</p>}
      </LoadArea>
    </div>
  );
}
