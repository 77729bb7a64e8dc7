import { useSignals } from '@preact/signals-react/runtime';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { checkWalletAddress } from '../../core/urlParams';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { user } from '../../state/app';
import { requireRoute } from '../common/requireRoute';
import { ConnectWalletPrompt } from '../common/ConnectWalletPrompt';
import { WalletView } from './WalletView';

/** The wallet page, /wallet/{address?}: any account, read-only unless it is the logged-in one; bare /wallet goes to yours. */
export default function WalletPage() {
  useSignals();
  const { address } = requireRoute(checkWalletAddress(useParams()));
  const location = useLocation();
  const ownName = user.value?.name ?? null;
  const account = address ?? ownName;

  // Bare /wallet while logged in: the address goes into the URL, so the page can be shared and reloaded.
  if (address === null && ownName !== null) {
    return <Navigate to={{ pathname: `/wallet/${ownName}`, search: location.search, hash: location.hash }} replace />;
  }
  if (account === null) {
    return (
      <PageFrame title="Wallet">
        <Panel title="Your wallet">
          <ConnectWalletPrompt message="Connect a wallet to see your balances, trade history and positions." />
        </Panel>
      </PageFrame>
    );
  }
  return <WalletView account={account} isOwn={account === ownName} />;
}
