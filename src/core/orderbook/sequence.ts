/** Gap detection for numbered deltas (DESIGN §4; after dydx's missing-message detector). */

/** What to do with a delta: apply it, drop it (already seen), or resync (one or more were missed). */
export type SequenceVerdict = 'apply' | 'stale' | 'gap';

/** Tracks the last applied sequence number of one market side. */
export class SequenceTracker {
  private last: number | null = null;

  /** The last applied number, or null before the first. */
  get lastSeq(): number | null {
    return this.last;
  }

  /**
   * Starts over from a snapshot taken at `seq`; with null (a snapshot that carries no number) the
   * next delta's number becomes the baseline.
   */
  reset(seq: number | null): void {
    this.last = seq;
  }

  /** Judges delta `seq`: n+1 is applied and remembered, ≤ n is stale, > n+1 is a gap (state kept). */
  check(seq: number): SequenceVerdict {
    if (this.last === null || seq === this.last + 1) {
      this.last = seq;
      return 'apply';
    }
    return seq <= this.last ? 'stale' : 'gap';
  }
}
