/**
 * The tape's rows as DOM list items that lay out and draw nothing (DESIGN §6): the canvas shows the
 * tape (tapePainter.ts), and these empty items over it carry what a screen reader and the tests
 * read — an accessible name with the side, price, amount and time (`tapeRowName`). The name is an
 * attribute, not text, so a new trade costs no text layout and no paint. The tape painter updates
 * them at a low rate (tapePainter.ts). A VirtualListPool of items keyed by trade, so a new trade adds
 * one line on top and the others keep their element and name.
 */
import { EMPTY_TAPE_VIEW, tapeRowAt, type TapeRow, type TapeView } from '../../core/live';
import type { TradeSide } from '../../core/tape';
import { type PoolRow, VirtualListPool } from '../VirtualListPool';
import { TAPE_ROW_HEIGHT } from '../../core/rowpaint/tape';

const SIDE_LABEL: Record<TradeSide, string> = { buy: 'Buy', sell: 'Sell' };

/** A trade's accessible name: "Buy at 0.20003796, amount 2,400.0000, 14:05:03". */
export function tapeRowName(row: TapeRow): string {
  return `${SIDE_LABEL[row.side]} at ${row.price}, amount ${row.amount}, ${row.time}`;
}

/** A pooled line, the row it shows and that row's name ('' for none). */
type TapeLine = PoolRow & { shown: TapeRow | null; name: string };

function createLine(): TapeLine {
  const element = document.createElement('div');
  element.setAttribute('role', 'listitem');
  element.className = 'tape-row';
  return { element, index: -1, shown: null, name: '' };
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

  /** Shows the tape, newest first (lines of rows the view lacks are unnamed until it has them). */
  draw(tape: TapeView): void {
    this.tape = tape;
    this.pool.update(tape.total);
  }

  destroy(): void {
    this.pool.destroy();
  }

  private paintLine(line: TapeLine, index: number): void {
    const row = tapeRowAt(this.tape, index) ?? null;
    if (row === line.shown) return;
    line.shown = row;
    // A row the worker has not sent yet (just scrolled into view): no name, never another trade's.
    const name = row === null ? '' : tapeRowName(row);
    if (name === line.name) return;
    line.name = name;
    if (name === '') line.element.removeAttribute('aria-label');
    else line.element.setAttribute('aria-label', name);
  }
}
