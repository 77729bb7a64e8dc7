import type { ReactNode } from 'react';
import { BanIcon } from './icons/uiIcons';
import { Spinner } from './Spinner';
import './Loader.css';

/** Props of a loading area: a spinner with an optional message, or the error block when `error` is set. */
export type LoaderProps = {
  size?: number;
  color?: string;
  message?: ReactNode;
  /** A recorded loading error; any non-empty value shows the error block instead of the spinner. */
  error?: string | null;
  /** With an error, a Try again button under it that loads again (what the user typed stays where it is). */
  onRetry?: () => void;
  /** Fill the viewport (used while the autologin runs). */
  fullPage?: boolean;
  className?: string;
};

/** A centred spinner, or "An error occured" with a ban icon when an error is recorded (SPEC §4, §8). */
export function Loader({ size = 35, color, message, error, onRetry, fullPage = false, className }: LoaderProps) {
  const classes = ['loader', fullPage ? 'loader--full-page' : '', className ?? ''].filter(Boolean).join(' ');
  if (error) {
    return (
      <div className={`${classes} loader--error`} role="alert">
        <BanIcon size={Math.max(20, Math.round(size * 0.8))} className="loader__ban" />
        <span className="loader__error-title">An error occured</span>
        <span className="loader__error-detail">{error}</span>
        {onRetry ? (
          <button type="button" className="button button--secondary button--sm loader__retry" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={classes}>
      <Spinner size={size} {...(color ? { color } : {})} label={typeof message === 'string' ? message : 'Loading'} />
      {message ? <div className="loader__message">{message}</div> : null}
    </div>
  );
}
