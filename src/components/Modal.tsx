import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons/uiIcons';
import { useFocusTrap } from './useFocusTrap';
import './Modal.css';

/** Props of a generic dialog (SPEC §2 Layout: a title, a close button, default width 480). */
export type ModalProps = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Maximum width in pixels; narrower screens get the full width minus a gutter. */
  width?: number;
  /** Buttons pinned under the body. */
  footer?: ReactNode;
  closeLabel?: string;
  /** When false, a click on the dim overlay does not close (for flows that must not be lost). */
  closeOnOverlay?: boolean;
};

/** A modal dialog in a portal: overlay, focus trap, Escape and the close button call `onClose`. */
export function Modal({ title, onClose, children, width = 480, footer, closeLabel = 'Close dialog', closeOnOverlay = true }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, true, onClose);

  return createPortal(
    <div
      className="modal-overlay"
      data-testid="modal-overlay"
      onMouseDown={(event) => {
        if (closeOnOverlay && event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialogRef} className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} style={{ maxWidth: width }}>
        <header className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="button button--ghost button--icon modal__close" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon size={18} />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__foot">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
