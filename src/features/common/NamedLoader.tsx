import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, type ReactNode } from 'react';
import { Loader } from '../../components/Loader';
import { loadingStatus } from '../../state/ui';

/** Props of a loader tied to a named loading area (SPEC §8 area names such as "swap_chart"). */
export type NamedLoaderProps = {
  name: string;
  force?: boolean;
  message?: ReactNode;
  size?: number;
  className?: string;
  /** Loads again from the error block (its Try again button). */
  onRetry?: () => void;
  children?: ReactNode;
};

/** The error block if `name` recorded an error, else a spinner while it loads (or when forced), else the children (SPEC §4). */
export function NamedLoader({ name, force = false, message, size, className, onRetry, children }: NamedLoaderProps) {
  useSignals();
  const status = useMemo(() => loadingStatus(name), [name]).value;
  if (status.error) return <Loader error={status.error} className={className} {...(size ? { size } : {})} {...(onRetry ? { onRetry } : {})} />;
  if (status.loading || force) return <Loader message={message} className={className} {...(size ? { size } : {})} />;
  return <>{children}</>;
}
