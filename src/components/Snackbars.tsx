import { AlertCircleIcon, CheckCircleIcon, CloseIcon, ExternalLinkIcon } from './icons/uiIcons';
import './Snackbars.css';

/** One toast as the store holds it (SPEC §2 Notifications). */
export type SnackbarItem = {
  id: number;
  kind: 'success' | 'error' | 'transaction';
  title: string;
  text?: string;
  txId?: string;
  explorerUrl?: string;
};

/** Props of the toast stack: the items, newest last, and what the close button does. */
export type SnackbarsProps = { items: readonly SnackbarItem[]; onDismiss: (id: number) => void };

/** Stacked toasts, top right. Timing lives in the store; this only draws and forwards the close click. */
export function Snackbars({ items, onDismiss }: SnackbarsProps) {
  if (items.length === 0) return null;
  return (
    <section className="snackbars" aria-label="Notifications">
      {items.map((item) => (
        <Snackbar key={item.id} item={item} onDismiss={onDismiss} />
      ))}
    </section>
  );
}

function Snackbar({ item, onDismiss }: { item: SnackbarItem; onDismiss: (id: number) => void }) {
  const isError = item.kind === 'error';
  return (
    <div className={`snackbar snackbar--${isError ? 'error' : 'success'}`} role={isError ? 'alert' : 'status'}>
      <span className="snackbar__icon">{isError ? <AlertCircleIcon size={18} /> : <CheckCircleIcon size={18} />}</span>
      <div className="snackbar__content">
        <div className="snackbar__title">{item.title}</div>
        {item.text ? <div className="snackbar__text">{item.text}</div> : null}
        {item.explorerUrl ? (
          <a className="snackbar__link" href={item.explorerUrl} target="_blank" rel="noopener noreferrer">
            View on explorer <ExternalLinkIcon size={12} />
          </a>
        ) : null}
      </div>
      <button
        type="button"
        className="button button--ghost button--icon button--sm snackbar__close"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(item.id)}
      >
        <CloseIcon size={14} />
      </button>
    </div>
  );
}
