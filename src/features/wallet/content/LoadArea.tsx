import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, type ReactNode } from 'react';
import { Loader } from '../../../components/Loader';
import { endpointsDown } from '../../../state/app';
import { loadingStatus } from '../../../state/ui';
import { EndpointsDown } from '../../common/EndpointsDown';

type LoadAreaProps = {
  /** The named loader (SPEC §8 area). */
  name: string;
  /** Nothing to show yet: a spinner while loading or waiting. */
  pending: boolean;
  message: string;
  onRetry: () => void;
  children: ReactNode;
};

/**
 * A tab's body: the spinner until its first data, the recorded error with a way to try again, then the
 * content. Every tab reads the swap service, so with no endpoint ready it shows the endpoint notice.
 */
export function LoadArea({ name, pending, message, onRetry, children }: LoadAreaProps) {
  useSignals();
  const status = useMemo(() => loadingStatus(name), [name]).value;
  if (pending && endpointsDown.value) return <EndpointsDown />;
  if (status.error !== null && pending)
    return (
      <div className="wallet-content__error">
        <Loader error={status.error} />
        <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  if (pending || status.loading) return <Loader message={message} />;
  return <>{children}</>;
}
