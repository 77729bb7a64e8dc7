import { describe, expect, it } from 'vitest';
import type { SideFrame } from '../../../core/orderbook';
import { depthShape, staircase } from './depthGeometry';

const side = (unitPrices: string[], cumul: number[]) => ({ count: unitPrices.length, unitPrices, baseCumul: Float64Array.from(cumul) }) as unknown as SideFrame;

describe('the depth chart’s shape', () => {
  const bids = side(['20000000', '19000000'], [10, 30]);
  const asks = side(['21000000', '23000000'], [5, 40]);

  it('spans the prices shown and the larger side’s total', () => {
    expect(depthShape(bids, asks)).toMatchObject({ minPrice: 0.19, maxPrice: 0.23, maxCumulative: 40 });
    expect(depthShape(null, side([], []))).toBeNull();
    expect(depthShape(bids, null)).toMatchObject({ minPrice: 0.19, maxPrice: 0.2, maxCumulative: 30 });
  });

  it('climbs a step at each level, outward from the spread, and closes on the base line', () => {
    const shape = depthShape(bids, asks)!;
    const box = { left: 0, top: 0, width: 400, height: 100 };
    const round = (path: [number, number][]) => path.map(([x, y]) => [Math.round(x), Math.round(y)]);
    // 0.20 sits at x = 100, 0.19 at x = 0; 30 of 40 is 25 px from the top.
    expect(round(staircase(shape.bids, shape, box))).toEqual([
      [100, 100],
      [100, 100],
      [100, 75],
      [0, 75],
      [0, 25],
      [0, 100],
    ]);
    expect(round(staircase(shape.asks, shape, box)).at(-2)).toEqual([400, 0]);
    expect(staircase([], shape, box)).toEqual([]);
  });
});
