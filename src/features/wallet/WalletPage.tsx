import { useSignals } from '@preact/signals-react/runtime';
import { useParams } from 'react-router-dom';
import { checkWalletAddress } from '../../core/urlParams';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { user } from '../../state/app';
import { requireRoute } from '../common/requireRoute';
import { ConnectWalletPrompt } from '../common/ConnectWalletPrompt';
import { WalletView } from './WalletView';

/** The wallet page, /wallet/{address?}: the given account, else the logged-in one, else a call to connect. */
export default function WalletPage() {
  useSignals();
  const { address } = requireRoute(checkWalletAddress(useParams()));
  const ownName = user.value?.name ?? null;
  const account = address ?? ownName;

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
