/**
 * A whole list's rows drawn on a canvas while the list scrolls (docs/decisions/0039): the rows in
 * view as their cells' text in the columns' boxes, so a scroll frame costs a few `fillText` calls
 * and no React commit, style, layout or page paint. The DOM rows under it catch up once the scroll
 * rests. Pure: the context, the columns' boxes and the theme are handed in.
 */
import type { RowContext } from './rows';

/** The colours a cell's text takes (the theme's custom properties of the same names). */
export type ListTone = 'text' | 'muted' | 'faint' | 'accent' | 'buy' | 'sell' | 'warning';

/** A stretch of a cell's line in one colour and weight. */
export type ListRun = { readonly text: string; readonly tone?: ListTone; readonly bold?: boolean };

/**
 * What a cell shows on the canvas: a line of runs, an optional second line (smaller, faint) and
 * optional round badges before the text (a token's logo drawn as its ticker's first letters).
 */
export type ListCellPaint = { readonly runs: readonly ListRun[]; readonly sub?: string; readonly subTone?: ListTone; readonly badges?: readonly string[] };

/** A column's box in the row, in CSS px from the row's left edge, inside its padding. */
export type ListColumnBox = { readonly left: number; readonly width: number; readonly right: boolean };

/** The list's look, read from the page (the table's font and the theme's colours). */
export type ListRowsTheme = Readonly<Record<ListTone, string>> & {
  readonly font: string;
  readonly boldFont: string;
  readonly smallFont: string;
  readonly panel: string;
  readonly border: string;
  /** Placeholder bars' fill. */
  readonly raised: string;
  /** Letter badges' fill. */
  readonly badge: string;
};

/** Where the rows are: the canvas's size (CSS px), its pixel ratio, the rows' height and the scroll. */
export type ListRowsView = {
  readonly width: number;
  readonly height: number;
  readonly pixelRatio: number;
  readonly rowHeight: number;
  /** The rows' scrolled distance: row `i`'s top is at `i * rowHeight - offset`. */
  readonly offset: number;
  /** Rows in the list. */
  readonly total: number;
};

/** A context that can also squeeze a text into a width (the page's and an OffscreenCanvas's can). */
export type ListRowsContext = Omit<RowContext, 'fillText' | 'measureText'> & {
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
  measureText(text: string): { readonly width: number; readonly fontBoundingBoxAscent: number; readonly fontBoundingBoxDescent: number };
};

/** What a draw covered: the rows in view, and how many of them were still on their way. */
export type ListRowsDrawn = { readonly first: number; readonly last: number; readonly pending: number };

const BADGE = 20;
const BADGE_OVERLAP = 6;
const BADGE_GAP = 8;
/** Half the distance between a two-line cell's baselines. */
const LINE_HALF = 7;

/** The rows in view, [first, last], of `view` (last < first when none). */
export function listRowsInView(view: Pick<ListRowsView, 'height' | 'rowHeight' | 'offset' | 'total'>): { first: number; last: number } {
  const first = Math.max(0, Math.floor(view.offset / view.rowHeight));
  const last = Math.min(view.total - 1, Math.ceil((view.offset + view.height) / view.rowHeight) - 1);
  return { first, last };
}

/**
 * Draws the rows in view: each row's cells (`cellsAt(index)`, null for a row still on its way,
 * drawn as quiet bars), its bottom border, the panel's colour behind. Answers what it covered.
 */
export function paintListRows(
  ctx: ListRowsContext,
  view: ListRowsView,
  theme: ListRowsTheme,
  columns: readonly ListColumnBox[],
  cellsAt: (index: number) => readonly ListCellPaint[] | null,
): ListRowsDrawn {
  const { width, height, rowHeight, offset } = view;
  ctx.setTransform(view.pixelRatio, 0, 0, view.pixelRatio, 0, 0);
  ctx.globalAlpha = 1;
  ctx.fillStyle = theme.panel;
  ctx.fillRect(0, 0, width, height);
  ctx.font = theme.font;
  const metrics = ctx.measureText('0');
  const ascent = metrics.fontBoundingBoxAscent || 10;
  const descent = metrics.fontBoundingBoxDescent || 3;
  const { first, last } = listRowsInView(view);
  let pending = 0;
  for (let index = first; index <= last; index++) {
    const top = index * rowHeight - offset;
    ctx.fillStyle = theme.border;
    ctx.fillRect(0, top + rowHeight - 1, width, 1);
    const cells = cellsAt(index);
    if (cells === null) pending += 1;
    const middle = top + rowHeight / 2;
    const baseline = Math.round(middle - (ascent + descent) / 2 + ascent);
    columns.forEach((box, column) => {
      // A column hidden at this width has no box.
      if (box.width <= 0) return;
      if (cells === null) {
        ctx.fillStyle = theme.raised;
        ctx.fillRect(box.left + (box.right ? box.width * 0.4 : 0), middle - 4, box.width * 0.6, 8);
        return;
      }
      const cell = cells[column];
      if (cell) paintCell(ctx, theme, box, cell, middle, baseline);
    });
  }
  return { first, last, pending };
}

function paintCell(ctx: ListRowsContext, theme: ListRowsTheme, box: ListColumnBox, cell: ListCellPaint, middle: number, baseline: number): void {
  let left = box.left;
  const badges = cell.badges ?? [];
  badges.forEach((letters, index) => {
    const x = left + index * (BADGE - BADGE_OVERLAP);
    ctx.fillStyle = theme.badge;
    ctx.beginPath();
    ctx.arc(x + BADGE / 2, middle, BADGE / 2, 0, 2 * Math.PI);
    ctx.fill();
    ctx.font = theme.smallFont;
    ctx.fillStyle = theme.muted;
    ctx.textAlign = 'center';
    ctx.fillText(letters, x + BADGE / 2, middle + 4, BADGE - 4);
  });
  if (badges.length > 0) left += BADGE + (badges.length - 1) * (BADGE - BADGE_OVERLAP) + BADGE_GAP;
  const room = box.left + box.width - left;
  const y = cell.sub === undefined ? baseline : baseline - LINE_HALF;
  paintRuns(ctx, theme, cell.runs, box.right ? box.left + box.width : left, y, room, box.right);
  if (cell.sub !== undefined) {
    ctx.font = theme.smallFont;
    ctx.fillStyle = theme[cell.subTone ?? 'faint'];
    ctx.textAlign = box.right ? 'right' : 'left';
    ctx.fillText(cell.sub, box.right ? box.left + box.width : left, baseline + LINE_HALF + 1, room);
  }
}

/** A line of runs from `x` (its left edge, or its right edge when `right`), squeezed into `room`. */
function paintRuns(ctx: ListRowsContext, theme: ListRowsTheme, runs: readonly ListRun[], x: number, y: number, room: number, right: boolean): void {
  if (runs.length === 1) {
    const run = runs[0]!;
    ctx.font = run.bold ? theme.boldFont : theme.font;
    ctx.fillStyle = theme[run.tone ?? 'text'];
    ctx.textAlign = right ? 'right' : 'left';
    ctx.fillText(run.text, x, y, room);
    return;
  }
  ctx.textAlign = 'left';
  const widths = runs.map((run) => {
    ctx.font = run.bold ? theme.boldFont : theme.font;
    return ctx.measureText(run.text).width;
  });
  const whole = widths.reduce((sum, width) => sum + width, 0);
  let at = right ? x - Math.min(whole, room) : x;
  const squeeze = whole > room && whole > 0 ? room / whole : 1;
  runs.forEach((run, index) => {
    ctx.font = run.bold ? theme.boldFont : theme.font;
    ctx.fillStyle = theme[run.tone ?? 'text'];
    const width = widths[index]! * squeeze;
    ctx.fillText(run.text, at, y, Math.max(0, width));
    at += width;
  });
}

/** A cell of one line of plain text. */
export const textCell = (text: string, tone?: ListTone): ListCellPaint => ({ runs: [{ text, tone }] });
