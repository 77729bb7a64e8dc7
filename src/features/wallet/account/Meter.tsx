import './account.css';

type MeterProps = {
  /** What is measured, for screen readers ("CPU used"). */
  label: string;
  /** 0–1, or null when there is no limit to measure against. */
  share: number | null;
  /** Warn from this share up (resources nearly used up); never for a strength. */
  warnFrom?: number;
  tone?: 'resource' | 'strength';
};

/** A thin horizontal bar: a resource's use against its limit, or a vote's strength. */
export function Meter({ label, share, warnFrom, tone = 'resource' }: MeterProps) {
  const percent = share === null ? 0 : Math.round(share * 1000) / 10;
  const warn = share !== null && warnFrom !== undefined && share >= warnFrom;
  return (
    <div
      className={`meter meter--${tone}${warn ? ' meter--warn' : ''}`}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={share === null ? undefined : percent}
      aria-valuetext={share === null ? 'no limit' : `${percent}%`}
    >
      <div className="meter__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
