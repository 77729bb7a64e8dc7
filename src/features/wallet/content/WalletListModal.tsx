import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal';
import { deleteWalletList, saveWalletList, walletLists } from '../../../state/walletContent';
import { registerModal, type ModalViewProps } from '../../common/modalRegistry';

/**
 * "Trade history wallet list" (SPEC §2 Modals): load a saved list of wallets into the history's
 * filter, save the wallets typed as a named list, or delete one. Props: `walletsText`, `onLoad`.
 */
export function WalletListModal({ props, onClose }: ModalViewProps) {
  useSignals();
  const onLoad = typeof props?.onLoad === 'function' ? (props.onLoad as (wallets: readonly string[]) => void) : null;
  const [name, setName] = useState('');
  const [walletsText, setWalletsText] = useState(typeof props?.walletsText === 'string' ? props.walletsText : '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = saveWalletList(name, walletsText);
    setProblem(result.ok ? null : result.reason);
    if (result.ok) setName('');
  };
  return (
    <Modal title="Wallet lists" onClose={onClose}>
      {walletLists.value.length === 0 ? (
        <p className="text-muted">No saved lists yet.</p>
      ) : (
        <ul className="wallet-lists" aria-label="Saved wallet lists">
          {walletLists.value.map((list) => (
            <li key={list.name} className="wallet-lists__item">
              <span className="wallet-lists__name">{list.name}</span>
              <span className="wallet-lists__wallets">{list.wallets.join(', ')}</span>
              <button
                type="button"
                className="button button--secondary button--sm"
                disabled={onLoad === null}
                onClick={() => {
                  onLoad?.(list.wallets);
                  onClose();
                }}
              >
                Load
              </button>
              <button type="button" className="button button--ghost button--sm" aria-label={`Delete ${list.name}`} onClick={() => deleteWalletList(list.name)}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="wallet-lists__save" onSubmit={save} noValidate>
        <label className="field-label" htmlFor="wallet-list-name">
          Save these wallets as
        </label>
        <input id="wallet-list-name" className="input" value={name} onChange={(event) => setName(event.target.value)} placeholder="List name" />
        <label className="field-label" htmlFor="wallet-list-wallets">
          Wallets
        </label>
        <textarea
          id="wallet-list-wallets"
          className="textarea"
          value={walletsText}
          onChange={(event) => setWalletsText(event.target.value)}
          aria-invalid={problem !== null}
          spellCheck={false}
        />
        {problem !== null && (
          <p className="field-problem" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--primary">
          Save list
        </button>
      </form>
    </Modal>
  );
}

registerModal('walletList', WalletListModal);
