import { useSignals } from '@preact/signals-react/runtime';
import { Snackbars } from '../../components/Snackbars';
import { dismissNotification, notifications } from '../../state/ui';

/** The snackbar stack, wired to the notification store (which owns the 10 s timeout). */
export function NotificationHost() {
  useSignals();
  return <Snackbars items={notifications.value} onDismiss={dismissNotification} />;
}
