import './Spinner.css';

/** Props of the spinning ring; `label` is what a screen reader announces. */
export type SpinnerProps = { size?: number; color?: string; label?: string; className?: string };

/** A CSS ring spinner (no image, no network); 35 px and the buy green by default (SPEC §9 Display). */
export function Spinner({ size = 35, color = 'var(--buy)', label = 'Loading', className }: SpinnerProps) {
  const ringWidth = Math.max(2, Math.round(size / 10));
  return (
    <span
      className={className ? `spinner ${className}` : 'spinner'}
      role="status"
      aria-label={label}
      style={{ width: size, height: size, borderWidth: ringWidth, borderTopColor: color }}
    />
  );
}
