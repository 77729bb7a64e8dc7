/**
 * Asks a list source (the lists worker) for the window a table shows, without React: at most one
 * request per animation frame whatever the scroll does, nothing asked when what is loaded covers
 * the view, and answers applied only when newer than the one shown and of the current query (a
 * sequence number per request), so a slow answer to an old sort never replaces a new one.
 */
import { MAX_WINDOW_ROWS, type ListFilter, type ListRow, type ListSort, type ListViewSource } from '../../core/lists';

/** What the table shows, without the window: a new query starts the list over. */
export type ListQuery = {
  readonly listId: string;
  readonly sort: ListSort;
  readonly search: string;
  readonly filters: readonly ListFilter[];
};

/** The rows a table can draw now. */
export type ListWindowState = {
  /** loading: nothing answered yet; error: the last request failed (see `error`). */
  readonly phase: 'loading' | 'ready' | 'error';
  readonly total: number;
  /** Position of `rows[0]` in the list. */
  readonly start: number;
  readonly rows: readonly ListRow[];
  /** False while the rows shown are an earlier query's (a new sort on its way). */
  readonly current: boolean;
  readonly error: string | null;
  /** Answers applied so far (each one's view is on screen once rendered): what a perf trace waits for. */
  readonly answers: number;
};

/** Runs a callback at the next animation frame; answers how to cancel it. */
export type FrameScheduler = (run: () => void) => () => void;

export const INITIAL_WINDOW: ListWindowState = { phase: 'loading', total: 0, start: 0, rows: [], current: false, error: null, answers: 0 };

const queryKey = (query: ListQuery, revision: unknown) =>
  JSON.stringify([query, revision], (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^(Error|TypeError|ListError):\s*/, '') || 'The list could not be read';
}

export class ListWindowFetcher {
  private seq = 0;
  /** The first sequence number of the current query: answers to earlier ones are dropped. */
  private epochSeq = 1;
  private appliedSeq = 0;
  private key: string | null = null;
  private query: ListQuery | null = null;
  private wanted: { start: number; count: number } | null = null;
  private pending: { seq: number; start: number; end: number } | null = null;
  private cancelScheduled: (() => void) | null = null;
  private disposed = false;
  private state: ListWindowState = INITIAL_WINDOW;

  constructor(
    private readonly source: ListViewSource,
    private readonly publish: (state: ListWindowState) => void,
    private readonly schedule: FrameScheduler,
    /** Rows asked for beyond each edge of the view, so a scroll finds them loaded. */
    private readonly margin: number,
  ) {}

  /** The query (and a revision the caller bumps when the list's rows changed); a change asks again. */
  setQuery(query: ListQuery, revision: unknown = null): void {
    const key = queryKey(query, revision);
    if (key === this.key) return;
    this.key = key;
    this.query = query;
    this.epochSeq = this.seq + 1;
    this.pending = null;
    if (this.state.current) this.update({ ...this.state, current: false });
    this.requestSoon();
  }

  /** The rows in view now; asks for them at the next frame unless they are loaded or on their way. */
  want(start: number, count: number): void {
    this.wanted = { start: Math.max(0, start), count: Math.max(0, count) };
    if (!this.covered()) this.requestSoon();
  }

  /** Asks again for the current query (after an error). */
  retry(): void {
    this.epochSeq = this.seq + 1;
    this.pending = null;
    this.update({ ...this.state, phase: this.state.rows.length > 0 ? 'ready' : 'loading', error: null, current: false });
    this.requestSoon();
  }

  dispose(): void {
    this.disposed = true;
    this.cancelScheduled?.();
    this.cancelScheduled = null;
  }

  private update(state: ListWindowState): void {
    this.state = state;
    this.publish(state);
  }

  private covered(): boolean {
    const wanted = this.wanted;
    if (wanted === null || this.query === null) return true;
    // A failed query waits for retry() or a new query, not for the next scroll.
    if (this.state.phase === 'error' && this.appliedSeq >= this.epochSeq) return true;
    const answered = this.appliedSeq >= this.epochSeq && this.state.phase === 'ready';
    // Rows past the end of the list are never needed.
    const end = answered ? Math.min(wanted.start + wanted.count, this.state.total) : wanted.start + wanted.count;
    const start = Math.min(wanted.start, end);
    if (answered && start >= this.state.start && end <= this.state.start + this.state.rows.length) return true;
    return this.pending !== null && start >= this.pending.start && end <= this.pending.end;
  }

  private requestSoon(): void {
    if (this.cancelScheduled !== null || this.disposed) return;
    this.cancelScheduled = this.schedule(() => {
      this.cancelScheduled = null;
      this.send();
    });
  }

  private send(): void {
    const query = this.query;
    const wanted = this.wanted;
    if (this.disposed || query === null || wanted === null || this.covered()) return;
    const count = Math.min(MAX_WINDOW_ROWS, wanted.count + 2 * this.margin);
    // Centre the margins on the view, within what one request may carry.
    const start = Math.max(0, wanted.start - Math.floor((count - wanted.count) / 2));
    const seq = ++this.seq;
    this.pending = { seq, start, end: start + count };
    this.source.view({ ...query, window: { start, count } }).then(
      (view) => {
        if (!this.accepts(seq)) return;
        this.update({ phase: 'ready', total: view.total, start: view.start, rows: view.rows, current: true, error: null, answers: this.state.answers + 1 });
        if (!this.covered()) this.requestSoon(); // the view moved on while this was answered
      },
      (error: unknown) => {
        if (!this.accepts(seq)) return;
        this.update({ ...this.state, phase: 'error', error: messageOf(error), current: true, answers: this.state.answers + 1 });
      },
    );
  }

  /** True (and recorded) for an answer newer than the one shown and of the current query. */
  private accepts(seq: number): boolean {
    if (this.disposed || seq < this.epochSeq || seq <= this.appliedSeq) return false;
    this.appliedSeq = seq;
    if (this.pending?.seq === seq) this.pending = null;
    return true;
  }
}
