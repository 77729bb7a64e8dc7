import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons/uiIcons';
import { useFocusTrap } from './useFocusTrap';
import './SideDrawer.css';

/** Props of the right-hand sheet: whether it is open, its accessible label, and how it closes. */
export type SideDrawerProps = { open: boolean; onClose: () => void; label: string; children: ReactNode };

/** A 360 px sheet sliding in from the right over a dim overlay; Escape, the overlay and × close it. */
export function SideDrawer({ open, onClose, label, children }: SideDrawerProps) {
  const panelRef = useRef<HTMLElement>(null);
  useFocusTrap(panelRef, open, onClose);
  if (!open) return null;
  return createPortal(
    <div className="side-drawer-overlay" data-testid="drawer-overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <aside ref={panelRef} className="side-drawer" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        <div className="side-drawer__head">
          <span className="side-drawer__label">{label}</span>
          <button type="button" className="button button--ghost button--icon" aria-label="Close menu" onClick={onClose}>
            <CloseIcon size={18} />
          </button>
        </div>
        <div className="side-drawer__body">{children}</div>
      </aside>
    </div>,
    document.body,
  );
}
