/**
 * One side of the order book as DOM rows that draw nothing (DESIGN §6): the canvas shows the book,
 * and these transparent button rows over it carry what a screen reader, the keyboard and the tests
 * read — `data-level`, `data-unit-price`, the three texts and the "Your order" mark. The book
 * updates them at a low rate (`LowRate`), so they may trail the canvas by up to half a second; a
 * pointer never relies on them (OrderBookView maps it to a level of the current frame).
 * Rows are a VirtualListPool keyed by price, written only where their text changed.
 */
import type { BookKind, SideFrame } from '../../core/orderbook';
import { appendTextCell, type PoolRow, VirtualListPool } from '../VirtualListPool';
import { BOOK_ROW_HEIGHT } from '../../core/rowpaint/bookSide';

/** A pooled level row and what it shows now. */
type BookRow = PoolRow & {
  readonly element: HTMLDivElement;
  readonly price: Text;
  readonly amount: Text;
  readonly total: Text;
  readonly mine: HTMLElement;
  /** The level index in `data-level` (attribute writes are not free even when equal). */
  level: number;
  unitPrice: string;
  priceText: string;
  amountText: string;
  totalText: string;
  isMine: boolean;
};

function createRow(kind: BookKind): BookRow {
  // A div with the button role, not a <button>: a button's own layout box and UA styles cost
  // every row; the book handles Enter and Space for it (OrderBookView).
  const element = document.createElement('div');
  element.setAttribute('role', 'button');
  element.tabIndex = 0;
  element.className = `book-row book-row--${kind}`;
  const mine = document.createElement('span');
  mine.className = 'book-row__mine';
  mine.setAttribute('role', 'img');
  mine.setAttribute('aria-label', 'Your order');
  mine.title = 'Your order';
  mine.hidden = true;
  element.append(mine);
  const price = appendTextCell(element, 'book-row__price');
  const amount = appendTextCell(element, 'book-row__amount');
  const total = appendTextCell(element, 'book-row__total');
  return { element, price, amount, total, mine, index: -1, level: -1, unitPrice: '', priceText: '', amountText: '', totalText: '', isMine: false };
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
    const priceText = frame.priceText[level] ?? '';
    if (row.priceText !== priceText) row.price.data = row.priceText = priceText;
    const amountText = frame.amountText[level] ?? '';
    if (row.amountText !== amountText) row.amount.data = row.amountText = amountText;
    const totalText = frame.totalText[level] ?? '';
    if (row.totalText !== totalText) row.total.data = row.totalText = totalText;
    const isMine = frame.currentUser[level] === 1;
    if (row.isMine !== isMine) row.mine.hidden = !(row.isMine = isMine);
  }
}
