import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listRowsInView, paintListRows, textCell, type ListCellPaint, type ListRowsContext, type ListRowsTheme } from './listRows';
import { recordingContext, screenRows } from './rows.testutil';

const THEME: ListRowsTheme = {
  font: '12px sans',
  boldFont: 'bold 12px sans',
  smallFont: '11px sans',
  text: 'text',
  muted: 'muted',
  faint: 'faint',
  accent: 'accent',
  buy: 'buy',
  sell: 'sell',
  warning: 'warning',
  panel: 'panel',
  border: 'border',
  raised: 'raised-bg',
  badge: 'badge',
};

const COLUMNS = [
  { left: 12, width: 100, right: false },
  { left: 136, width: 80, right: true },
];

function paint(offset: number, total: number, cellsAt: (index: number) => readonly ListCellPaint[] | null) {
  const recorder = recordingContext(240, 100);
  const view = { width: 240, height: 100, pixelRatio: 1, rowHeight: 20, offset, total };
  const drawn = paintListRows(recorder.ctx as unknown as ListRowsContext, view, THEME, COLUMNS, cellsAt);
  return { drawn, recorder };
}

describe('a whole list drawn on a canvas', () => {
  it('covers exactly the rows at least partly in view, within the list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 8, max: 60 }), (offset, total, rowHeight) => {
        const { first, last } = listRowsInView({ height: 100, rowHeight, offset, total });
        // None in view only past the list's end.
        if (last < first) return first >= total;
        // The first row reaches into the view, the one before it does not; the last likewise.
        expect(first * rowHeight).toBeLessThanOrEqual(offset);
        expect((first + 1) * rowHeight).toBeGreaterThan(offset);
        expect(last * rowHeight).toBeLessThan(offset + 100);
        expect(last === total - 1 || (last + 1) * rowHeight >= offset + 100).toBe(true);
        return true;
      }),
    );
  });

  it('writes each row’s cells in its band, numbers against their column’s right edge', () => {
    const { drawn, recorder } = paint(30, 50, (index) => [textCell(`row ${index}`), textCell(`${index * 10}`, 'buy')]);
    expect(drawn).toEqual({ first: 1, last: 6, pending: 0 });
    const texts = recorder.texts();
    const figure = texts.find((text) => text.text === '20');
    expect(figure).toMatchObject({ x: 216, align: 'right', colour: 'buy' });
    // Row 2's top is 2 × 20 − 30 = 10: its text sits in the band 10–30.
    const name = texts.find((text) => text.text === 'row 2');
    expect(name?.y).toBeGreaterThan(10);
    expect(name?.y).toBeLessThan(30);
    expect(screenRows(recorder.scene(), 20).map((row) => row.texts.filter((text) => text.startsWith('row')))).toContainEqual(['row 2']);
  });

  it('draws rows still on their way as quiet bars and counts them', () => {
    const { drawn, recorder } = paint(0, 3, (index) => (index === 1 ? null : [textCell('a'), textCell('1')]));
    expect(drawn).toEqual({ first: 0, last: 2, pending: 1 });
    const bars = recorder.calls.filter((call) => call.op === 'rect' && call.colour === 'raised-bg');
    expect(bars).toHaveLength(COLUMNS.length);
    expect(recorder.texts()).toHaveLength(4);
  });

  it('draws a two-line cell with badges before its text, and leaves a column with no box empty', () => {
    const pair: ListCellPaint = {
      badges: ['WAX', 'TLM'],
      runs: [
        { text: 'TLM', bold: true },
        { text: '/WAX', tone: 'muted' },
      ],
      sub: 'Alcor',
    };
    const recorder = recordingContext(240, 100);
    const view = { width: 240, height: 100, pixelRatio: 1, rowHeight: 40, offset: 0, total: 1 };
    paintListRows(recorder.ctx as unknown as ListRowsContext, view, THEME, [COLUMNS[0]!, { left: 0, width: 0, right: true }], () => [pair, textCell('hidden')]);
    const texts = recorder.texts();
    expect(texts.map((text) => text.text)).toEqual(['WAX', 'TLM', 'TLM', '/WAX', 'Alcor']);
    const [name, sub] = [texts[2]!, texts[4]!];
    // The text starts after the two overlapping badges; the exchange is the lower line.
    expect(name.x).toBeGreaterThan(12 + 20);
    expect(sub.y).toBeGreaterThan(name.y);
    expect(recorder.calls.filter((call) => call.op === 'dot')).toHaveLength(2);
  });
});
