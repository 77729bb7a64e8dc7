/**
 * The tape's rows as DOM list items that draw nothing (DESIGN §6): the canvas shows the tape
 * (tapeCanvas.ts), and these transparent items over it carry what a screen reader and the tests
 * read. The tape updates them at a low rate (`LowRate`). A VirtualListPool of items keyed by trade,
 * so a new trade adds one line on top and the others keep their element and text.
 */
import { EMPTY_TAPE_VIEW, tapeRowAt, type TapeRow, type TapeView } from '../../core/live';
import type { TradeSide } from '../../core/tape';
import { appendTextCell, type PoolRow, VirtualListPool } from '../VirtualListPool';
import { TAPE_ROW_HEIGHT } from '../../core/rowpaint/tape';

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

/** Mirrors the tape's rows (newest first) into its scroll box. */
export class TapeMirror {
  private readonly pool: VirtualListPool<TapeLine>;
  private tape: TapeView = EMPTY_TAPE_VIEW;

  constructor(scroller: HTMLElement) {
    this.pool = new VirtualListPool<TapeLine>({
      scroller,
      rowHeight: TAPE_ROW_HEIGHT,
      anchor: 'top',
      overscan: 1,
      keyOf: (index) => tapeRowAt(this.tape, index)?.key ?? index,
      createRow: createLine,
      paintRow: (line, index) => this.paintLine(line, index),
    });
  }

  /** Shows the tape, newest first (lines of rows the view lacks are blank until it has them). */
  draw(tape: TapeView): void {
    this.tape = tape;
    this.pool.update(tape.total);
  }

  destroy(): void {
    this.pool.destroy();
  }

  private paintLine(line: TapeLine, index: number): void {
    const row = tapeRowAt(this.tape, index);
    const shown = line.shown;
    if (row === shown) return;
    if (row === undefined) {
      // A row the worker has not sent yet (just scrolled into view): blank, never another trade's text.
      line.shown = null;
      line.side.data = line.price.data = line.amount.data = line.time.data = '';
      line.element.classList.remove('tape-row--buy', 'tape-row--sell');
      return;
    }
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
