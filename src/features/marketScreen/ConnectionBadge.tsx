import { useSignals } from '@preact/signals-react/runtime';
import { connectionStatus, syncing } from '../../state/market';

const TEXT = { idle: 'Offline', connecting: 'Connecting…', reconnecting: 'Reconnecting…', failed: 'Disconnected' } as const;

/**
 * The live socket's state beside the book's title (SPEC §4 Socket): connecting, live, syncing after
 * a reconnect or a gap, or failed with the reason. Quiet when all is well.
 */
export function ConnectionBadge() {
  useSignals();
  const { status, retries, message } = connectionStatus.value;
  if (status === 'connected') {
    return syncing.value ? (
      <span className="connection-badge connection-badge--syncing" role="status">
        Syncing…
      </span>
    ) : (
      <span className="connection-badge connection-badge--live">Live</span>
    );
  }
  const retry = status === 'reconnecting' && retries > 0 ? ` (retry ${retries})` : '';
  return (
    <span className={`connection-badge connection-badge--${status}`} role="status" title={message ?? undefined}>
      {TEXT[status]}
      {retry}
    </span>
  );
}
