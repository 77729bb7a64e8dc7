import { useState } from 'react';
import './ProgressBar.css';

/** The phases the progress store moves through (SPEC §4 Progress bar). */
export type ProgressPhase = 'idle' | 'running' | 'finishing' | 'failed';

/** Props of the top-of-page bar: a percentage and the phase that decides visibility and colour. */
export type ProgressBarProps = { value: number; phase: ProgressPhase };

/** A 3 px accent bar fixed at the very top; it fades out when idle and turns red when a navigation failed. */
export function ProgressBar({ value, phase }: ProgressBarProps) {
  // A new run gets a fresh fill element, so it starts from its own value instead of shrinking back from 100 %.
  const [runId, setRunId] = useState(0);
  const [previousPhase, setPreviousPhase] = useState(phase);
  if (phase !== previousPhase) {
    setPreviousPhase(phase);
    if (previousPhase === 'idle') setRunId(runId + 1);
  }
  const idle = phase === 'idle';
  // Idle follows a finish, so the bar fades out full rather than snapping back to empty.
  const shown = idle ? 100 : Math.min(100, Math.max(0, value));
  return (
    <div
      className={`progress-bar progress-bar--${phase}`}
      role="progressbar"
      aria-label="Page loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown)}
      aria-hidden={idle}
    >
      <div key={runId} className="progress-bar__fill" style={{ transform: `scaleX(${shown / 100})` }} />
    </div>
  );
}
