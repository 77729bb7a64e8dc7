/**
 * Test-only: a 2D context that records what is drawn — each call, and the picture they leave (a
 * scene of rectangles, texts and dots that clears and shifts as the canvas would) — and a surface
 * around it, for the canvas row painters.
 */
import type { Palette, RowContext, RowSurface } from './rows';

/** One drawing call as a user would notice it: what, where, in which colour. */
export type Drawn =
  | { op: 'clear'; x: number; y: number; width: number; height: number }
  | { op: 'rect'; x: number; y: number; width: number; height: number; colour: string; alpha: number }
  | { op: 'text'; text: string; x: number; y: number; colour: string; align: string }
  | { op: 'dot'; x: number; y: number; colour: string }
  | { op: 'shift'; by: number };

type Shown = Exclude<Drawn, { op: 'clear' } | { op: 'shift' }>;

/** Colours named for reading test output. */
export const TEST_PALETTE: Palette = {
  font: '11px monospace',
  text: 'text',
  textMuted: 'muted',
  buy: 'buy',
  sell: 'sell',
  buyBg: 'buy-bg',
  sellBg: 'sell-bg',
  bgHover: 'hover',
  ascent: 10,
  descent: 2,
};

/** Whether point (x, y) lies in the rectangle. */
const inside = (x: number, y: number, left: number, top: number, width: number, height: number) =>
  x >= left && x < left + width && y >= top && y < top + height;

/** A recording context of `width` × `height` CSS px at `ratio` device pixels per px. */
export function recordingContext(width: number, height: number, ratio = 1) {
  const calls: Drawn[] = [];
  let scene: Shown[] = [];
  let arcAt = { x: 0, y: 0 };
  const clear = (x: number, y: number, w: number, h: number) => {
    scene = scene.flatMap((item): Shown[] => {
      if (item.op !== 'rect') return inside(item.x, item.y, x, y, w, h) ? [] : [item];
      // Rows are cleared band by band: a rectangle in the band loses the cleared columns.
      if (item.y + item.height <= y || item.y >= y + h) return [item];
      const parts: Shown[] = [];
      if (item.x < x) parts.push({ ...item, width: Math.min(item.width, x - item.x) });
      if (item.x + item.width > x + w) parts.push({ ...item, x: x + w, width: item.x + item.width - (x + w) });
      return parts;
    });
  };
  const ctx = {
    fillStyle: '',
    globalAlpha: 1,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    globalCompositeOperation: 'source-over',
    canvas: { width: width * ratio, height: height * ratio },
    setTransform() {},
    save() {},
    restore() {
      this.globalCompositeOperation = 'source-over';
    },
    clearRect(x: number, y: number, w: number, h: number) {
      calls.push({ op: 'clear', x, y, width: w, height: h });
      clear(x, y, w, h);
    },
    fillRect(x: number, y: number, w: number, h: number) {
      const rect: Shown = { op: 'rect', x, y, width: w, height: h, colour: String(this.fillStyle), alpha: this.globalAlpha };
      calls.push(rect);
      scene.push(rect);
    },
    fillText(text: string, x: number, y: number) {
      const shown: Shown = { op: 'text', text, x, y, colour: String(this.fillStyle), align: this.textAlign };
      calls.push(shown);
      scene.push(shown);
    },
    beginPath() {},
    arc: (x: number, y: number) => void (arcAt = { x, y }),
    fill() {
      const dot: Shown = { op: 'dot', ...arcAt, colour: String(this.fillStyle) };
      calls.push(dot);
      scene.push(dot);
    },
    drawImage(_image: unknown, _sx: number, sy: number, _sw: number, _sh: number, _dx: number, dy: number) {
      if (this.globalCompositeOperation !== 'copy') throw new Error('the painters copy the bitmap onto itself only with the copy operator');
      calls.push({ op: 'shift', by: dy - sy });
      // 'copy': what moved stays, everything else is cleared.
      const by = (dy - sy) / ratio;
      scene = scene.map((item) => ({ ...item, y: item.y + by })).filter((item) => item.y >= 0 && item.y < height);
    },
    measureText: () => ({ width: 0, fontBoundingBoxAscent: 10, fontBoundingBoxDescent: 2 }),
  };
  return {
    ctx: ctx as unknown as RowContext,
    calls,
    reset: () => void (calls.length = 0),
    /** The texts drawn since the last reset. */
    texts: () => calls.flatMap((call) => (call.op === 'text' ? [call] : [])),
    /** What the canvas shows now. */
    scene: () => scene,
  };
}

/** A writable surface of `width` × `viewHeight` px over a recording context. */
export function recordingSurface(anchor: RowSurface['anchor'], viewHeight: number, width = 300, ratio = 1) {
  const recorder = recordingContext(width, viewHeight, ratio);
  const surface = { ctx: recorder.ctx, palette: TEST_PALETTE, width, rowWidth: width, viewHeight, offset: 0, anchor, pixelRatio: ratio };
  return { surface, ...recorder };
}

/** The rows on screen, top to bottom: the texts at each baseline, and the bar's extent [left, right] in that band. */
export function screenRows(scene: readonly Shown[], rowHeight: number): { top: number; texts: string[]; bar: [number, number] | null }[] {
  const rows = new Map<number, { top: number; texts: { x: number; text: string }[]; bar: [number, number] | null }>();
  const rowAt = (y: number) => {
    const top = Math.floor(y / rowHeight) * rowHeight;
    const row = rows.get(top) ?? { top, texts: [], bar: null };
    rows.set(top, row);
    return row;
  };
  for (const item of scene) {
    if (item.op === 'text') rowAt(item.y).texts.push({ x: item.x, text: item.text });
    if (item.op === 'rect' && item.colour.endsWith('-bg') && item.width > 0) {
      const row = rowAt(item.y);
      row.bar = row.bar ? [Math.min(row.bar[0], item.x), Math.max(row.bar[1], item.x + item.width)] : [item.x, item.x + item.width];
    }
  }
  return [...rows.values()]
    .sort((a, b) => a.top - b.top)
    .map((row) => ({ top: row.top, texts: row.texts.sort((a, b) => a.x - b.x).map((text) => text.text), bar: row.bar }));
}
