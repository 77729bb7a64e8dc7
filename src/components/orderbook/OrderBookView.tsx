import { useRef, useState, type SyntheticEvent } from 'react';
import type { BookKind, HoverSummary, SideFrame } from '../../core/orderbook';
import type { TradeSide } from '../../core/tape';
import { BookSide } from './BookSide';
import { CentreBar } from './CentreBar';
import { depthScale, drawnLevels } from './depth';
import { HOVER_PANEL_HEIGHT, HOVER_PANEL_WIDTH, HoverPanel, type HoverPlacement } from './HoverPanel';
import './OrderBook.css';

/** Props of the order book (SPEC §2 Market screen). Amounts are the frames' display numbers. */
export type OrderBookViewProps = {
  /** The visible levels of each side, best first; null while a side has not arrived. */
  asks: SideFrame | null;
  bids: SideFrame | null;
  lastPrice: number | null;
  lastSide: TradeSide | null;
  /** The last price in USD, null when unknown. */
  fiatPrice: number | null;
  /** Decimals of prices (SPEC §5: 8, or the price ladder). */
  pricePrecision: number;
  /** Decimals of the quote token's amounts. */
  amountPrecision: number;
  /** Decimals of the base token's totals (default 4, SPEC §5's volume precision, to keep the column narrow). */
  totalPrecision?: number;
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
};

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

/**
 * The order book: asks above with the best ask nearest the centre bar, the last price and its fiat
 * value, bids below. Rows are virtualised and memoised, so a new frame re-renders only the visible
 * levels that changed. Clicks and hovers are delegated from each side, so rows carry no handlers.
 */
export function OrderBookView(props: OrderBookViewProps) {
  const { asks, bids, pricePrecision, amountPrecision, totalPrecision = 4, baseTicker = '', quoteTicker = '', onPriceClick, onHover, hover } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const depth = props.depth ?? Infinity;
  const scale = depthScale(asks, bids, depth);

  const enter = (side: BookKind, event: SyntheticEvent) => {
    const row = rowOf(event);
    const root = rootRef.current;
    if (!row || !root) return;
    const levelIndex = Number(row.dataset.level);
    if (hovered?.side === side && hovered.levelIndex === levelIndex) return;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    setHovered({ side, levelIndex, placement: placePanel(root.getBoundingClientRect(), row.getBoundingClientRect(), viewport) });
    onHover(side, levelIndex);
  };
  const leave = (side: BookKind) => {
    setHovered(null);
    onHover(side, null);
  };
  const choose = (side: BookKind, event: SyntheticEvent) => {
    const unitPrice = rowOf(event)?.dataset.unitPrice;
    if (unitPrice) onPriceClick(unitPrice, side);
  };

  const sideBox = (side: BookKind, frame: SideFrame | null) => (
    <div
      className={`orderbook__side orderbook__side--${side}`}
      onClick={(event) => choose(side, event)}
      onMouseOver={(event) => enter(side, event)}
      onMouseLeave={() => leave(side)}
      onFocus={(event) => enter(side, event)}
      onBlur={() => leave(side)}
    >
      <BookSide
        side={side}
        frame={frame}
        levels={drawnLevels(frame, depth)}
        scale={scale}
        pricePrecision={pricePrecision}
        amountPrecision={amountPrecision}
        totalPrecision={totalPrecision}
      />
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
      {sideBox('asks', asks)}
      <CentreBar lastPrice={props.lastPrice} lastSide={props.lastSide} fiatPrice={props.fiatPrice} pricePrecision={pricePrecision} />
      {sideBox('bids', bids)}
      {showPanel ? <HoverPanel summary={hover} placement={hovered.placement} pricePrecision={pricePrecision} baseTicker={baseTicker} quoteTicker={quoteTicker} /> : null}
    </div>
  );
}
