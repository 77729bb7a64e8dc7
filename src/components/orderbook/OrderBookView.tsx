import { useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import type { BookKind, HoverSummary, SideFrame } from '../../core/orderbook';
import { Spinner } from '../Spinner';
import type { Subscribable } from '../VirtualListPool';
import { BOOK_ROW_HEIGHT } from '../../core/rowpaint/bookSide';
import type { RowPaintTarget } from '../../core/rowpaint/view';
import { addRowCanvas } from '../canvasRows';
import { BookPainter, type SideState } from './bookPainter';
import { HOVER_PANEL_HEIGHT, HOVER_PANEL_WIDTH, HoverPanel, type HoverPlacement } from './HoverPanel';
import './OrderBook.css';

/** Props of the order book (SPEC §2 Market screen). */
export type OrderBookViewProps = {
  /**
   * The visible levels of each side, best first, with their text formatted (the market worker's
   * frames); null while a side has not arrived. Read and followed outside React: a new frame
   * repaints the rows that changed without a render.
   */
  asks: Subscribable<SideFrame | null>;
  bids: Subscribable<SideFrame | null>;
  /**
   * The bar between asks and bids (`CentreBar`): a node of its own, so a new last price renders
   * that bar alone, not the book.
   */
  centre: ReactNode;
  /** Decimals of the hover panel's average (SPEC §5: 8, or the price ladder). */
  pricePrecision: number;
  /** Column and hover labels; the book reads without them. */
  baseTicker?: string;
  quoteTicker?: string;
  /** A level was chosen: its exact unit_price text (base per 1 quote × 10^8) and its side. */
  onPriceClick: (unitPrice: string, side: BookKind) => void;
  /** The pointer (or focus) is on level `levelIndex` of a side (0 = best), or left that side (null). */
  onHover: (side: BookKind, levelIndex: number | null) => void;
  /** The hover panel of the level `onHover` last named; shown beside it when it matches. */
  hover: HoverSummary | null;
  /** Levels drawn per side at most (the frames may carry more). */
  depth?: number;
  /** Where the levels are drawn off the page (the market worker); drawn here without one. */
  paintTarget?: RowPaintTarget | null;
  /**
   * The sides are not live yet (the screen waits for its market): no canvas and no painter are made
   * for frames that cannot come, and both sides show their loaders until they are.
   */
  waiting?: boolean;
};

const LOADING: Record<BookKind, SideState> = { asks: 'loading', bids: 'loading' };

type Hovered = { side: BookKind; levelIndex: number; placement: HoverPlacement };

const GAP = 8;

/**
 * Where the panel goes for a row, in viewport pixels (it is fixed, so the panels' scroll boxes do not
 * clip it): left of the book when the page has room there, else over the rows next to the hovered one.
 */
export function placePanel(book: DOMRect, row: DOMRect, viewport: { width: number; height: number }): HoverPlacement {
  const clamp = (value: number, max: number) => Math.max(GAP, Math.min(value, max));
  if (book.left >= HOVER_PANEL_WIDTH + GAP) {
    const centred = row.top + row.height / 2 - HOVER_PANEL_HEIGHT / 2;
    return { mode: 'beside', left: book.left - HOVER_PANEL_WIDTH - GAP, top: clamp(centred, viewport.height - HOVER_PANEL_HEIGHT - GAP) };
  }
  const left = clamp(book.left + (book.width - HOVER_PANEL_WIDTH) / 2, viewport.width - HOVER_PANEL_WIDTH - GAP);
  const below = row.bottom + GAP / 2;
  const fitsBelow = below + HOVER_PANEL_HEIGHT <= viewport.height - GAP;
  return { mode: 'over', left, top: fitsBelow ? below : Math.max(GAP, row.top - HOVER_PANEL_HEIGHT - GAP / 2) };
}

const rowOf = (event: SyntheticEvent) => (event.target as Element).closest<HTMLElement>('.book-row');

const EMPTY_TEXT: Record<BookKind, string> = { asks: 'No asks', bids: 'No bids' };

/** A level under the pointer or focus, and its row's box in the viewport (read only when needed: it may cost a layout). */
type Target = { levelIndex: number; rowBox: () => DOMRect };

/**
 * The order book: asks above with the best ask nearest the centre bar, the last price and its fiat
 * value, bids below. React draws this frame once; `BookPainter` draws each side's levels on a
 * canvas straight from the frames (no render per frame) and keeps transparent DOM rows over it, a
 * low-rate mirror for the keyboard and screen readers. Pointer events are delegated from each side
 * and mapped to a level of the current frame by position, so a mirror that trails the canvas never
 * picks a level the user does not see.
 */
export function OrderBookView(props: OrderBookViewProps) {
  const { asks, bids, pricePrecision, baseTicker = '', quoteTicker = '', onPriceClick, onHover, hover } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const asksListRef = useRef<HTMLDivElement>(null);
  const bidsListRef = useRef<HTMLDivElement>(null);
  const listRefs = { asks: asksListRef, bids: bidsListRef };
  const painterRef = useRef<BookPainter | null>(null);
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const [drawnStates, setStates] = useState<Record<BookKind, SideState>>(LOADING);
  // Waiting, the sides show their loaders whatever the last market's painter reported.
  const states = props.waiting === true ? LOADING : drawnStates;
  const depth = props.depth ?? Infinity;
  const paintTarget = props.paintTarget ?? null;
  const waiting = props.waiting ?? false;

  useLayoutEffect(() => {
    if (waiting) return undefined;
    const onState = (side: BookKind, state: SideState) => setStates((previous) => (previous[side] === state ? previous : { ...previous, [side]: state }));
    // A canvas per mount: one handed to the worker cannot be handed over again (StrictMode mounts twice).
    const sideOf = (list: HTMLDivElement) => ({ scroller: list, canvas: addRowCanvas(list.parentElement!) });
    const elements = { asks: sideOf(asksListRef.current!), bids: sideOf(bidsListRef.current!) };
    const painter = new BookPainter(elements, depth, onState, { target: paintTarget });
    painterRef.current = painter;
    const draw = () => painter.draw(asks.peek(), bids.peek());
    const stopAsks = asks.subscribe(draw);
    const stopBids = bids.subscribe(draw);
    return () => {
      stopAsks();
      stopBids();
      painter.destroy();
      painterRef.current = null;
      elements.asks.canvas.remove();
      elements.bids.canvas.remove();
    };
  }, [asks, bids, depth, paintTarget, waiting]);

  /** The level under the event: its mirror row's index (rows sit where their level is drawn), else the pointer's. */
  const targetOf = (side: BookKind, event: SyntheticEvent): Target | null => {
    const painter = painterRef.current;
    const list = listRefs[side].current;
    if (!painter || !list) return null;
    const row = rowOf(event);
    if (row) {
      const levelIndex = Number(row.dataset.level);
      return painter.hasLevel(side, levelIndex) ? { levelIndex, rowBox: () => row.getBoundingClientRect() } : null;
    }
    if (!('clientY' in event.nativeEvent)) return null;
    // No mirror row there yet (the book grew since it was mirrored): the current frame's level at that height.
    const box = list.getBoundingClientRect();
    const levelIndex = painter.levelAt(side, (event as MouseEvent).clientY - box.top);
    if (levelIndex === null) return null;
    return { levelIndex, rowBox: () => new DOMRect(box.left, box.top + painter.rowTop(side, levelIndex), box.width, BOOK_ROW_HEIGHT) };
  };

  const enter = (side: BookKind, event: SyntheticEvent) => {
    const target = targetOf(side, event);
    const root = rootRef.current;
    if (!target || !root) {
      if (hovered?.side === side) leave(side);
      return;
    }
    const { levelIndex } = target;
    if (hovered?.side === side && hovered.levelIndex === levelIndex) return;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    setHovered({ side, levelIndex, placement: placePanel(root.getBoundingClientRect(), target.rowBox(), viewport) });
    painterRef.current?.hover(side, levelIndex);
    onHover(side, levelIndex);
  };
  const leave = (side: BookKind) => {
    setHovered(null);
    painterRef.current?.hover(side, null);
    onHover(side, null);
  };
  const choose = (side: BookKind, event: SyntheticEvent) => {
    const target = targetOf(side, event);
    const painter = painterRef.current;
    if (!target || !painter) return;
    // The price drawn at that level now: what the user clicked on, even if the mirror trails.
    void painter.unitPriceAt(side, target.levelIndex).then((unitPrice) => unitPrice && onPriceClick(unitPrice, side));
  };

  const sideBox = (side: BookKind) => (
    <div
      className={`orderbook__side orderbook__side--${side}`}
      onClick={(event) => choose(side, event)}
      onKeyDown={(event) => {
        // Rows carry the button role: Enter and Space choose the focused row, the price it reads out.
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        const unitPrice = rowOf(event)?.dataset.unitPrice;
        if (unitPrice) onPriceClick(unitPrice, side);
      }}
      onMouseOver={(event) => enter(side, event)}
      onMouseMove={(event) => enter(side, event)}
      onMouseLeave={() => leave(side)}
      onFocus={(event) => enter(side, event)}
      onBlur={() => leave(side)}
    >
      <div ref={listRefs[side]} className="orderbook__list" role="group" aria-label={side === 'asks' ? 'Asks' : 'Bids'} />
      {states[side] === 'loading' ? (
        <div className="orderbook__state">
          <Spinner size={20} label={`Loading ${side}`} />
        </div>
      ) : null}
      {states[side] === 'empty' ? <p className="orderbook__state">{EMPTY_TEXT[side]}</p> : null}
    </div>
  );

  const showPanel = hovered !== null && hover !== null && hover.side === hovered.side && hover.levelIndex === hovered.levelIndex;
  return (
    <div ref={rootRef} className="orderbook">
      <div className="orderbook__head">
        <span>Price{baseTicker ? ` (${baseTicker})` : ''}</span>
        <span>Amount{quoteTicker ? ` (${quoteTicker})` : ''}</span>
        <span>Total{baseTicker ? ` (${baseTicker})` : ''}</span>
      </div>
      {sideBox('asks')}
      {props.centre}
      {sideBox('bids')}
      {showPanel ? (
        <HoverPanel summary={hover} placement={hovered.placement} pricePrecision={pricePrecision} baseTicker={baseTicker} quoteTicker={quoteTicker} />
      ) : null}
    </div>
  );
}
