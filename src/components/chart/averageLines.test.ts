import { describe, expect, it } from 'vitest';
import type { Logical } from 'lightweight-charts';
import { AverageLines, averagesRange, strokeAverages, type AverageLine, type LineContext } from './averageLines';

/** A canvas context that records the path calls and the style each stroke used. */
function recorder() {
  const calls: string[] = [];
  const context: LineContext = {
    lineWidth: 0,
    lineCap: 'round',
    lineJoin: 'miter',
    strokeStyle: '',
    beginPath: () => void calls.push('begin'),
    moveTo: (x, y) => void calls.push(`M${x},${y}`),
    lineTo: (x, y) => void calls.push(`L${x},${y}`),
    stroke: () => void calls.push(`stroke ${String(context.strokeStyle)} ${context.lineWidth}`),
  };
  return { calls, context };
}

const lines: AverageLine[] = [
  { color: '#aaa', values: [NaN, 2, 3, 4, 5] },
  { color: '#bbb', values: [NaN, NaN, NaN, 8, 1] },
];
// Index i at x = 10 + 20i, price p at y = 100 − 10p (CSS pixels).
const project = { indexToX: (index: number) => 10 + 20 * index, priceToY: (price: number) => 100 - 10 * price };

describe('strokeAverages', () => {
  it('strokes each line through its values in bitmap pixels, one index past the visible range, skipping the empty start', () => {
    const { calls, context } = recorder();
    strokeAverages({ context, horizontalPixelRatio: 2, verticalPixelRatio: 2 }, lines, 2, 2, project);
    expect(calls).toEqual(['begin', 'M60,160', 'L100,140', 'L140,120', 'stroke #aaa 2', 'begin', 'M140,40', 'stroke #bbb 2']);
    expect([context.lineCap, context.lineJoin]).toEqual(['butt', 'round']);
  });

  it('draws nothing where the chart cannot place prices (no data in view)', () => {
    const { calls, context } = recorder();
    strokeAverages({ context, horizontalPixelRatio: 1, verticalPixelRatio: 1 }, lines, 0, 4, { ...project, priceToY: () => null });
    expect(calls).toEqual([]);
  });
});

describe('averagesRange', () => {
  it('spans every line over the visible indices, ignoring the empty start', () => {
    expect(averagesRange(lines, 0, 2)).toEqual({ minValue: 2, maxValue: 3 });
    expect(averagesRange(lines, 3, 9)).toEqual({ minValue: 1, maxValue: 8 });
  });

  it('is null where no line has a value', () => {
    expect(averagesRange(lines, 0, 0)).toBeNull();
    expect(averagesRange([], 0, 4)).toBeNull();
  });
});

describe('AverageLines', () => {
  it('gives the price scale the lines’ range and keeps indices as the candles’ when points are added', () => {
    const primitive = new AverageLines();
    let redraws = 0;
    primitive.attached({ requestUpdate: () => void (redraws += 1) } as Parameters<AverageLines['attached']>[0]);
    primitive.setLines([{ color: '#aaa', values: [NaN, 2] }]);
    expect(redraws).toBe(1);
    primitive.setValue(0, 2, 7);
    // Two past the end would leave a hole: ignored.
    primitive.setValue(0, 4, 9);
    expect(primitive.current[0]!.values).toEqual([NaN, 2, 7]);
    expect(primitive.autoscaleInfo(0 as Logical, 5 as Logical)).toEqual({ priceRange: { minValue: 2, maxValue: 7 } });
    expect(primitive.autoscaleInfo(0 as Logical, 0 as Logical)).toBeNull();
  });
});
