/**
 * One side of the order book drawn imperatively (DESIGN §6): a VirtualListPool of button rows keyed
 * by price, so a level keeps its row as better levels push it along (its text is not touched);
 * cells are text nodes written only when their text changed, the depth bar is the row's background
 * image sized inline, the user's-order dot is toggled by `hidden`, and a level whose amount
 * changed lights up. The worker
 * sends the text ready to show, so a frame costs a few string comparisons per visible row.
 */
import type { BookKind, SideFrame } from '../../core/orderbook';
import { appendTextCell, type PoolRow, VirtualListPool } from '../VirtualListPool';
import { depthRatio } from './depth';
import type { FlashSweeper } from './flash';

/** Height of a level row in px (fixed: the pool places rows by it). */
export const BOOK_ROW_HEIGHT = 20;

/**
 * Depth-bar widths are drawn in 1/250 steps (about a pixel of a book column): every level below a
 * changed one has a new cumulative, and a step smaller than a pixel would restyle and repaint them
 * all for nothing.
 */
const DEPTH_STEPS = 250;

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
  /** Depth-bar width in steps of 1/DEPTH_STEPS (about a pixel), the step at which it is rewritten (−1: not drawn yet). */
  depthStep: number;
  isMine: boolean;
};

function createRow(kind: BookKind): BookRow {
  // A div with the button role, not a <button>: a button's own layout box and UA styles cost
  // every row on every frame; the book handles Enter and Space for it (OrderBookView).
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
  return { element, price, amount, total, mine, index: -1, level: -1, unitPrice: '', priceText: '', amountText: '', totalText: '', depthStep: -1, isMine: false };
}

/** Draws one side's frame into its scroll box. */
export class BookSidePainter {
  private readonly pool: VirtualListPool<BookRow>;
  private frame: SideFrame | null = null;
  private scale = 0;

  constructor(
    scroller: HTMLElement,
    kind: BookKind,
    private readonly flashes: FlashSweeper,
  ) {
    // Asks run worst to best downwards, so the best ask sits on the centre bar: row 0 at the bottom.
    this.pool = new VirtualListPool<BookRow>({
      scroller,
      rowHeight: BOOK_ROW_HEIGHT,
      anchor: kind === 'asks' ? 'bottom' : 'top',
      // One row beyond each edge: the book and tape are rarely scrolled, and every row drawn is work per frame.
      overscan: 1,
      keyOf: (index) => this.frame?.unitPrices[index] ?? index,
      createRow: () => createRow(kind),
      paintRow: (row, index) => this.paintRow(row, index),
      releaseRow: (row) => {
        // Kept for another level: what it showed must not count as that level's previous amount.
        row.unitPrice = '';
        this.flashes.cancel(row.element);
      },
    });
  }

  /** Draws `levels` levels of `frame` with depth bars over `scale` (the deeper side's cumulative). */
  draw(frame: SideFrame | null, levels: number, scale: number): void {
    this.frame = frame;
    this.scale = scale;
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
    const amountText = frame.amountText[level] ?? '';
    // The same level with a new amount lights up; a row that just took a level does not.
    if (row.unitPrice !== unitPrice) element.dataset.unitPrice = row.unitPrice = unitPrice;
    else if (row.amountText !== amountText) this.flashes.flash(element);
    const priceText = frame.priceText[level] ?? '';
    if (row.priceText !== priceText) row.price.data = row.priceText = priceText;
    if (row.amountText !== amountText) row.amount.data = row.amountText = amountText;
    const totalText = frame.totalText[level] ?? '';
    if (row.totalText !== totalText) row.total.data = row.totalText = totalText;
    const depthStep = Math.round(depthRatio(frame.baseCumul[level] ?? 0, this.scale) * DEPTH_STEPS);
    if (row.depthStep !== depthStep) {
      row.depthStep = depthStep;
      element.style.backgroundSize = `${(depthStep * 100) / DEPTH_STEPS}% 18px`;
    }
    const isMine = frame.currentUser[level] === 1;
    if (row.isMine !== isMine) row.mine.hidden = !(row.isMine = isMine);
  }
}
