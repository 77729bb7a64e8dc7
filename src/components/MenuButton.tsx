import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons/uiIcons';
import './MenuButton.css';

/** Props of a button that opens a small menu below it; `children` are the menu's links. */
export type MenuButtonProps = { label: ReactNode; active?: boolean; className?: string; children: ReactNode };

/**
 * A disclosure menu: click or ArrowDown opens it, Escape or a click outside closes it and
 * focus returns to the button; choosing an item closes it too.
 */
export function MenuButton({ label, active = false, className, children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const focusItem = (step: 1 | -1 | 'first') => {
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = step === 'first' || current < 0 ? 0 : (current + step + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={`menu-button${className ? ` ${className}` : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        } else if (event.key === 'ArrowDown') {
          event.preventDefault();
          if (!open) setOpen(true);
          requestAnimationFrame(() => focusItem(open ? 1 : 'first'));
        } else if (event.key === 'ArrowUp' && open) {
          event.preventDefault();
          focusItem(-1);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`menu-button__trigger${active ? ' is-active' : ''}`}
        aria-haspopup="menu"
        aria-current={active ? 'page' : undefined}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronDownIcon size={14} className="menu-button__chevron" />
      </button>
      {open ? (
        <div id={menuId} className="menu-button__menu" role="menu" onClick={() => setOpen(false)}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
