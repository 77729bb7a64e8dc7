import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { WalletIcon } from '../../components/icons/uiIcons';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { user } from '../../state/app';
import { currentModal } from '../../state/ui';
import { login, walletChoices, type WalletKind } from '../../state/wallet';
import { DemoAccountSelect } from './DemoAccountSelect';
import type { ModalViewProps } from './modalRegistry';
import './LoginModal.css';

/** "Select wallet" (SPEC §2 Modals): one row per wallet of the network with a create-account link; a failed login keeps it open. */
export function LoginModal({ onClose }: ModalViewProps) {
  useSignals();
  const [pendingKind, setPendingKind] = useState<WalletKind | null>(null);
  const [demoAccount, setDemoAccount] = useState('');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const choose = async (kind: WalletKind) => {
    setPendingKind(kind);
    try {
      await (kind === 'demokey' && demoAccount !== '' ? login(kind, { account: demoAccount }) : login(kind));
    } catch (error) {
      // SPEC §8 "Login failure": logged, and the modal stays open for another try.
      console.error('Login failed', error);
    }
    if (!mounted.current) return;
    setPendingKind(null);
    if (user.value && currentModal.value?.name === 'login') onClose();
  };

  return (
    <Modal title="Select wallet" onClose={onClose}>
      <ul className="login-choices">
        {walletChoices.value.map((choice) => (
          <li key={choice.kind} className="login-choice">
            <button type="button" className="login-choice__button" disabled={pendingKind !== null} onClick={() => void choose(choice.kind)}>
              <WalletIcon size={20} className="login-choice__icon" />
              <span className="login-choice__label">{choice.label}</span>
              {pendingKind === choice.kind ? <Spinner size={18} color="var(--accent)" label={`Connecting ${choice.label}`} /> : null}
            </button>
            {choice.kind === 'demokey' && <DemoAccountSelect value={demoAccount} onChange={setDemoAccount} disabled={pendingKind !== null} />}
            <a className="login-choice__create" href={choice.createAccountUrl} target="_blank" rel="noopener noreferrer">
              Create account
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
