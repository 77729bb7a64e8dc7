import { useSignals } from '@preact/signals-react/runtime';
import { ProgressBar } from '../../components/ProgressBar';
import { progress } from '../../state/ui';

/** The top-of-page progress bar, driven by the navigation progress store (SPEC §4). */
export function ProgressHost() {
  useSignals();
  const { value, phase } = progress.value;
  return <ProgressBar value={value} phase={phase} />;
}
