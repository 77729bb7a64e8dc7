import { useId, type KeyboardEvent, type ReactNode } from 'react';
import './Panel.css';

/** One tab: its id (also what the caller stores, e.g. a URL hash) and its visible label. */
export type TabItem<Id extends string = string> = { readonly id: Id; readonly label: string };

/** The element ids tying a tab to the region it shows (`aria-controls` / `aria-labelledby`). */
export function tabIds(prefix: string, id: string): { tab: string; panel: string } {
  return { tab: `${prefix}-tab-${id}`, panel: `${prefix}-panel-${id}` };
}

type TabListProps<Id extends string> = {
  items: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel element ids (see `tabIds`). */
  idPrefix: string;
  className?: string;
};

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** A WAI-ARIA tab list in the global `.tabs` style: roving focus, arrows/Home/End select (automatic activation). */
export function TabList<Id extends string>({ items, selected, onSelect, label, idPrefix, className }: TabListProps<Id>) {
  const selectAt = (index: number, list: HTMLElement) => {
    const wrapped = (index + items.length) % items.length;
    const item = items[wrapped];
    if (!item) return;
    onSelect(item.id);
    // The tabs are the list's only children, in item order.
    const tab = list.children[wrapped];
    if (tab instanceof HTMLElement) tab.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.id === selected);
    const step = STEP[event.key];
    let next: number | null = null;
    if (step !== undefined) next = current + step;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    selectAt(next, event.currentTarget);
  };

  return (
    <div role="tablist" aria-label={label} className={className ? `tabs ${className}` : 'tabs'} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const ids = tabIds(idPrefix, item.id);
        const isSelected = item.id === selected;
        return (
          <button
            key={item.id}
            id={ids.tab}
            type="button"
            role="tab"
            className="tab"
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

type PanelTabs<Id extends string> = Omit<TabListProps<Id>, 'idPrefix' | 'className'>;

type PanelProps<Id extends string> = {
  /** The panel heading. */
  title: string;
  /** Heading level under the page's h1. */
  level?: 2 | 3;
  /** A tab row under the heading; the body becomes the selected tab's panel. */
  tabs?: PanelTabs<Id>;
  /** Controls at the right end of the heading row. */
  actions?: ReactNode;
  /** Element id, for a region a separate tab list controls. */
  id?: string;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
};

/** A titled panel with an optional tab row and a body (the unit every screen is laid out in). */
export function Panel<Id extends string>({ title, level = 2, tabs, actions, id, className, bodyClassName, children }: PanelProps<Id>) {
  const idPrefix = useId();
  const headingId = `${idPrefix}-title`;
  const Heading = level === 2 ? 'h2' : 'h3';
  const ids = tabs ? tabIds(idPrefix, tabs.selected) : null;
  const bodyClass = bodyClassName ? `panel__body ${bodyClassName}` : 'panel__body';

  return (
    <section id={id} className={className ? `panel ${className}` : 'panel'} aria-labelledby={headingId}>
      <div className="panel__head">
        <Heading id={headingId} className="panel__title">
          {title}
        </Heading>
        {actions != null && <div className="panel__actions">{actions}</div>}
      </div>
      {tabs && <TabList {...tabs} idPrefix={idPrefix} className="panel__tabs" />}
      {ids ? (
        <div id={ids.panel} role="tabpanel" aria-labelledby={ids.tab} className={bodyClass}>
          {children}
        </div>
      ) : (
        <div className={bodyClass}>{children}</div>
      )}
    </section>
  );
}
