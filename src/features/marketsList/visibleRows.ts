/**
 * Which rows of the markets list are drawn now: each row's price cell says when it mounts and
 * unmounts (the table draws the rows in view and a few more), and the set goes to `onChange` once
 * it settles, so a fast scroll does not join and leave rooms at every frame.
 */
import { createContext, useContext, useEffect } from 'react';

/** How long the set must stay unchanged before it is handed over. */
export const VISIBLE_SETTLE_MS = 250;

/** The rows drawn, counted per key (a row may mount twice while React swaps it). */
export class VisibleRows {
  private readonly counts = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** When the set last changed (Date.now()). */
  private changedAt = 0;

  constructor(private readonly onChange: (keys: string[]) => void) {}

  add(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.schedule();
  }

  remove(key: string): void {
    const count = (this.counts.get(key) ?? 0) - 1;
    if (count > 0) this.counts.set(key, count);
    else this.counts.delete(key);
    this.schedule();
  }

  /** Stops handing over (the list left the screen). */
  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * One timer at a time, checked when it fires: a scroll mounts and unmounts a dozen rows a frame,
   * and a timer cleared and set again for each was a share of every scroll frame's script.
   */
  private schedule(): void {
    this.changedAt = Date.now();
    if (this.timer === null) this.arm(VISIBLE_SETTLE_MS);
  }

  private arm(delayMs: number): void {
    this.timer = setTimeout(() => {
      const quietFor = Date.now() - this.changedAt;
      if (quietFor < VISIBLE_SETTLE_MS) return this.arm(VISIBLE_SETTLE_MS - quietFor);
      this.timer = null;
      this.onChange([...this.counts.keys()]);
    }, delayMs);
  }
}

export const VisibleRowsContext = createContext<VisibleRows | null>(null);

/** Marks the row of `key` as drawn while the calling cell is mounted. */
export function useVisibleRow(key: string): void {
  const rows = useContext(VisibleRowsContext);
  useEffect(() => {
    if (rows === null) return undefined;
    rows.add(key);
    return () => rows.remove(key);
  }, [rows, key]);
}
