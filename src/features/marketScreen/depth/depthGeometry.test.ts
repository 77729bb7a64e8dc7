import { describe, expect, it } from 'vitest';
import type { SideFrame } from '../../../core/orderbook';
import { depthShape, staircase } from './depthGeometry';

const side = (unitPrices: string[], cumul: number[]) => ({ count: unitPrices.length, unitPrices, baseCumul: Float64Array.from(cumul) }) as unknown as SideFrame;

describe('the depth chart’s shape', () => {
  const bids = side(['20000000', '19000000'], [10, 30]);
  const asks = side(['21000000', '23000000'], [5, 40]);

  it('spans the prices shown, centred on the spread, and the larger side’s total', () => {
    // The middle is 0.205: 0.23 is 0.025 above it, so the bids' side reaches down to 0.18.
    const shape = depthShape(bids, asks)!;
    expect([shape.minPrice.toFixed(4), shape.maxPrice.toFixed(4), shape.maxCumulative]).toEqual(['0.1800', '0.2300', 40]);
    expect(depthShape(null, side([], []))).toBeNull();
    expect(depthShape(bids, null)).toMatchObject({ minPrice: 0.19, maxPrice: 0.2, maxCumulative: 30 });
  });

  it('climbs a step at each level, outward from the spread, and closes on the base line', () => {
    const shape = depthShape(bids, null)!;
    const box = { left: 0, top: 0, width: 100, height: 100 };
    const round = (path: [number, number][]) => path.map(([x, y]) => [Math.round(x), Math.round(y)]);
    // Bids alone: 0.20 sits at x = 100, 0.19 at x = 0; 10 of 30 is a third up.
    expect(round(staircase(shape.bids, shape, box))).toEqual([
      [100, 100],
      [100, 100],
      [100, 67],
      [0, 67],
      [0, 0],
      [0, 100],
    ]);
    const both = depthShape(bids, asks)!;
    expect(round(staircase(both.asks, both, { ...box, width: 500 })).at(-2)).toEqual([500, 0]);
    expect(staircase([], shape, box)).toEqual([]);
  });
});
