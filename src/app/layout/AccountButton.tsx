import { useSignals } from '@preact/signals-react/runtime';
import { drawerOpen, user } from '../../state/app';
import { openModal } from '../../state/ui';

/** Logged out: "Connect wallet" (opens the login modal, closes the drawer). Logged in: the account name, which opens the drawer. */
export function AccountButton() {
  useSignals();
  const session = user.value;
  if (!session) {
    return (
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          drawerOpen.value = false;
          openModal('login');
        }}
      >
        Connect wallet
      </button>
    );
  }
  return (
    <button
      type="button"
      className="button button--secondary account-button"
      aria-label={`Account ${session.name}, open menu`}
      onClick={() => (drawerOpen.value = true)}
    >
      <span className="account-button__dot" aria-hidden="true" />
      <span className="account-button__name">{session.name}</span>
    </button>
  );
}
