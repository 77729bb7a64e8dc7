import { describe, expect, it } from 'vitest';
import { rowAt, rowShift, rowsInView, rowTop } from './rows';

describe('canvas row geometry', () => {
  const top = { anchor: 'top' as const, viewHeight: 100, offset: 30 };
  const bottom = { anchor: 'bottom' as const, viewHeight: 100, offset: 30 };

  it('places rows from the top, or upwards from the bottom, less the scrolled distance', () => {
    expect([rowTop(top, 0, 20), rowTop(top, 2, 20)]).toEqual([-30, 10]);
    expect([rowTop(bottom, 0, 20), rowTop(bottom, 2, 20)]).toEqual([110, 70]);
    // The row at a height is the one whose band holds it.
    expect([rowAt(top, 0, 20), rowAt(top, 9, 20), rowAt(top, 10, 20)]).toEqual([1, 1, 2]);
    expect([rowAt(bottom, 89, 20), rowAt(bottom, 90, 20), rowAt(bottom, 70, 20)]).toEqual([2, 1, 2]);
  });

  it('lists the rows at least partly in view, within the list', () => {
    expect(rowsInView(top, 50, 20)).toEqual([1, 7]);
    expect(rowsInView(top, 4, 20)).toEqual([1, 4]);
    expect(rowsInView({ viewHeight: 100, offset: 0 }, 0, 20)).toEqual([0, 0]);
  });

  it('finds how far the drawn rows moved by the first drawn key', () => {
    const drawn = ['c', 'b', 'a'];
    const at = (keys: string[]) => (index: number) => keys[index];
    expect(rowShift(at(drawn), at(['e', 'd', 'c', 'b', 'a']), 5)).toBe(2);
    expect(rowShift(at(drawn), at(['b', 'a']), 5)).toBe(-1);
    expect(rowShift(at(drawn), at(drawn), 5)).toBe(0);
    // Moved by a view or more, or replaced: nothing to keep.
    expect(rowShift(at(drawn), at(['x', 'y', 'z']), 3)).toBe(0);
  });
});
