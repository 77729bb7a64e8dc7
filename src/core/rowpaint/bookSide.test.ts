import { describe, expect, it } from 'vitest';
import type { BookKind } from '../orderbook';
import { recordingSurface, screenRows } from './rows.testutil';
import { manualClock } from '../manualClock.testutil';
import { BOOK_ROW_HEIGHT, BookSideCanvas, columnEdges } from './bookSide';
import { FlashSweeper } from './flash';
import { frameOf, type LevelSpec } from './frames.testutil';

// Base cumuls 20, 40, 80; over a scale of 88 the bars are 68, 137 and 272 px of 300.
const LEVELS: LevelSpec[] = [
  { unitPrice: '490000', amount: '4,081.6326', total: '20.0000' },
  { unitPrice: '480000', amount: '4,166.6666', total: '20.0000' },
  { unitPrice: '470000', amount: '8,510.6382', total: '40.0000', mine: true },
];

function setup(kind: BookKind, viewHeight = 100, ratio = 1) {
  const clock = manualClock();
  const recorder = recordingSurface(kind === 'asks' ? 'bottom' : 'top', viewHeight, 300, ratio);
  const flashes = new FlashSweeper<string>(() => side.paint(), clock);
  const side = new BookSideCanvas(kind, recorder.surface, flashes);
  /** What the canvas shows, row by row top to bottom. */
  const screen = () => screenRows(recorder.scene(), BOOK_ROW_HEIGHT);
  /** The texts drawn since the last reset, in order. */
  const drawnTexts = () => recorder.texts().map((text) => text.text);
  return { side, clock, screen, drawnTexts, ...recorder };
}

const SHOWN = [
  { top: 0, texts: ['0.00490000', '4,081.6326', '20.0000'], bar: [232, 300] },
  { top: 20, texts: ['0.00480000', '4,166.6666', '20.0000'], bar: [163, 300] },
  { top: 40, texts: ['0.00470000', '8,510.6382', '40.0000'], bar: [28, 300] },
];

describe('BookSideCanvas', () => {
  it('draws bids from the top: price in green, amount and total muted, right-aligned in the head’s columns, bars from the right', () => {
    const { side, screen, texts } = setup('bids');
    side.draw(frameOf('bids', LEVELS), 3, 88);
    expect(screen()).toEqual(SHOWN);
    const [priceEdge, amountEdge, totalEdge] = columnEdges(300);
    // The baseline of 10 + 2 px text centred in a 20 px row is 14 px down.
    expect(
      texts()
        .slice(0, 3)
        .map((text) => [text.colour, text.x, text.y, text.align]),
    ).toEqual([
      ['buy', Math.round(priceEdge), 14, 'right'],
      ['muted', Math.round(amountEdge), 14, 'right'],
      ['muted', 296, 14, 'right'],
    ]);
    expect(totalEdge).toBe(296);
  });

  it('draws asks upwards from the bottom, the best ask on the centre bar, in red', () => {
    const { side, screen, texts } = setup('asks', 100);
    side.draw(frameOf('asks', LEVELS), 3, 88);
    expect(screen().map((row) => [row.top, row.texts[0]])).toEqual([
      [40, '0.00470000'],
      [60, '0.00480000'],
      [80, '0.00490000'],
    ]);
    expect(texts()[0]!.colour).toBe('sell');
  });

  it('marks the user’s levels with a dot in the left padding', () => {
    const { side, scene } = setup('bids');
    side.draw(frameOf('bids', LEVELS), 3, 88);
    expect(scene().filter((item) => item.op === 'dot')).toEqual([{ op: 'dot', x: 5, y: 50, colour: 'text' }]);
  });

  it('redraws only the level whose amount changed, lit in the side’s colour, and puts it out after 300 ms', () => {
    const { side, clock, calls, screen, drawnTexts, reset } = setup('bids');
    side.draw(frameOf('bids', LEVELS), 3, 88);
    reset();
    const changed = LEVELS.map((level, i) => (i === 1 ? { ...level, amount: '100.0000' } : level));
    side.draw(frameOf('bids', changed), 3, 88);
    expect(drawnTexts()).toEqual(['0.00480000', '100.0000', '20.0000']);
    const lit = calls.filter((call) => call.op === 'rect' && call.alpha !== 1);
    expect(lit.map((call) => call.op === 'rect' && [call.y, call.colour, call.alpha])).toEqual([
      [20, 'buy', 0.16],
      [20, 'buy', 0.16],
      [20, 'buy', 0.16],
    ]);
    // Lit, the amount reads in full text colour.
    expect(calls.find((call) => call.op === 'text' && call.text === '100.0000')).toMatchObject({ colour: 'text' });
    reset();
    // The same frame again changes nothing.
    side.draw(frameOf('bids', changed), 3, 88);
    expect(calls).toEqual([]);
    clock.advance(299);
    expect(calls).toEqual([]);
    clock.advance(1);
    expect(drawnTexts()).toEqual(['0.00480000', '100.0000', '20.0000']);
    expect(calls.some((call) => call.op === 'rect' && call.alpha !== 1)).toBe(false);
    expect(screen()[1]!.texts).toEqual(['0.00480000', '100.0000', '20.0000']);
  });

  it('draws a highlight out with the first frame after 200 ms, and the sweep then draws nothing', () => {
    const { side, clock, calls, drawnTexts, reset } = setup('bids');
    side.draw(frameOf('bids', LEVELS), 3, 88);
    side.draw(
      frameOf(
        'bids',
        LEVELS.map((level, i) => (i === 0 ? { ...level, amount: '1.0000' } : level)),
      ),
      3,
      88,
    );
    clock.advance(150);
    reset();
    // A frame that changes level 2 only: level 0 is still lit.
    side.draw(
      frameOf(
        'bids',
        LEVELS.map((level, i) => (i === 0 ? { ...level, amount: '1.0000' } : i === 2 ? { ...level, amount: '2.0000' } : level)),
      ),
      3,
      88,
    );
    expect(drawnTexts()).toEqual(['0.00470000', '2.0000', '40.0000']);
    clock.advance(60);
    reset();
    side.draw(
      frameOf(
        'bids',
        LEVELS.map((level, i) => (i === 0 ? { ...level, amount: '1.0000' } : i === 2 ? { ...level, amount: '3.0000' } : level)),
      ),
      3,
      88,
    );
    // 210 ms after its change, level 0 goes out with this frame; level 2 (lit at 150 ms) stays lit.
    expect(drawnTexts()).toEqual(['0.00490000', '1.0000', '20.0000', '3.0000']);
    expect(calls.filter((call) => call.op === 'rect' && call.alpha !== 1 && call.y === 0)).toEqual([]);
    reset();
    clock.advance(90);
    // The sweep at 300 ms finds level 0 already drawn out.
    expect(calls).toEqual([]);
  });

  it('redraws only the cells where a bar’s edge moved when the cumulatives deepen', () => {
    const { side, screen, drawnTexts, reset } = setup('bids');
    side.draw(frameOf('bids', LEVELS), 3, 88);
    reset();
    // Level 0's total 20 → 30: cumuls 30, 50, 90. Its total and the three bar edges change.
    side.draw(
      frameOf(
        'bids',
        LEVELS.map((level, i) => (i === 0 ? { ...level, total: '30.0000' } : level)),
      ),
      3,
      88,
    );
    // Level 0: the edge crossed from the total's cell into the amount's; level 1's moved within the
    // amount's cell, level 2's within the price's (with the dot).
    expect(drawnTexts()).toEqual(['4,081.6326', '30.0000', '4,166.6666', '0.00470000']);
    expect(screen().map((row) => row.bar)).toEqual([
      [198, 300],
      [130, 300],
      [0, 300],
    ]);
    expect(screen()[0]!.texts).toEqual(['0.00490000', '4,081.6326', '30.0000']);
  });

  it('moves the drawn rows as pixels when a better level comes in, and draws only what changed', () => {
    const { side, calls, screen, drawnTexts, reset } = setup('bids', 100, 2);
    side.draw(frameOf('bids', LEVELS), 3, 200);
    reset();
    side.draw(frameOf('bids', [{ unitPrice: '495000', amount: '1.0000', total: '0.0000' }, ...LEVELS]), 4, 200);
    // One row of 20 px at a pixel ratio of 2: 40 device pixels down.
    expect(calls[0]).toEqual({ op: 'shift', by: 40 });
    expect(drawnTexts()).toEqual(['0.00495000', '1.0000', '0.0000']);
    expect(screen().map((row) => row.texts[0])).toEqual(['0.00495000', '0.00490000', '0.00480000', '0.00470000']);
  });

  it('moves the asks up as pixels when the best ask is taken', () => {
    const { side, calls, screen, reset } = setup('asks', 100);
    side.draw(frameOf('asks', LEVELS), 3, 200);
    reset();
    side.draw(frameOf('asks', LEVELS.slice(1)), 2, 200);
    // Towards row 0, which is at the bottom: down by a row.
    expect(calls[0]).toEqual({ op: 'shift', by: 20 });
    expect(screen().map((row) => [row.top, row.texts[0]])).toEqual([
      [60, '0.00470000'],
      [80, '0.00480000'],
    ]);
  });

  it('draws a level cut by the canvas’s edge again when it moves fully into view', () => {
    // 50 px: two rows and the bottom half of a third at the top.
    const { side, scene, drawnTexts, reset } = setup('asks', 50);
    side.draw(frameOf('asks', LEVELS), 3, 200);
    reset();
    side.draw(frameOf('asks', LEVELS.slice(1)), 2, 200);
    // Its cells are drawn whole, not carried down with the top half missing (besides the bar edges that moved).
    expect(drawnTexts().filter((text) => ['0.00470000', '8,510.6382', '40.0000'].includes(text))).toEqual(['0.00470000', '8,510.6382', '40.0000']);
    // Rows at 10 and 30 px, their baselines 14 px down.
    expect(
      scene()
        .flatMap((item) => (item.op === 'text' && item.x < 150 ? [[item.y, item.text]] : []))
        .sort(),
    ).toEqual([
      [24, '0.00470000'],
      [44, '0.00480000'],
    ]);
  });

  it('does not light a level that only moved, nor a new one, nor anything across a market switch', () => {
    const { side, calls, reset } = setup('bids');
    side.draw(frameOf('bids', LEVELS), 3, 88);
    reset();
    side.draw(frameOf('bids', [{ unitPrice: '495000', amount: '1.0000', total: '0.0050' }, ...LEVELS]), 4, 88);
    expect(calls.filter((call) => call.op === 'rect' && call.alpha !== 1)).toEqual([]);
    side.draw(null, 0, 0);
    side.draw(frameOf('bids', [{ unitPrice: '495000', amount: '7.0000', total: '0.0050' }]), 1, 88);
    expect(calls.filter((call) => call.op === 'rect' && call.alpha !== 1)).toEqual([]);
  });

  it('clears the rows of levels that left, and draws only the levels in view of a scrolled side', () => {
    const { side, screen, scene, reset, surface } = setup('bids', 50);
    const deep = Array.from({ length: 20 }, (_, i) => ({ unitPrice: String(490000 - i * 100), amount: '1.0000', total: '1.0000' }));
    side.draw(frameOf('bids', deep), 20, 30);
    expect(screen()).toHaveLength(3);
    side.draw(frameOf('bids', deep.slice(0, 2)), 2, 30);
    expect(screen().map((row) => row.texts[0])).toEqual(['0.00490000', '0.00489900']);
    reset();
    surface.offset = 110;
    side.draw(frameOf('bids', deep), 20, 30);
    side.redrawAll();
    // 110 px down: level 5 from y −10, levels 6 and 7 below it (baselines 14 px down each row).
    const prices = scene().flatMap((item) => (item.op === 'text' && item.x < 150 ? [[item.y, item.text]] : []));
    expect(prices).toEqual([
      [4, '0.00489500'],
      [24, '0.00489400'],
      [44, '0.00489300'],
    ]);
  });

  it('highlights the hovered level and redraws only the rows it left and entered', () => {
    const { side, calls, drawnTexts, reset } = setup('bids');
    side.draw(frameOf('bids', LEVELS), 3, 88);
    reset();
    side.hover(2);
    expect(drawnTexts()).toEqual(['0.00470000', '8,510.6382', '40.0000']);
    expect(calls[1]).toMatchObject({ op: 'rect', y: 40, colour: 'hover', alpha: 1 });
    reset();
    side.hover(0);
    expect(drawnTexts()).toEqual(['0.00490000', '4,081.6326', '20.0000', '0.00470000', '8,510.6382', '40.0000']);
  });
});
