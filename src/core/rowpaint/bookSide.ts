/**
 * One side of the order book drawn on its canvas (DESIGN §6). Each visible level is a band of
 * BOOK_ROW_HEIGHT in three cells — price (in the side's colour, with the user's-order dot), amount,
 * total — over the hover or change highlight and the depth bar from the right edge. What was drawn
 * at each level is kept, and a frame redraws only the cells whose content changed: a new amount
 * redraws that level's amount and total, a deeper cumulative only the cell where its bar's edge
 * moved. A level that comes or goes at the best price moves the drawn rows as pixels instead of
 * redrawing them (`shiftRows`). A scroll, resize or font load redraws all.
 */
import type { BookKind, SideFrame } from '../orderbook';
import { baselineOf, type RowContext, rowShift, rowsInView, rowTop, type RowSurface, shiftRows } from './rows';
import { depthRatio } from './depth';
import type { FlashSweeper } from './flash';

/** Height of a level row in px (the canvas bands and the DOM mirror's rows). */
export const BOOK_ROW_HEIGHT = 20;

/**
 * Depth-bar widths are drawn in 1/250 steps (about a pixel of a book column): every level below a
 * changed one has a new cumulative, and a step smaller than a pixel would redraw them all for nothing.
 */
export const DEPTH_STEPS = 250;

/** Row padding and column gap in px, as OrderBook.css lays out the head (--book-pad-left/right, --book-gap). */
const PAD_LEFT = 10;
const PAD_RIGHT = 4;
const GAP = 6;
/** The depth bar's height, centred in the row. */
const BAR_HEIGHT = 18;
/** The change highlight: the side's colour at 16 %. */
const FLASH_ALPHA = 0.16;
const DOT_RADIUS = 3;

/** What one level's band shows. */
type LevelPaint = {
  readonly unitPrice: string;
  readonly price: string;
  readonly amount: string;
  readonly total: string;
  /** The bar's left edge in px from the row's left (the row's width: no bar). */
  readonly barLeft: number;
  readonly mine: boolean;
  readonly lit: boolean;
  readonly hovered: boolean;
};

type Cell = 0 | 1 | 2;
const CELLS: readonly Cell[] = [0, 1, 2];

/** The right edges of the price, amount and total columns (10 : 11 : 9 of the row, as the head). */
export function columnEdges(rowWidth: number): [number, number, number] {
  const unit = (rowWidth - PAD_LEFT - PAD_RIGHT - 2 * GAP) / 30;
  const price = PAD_LEFT + unit * 10;
  return [price, price + GAP + unit * 11, rowWidth - PAD_RIGHT];
}

/** Where each cell starts and ends: the columns, split halfway through the gaps. */
function cellBounds(rowWidth: number, width: number): [number, number][] {
  const [priceEdge, amountEdge] = columnEdges(rowWidth);
  const first = Math.round(priceEdge + GAP / 2);
  const second = Math.round(amountEdge + GAP / 2);
  return [
    [0, first],
    [first, second],
    [second, Math.max(width, rowWidth)],
  ];
}

/** Whether `cell` shows something else in `next` than in `shown`. */
function cellChanged(shown: LevelPaint, next: LevelPaint, cell: Cell, [left, right]: [number, number]): boolean {
  if (shown.lit !== next.lit || shown.hovered !== next.hovered) return true;
  if (Math.min(Math.max(shown.barLeft, left), right) !== Math.min(Math.max(next.barLeft, left), right)) return true;
  if (cell === 0) return shown.price !== next.price || shown.mine !== next.mine;
  return cell === 1 ? shown.amount !== next.amount : shown.total !== next.total;
}

/** Draws one side's frame on its surface, cell by changed cell. */
export class BookSideCanvas {
  /** What is on the canvas, by level index (for the current offset and size). */
  private drawn = new Map<number, LevelPaint>();
  /** Amount text by price of the levels in view last frame: a level whose amount changed lights up. */
  private amounts = new Map<string, string>();
  private frame: SideFrame | null = null;
  private levels = 0;
  private scale = 0;
  private hovered: number | null = null;
  private full = true;

  constructor(
    private readonly kind: BookKind,
    private readonly surface: RowSurface,
    private readonly flashes: FlashSweeper<string>,
  ) {}

  /** Draws `levels` levels of `frame` with bars over `scale`; a new frame lights the levels whose amount changed. */
  draw(frame: SideFrame | null, levels: number, scale: number): void {
    if (frame !== this.frame) this.noteChanges(frame, levels);
    this.frame = frame;
    this.levels = frame === null ? 0 : levels;
    this.scale = scale;
    this.paint();
  }

  /** Highlights level `level` (pointer or focus on it), or none. */
  hover(level: number | null): void {
    if (level === this.hovered) return;
    this.hovered = level;
    this.paint();
  }

  /** Everything is drawn again (scroll, resize, font). */
  redrawAll(): void {
    this.full = true;
    this.paint();
  }

  /** Redraws the cells whose content changed (a highlight went out, say). */
  paint(): void {
    const { ctx, palette, width, viewHeight, rowWidth } = this.surface;
    if (ctx === null) return;
    if (this.full) {
      ctx.clearRect(0, 0, width, viewHeight);
      this.drawn.clear();
      this.full = false;
    }
    const [first, end] = rowsInView(this.surface, this.levels, BOOK_ROW_HEIGHT);
    if (first === 0 && this.surface.offset === 0 && this.frame !== null) {
      const unitPrices = this.frame.unitPrices;
      const by = rowShift(
        (index) => this.drawn.get(index)?.unitPrice,
        (index) => (index < end ? unitPrices[index] : undefined),
        end,
      );
      if (by !== 0) this.drawn = shiftRows(this.surface, this.drawn, by, BOOK_ROW_HEIGHT);
    }
    for (const level of this.drawn.keys()) {
      if (level >= first && level < end) continue;
      ctx.clearRect(0, rowTop(this.surface, level, BOOK_ROW_HEIGHT), width, BOOK_ROW_HEIGHT);
      this.drawn.delete(level);
    }
    const bounds = cellBounds(rowWidth, width);
    let styled = false;
    for (let level = first; level < end; level++) {
      const paint = this.paintOf(level, rowWidth);
      const shown = this.drawn.get(level);
      for (const cell of CELLS) {
        if (shown !== undefined && !cellChanged(shown, paint, cell, bounds[cell]!)) continue;
        if (!styled) {
          ctx.font = palette.font;
          ctx.textAlign = 'right';
          ctx.textBaseline = 'alphabetic';
          styled = true;
        }
        this.drawCell(ctx, level, paint, cell, bounds[cell]!);
      }
      this.drawn.set(level, paint);
    }
  }

  private noteChanges(frame: SideFrame | null, levels: number): void {
    if (frame === null) {
      // Another market (or none): nothing there is a change of what was shown.
      this.amounts.clear();
      this.flashes.clear();
      return;
    }
    const [first, end] = rowsInView(this.surface, levels, BOOK_ROW_HEIGHT);
    const amounts = new Map<string, string>();
    for (let level = first; level < end; level++) {
      const unitPrice = frame.unitPrices[level] ?? '';
      const amount = frame.amountText[level] ?? '';
      const before = this.amounts.get(unitPrice);
      if (before !== undefined && before !== amount) this.flashes.flash(unitPrice);
      amounts.set(unitPrice, amount);
    }
    this.amounts = amounts;
  }

  private paintOf(level: number, rowWidth: number): LevelPaint {
    const frame = this.frame!;
    const unitPrice = frame.unitPrices[level] ?? '';
    const step = Math.round(depthRatio(frame.baseCumul[level] ?? 0, this.scale) * DEPTH_STEPS);
    return {
      unitPrice,
      price: frame.priceText[level] ?? '',
      amount: frame.amountText[level] ?? '',
      total: frame.totalText[level] ?? '',
      // Whole pixels: a bar edge between pixels blurs, and moves by a blur each frame.
      barLeft: rowWidth - Math.round((rowWidth * step) / DEPTH_STEPS),
      mine: frame.currentUser[level] === 1,
      lit: this.flashes.isLit(unitPrice),
      hovered: level === this.hovered,
    };
  }

  private drawCell(ctx: RowContext, level: number, paint: LevelPaint, cell: Cell, [left, right]: [number, number]): void {
    const { palette, rowWidth } = this.surface;
    const top = rowTop(this.surface, level, BOOK_ROW_HEIGHT);
    const sideColour = this.kind === 'asks' ? palette.sell : palette.buy;
    const inRow = Math.min(right, rowWidth) - left;
    ctx.clearRect(left, top, right - left, BOOK_ROW_HEIGHT);
    if (paint.hovered) {
      ctx.fillStyle = palette.bgHover;
      ctx.fillRect(left, top, inRow, BOOK_ROW_HEIGHT);
    }
    if (paint.lit) {
      ctx.globalAlpha = FLASH_ALPHA;
      ctx.fillStyle = sideColour;
      ctx.fillRect(left, top, inRow, BOOK_ROW_HEIGHT);
      ctx.globalAlpha = 1;
    }
    const barLeft = Math.max(paint.barLeft, left);
    if (barLeft < left + inRow) {
      ctx.fillStyle = this.kind === 'asks' ? palette.sellBg : palette.buyBg;
      ctx.fillRect(barLeft, top + (BOOK_ROW_HEIGHT - BAR_HEIGHT) / 2, left + inRow - barLeft, BAR_HEIGHT);
    }
    const edge = Math.round(columnEdges(rowWidth)[cell]);
    const baseline = baselineOf(palette, top, BOOK_ROW_HEIGHT);
    if (cell === 0) {
      ctx.fillStyle = sideColour;
      ctx.fillText(paint.price, edge, baseline);
      if (paint.mine) {
        // In the row's left padding, as the DOM row's dot.
        ctx.fillStyle = palette.text;
        ctx.beginPath();
        ctx.arc(PAD_LEFT - 5, top + BOOK_ROW_HEIGHT / 2, DOT_RADIUS, 0, 2 * Math.PI);
        ctx.fill();
      }
    } else if (cell === 1) {
      ctx.fillStyle = paint.lit ? palette.text : palette.textMuted;
      ctx.fillText(paint.amount, edge, baseline);
    } else {
      ctx.fillStyle = palette.textMuted;
      ctx.fillText(paint.total, edge, baseline);
    }
  }
}
