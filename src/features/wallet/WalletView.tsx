import { useSignals } from '@preact/signals-react/runtime';
import { useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { network } from '../../state/app';
import { ACCOUNT_LOADER, accountState, clearAccount, loadAccount } from '../../state/walletAccount';
import { NamedLoader } from '../common/NamedLoader';
import { AccountMissing } from './account/AccountMissing';
import { AccountPanel } from './account/AccountPanel';
import { ClaimsPanel } from './account/ClaimsPanel';
import { ResourcesPanel } from './account/ResourcesPanel';
import { useChainNow } from './account/useChainNow';
import { WalletContent } from './WalletContent';
import './WalletView.css';

type WalletViewProps = {
  account: string;
  /** The logged-in user's own wallet: transfers and claims are theirs to make. */
  isOwn: boolean;
};

/**
 * The summary panels while the account loads, each as tall as the panel that replaces it (WalletView.css),
 * or one error block with a retry when it could not be read.
 */
function SummaryPending({ account, error }: { account: string; error: string | null }) {
  if (error !== null) {
    return (
      <Panel title="Account" className="wallet-summary__wide">
        <Loader error={error} />
        <button type="button" className="button button--secondary button--sm wallet-retry" onClick={() => void loadAccount(account)}>
          Retry
        </button>
      </Panel>
    );
  }
  return (
    <>
      {(['Account', 'Resources', 'Claims'] as const).map((title) => (
        <Panel key={title} title={title} className={`wallet-pending wallet-pending--${title.toLowerCase()}`}>
          <NamedLoader name={ACCOUNT_LOADER} force message={`Loading ${title.toLowerCase()}…`} />
        </Panel>
      ))}
    </>
  );
}

/** One account's wallet (SPEC §2 Wallet page): account, resources and claims, then the content tabs. */
export function WalletView({ account, isOwn }: WalletViewProps) {
  useSignals();
  // The chain and light API come with the network config: on a direct visit the page may render first.
  const net = network.value;
  useEffect(() => {
    if (net === null) return;
    void loadAccount(account);
    return () => clearAccount();
  }, [account, net]);
  // The data's first render is deferred: React renders it in slices after the loader's frame instead of
  // in the task the answer arrived in (docs/performance.md, "The first screen").
  const state = useDeferredValue(accountState.value);
  const shown = 'name' in state && state.name === account ? state : null;
  const ready = shown?.status === 'ready' ? shown : null;
  const chainNowMs = useChainNow(ready?.account.headBlockMs ?? 0, ready?.answeredAtMs ?? 0);

  if (shown?.status === 'missing') {
    return (
      <PageFrame title={account}>
        <AccountMissing name={account} />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={account}
      actions={
        isOwn ? (
          <Link to="/wallet/transfer" className="button button--secondary button--sm">
            Transfer assets
          </Link>
        ) : (
          <span className="wallet-readonly">Read only</span>
        )
      }
    >
      <div className="wallet-summary">
        {ready ? (
          <>
            <AccountPanel account={ready.account} chainNowMs={chainNowMs} />
            <ResourcesPanel account={ready.account} />
            <ClaimsPanel account={ready.account} chainNowMs={chainNowMs} isOwn={isOwn} />
          </>
        ) : (
          <SummaryPending account={account} error={shown?.status === 'error' ? shown.error : null} />
        )}
      </div>
      <WalletContent account={account} isOwn={isOwn} />
    </PageFrame>
  );
}
