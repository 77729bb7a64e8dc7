/**
 * Which element (slot, the React key) draws each row of a whole list's window.
 *
 * - A row still in view keeps its slot.
 * - A scroll (the new window overlaps the one before): rows that came in get new slots. Handing
 *   them the slots of rows that left would move those elements from one edge to the other, and a
 *   moved row is laid out again whole (measured on /markets at 4× CPU: more long frames, not fewer).
 * - A jump (no row in common, as a drag of the scroll bar across 100,000 rows gives): the rows take
 *   the slots of the window before, in order. The elements stay where they are and only their text
 *   changes, instead of a whole window being removed and built anew (DOM and fibers that were
 *   garbage at the next collection: the long frames of a 100,000-row sweep).
 */
export type RowSlots = {
  /** Row (place in the list) → slot, in ascending rows. */
  readonly slots: ReadonlyMap<number, number>;
  /** The next slot never handed out. */
  readonly fresh: number;
  /** True after a jump: elements that showed rows of the window before now show other rows. */
  readonly reused: boolean;
};

export const NO_ROW_SLOTS: RowSlots = { slots: new Map(), fresh: 0, reused: false };

/** The slots for rows `first`…`last` (inclusive; none when `last < first`), given the window before. */
export function assignRowSlots(previous: RowSlots, first: number, last: number): RowSlots {
  const kept = new Map<number, number>();
  for (const [row, slot] of previous.slots) if (row >= first && row <= last) kept.set(row, slot);
  // In the previous window's order (a Map iterates in insertion order: ascending rows).
  const reusable = kept.size === 0 ? [...previous.slots.values()] : [];
  let fresh = previous.fresh;
  let reuse = 0;
  const slots = new Map<number, number>();
  for (let row = first; row <= last; row++) {
    const slot = kept.get(row) ?? (reuse < reusable.length ? reusable[reuse++]! : fresh++);
    slots.set(row, slot);
  }
  return { slots, fresh, reused: reuse > 0 };
}
