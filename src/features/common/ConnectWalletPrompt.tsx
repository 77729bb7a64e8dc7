import { openModal } from '../../state/ui';
import './ConnectWalletPrompt.css';

type ConnectWalletPromptProps = {
  /** Why a wallet is needed here, e.g. "Connect a wallet to see your orders." */
  message?: string;
  className?: string;
};

/** The logged-out call to action: a "Connect wallet" button that opens the login modal (SPEC §2 Layout). */
export function ConnectWalletPrompt({ message, className }: ConnectWalletPromptProps) {
  return (
    <div className={className ? `connect-prompt ${className}` : 'connect-prompt'}>
      {message && <p className="connect-prompt__message">{message}</p>}
      <button type="button" className="button button--primary" onClick={() => openModal('login')}>
        Connect wallet
      </button>
    </div>
  );
}
