import { Panel } from '../../components/Panel';
import { NamedLoader } from '../common/NamedLoader';
import { useWalletTab, WALLET_TABS, type WalletTab } from './walletTab';

const LOADERS: Record<WalletTab, { name: string; message: string }> = {
  tokens: { name: 'wallet_balances', message: 'Loading tokens…' },
  trade_history: { name: 'wallet_trade_history', message: 'Loading trade history…' },
  open_positions: { name: 'wallet_positions', message: 'Loading open positions…' },
};

/** The wallet's content tabs: tokens (default), trade history and open positions, selected by the URL hash. */
export function WalletContent() {
  const [tab, selectTab] = useWalletTab();
  const loader = LOADERS[tab];
  return (
    <Panel title="Assets and activity" tabs={{ items: WALLET_TABS, selected: tab, onSelect: selectTab, label: 'Wallet content' }}>
      <NamedLoader name={loader.name} force message={loader.message} />
    </Panel>
  );
}
