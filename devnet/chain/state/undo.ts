/** Undo log: every state change records its inverse, so a failed transaction leaves no trace. */
export class UndoLog {
  private steps: (() => void)[] | null = null;

  /** True while a transaction is being applied. */
  get active(): boolean {
    return this.steps !== null;
  }

  /** Starts recording (one level: a transaction is all or nothing). */
  begin(): void {
    if (this.steps) throw new Error('undo session already open');
    this.steps = [];
  }

  /** Records the inverse of a change just made; outside a session (genesis, replay) changes are final. */
  record(undo: () => void): void {
    this.steps?.push(undo);
  }

  /** Keeps every change made since begin(). */
  commit(): void {
    this.steps = null;
  }

  /** Reverts every change made since begin(), newest first. */
  rollback(): void {
    const steps = this.steps ?? [];
    this.steps = null;
    for (let i = steps.length - 1; i >= 0; i--) steps[i]!();
  }
}
