import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTable, type ReactTable, type RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { pageCount, pageWindow, type ListSort, type ListViewSource, type ListViewState } from '../../core/lists';
import { Loader } from '../Loader';
import { columnTracks, dataTableFeatures, type DataColumns, type DataTableFeatures } from './columns';
import { DataTableHead } from './DataTableHead';
import { DataRow, MessageRow, SpacerRow } from './DataTableRows';
import type { ListWindowState } from './listWindow';
import type { ListWindowHandle } from './useListWindow';
import { useListWindow } from './useListWindow';
import { Pager } from './Pager';
import { assignRowSlots, NO_ROW_SLOTS, type RowSlots } from './rowSlots';
import { useScrollCanvas } from './scrollCanvas';
import './DataTable.css';

/** Props of a table over a list held by the lists worker. */
export type DataTableProps<TRow extends RowData> = {
  /** Where views come from: `listsClient()` on a screen, a fake in tests. */
  source: ListViewSource;
  listId: string;
  /** Sort, search, filters and page (`useListView`). */
  view: ListViewState;
  onSort: (key: string) => void;
  /** Paged tables: the page asked for (also when the list shrank under the page shown). */
  onPage?: (page: number) => void;
  columns: DataColumns<TRow>;
  /** Rows per page (SPEC §9: 10), or null for the whole list, virtualised. */
  pageSize: number | null;
  /** The row's React key: the list's key column. */
  rowKey: (row: TRow) => string;
  /** What the rows are, in the plural ("holders"): the table's accessible name and the pager's. */
  label: string;
  /** Shown when the list has no rows ("No holders yet"). */
  emptyText: string;
  /** Shown when the search or filters leave no rows. */
  noMatchText?: string;
  loadingText?: string;
  /** Bump when the list's rows changed in the worker: the rows in view are asked for again. */
  revision?: unknown;
  /** Every row's height in px (fixed: nothing is measured). */
  rowHeight?: number;
  onRowClick?: (row: TRow) => void;
  className?: string;
};

/**
 * Rows kept loaded beyond each edge of the view in a whole-list table, and asked for at once when a
 * scroll comes near an edge: at a fast wheel's third of a screen a frame, several frames ahead.
 */
const MARGIN_ROWS = 40;
/** The header row's height (tables.css), above the rows inside the scrolling box. */
const HEADER_HEIGHT = 32;

/**
 * A dense, sortable table over a list held by the lists worker (DESIGN §4): headers from TanStack
 * Table column definitions, rows drawn only for the window in view (TanStack Virtual, fixed row
 * heights) or one page at a time, each window asked of the worker at most once per animation frame.
 * The main thread never holds the list, only the window. Loading, empty and error states built in.
 */
export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const { source, listId, view, pageSize, columns, rowKey, revision = null, className } = props;
  const filters = useMemo(() => Object.values(view.filters), [view.filters]);
  const handle = useListWindow(source, { listId, sort: view.sort, search: view.search, filters }, revision, pageSize === null ? MARGIN_ROWS : 0);
  // The worker answers rows of the list's schema; the columns were written for that row type.
  const rows = handle.state.rows as unknown as TRow[];
  // Rows compare their click handler: keep one for the table's life, calling the latest prop.
  const onRowClickRef = useRef(props.onRowClick);
  useEffect(() => {
    onRowClickRef.current = props.onRowClick;
  });
  const hasRowClick = props.onRowClick !== undefined;
  const onRowClick = useMemo(() => (hasRowClick ? (row: TRow) => onRowClickRef.current?.(row) : undefined), [hasRowClick]);
  // One key function for the table's life: a screen may pass a new arrow each render.
  const rowKeyRef = useRef(rowKey);
  useEffect(() => {
    rowKeyRef.current = rowKey;
  });
  const getRowId = useCallback((row: TRow) => rowKeyRef.current(row), []);
  const table = useTable({ features: dataTableFeatures, columns, data: rows, getRowId });
  // Busy while the rows shown are not the view asked for: another query's, or another page's.
  const { phase, current, start, total } = handle.state;
  const pageStart = pageSize === null ? null : pageWindow(view.page, pageSize).start;
  const busy = phase === 'loading' || !current || (pageStart !== null && phase === 'ready' && start !== Math.min(pageStart, total));
  const classes = ['data-table', pageSize === null ? 'data-table--all' : 'data-table--paged', className ?? ''].filter(Boolean).join(' ');
  return (
    // The phase and the count of answers shown let a perf trace (e2e/listsTrace.ts) see a view arrive.
    <div className={classes} data-list-phase={handle.state.phase} data-list-answers={handle.state.answers}>
      {pageSize === null ? (
        <WholeList {...props} onRowClick={onRowClick} table={table} handle={handle} busy={busy} />
      ) : (
        <PagedList {...props} onRowClick={onRowClick} pageSize={pageSize} table={table} handle={handle} busy={busy} />
      )}
    </div>
  );
}

type BodyProps<TRow extends RowData> = DataTableProps<TRow> & { table: ReactTable<DataTableFeatures, TRow>; handle: ListWindowHandle; busy: boolean };

/** The loader, the error block (with a way to try again) or the empty text, when there are no rows to draw. */
function stateMessage<TRow extends RowData>({ handle, view, emptyText, noMatchText, loadingText }: BodyProps<TRow>): ReactNode {
  const { phase, total, current, error } = handle.state;
  if (phase === 'loading') return <Loader size={24} message={loadingText ?? 'Loading…'} />;
  if (phase === 'error')
    return (
      <div className="data-table__error">
        <Loader size={24} error={error} />
        <button type="button" className="button button--secondary button--sm" onClick={handle.retry}>
          Try again
        </button>
      </div>
    );
  if (total > 0 || !current) return null;
  const narrowed = view.search.trim() !== '' || Object.keys(view.filters).length > 0;
  return <p className="table-empty">{narrowed ? (noMatchText ?? 'Nothing matches the search and filters.') : emptyText}</p>;
}

/**
 * The table, its headers and a body. A paged table keeps the fixed table layout (`<col>` widths). A
 * whole list lays its header and each row out as grids of the same tracks (`columnTracks`,
 * DataTable.css): the rows a scroll brings in are laid out alone, where table layout ran again over
 * every row drawn at each scroll frame.
 */
function TableFrame<TRow extends RowData>({ props, total, whole, children }: { props: BodyProps<TRow>; total: number; whole: boolean; children: ReactNode }) {
  const { table, view, onSort, label, busy, handle, columns } = props;
  const shownSort = useHeaderSort(view.sort, handle.state);
  // Once per set of columns, not at every scroll frame's render (the table object is new at each).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the widths come from the columns the table holds
  const widths = useMemo(() => table.getAllLeafColumns().map((column) => column.columnDef.meta?.width), [columns]);
  const tracks = useMemo(() => (whole ? ({ '--data-table-columns': columnTracks(widths) } as CSSProperties) : undefined), [whole, widths]);
  return (
    <table className="table data-table__table" aria-label={label} aria-rowcount={total + 1} aria-busy={busy} style={tracks}>
      {whole ? null : (
        <colgroup>
          {table.getAllLeafColumns().map((column, index) => (
            <col key={column.id} style={{ width: widths[index] }} />
          ))}
        </colgroup>
      )}
      <DataTableHead table={table} sort={shownSort} onSort={onSort} columns={columns} />
      <tbody>{children}</tbody>
    </table>
  );
}

/** How long a new order may take before the headers show it anyway (a slow device's feedback). */
export const HEADER_WAIT_MS = 150;

const sameSort = (a: ListSort, b: ListSort) => a.key === b.key && a.dir === b.dir;

/**
 * The sort the headers show: the order of the rows shown, so a click changes the headers with the
 * rows it brings, in one frame. Changed at the click, they made a frame of their own (style, layout
 * and paint of the table) while the worker sorted, and the rows' frame waited behind it (4× CPU:
 * 12–16 ms a view). A sort still on its way after HEADER_WAIT_MS shows in the headers at once.
 */
function useHeaderSort(asked: ListSort, state: ListWindowState): ListSort {
  const shown = state.phase === 'ready' && state.sort !== null ? state.sort : asked;
  const waiting = !sameSort(shown, asked);
  const [late, setLate] = useState<ListSort | null>(null);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setLate(asked), HEADER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting, asked]);
  return waiting && late !== asked ? shown : asked;
}

/** The whole list in a scrolling box: rows in view (and a few more) drawn, spacers for the rest. */
function WholeList<TRow extends RowData>(props: BodyProps<TRow>) {
  const { table, handle, rowHeight = 32, onRowClick, listId, view, columns } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { total, start, phase } = handle.state;
  const columnCount = table.getAllLeafColumns().length;
  // While the list scrolls, a canvas draws the rows in view (asking the worker for them) and the
  // DOM rows keep the window they had; they follow once the scroll rests (scrollCanvas.ts). The
  // virtualizer rests meanwhile: it re-rendered the list at every scroll frame.
  const tilesRef = useRef<HTMLDivElement>(null);
  const leafColumns = useMemo(() => table.getAllLeafColumns(), [columns]); // eslint-disable-line react-hooks/exhaustive-deps -- the leaf columns come from the columns the table holds
  const { want } = handle;
  const { scrolling, ownScroll, hide } = useScrollCanvas(scrollRef, tilesRef, {
    rows: handle.state.rows,
    start,
    total: phase === 'ready' ? total : 0,
    columns: leafColumns as never,
    rowHeight,
    headerHeight: HEADER_HEIGHT,
    want,
  });
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this list through its own onChange
  const virtualizer = useVirtualizer({
    count: phase === 'ready' ? total : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    scrollMargin: HEADER_HEIGHT,
    overscan: 6,
    // The rows follow a scroll in React's next task, not inside the scroll event (flushSync): the
    // scroll frame then only paints, and the rows drawn beyond the view (overscan) cover the one
    // frame they lag. Measured on /markets at 4× CPU: the frame that scrolls and renders was the
    // only task over 50 ms; split, none is (e2e/markets-perf.spec.ts checks no blank room shows).
    useFlushSync: false,
    enabled: !scrolling,
    // Back from a scroll drawn on the canvas: the box's offset now.
    initialOffset: () => scrollRef.current?.scrollTop ?? 0,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  // The canvas hides in the commit whose DOM rows cover the view again.
  const settled = !scrolling && (last >= first || total === 0 || phase !== 'ready');
  useLayoutEffect(() => {
    if (settled) hide();
  }, [settled, hide]);
  const drawn = useDrawnWindow(first, last, scrolling);
  const { slots, reused } = useRowSlots(drawn.first, drawn.last);
  // After a jump the rows' elements show other rows: the focus must not stay on one, or Enter would
  // open a row the user never chose.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (reused && focused instanceof HTMLElement && scrollRef.current?.querySelector('tbody')?.contains(focused)) focused.blur();
  }, [slots, reused]);
  // The box's height comes from the virtualizer's resize observer: reading clientHeight here, after
  // every scroll frame's commit, forced a style and layout pass in the middle of the frame (measured:
  // ~40 % of the script time of a scroll frame at 4×).
  const viewHeight = () => virtualizer.scrollRect?.height ?? scrollRef.current?.clientHeight ?? 0;
  useEffect(() => {
    // The canvas asks for the rows it draws.
    if (scrolling) return;
    if (last >= first) want(first, last - first + 1);
    // Before the first answer nothing is in view yet: a screenful, from the top.
    else want(first, Math.max(1, Math.ceil(viewHeight() / rowHeight)));
  }, [first, last, rowHeight, want, scrolling]); // eslint-disable-line react-hooks/exhaustive-deps -- viewHeight reads the virtualizer's latest measure
  // A new sort, search or filter starts at the top (SPEC §4's "page 1" for a list shown whole): the
  // view is asked from the top now (before the query is sent), not at the scroll event's next frame.
  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    // Only a box scrolled away is moved back: writing scrollTop lays the page out first.
    if ((virtualizer.scrollOffset ?? box.scrollTop) !== 0) {
      ownScroll();
      box.scrollTop = 0;
    }
    want(0, Math.max(1, Math.ceil(viewHeight() / rowHeight)));
  }, [listId, view.sort, view.search, view.filters, want, rowHeight]); // eslint-disable-line react-hooks/exhaustive-deps -- as above

  const message = stateMessage(props);
  const modelRows = table.getRowModel().rows;
  return (
    <div ref={scrollRef} className="data-table__scroll">
      <div ref={tilesRef} className="data-table__canvas" aria-hidden="true" />
      <TableFrame props={props} total={total} whole>
        {message !== null ? (
          <MessageRow columns={columnCount}>{message}</MessageRow>
        ) : (
          <>
            <SpacerRow columns={columnCount} height={drawn.first * rowHeight} />
            {drawnIndexes(drawn).map((index) => {
              const row = modelRows[index - start] ?? null;
              // Keyed by slot, not by row: a new sort or search updates the rows in view in place
              // (their text and classes) instead of removing them and building new ones (measured
              // on /markets at 4× CPU: a view's first rows p50 73 → 65 ms, p90 87 → 80 ms), and a
              // jump redraws the elements of the window it left (rowSlots.ts).
              return <DataRow key={slots.get(index)} table={table} columns={columns} row={row} position={index} height={rowHeight} onClick={onRowClick} />;
            })}
            <SpacerRow columns={columnCount} height={(total - drawn.last - 1) * rowHeight} />
          </>
        )}
      </TableFrame>
    </div>
  );
}

type RowRange = { readonly first: number; readonly last: number };

/** The rows the DOM draws: those in view, or while the list scrolls, the window it had when the scroll began. */
function useDrawnWindow(first: number, last: number, scrolling: boolean): RowRange {
  const [drawn, setDrawn] = useState<RowRange>({ first, last });
  if (scrolling || (drawn.first === first && drawn.last === last)) return drawn;
  const next = { first, last };
  setDrawn(next);
  return next;
}

/** The indexes `first`…`last`. */
const drawnIndexes = ({ first, last }: RowRange): number[] => Array.from({ length: Math.max(0, last - first + 1) }, (_, offset) => first + offset);

/** The slot (React key) of each row `first`…`last`, following the window before (rowSlots.ts). */
function useRowSlots(first: number, last: number): RowSlots {
  const [drawn, setDrawn] = useState(() => ({ first, last, window: assignRowSlots(NO_ROW_SLOTS, first, last) }));
  if (drawn.first === first && drawn.last === last) return drawn.window;
  // A new window: React renders this list again at once, with the slots it gives (before any row).
  const next = { first, last, window: assignRowSlots(drawn.window, first, last) };
  setDrawn(next);
  return next.window;
}

/** One page of rows and the pager (SPEC §9: 10 a page). */
function PagedList<TRow extends RowData>(props: BodyProps<TRow> & { pageSize: number }) {
  const { table, handle, pageSize, view, onPage, rowHeight = 32, onRowClick, label, columns } = props;
  const { total, start, phase, current } = handle.state;
  const shown = pageWindow(view.page, pageSize);
  const { want } = handle;
  useEffect(() => want(shown.start, shown.count), [want, shown.start, shown.count]);
  // Rows left the list under the page shown: go to the last page there is.
  const pages = pageCount(total, pageSize);
  useEffect(() => {
    if (phase === 'ready' && current && view.page > pages) onPage?.(pages);
  }, [phase, current, view.page, pages, onPage]);

  const message = stateMessage(props);
  const columnCount = table.getAllLeafColumns().length;
  const modelRows = table.getRowModel().rows;
  return (
    <>
      <TableFrame props={props} total={total} whole={false}>
        {message !== null ? (
          <MessageRow columns={columnCount}>{message}</MessageRow>
        ) : (
          modelRows
            .slice(0, pageSize)
            .map((row, index) => (
              <DataRow key={index} table={table} columns={columns} row={row} position={start + index} height={rowHeight} onClick={onRowClick} />
            ))
        )}
      </TableFrame>
      {onPage && phase === 'ready' && total > 0 ? <Pager page={view.page} pageSize={pageSize} total={total} onPage={onPage} label={label} /> : null}
    </>
  );
}
