import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignRowSlots, NO_ROW_SLOTS, type RowSlots } from './rowSlots';

const slotsOf = (window: RowSlots) => [...window.slots.values()];

describe('assignRowSlots', () => {
  it('gives a first window one slot per row, from 0', () => {
    expect([...assignRowSlots(NO_ROW_SLOTS, 10, 13).slots]).toEqual([
      [10, 0],
      [11, 1],
      [12, 2],
      [13, 3],
    ]);
  });

  it('keeps the slots of rows still in view over a scroll, and gives the rows that came in new ones', () => {
    const before = assignRowSlots(NO_ROW_SLOTS, 0, 3); // rows 0..3 in slots 0..3
    const after = assignRowSlots(before, 2, 5);
    expect([...after.slots]).toEqual([
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
    ]);
  });

  it('hands a jump the slots of the window before, in order, so no element moves or is built anew', () => {
    const before = assignRowSlots(NO_ROW_SLOTS, 0, 5);
    const after = assignRowSlots(before, 50_000, 50_005);
    expect(slotsOf(after)).toEqual(slotsOf(before));
    expect(after.reused).toBe(true);
    // A scroll reuses none.
    expect(assignRowSlots(after, 50_002, 50_007).reused).toBe(false);
    // A wider window after the jump: the extra rows get new slots.
    expect(slotsOf(assignRowSlots(before, 50_000, 50_007))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(assignRowSlots(before, 0, -1).slots.size).toBe(0);
  });

  it('never draws two rows in one slot, and never gives a row that came in by a scroll a slot just drawn elsewhere', () => {
    const windows = fc.array(fc.tuple(fc.nat(1_000), fc.nat(40)), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(windows, (list) => {
        let window = NO_ROW_SLOTS;
        for (const [first, width] of list) {
          const previous = window;
          window = assignRowSlots(previous, first, first + width - 1);
          const used = slotsOf(window);
          expect(new Set(used).size).toBe(used.length);
          expect([...window.slots.keys()]).toEqual(Array.from({ length: width }, (_, i) => first + i));
          const overlaps = [...previous.slots.keys()].some((row) => window.slots.has(row));
          for (const [row, slot] of window.slots) {
            const before = previous.slots.get(row);
            if (before !== undefined) expect(slot).toBe(before);
            // Over a scroll, a row that came in never takes the element of a row that left.
            else if (overlaps) expect(slotsOf(previous)).not.toContain(slot);
          }
        }
      }),
    );
  });
});
