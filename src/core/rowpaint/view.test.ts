import { describe, expect, it } from 'vitest';
import { DEFAULT_ROW_THEME } from './rows';
import { recordingContext } from './rows.testutil';
import { CanvasRowSurface, type RowView } from './view';

const VIEW: RowView = { theme: DEFAULT_ROW_THEME, width: 300, rowWidth: 290, viewHeight: 100, offset: 0, bitmapWidth: 600, bitmapHeight: 200, pixelRatio: 2 };

function setup() {
  const recorder = recordingContext(300, 100, 2);
  const transforms: number[][] = [];
  const measured: string[] = [];
  const ctx = Object.assign(recorder.ctx, {
    setTransform: (...matrix: number[]) => void transforms.push(matrix),
    measureText: () => (measured.push(recorder.ctx.font), { fontBoundingBoxAscent: 10, fontBoundingBoxDescent: 3 }),
  });
  const bitmap = { width: 0, height: 0 };
  return { surface: new CanvasRowSurface(bitmap, ctx, 'top'), bitmap, transforms, measured };
}

describe('CanvasRowSurface', () => {
  it('sizes the bitmap in device pixels, scales drawing to CSS pixels, and measures the font', () => {
    const { surface, bitmap, transforms, measured } = setup();
    expect(surface.apply(VIEW)).toBe(true);
    expect([bitmap.width, bitmap.height, transforms.at(-1)]).toEqual([600, 200, [2, 0, 0, 2, 0, 0]]);
    expect([surface.width, surface.rowWidth, surface.viewHeight, surface.pixelRatio]).toEqual([300, 290, 100, 2]);
    expect([surface.palette.buy, surface.palette.ascent, surface.palette.descent, measured]).toEqual([DEFAULT_ROW_THEME.buy, 10, 3, [DEFAULT_ROW_THEME.font]]);
  });

  it('answers whether a view changes what is drawn, and measures a font only when it changed', () => {
    const { surface, measured } = setup();
    surface.apply(VIEW);
    expect(surface.apply({ ...VIEW, theme: { ...DEFAULT_ROW_THEME } })).toBe(false);
    expect(surface.apply({ ...VIEW, offset: 20 })).toBe(true);
    expect(surface.offset).toBe(20);
    expect(surface.apply({ ...VIEW, offset: 20, theme: { ...DEFAULT_ROW_THEME, font: 'normal 400 12px monospace' } })).toBe(true);
    expect(measured).toEqual([DEFAULT_ROW_THEME.font, 'normal 400 12px monospace']);
  });

  it('keeps the view without a context (nothing is drawn, nothing sized)', () => {
    const bitmap = { width: 0, height: 0 };
    const surface = new CanvasRowSurface(bitmap, null, 'bottom');
    expect(surface.apply(VIEW)).toBe(true);
    expect([bitmap.width, surface.viewHeight, surface.anchor]).toEqual([0, 100, 'bottom']);
  });
});
