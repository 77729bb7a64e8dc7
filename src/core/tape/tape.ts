/**
 * The trade tape: the latest 100 trades (SPEC §9), newest first, in a fixed ring so the usual
 * in-order trade costs O(1) and nothing grows. A late trade is slotted in by its time.
 */
import type { TapeEntry, TradeSide } from './types';

/** SPEC §9: "The trade tape keeps the latest 100 trades." */
export const TAPE_SIZE = 100;

export class TradeTape {
  /** Bumped on every change, so a publisher can skip frames when nothing moved. */
  version = 0;
  private readonly ring: (TapeEntry | undefined)[] = new Array<TapeEntry | undefined>(TAPE_SIZE);
  private head = 0;
  private count = 0;

  /** Trades held (at most TAPE_SIZE). */
  get size(): number {
    return this.count;
  }

  /** The newest trade, or null when the tape is empty. */
  get last(): TapeEntry | null {
    return this.at(0) ?? null;
  }

  /** The last traded price and side (SPEC §7: incoming matches update them). */
  get lastPrice(): { unitPrice: bigint; price: number; side: TradeSide } | null {
    const last = this.last;
    return last ? { unitPrice: last.unitPrice, price: last.price, side: last.side } : null;
  }

  /** The trade `index` places from the newest (0 = newest). */
  at(index: number): TapeEntry | undefined {
    if (index < 0 || index >= this.count) return undefined;
    return this.ring[(this.head + index) % TAPE_SIZE];
  }

  /** The newest `n` trades, newest first (the visible rows). */
  latest(n = TAPE_SIZE): TapeEntry[] {
    const rows: TapeEntry[] = [];
    for (let i = 0; i < Math.min(n, this.count); i++) rows.push(this.at(i)!);
    return rows;
  }

  /**
   * Adds a trade at its place by time (ties: the later arrival is newer). Returns false when the
   * tape is full and the trade is older than all of it.
   */
  push(entry: TapeEntry): boolean {
    let place = 0;
    while (place < this.count && this.at(place)!.timestamp > entry.timestamp) place += 1;
    if (place === TAPE_SIZE) return false;
    // Open a slot in front of the newest (overwriting the oldest when full), then shift the
    // `place` newer trades into it.
    this.head = (this.head + TAPE_SIZE - 1) % TAPE_SIZE;
    for (let i = 0; i < place; i++) this.ring[(this.head + i) % TAPE_SIZE] = this.ring[(this.head + i + 1) % TAPE_SIZE];
    this.ring[(this.head + place) % TAPE_SIZE] = entry;
    this.count = Math.min(this.count + 1, TAPE_SIZE);
    this.version += 1;
    return true;
  }

  /** Replaces the tape with fetched history (any order), keeping the newest TAPE_SIZE. */
  replace(entries: readonly TapeEntry[]): void {
    this.clear();
    const newestLast = [...entries].sort((a, b) => a.timestamp - b.timestamp).slice(-TAPE_SIZE);
    for (const entry of newestLast) this.push(entry);
  }

  /** Empties the tape (market change). */
  clear(): void {
    this.ring.fill(undefined);
    this.head = 0;
    this.count = 0;
    this.version += 1;
  }
}
