/**
 * The levels of one side in price order. They are stored worst → best, so the busy top of the book
 * sits at the end of the array: inserting or removing a level near the top moves a handful of slots,
 * and searches gallop from the top (O(log d) for a level d steps from the best).
 */
import type { BookLevel } from './level';

export class Ladder {
  private readonly slots: BookLevel[] = [];

  /** `ascending` for bids (the worst bid is the lowest), descending for asks. */
  constructor(private readonly ascending: boolean) {}

  get size(): number {
    return this.slots.length;
  }

  /** The level `index` steps from the best (0 = best). */
  at(index: number): BookLevel | undefined {
    return this.slots[this.slots.length - 1 - index];
  }

  /** How far from the best the level at `unitPrice` is, or −1 when there is none. */
  indexOf(unitPrice: bigint): number {
    const position = this.search(unitPrice);
    return this.slots[position]?.unitPrice === unitPrice ? this.slots.length - 1 - position : -1;
  }

  /** Inserts a level whose price is not on the ladder yet; returns its distance from the best. */
  insert(level: BookLevel): number {
    const position = this.search(level.unitPrice);
    const slots = this.slots;
    // Shift by hand: splice would allocate a result array on every call.
    slots.push(level);
    for (let i = slots.length - 1; i > position; i--) slots[i] = slots[i - 1]!;
    slots[position] = level;
    return slots.length - 1 - position;
  }

  /** Removes the level `index` steps from the best. */
  removeAt(index: number): void {
    const slots = this.slots;
    const position = slots.length - 1 - index;
    for (let i = position; i < slots.length - 1; i++) slots[i] = slots[i + 1]!;
    slots.pop();
  }

  /** Replaces the whole ladder (snapshots): sorts once instead of inserting one by one. */
  reset(levels: BookLevel[]): void {
    const order = this.ascending ? 1 : -1;
    levels.sort((a, b) => (a.unitPrice === b.unitPrice ? 0 : a.unitPrice < b.unitPrice ? -order : order));
    this.slots.length = 0;
    for (const level of levels) this.slots.push(level);
  }

  private worse(a: bigint, b: bigint): boolean {
    return this.ascending ? a < b : a > b;
  }

  /** The first array position whose level is not worse than `unitPrice` (galloping from the top). */
  private search(unitPrice: bigint): number {
    const slots = this.slots;
    const n = slots.length;
    let high = n;
    let low = n - 1;
    let step = 1;
    while (low >= 0 && !this.worse(slots[low]!.unitPrice, unitPrice)) {
      high = low;
      step *= 2;
      low = n - step;
    }
    low = Math.max(low + 1, 0);
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.worse(slots[middle]!.unitPrice, unitPrice)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
