import { useSignals } from '@preact/signals-react/runtime';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { user } from '../../state/app';
import { NamedLoader } from '../common/NamedLoader';
import { ConnectWalletPrompt } from '../common/ConnectWalletPrompt';
import './TransferPage.css';

/** Multi-asset transfer, /wallet/transfer (SPEC §2 Transfer page): the form and summary beside the token list. */
export default function TransferPage() {
  useSignals();
  if (user.value === null) {
    return (
      <PageFrame title="Transfer assets">
        <Panel title="Transfer">
          <ConnectWalletPrompt message="Connect a wallet to transfer tokens." />
        </Panel>
      </PageFrame>
    );
  }

  return (
    <PageFrame title="Transfer assets">
      <div className="transfer-layout">
        <div className="transfer-layout__form">
          <Panel title="Send">
            <NamedLoader name="wallet_balances" force message="Loading your balances…" />
          </Panel>
          <Panel title="Summary">
            <p className="text-muted">Nothing to send yet.</p>
          </Panel>
        </div>
        <Panel title="Your tokens" className="transfer-tokens" bodyClassName="transfer-tokens__list">
          <NamedLoader name="wallet_balances" force message="Loading your tokens…" />
        </Panel>
      </div>
    </PageFrame>
  );
}
