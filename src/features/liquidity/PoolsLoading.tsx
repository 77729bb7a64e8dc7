import { useSignals } from '@preact/signals-react/runtime';
import { Loader } from '../../components/Loader';
import { liquidityStore } from '../../state/liquidity';

/**
 * Where a v2 panel waits for the pools: the spinner while they load, or the load's error with a way
 * to try again at once (SPEC §8), read from the store's own state rather than a loader forced on.
 */
export function PoolsLoading({ message }: { message: string }) {
  useSignals();
  const { error } = liquidityStore.poolsState.value;
  if (error === null) return <Loader message={message} />;
  return (
    <div className="pools-loading__error">
      <Loader error={error} />
      <button type="button" className="button button--secondary button--sm" onClick={() => void liquidityStore.refreshPools()}>
        Try again
      </button>
    </div>
  );
}
