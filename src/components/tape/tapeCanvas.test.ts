import { describe, expect, it } from 'vitest';
import type { TapeRow } from '../../core/live';
import { recordingSurface, screenRows } from '../canvasRows.testutil';
import { TapeCanvas, tapeColumnEdges } from './tapeCanvas';

const trade = (key: number, side: 'buy' | 'sell', amount: string): TapeRow => ({ key, side, timestamp: key * 1000, price: `0.0049${key}`, amount, time: `13:04:0${key % 10}` });

function setup(viewHeight = 100, ratio = 1) {
  const recorder = recordingSurface('top', viewHeight, 300, ratio);
  const tape = new TapeCanvas(recorder.surface, () => ratio);
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
    tape.draw([trade(2, 'buy', '2,400.0000'), trade(1, 'sell', '0.5000')]);
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
    tape.draw(older);
    reset();
    tape.draw([trade(5, 'sell', '5.0000'), trade(4, 'buy', '4.0000'), ...older]);
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
    tape.draw([trade(2, 'buy', '2.0000'), trade(1, 'sell', '1.0000')]);
    reset();
    tape.draw([trade(9, 'buy', '9.0000')]);
    expect(calls.some((call) => call.op === 'shift')).toBe(false);
    expect(rows()).toEqual([[14, '0.00499', '9.0000', '13:04:09']]);
    expect(screenRows(scene(), 20).map((row) => row.texts)).toEqual([['0.00499', '9.0000', '13:04:09']]);
  });

  it('does not shift a scrolled tape: it redraws what is in view', () => {
    const { tape, rows, calls, reset, surface } = setup(40);
    const many = Array.from({ length: 9 }, (_, i) => trade(9 - i, 'buy', `${9 - i}.0000`));
    surface.offset = 40;
    tape.draw(many);
    expect(rows().map((row) => row[1])).toEqual(['0.00497', '0.00496']);
    reset();
    tape.draw([trade(10, 'sell', '10.0000'), ...many]);
    expect(calls.some((call) => call.op === 'shift')).toBe(false);
    expect(rows().map((row) => row[1])).toEqual(['0.00498', '0.00497']);
  });
});
