/**
 * One side of the order book as DOM rows that lay out and draw nothing (DESIGN §6): the canvas
 * shows the book, and these empty button rows over it carry what a screen reader, the keyboard and
 * the tests read — `data-level`, `data-unit-price` and an accessible name with the level's price,
 * amount, total and "your order" mark (`bookRowName`). The name is an attribute, not text: a
 * changed amount costs no text layout and no paint, which at a low-end device's speed was the
 * mirror's whole cost. The book painter updates the rows at a low rate (bookPainter.ts), so they
 * may trail the canvas by up to 2 s; a pointer never relies on them (OrderBookView maps it to a
 * level of the current frame). Rows are a VirtualListPool keyed by price, written only where changed.
 */
import type { BookKind, SideFrame } from '../../core/orderbook';
import { type PoolRow, VirtualListPool } from '../VirtualListPool';
import { BOOK_ROW_HEIGHT } from '../../core/rowpaint/bookSide';

/** A pooled level row and what it shows now. */
type BookRow = PoolRow & {
  readonly element: HTMLDivElement;
  /** The level index in `data-level` (attribute writes are not free even when equal). */
  level: number;
  unitPrice: string;
  name: string;
};

/** A level's accessible name: "Price 0.01234567, amount 1,000.0000, total 12.3456[, your order]". */
export function bookRowName(priceText: string, amountText: string, totalText: string, isMine: boolean): string {
  return `Price ${priceText}, amount ${amountText}, total ${totalText}${isMine ? ', your order' : ''}`;
}

function createRow(kind: BookKind): BookRow {
  // A div with the button role, not a <button>: a button's own layout box and UA styles cost
  // every row; the book handles Enter and Space for it (OrderBookView).
  const element = document.createElement('div');
  element.setAttribute('role', 'button');
  element.tabIndex = 0;
  element.className = `book-row book-row--${kind}`;
  return { element, index: -1, level: -1, unitPrice: '', name: '' };
}

/** Mirrors one side's frame into its scroll box. */
export class BookSideMirror {
  private readonly pool: VirtualListPool<BookRow>;
  private frame: SideFrame | null = null;

  constructor(scroller: HTMLElement, kind: BookKind) {
    // Asks run worst to best downwards, so the best ask sits on the centre bar: row 0 at the bottom.
    this.pool = new VirtualListPool<BookRow>({
      scroller,
      rowHeight: BOOK_ROW_HEIGHT,
      anchor: kind === 'asks' ? 'bottom' : 'top',
      overscan: 1,
      keyOf: (index) => this.frame?.unitPrices[index] ?? index,
      createRow: () => createRow(kind),
      paintRow: (row, index) => this.paintRow(row, index),
    });
  }

  /** Shows `levels` levels of `frame`. */
  draw(frame: SideFrame | null, levels: number): void {
    this.frame = frame;
    this.pool.update(frame === null ? 0 : levels);
  }

  destroy(): void {
    this.pool.destroy();
  }

  private paintRow(row: BookRow, level: number): void {
    const frame = this.frame;
    if (frame === null) return;
    const element = row.element;
    if (row.level !== level) element.dataset.level = String((row.level = level));
    const unitPrice = frame.unitPrices[level] ?? '';
    if (row.unitPrice !== unitPrice) element.dataset.unitPrice = row.unitPrice = unitPrice;
    const name = bookRowName(frame.priceText[level] ?? '', frame.amountText[level] ?? '', frame.totalText[level] ?? '', frame.currentUser[level] === 1);
    if (row.name !== name) element.setAttribute('aria-label', (row.name = name));
  }
}
