/**
 * Asks a list source (the lists worker) for the rows a table shows, without React. A new query is
 * asked for at once; a scroll at most once per animation frame, and only when the view (with a
 * margin ahead) leaves the rows loaded. While the view stays near the loaded rows, only the rows
 * entering are asked for and joined to them (the worker's answers stay small: DESIGN §6's ≤ 10 KiB
 * a message); a jump asks for the view afresh. Answers are applied only when newer than the one
 * shown and of the current query (a sequence number per request), so a slow answer to an old sort
 * never replaces a new one, and rows of another list version are never joined.
 */
import { MAX_WINDOW_ROWS, type ListFilter, type ListRow, type ListSort, type ListView, type ListViewSource } from '../../core/lists';

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
  /** The order of the rows shown (their query's sort), null before the first answer. */
  readonly sort: ListSort | null;
  readonly error: string | null;
  /** Answers applied so far (each one's view is on screen once rendered): what a perf trace waits for. */
  readonly answers: number;
};

/** Runs a callback at the next animation frame; answers how to cancel it. */
export type FrameScheduler = (run: () => void) => () => void;

export const INITIAL_WINDOW: ListWindowState = { phase: 'loading', total: 0, start: 0, rows: [], current: false, sort: null, error: null, answers: 0 };

const queryKey = (query: ListQuery, revision: unknown) =>
  JSON.stringify([query, revision], (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^(Error|TypeError|ListError):\s*/, '') || 'The list could not be read';
}

/** Rows kept loaded around the view at most (older ones, far from the view, are let go). */
export const MAX_LOADED_ROWS = 2 * MAX_WINDOW_ROWS;

/** A range of list positions, end excluded. */
type Span = { readonly start: number; readonly end: number };

const covers = (outer: Span, inner: Span) => inner.start >= outer.start && inner.end <= outer.end;

/**
 * The loaded rows and an answer joined when they are of one list version and touch or overlap
 * (the answer's rows win), then cut to `MAX_LOADED_ROWS` around `view`; null when they cannot be joined.
 */
export function joinRows(
  loaded: { start: number; rows: readonly ListRow[] },
  answer: { start: number; rows: readonly ListRow[] },
  view: Span,
): { start: number; rows: readonly ListRow[] } | null {
  const loadedEnd = loaded.start + loaded.rows.length;
  const answerEnd = answer.start + answer.rows.length;
  if (answer.start > loadedEnd || answerEnd < loaded.start) return null;
  const start = Math.min(loaded.start, answer.start);
  const rows = [...loaded.rows.slice(0, Math.max(0, answer.start - loaded.start)), ...answer.rows, ...loaded.rows.slice(Math.max(0, answerEnd - loaded.start))];
  if (rows.length <= MAX_LOADED_ROWS) return { start, rows };
  // Keep the rows around the view's middle.
  const middle = Math.floor((view.start + view.end) / 2);
  const from = Math.min(Math.max(start, middle - MAX_LOADED_ROWS / 2), start + rows.length - MAX_LOADED_ROWS);
  return { start: from, rows: rows.slice(from - start, from - start + MAX_LOADED_ROWS) };
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
  /** The list version of the rows shown (an answer of another version replaces them). */
  private version: number | null = null;
  private cancelScheduled: (() => void) | null = null;
  private disposed = false;
  private state: ListWindowState = INITIAL_WINDOW;

  constructor(
    private readonly source: ListViewSource,
    private readonly publish: (state: ListWindowState) => void,
    private readonly schedule: FrameScheduler,
    /**
     * Rows kept loaded beyond each edge of the view, so a scroll finds them there; with a margin,
     * rows entering are asked for alone and joined to those loaded. 0 (a paged table): each view
     * is asked for whole.
     */
    private readonly margin: number,
  ) {}

  /** The query (and a revision the caller bumps when the list's rows changed); a change asks again at once. */
  setQuery(query: ListQuery, revision: unknown = null): void {
    const key = queryKey(query, revision);
    if (key === this.key) return;
    this.key = key;
    this.query = query;
    this.epochSeq = this.seq + 1;
    this.pending = null;
    if (this.state.current) this.update({ ...this.state, current: false });
    // A user's action, not a scroll: no frame to wait for.
    this.cancelFrame();
    this.send();
  }

  /** The rows in view now; asks for them at the next frame unless they are loaded or on their way. */
  want(start: number, count: number): void {
    this.wanted = { start: Math.max(0, start), count: Math.max(0, count) };
    if (!this.satisfied()) this.requestSoon();
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
    this.cancelFrame();
  }

  private update(state: ListWindowState): void {
    this.state = state;
    this.publish(state);
  }

  private cancelFrame(): void {
    this.cancelScheduled?.();
    this.cancelScheduled = null;
  }

  /** True when an answer of the current query is shown. */
  private answered(): boolean {
    return this.appliedSeq >= this.epochSeq && this.state.phase === 'ready';
  }

  /** The view, and the view with its margins, within the list once its length is known. */
  private spans(): { view: Span; need: Span } | null {
    const wanted = this.wanted;
    if (wanted === null) return null;
    const limit = this.answered() ? this.state.total : Infinity;
    const end = Math.min(wanted.start + wanted.count, limit);
    const start = Math.min(wanted.start, end);
    return { view: { start, end }, need: { start: Math.max(0, start - this.margin), end: Math.min(end + this.margin, limit) } };
  }

  /** True when nothing needs asking: the view and its margins are loaded, or rows for the view are on their way. */
  private satisfied(): boolean {
    const spans = this.spans();
    if (spans === null || this.query === null) return true;
    // A failed query waits for retry() or a new query, not for the next scroll.
    if (this.state.phase === 'error' && this.appliedSeq >= this.epochSeq) return true;
    const loaded = { start: this.state.start, end: this.state.start + this.state.rows.length };
    const answered = this.answered();
    if (answered && covers(loaded, spans.need)) return true;
    // Something is on its way: wait for it when it (or what is loaded) covers the view; its answer looks again.
    const pending = this.pending;
    return pending !== null && (covers(pending, spans.view) || (answered && covers(loaded, spans.view)));
  }

  private requestSoon(): void {
    if (this.cancelScheduled !== null || this.disposed) return;
    this.cancelScheduled = this.schedule(() => {
      this.cancelScheduled = null;
      this.send();
    });
  }

  /** The rows to ask for: those entering beside the loaded ones, or the view and its margins afresh. */
  private nextSpan(view: Span, need: Span): Span {
    const loaded = { start: this.state.start, end: this.state.start + this.state.rows.length };
    const chunk = Math.max(this.margin, 1);
    if (this.margin > 0 && this.answered() && this.version !== null) {
      if (view.start >= loaded.start && view.start <= loaded.end && need.end > loaded.end)
        return { start: loaded.end, end: Math.min(loaded.end + Math.min(MAX_WINDOW_ROWS, Math.max(need.end - loaded.end, chunk)), this.state.total) };
      if (view.end <= loaded.end && view.end >= loaded.start && need.start < loaded.start)
        return { start: Math.max(0, loaded.start - Math.min(MAX_WINDOW_ROWS, Math.max(loaded.start - need.start, chunk))), end: loaded.start };
    }
    // Afresh: the view first (a short answer — the worker caps its size — still holds it), half a margin before it.
    const start = Math.max(0, view.start - Math.floor(this.margin / 2));
    return { start, end: start + Math.min(MAX_WINDOW_ROWS, view.end - start + this.margin) };
  }

  private send(): void {
    const query = this.query;
    const spans = this.spans();
    if (this.disposed || query === null || spans === null || this.satisfied()) return;
    const span = this.nextSpan(spans.view, spans.need);
    const seq = ++this.seq;
    this.pending = { seq, start: span.start, end: span.end };
    this.source.view({ ...query, window: { start: span.start, count: Math.max(0, span.end - span.start) } }).then(
      (view) => {
        if (!this.accepts(seq)) return;
        this.show(view, query.sort);
        if (!this.satisfied()) this.requestSoon(); // the view moved on while this was answered
      },
      (error: unknown) => {
        if (!this.accepts(seq)) return;
        this.update({ ...this.state, phase: 'error', error: messageOf(error), current: true, answers: this.state.answers + 1 });
      },
    );
  }

  /** Shows an answer: joined to the rows loaded when it continues them, in their place otherwise. */
  private show(view: ListView, sort: ListSort): void {
    const spans = this.spans();
    const continues = this.margin > 0 && this.state.current && this.state.phase === 'ready' && this.version === view.version && spans !== null;
    const joined = continues ? joinRows(this.state, view, spans.view) : null;
    const { start, rows } = joined ?? view;
    this.version = view.version;
    this.update({ phase: 'ready', total: view.total, start, rows, current: true, sort, error: null, answers: this.state.answers + 1 });
  }

  /** True (and recorded) for an answer newer than the one shown and of the current query. */
  private accepts(seq: number): boolean {
    if (this.disposed || seq < this.epochSeq || seq <= this.appliedSeq) return false;
    // The first answer of a query replaces the earlier query's rows, never joins them.
    if (this.appliedSeq < this.epochSeq) this.version = null;
    this.appliedSeq = seq;
    if (this.pending?.seq === seq) this.pending = null;
    return true;
  }
}
