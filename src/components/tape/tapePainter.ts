/**
 * The tape's rows drawn imperatively (DESIGN §6): a VirtualListPool of list items keyed by trade, so
 * a new trade adds one line on top and moves the others down by transform, their text untouched.
 */
import type { TapeRow } from '../../core/live';
import type { TradeSide } from '../../core/tape';
import { appendTextCell, type PoolRow, VirtualListPool } from '../VirtualListPool';

/** Row height in px (fixed: the pool places rows by it). */
export const TAPE_ROW_HEIGHT = 20;

const SIDE_LABEL: Record<TradeSide, string> = { buy: 'Buy at ', sell: 'Sell at ' };

type TapeLine = PoolRow & {
  readonly side: Text;
  readonly price: Text;
  readonly amount: Text;
  readonly time: Text;
  shown: TapeRow | null;
};

function createLine(): TapeLine {
  const element = document.createElement('div');
  element.setAttribute('role', 'listitem');
  element.className = 'tape-row';
  const priceCell = document.createElement('span');
  priceCell.className = 'tape-row__price';
  // The side is the price's colour on screen; a screen reader hears it.
  const side = appendTextCell(priceCell, 'visually-hidden');
  const price = document.createTextNode('');
  priceCell.append(price);
  element.append(priceCell);
  return { element, side, price, amount: appendTextCell(element, 'tape-row__amount'), time: appendTextCell(element, 'tape-row__time'), index: -1, shown: null };
}

/** Draws the tape's rows (newest first) into its scroll box. */
export class TapePainter {
  private readonly pool: VirtualListPool<TapeLine>;
  private rows: readonly TapeRow[] = [];

  constructor(scroller: HTMLElement) {
    this.pool = new VirtualListPool<TapeLine>({
      scroller,
      rowHeight: TAPE_ROW_HEIGHT,
      anchor: 'top',
      // One row beyond each edge: the book and tape are rarely scrolled, and every row drawn is work per frame.
      overscan: 1,
      keyOf: (index) => this.rows[index]?.key ?? index,
      createRow: createLine,
      paintRow: (line, index) => this.paintLine(line, index),
    });
  }

  /** Draws `rows`, newest first. */
  draw(rows: readonly TapeRow[]): void {
    this.rows = rows;
    this.pool.update(rows.length);
  }

  destroy(): void {
    this.pool.destroy();
  }

  private paintLine(line: TapeLine, index: number): void {
    const row = this.rows[index];
    const shown = line.shown;
    if (row === undefined || row === shown) return;
    line.shown = row;
    if (shown?.side !== row.side) {
      // classList, not className: the pool's own class must stay.
      line.element.classList.toggle('tape-row--buy', row.side === 'buy');
      line.element.classList.toggle('tape-row--sell', row.side === 'sell');
      line.side.data = SIDE_LABEL[row.side];
    }
    if (shown?.price !== row.price) line.price.data = row.price;
    if (shown?.amount !== row.amount) line.amount.data = row.amount;
    if (shown?.time !== row.time) line.time.data = row.time;
  }
}
