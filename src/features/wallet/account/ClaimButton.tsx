import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Spinner } from '../../../components/Spinner';
import { loadingStatus } from '../../../state/ui';
import { CLAIM_LOADERS, sendClaim, type AccountClaim } from '../../../state/walletAccount';

type ClaimButtonProps = {
  claim: AccountClaim;
  label: string;
  /** Why it cannot be pressed yet (shown as its title); null when it can. */
  blockedBy: string | null;
  primary?: boolean;
};

/** A claim's button: signs through the signing list and spins while its transaction is on its way (SPEC §4). */
export function ClaimButton({ claim, label, blockedBy, primary = false }: ClaimButtonProps) {
  useSignals();
  const loading = useMemo(() => loadingStatus(CLAIM_LOADERS[claim]), [claim]).value.loading;
  return (
    <button
      type="button"
      className={`button button--sm ${primary ? 'button--primary' : 'button--secondary'} claim-button`}
      disabled={blockedBy !== null || loading}
      aria-busy={loading}
      title={blockedBy ?? undefined}
      onClick={() => void sendClaim(claim)}
    >
      {loading && <Spinner size={14} color="currentColor" label={`${label}: sending`} />}
      {label}
    </button>
  );
}
