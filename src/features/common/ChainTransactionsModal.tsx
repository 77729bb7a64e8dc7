import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { AlertCircleIcon, CheckCircleIcon, ExternalLinkIcon } from '../../components/icons/uiIcons';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { explorerTxLink } from '../../core/config/network';
import { actionLine, canSign, type SigningBatch } from '../../core/signing';
import { network } from '../../state/app';
import { retryBatch, signBatch, signingRun, type ChainAction, type SigningRunState } from '../../state/transactions';
import { registerModal, type ModalViewProps } from './modalRegistry';
import './ChainTransactionsModal.css';

/** What the signing list reads and calls: a transaction sender's run and buttons, and the explorer link of an id. */
export interface ChainTransactionsDeps {
  signingRun: ReadonlySignal<SigningRunState | null>;
  signBatch: (runId: number, index: number) => Promise<void>;
  retryBatch: (runId: number, index: number) => Promise<void>;
  explorerUrlFor: (txId: string) => string | null;
}

type EntryProps = { batch: SigningBatch<ChainAction>; signable: boolean; explorerUrl: string | null; onSign: () => void; onRetry: () => void };

function TransactionEntry({ batch, signable, explorerUrl, onSign, onRetry }: EntryProps) {
  const { number, result } = batch;
  const actionCount = batch.actions.length;
  return (
    <li className="chain-tx">
      <div className="chain-tx__head">
        <span className="chain-tx__name">Transaction {number}</span>
        <span className="chain-tx__count">{actionCount === 1 ? '1 action' : `${actionCount} actions`}</span>
        {result.status === 'ready' ? (
          <button type="button" className="button button--primary button--sm" aria-label={`Sign transaction ${number}`} disabled={!signable} onClick={onSign}>
            Sign
          </button>
        ) : null}
        {result.status === 'propagated' ? <Spinner size={20} color="var(--accent)" label={`Sending transaction ${number}`} /> : null}
      </div>
      <ol className="chain-tx__actions" aria-label={`Actions of transaction ${number}`}>
        {batch.actions.map((action, i) => (
          <li key={i} className="chain-tx__action">
            {actionLine(action)}
          </li>
        ))}
      </ol>
      {result.status === 'success' ? (
        <div className="chain-tx__alert chain-tx__alert--success" role="status">
          <CheckCircleIcon size={16} className="chain-tx__icon" />
          <span className="chain-tx__alert-title">Transaction sent</span>
          {explorerUrl ? (
            <a className="chain-tx__link" href={explorerUrl} target="_blank" rel="noopener noreferrer">
              View on explorer <ExternalLinkIcon size={12} />
            </a>
          ) : null}
        </div>
      ) : null}
      {result.status === 'failed' ? (
        <div className="chain-tx__alert chain-tx__alert--error" role="alert">
          <AlertCircleIcon size={16} className="chain-tx__icon" />
          <div className="chain-tx__alert-body">
            <div className="chain-tx__alert-title">Transaction failed</div>
            <div className="chain-tx__error">{result.error}</div>
          </div>
          <button type="button" className="button button--secondary button--sm" aria-label={`Retry transaction ${number}`} onClick={onRetry}>
            Retry
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** Builds the chain-transactions modal over a sender (tests pass their own; the app's is below). */
export function connectChainTransactionsModal(deps: ChainTransactionsDeps) {
  /** The signing list: "Transaction N" entries listing their actions, with Sign, a spinner while sent, success with the explorer link, failure with Retry. */
  return function ChainTransactionsModal({ props, onClose }: ModalViewProps) {
    useSignals();
    const run = deps.signingRun.value;
    if (run === null || run.id !== props?.runId) return null;
    const { id, batches } = run;
    return (
      // A stray click beside the list must not drop transactions still to sign.
      <Modal title={run.title} onClose={onClose} closeOnOverlay={false}>
        <ol className="chain-txs">
          {batches.map((batch, index) => (
            <TransactionEntry
              key={batch.number}
              batch={batch}
              signable={canSign(batches, index)}
              explorerUrl={batch.result.status === 'success' ? deps.explorerUrlFor(batch.result.txId) : null}
              onSign={() => void deps.signBatch(id, index)}
              onRetry={() => void deps.retryBatch(id, index)}
            />
          ))}
        </ol>
      </Modal>
    );
  };
}

/** The app's chain-transactions modal, registered for `openModal('chainTransactions', { runId })`. */
export const ChainTransactionsModal = connectChainTransactionsModal({
  signingRun,
  signBatch,
  retryBatch,
  explorerUrlFor: (txId) => (network.value === null ? null : explorerTxLink(network.value, txId)),
});

registerModal('chainTransactions', ChainTransactionsModal);
