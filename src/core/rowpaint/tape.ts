/**
 * The trade tape drawn on its canvas (DESIGN §6): newest trade on top, price in the taker's colour,
 * amount, time. New trades push the rows down: the bitmap is shifted down by their rows onto itself
 * (one copy, no text drawn) and only the new rows are drawn; any other row whose trade changed is
 * redrawn in its band. A scroll, resize or font load redraws all.
 */
import { EMPTY_TAPE_VIEW, tapeRowAt, type TapeRow, type TapeView } from '../live';
import { baselineOf, type RowContext, rowShift, rowsInView, rowTop, type RowSurface, shiftRows } from './rows';

/** Row height in px (the canvas bands and the DOM mirror's rows). */
export const TAPE_ROW_HEIGHT = 20;

/** Row padding and column gap in px, as TradeTape.css lays out the head (--tape-pad, --tape-gap). */
const PAD = 4;
const GAP = 6;

/** The right edges of the price, amount and time columns (10 : 11 : 8 of the row, as the head). */
export function tapeColumnEdges(rowWidth: number): [number, number, number] {
  const unit = (rowWidth - 2 * PAD - 2 * GAP) / 29;
  const price = PAD + unit * 10;
  return [price, price + GAP + unit * 11, rowWidth - PAD];
}

const sameRow = (a: TapeRow, b: TapeRow) =>
  a === b || (a.key === b.key && a.side === b.side && a.price === b.price && a.amount === b.amount && a.time === b.time);

/** Draws the tape's rows on its surface, shifting the bitmap for new trades. */
export class TapeCanvas {
  /** What is on the canvas, by row index (for the current offset and size). */
  private drawn = new Map<number, TapeRow>();
  private tape: TapeView = EMPTY_TAPE_VIEW;
  private full = true;

  constructor(private readonly surface: RowSurface) {}

  /** Draws the tape, newest first (rows the view lacks are left blank). */
  draw(tape: TapeView): void {
    this.tape = tape;
    this.paint();
  }

  /** Everything is drawn again (scroll, resize, font). */
  redrawAll(): void {
    this.full = true;
    this.paint();
  }

  private paint(): void {
    const { ctx, palette, width, viewHeight } = this.surface;
    if (ctx === null) return;
    if (this.full) {
      ctx.clearRect(0, 0, width, viewHeight);
      this.drawn.clear();
      this.full = false;
    }
    const tape = this.tape;
    const [first, end] = rowsInView(this.surface, tape.total, TAPE_ROW_HEIGHT);
    if (first === 0 && this.surface.offset === 0) {
      // Trades came in on top: the drawn rows move down as pixels.
      const by = rowShift(
        (index) => this.drawn.get(index)?.key,
        (index) => (index < end ? tapeRowAt(tape, index)?.key : undefined),
        end,
      );
      if (by !== 0) this.drawn = shiftRows(this.surface, this.drawn, by, TAPE_ROW_HEIGHT);
    }
    for (const index of this.drawn.keys()) {
      if (index >= first && index < end && tapeRowAt(tape, index) !== undefined) continue;
      ctx.clearRect(0, rowTop(this.surface, index, TAPE_ROW_HEIGHT), width, TAPE_ROW_HEIGHT);
      this.drawn.delete(index);
    }
    let styled = false;
    for (let index = first; index < end; index++) {
      const row = tapeRowAt(tape, index);
      const shown = this.drawn.get(index);
      if (row === undefined || (shown !== undefined && sameRow(shown, row))) continue;
      if (!styled) {
        ctx.font = palette.font;
        ctx.textAlign = 'right';
        ctx.textBaseline = 'alphabetic';
        styled = true;
      }
      this.drawRow(ctx, index, row);
      this.drawn.set(index, row);
    }
  }

  private drawRow(ctx: RowContext, index: number, row: TapeRow): void {
    const { palette, width, rowWidth } = this.surface;
    const top = rowTop(this.surface, index, TAPE_ROW_HEIGHT);
    ctx.clearRect(0, top, width, TAPE_ROW_HEIGHT);
    const [priceEdge, amountEdge, timeEdge] = tapeColumnEdges(rowWidth);
    const baseline = baselineOf(palette, top, TAPE_ROW_HEIGHT);
    ctx.fillStyle = row.side === 'buy' ? palette.buy : palette.sell;
    ctx.fillText(row.price, Math.round(priceEdge), baseline);
    ctx.fillStyle = palette.text;
    ctx.fillText(row.amount, Math.round(amountEdge), baseline);
    ctx.fillStyle = palette.textMuted;
    ctx.fillText(row.time, Math.round(timeEdge), baseline);
  }
}
