import { useLayoutEffect, useRef, type Key, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import './VirtualList.css';

/** Props of a fixed-row-height virtual list. */
export type VirtualListProps = {
  /** Rows in the list. */
  count: number;
  /** Every row's height in px (fixed: nothing is measured). */
  rowHeight: number;
  /** The content of row `index`; only rows in (or near) view are asked for. */
  renderRow: (index: number) => ReactNode;
  /** A stable key per row (defaults to the index), so a row that moves keeps its element and state. */
  rowKey?: (index: number) => Key;
  /** Rows drawn beyond each edge of the view. */
  overscan?: number;
  /** Start scrolled to the end and follow it while the user has not scrolled away (asks: best at the bottom). */
  stickToEnd?: boolean;
  /** `list` gives the rows the `listitem` role (leave unset when rows carry their own roles). */
  role?: 'list';
  'aria-label'?: string;
  className?: string;
};

// How close to the end (px) still counts as "at the end" for stickToEnd.
const END_SLACK = 2;

/**
 * A scrollable list that mounts only the rows in view (TanStack Virtual, DESIGN §4), each a
 * fixed-height slot positioned by transform. A re-render asks `renderRow` for the visible rows only,
 * so a new frame of data costs what is on screen, not what is in the list.
 */
export function VirtualList({ count, rowHeight, renderRow, rowKey, overscan = 4, stickToEnd = false, role, className, ...aria }: VirtualListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const pinnedRef = useRef(stickToEnd);
  // eslint-disable-next-line react-hooks/incompatible-library -- nothing here is memoized by the compiler; the virtualizer re-renders the list through its own onChange
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    getItemKey: rowKey ?? ((index) => index),
  });

  // Keep the end in view when rows are added or removed while pinned there (e.g. a new worst ask).
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (stickToEnd && pinnedRef.current && element) element.scrollTop = element.scrollHeight;
  }, [stickToEnd, count, rowHeight]);

  // …and when the box itself is resized (a window resize, a phone tab shown after being hidden):
  // a list pinned to its end stays there; a list at its top stays at its top on its own.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!stickToEnd || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (pinnedRef.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [stickToEnd]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!stickToEnd || !element) return;
    pinnedRef.current = element.scrollTop + element.clientHeight >= element.scrollHeight - END_SLACK;
  };

  const classes = ['virtual-list', stickToEnd ? 'virtual-list--end' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div ref={scrollRef} className={classes} role={role} onScroll={onScroll} {...aria}>
      <div className="virtual-list__inner" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            className="virtual-list__row"
            role={role === 'list' ? 'listitem' : undefined}
            style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
          >
            {renderRow(item.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
