import { useSignals } from '@preact/signals-react/runtime';
import { useParams } from 'react-router-dom';
import { Panel } from '../../components/Panel';
import { isAccountName } from '../../core/domain';
import { user } from '../../state/app';
import { OpenPositionsTab } from './content/OpenPositionsTab';
import { TokensTab } from './content/TokensTab';
import { TradeHistoryTab } from './content/TradeHistoryTab';
import { useWalletTab, WALLET_TABS } from './walletTab';
import './content/WalletContent.css';

type WalletContentProps = {
  /** The account shown; by default the one in the URL, else the signed-in one. */
  account?: string;
  /** Whether the viewer owns the page (hide assets, cancel orders); by default, whether `account` is the signed-in one. */
  isOwn?: boolean;
};

/** The wallet's content tabs (SPEC §2 Wallet): tokens (default), trade history and open positions, selected by the URL hash. */
export function WalletContent(props: WalletContentProps) {
  useSignals();
  const [tab, selectTab] = useWalletTab();
  const { address } = useParams();
  const signedIn = user.value?.name ?? null;
  const account = props.account ?? (address !== undefined && isAccountName(address) ? address : signedIn);
  const isOwn = props.isOwn ?? (account !== null && account === signedIn);
  return (
    <Panel title="Assets and activity" className="wallet-content" tabs={{ items: WALLET_TABS, selected: tab, onSelect: selectTab, label: 'Wallet content' }}>
      {account === null ? null : tab === 'tokens' ? (
        <TokensTab account={account} isOwn={isOwn} />
      ) : tab === 'trade_history' ? (
        <TradeHistoryTab account={account} />
      ) : (
        <OpenPositionsTab account={account} isOwn={isOwn} />
      )}
    </Panel>
  );
}
