import { describe, expect, it } from 'vitest';
import { type TapeRow, wholeTape } from '../live';
import { recordingSurface, screenRows } from './rows.testutil';
import { TapeCanvas, tapeColumnEdges } from './tape';

const trade = (key: number, side: 'buy' | 'sell', amount: string): TapeRow => ({
  key,
  side,
  timestamp: key * 1000,
  price: `0.0049${key}`,
  amount,
  time: `13:04:0${key % 10}`,
});

function setup(viewHeight = 100, ratio = 1) {
  const recorder = recordingSurface('top', viewHeight, 300, ratio);
  const tape = new TapeCanvas(recorder.surface);
  /** [baseline y, price, amount, time] per row drawn since the last reset, top to bottom. */
  const rows = () => {
    const byY = new Map<number, string[]>();
    for (const text of recorder.texts()) byY.set(text.y, [...(byY.get(text.y) ?? []), text.text]);
    return [...byY].sort((a, b) => a[0] - b[0]).map(([y, texts]) => [y, ...texts]);
  };
  return { tape, rows, ...recorder };
}

describe('TapeCanvas', () => {
  it('draws the newest trade on top: price in the taker’s colour, amount, time muted', () => {
    const { tape, rows, texts } = setup();
    tape.draw(wholeTape([trade(2, 'buy', '2,400.0000'), trade(1, 'sell', '0.5000')]));
    expect(rows()).toEqual([
      [14, '0.00492', '2,400.0000', '13:04:02'],
      [34, '0.00491', '0.5000', '13:04:01'],
    ]);
    const [priceEdge, amountEdge] = tapeColumnEdges(300);
    expect(texts().map((text) => [text.colour, text.x])).toEqual([
      ['buy', Math.round(priceEdge)],
      ['text', Math.round(amountEdge)],
      ['muted', 296],
      ['sell', Math.round(priceEdge)],
      ['text', Math.round(amountEdge)],
      ['muted', 296],
    ]);
  });

  it('shifts the drawn rows down for new trades and draws only those', () => {
    const { tape, rows, calls, reset, scene } = setup(100, 2);
    const older = [trade(3, 'buy', '3.0000'), trade(2, 'sell', '2.0000'), trade(1, 'buy', '1.0000')];
    tape.draw(wholeTape(older));
    reset();
    tape.draw(wholeTape([trade(5, 'sell', '5.0000'), trade(4, 'buy', '4.0000'), ...older]));
    // Two rows of 20 px at a pixel ratio of 2: 80 device pixels down, copied, not redrawn.
    expect(calls[0]).toEqual({ op: 'shift', by: 80 });
    expect(rows()).toEqual([
      [14, '0.00495', '5.0000', '13:04:05'],
      [34, '0.00494', '4.0000', '13:04:04'],
    ]);
    // On screen: all five, newest first.
    expect(screenRows(scene(), 20).map((row) => row.texts[0])).toEqual(['0.00495', '0.00494', '0.00493', '0.00492', '0.00491']);
  });

  it('redraws in place when the tape is replaced, and clears rows that left', () => {
    const { tape, rows, calls, reset, scene } = setup();
    tape.draw(wholeTape([trade(2, 'buy', '2.0000'), trade(1, 'sell', '1.0000')]));
    reset();
    tape.draw(wholeTape([trade(9, 'buy', '9.0000')]));
    expect(calls.some((call) => call.op === 'shift')).toBe(false);
    expect(rows()).toEqual([[14, '0.00499', '9.0000', '13:04:09']]);
    expect(screenRows(scene(), 20).map((row) => row.texts)).toEqual([['0.00499', '9.0000', '13:04:09']]);
  });

  it('does not shift a scrolled tape: it redraws what is in view', () => {
    const { tape, rows, calls, reset, surface } = setup(40);
    const many = Array.from({ length: 9 }, (_, i) => trade(9 - i, 'buy', `${9 - i}.0000`));
    surface.offset = 40;
    tape.draw(wholeTape(many));
    expect(rows().map((row) => row[1])).toEqual(['0.00497', '0.00496']);
    reset();
    tape.draw(wholeTape([trade(10, 'sell', '10.0000'), ...many]));
    expect(calls.some((call) => call.op === 'shift')).toBe(false);
    expect(rows().map((row) => row[1])).toEqual(['0.00498', '0.00497']);
  });

  it('draws only the rows a window of the tape holds, and blanks a row that left it', () => {
    const { tape, rows, scene } = setup(100);
    const all = Array.from({ length: 8 }, (_, i) => trade(8 - i, 'buy', `${8 - i}.0000`));
    tape.draw({ total: 8, first: 1, rows: all.slice(1, 3) });
    expect(rows()).toEqual([
      [34, '0.00497', '7.0000', '13:04:07'],
      [54, '0.00496', '6.0000', '13:04:06'],
    ]);
    // The window moved down a row: row 1 is blanked, row 3 drawn.
    tape.draw({ total: 8, first: 2, rows: all.slice(2, 4) });
    expect(screenRows(scene(), 20).map((row) => [row.top, row.texts[0]])).toEqual([
      [40, '0.00496'],
      [60, '0.00495'],
    ]);
  });
});
