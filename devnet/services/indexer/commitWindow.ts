/**
 * Live writes grouped into one SQLite transaction per short window instead of one per chain
 * transaction: at the bots' flow a commit per transaction wrote the same hot pages (the trade and
 * candle tails, the makers' holder rows, the meta row) to the WAL dozens of times a second. Each
 * chain transaction still runs in a savepoint of its own, so a failing one leaves nothing behind;
 * reads on the same connection see every write at once, so answers do not wait for the commit. A
 * crash loses at most the window, and since the window's writes (the last sequence among them) commit
 * together, the next start's catch-up indexes exactly those transactions again.
 */
import type Database from 'better-sqlite3';

/** The open window of one database connection. */
export class CommitWindow {
  private timer: NodeJS.Timeout | undefined;
  private open = false;

  /**
   * `beforeCommit` runs inside the window just before it commits (write what was queued there);
   * `warn` hears of a commit that failed on the timer.
   */
  constructor(
    private readonly db: Database.Database,
    private readonly windowMs: number,
    private readonly beforeCommit: () => void,
    private readonly warn: (message: string) => void,
  ) {}

  /** Runs `write` in a savepoint of the window (opened if needed); a throw rolls back `write` only. */
  run<T>(write: () => T): T {
    this.begin();
    return this.db.transaction(write)();
  }

  /** Opens the window unless one is (or another transaction, a seed's, is: writes then go in that one). */
  begin(): void {
    if (this.open || this.db.inTransaction) return;
    this.db.exec('BEGIN');
    this.open = true;
    this.timer = setTimeout(() => {
      try {
        this.commit();
      } catch (error) {
        this.warn(`indexer: writes not committed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }, this.windowMs);
    this.timer.unref();
  }

  /** Commits the window now (nothing when none is open). */
  commit(): void {
    if (!this.open) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    try {
      this.db.transaction(this.beforeCommit)();
      this.db.exec('COMMIT');
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      throw error;
    } finally {
      this.open = false;
    }
  }
}
