import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { network, user } from '../../state/app';
import { refreshAllBalances } from '../../state/balances';
import { ConnectWalletPrompt } from '../common/ConnectWalletPrompt';
import { TransferForm } from './TransferForm';
import { TransferSummary } from './TransferSummary';
import { TransferTokenList } from './TransferTokenList';
import './TransferPage.css';

/** Multi-asset transfer, /wallet/transfer (SPEC §2 Transfer page): the form and summary beside the token list. */
export default function TransferPage() {
  useSignals();
  const account = user.value?.name ?? null;
  const networkReady = network.value !== null;
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  useEffect(() => {
    if (account === null || !networkReady) return;
    let live = true;
    void refreshAllBalances(account).finally(() => live && setLoadedFor(account));
    return () => {
      live = false;
    };
  }, [account, networkReady]);

  if (account === null) {
    return (
      <PageFrame title="Transfer assets">
        <Panel title="Transfer">
          <ConnectWalletPrompt message="Connect a wallet to transfer tokens." />
        </Panel>
      </PageFrame>
    );
  }

  return (
    <PageFrame title="Transfer assets" subtitle={`From ${account}`}>
      {/* Phones read send, tokens, summary in turn; wider screens put the tokens beside the form and summary. */}
      <div className="transfer-layout">
        <Panel title="Send" className="transfer-layout__send">
          <TransferForm />
        </Panel>
        <Panel title="Your tokens" className="transfer-tokens">
          <TransferTokenList loading={loadedFor !== account} />
        </Panel>
        <Panel title="Summary" className="transfer-layout__summary">
          <TransferSummary />
        </Panel>
      </div>
    </PageFrame>
  );
}
