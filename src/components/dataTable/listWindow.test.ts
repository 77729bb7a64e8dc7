import { describe, expect, it } from 'vitest';
import type { ListView, ListViewRequest, ListViewSource } from '../../core/lists';
import { joinRows, ListWindowFetcher, MAX_LOADED_ROWS, type ListQuery, type ListWindowState } from './listWindow';

/** A source whose answers the test releases one by one, over a list of `total` rows numbered by position. */
function manualSource(total = 1000, options: { cap?: number; version?: () => number } = {}) {
  const calls: { request: ListViewRequest; answer: () => Promise<void>; fail: (message: string) => Promise<void> }[] = [];
  const source: ListViewSource = {
    view: (request) =>
      new Promise<ListView>((resolve, reject) => {
        const { start, count } = request.window;
        const from = Math.min(start, total);
        // A worker answers at most `cap` rows (its frames stay under 10 KiB).
        const rows = Array.from({ length: Math.min(count, total - from, options.cap ?? Infinity) }, (_, i) => ({ n: from + i, sort: request.sort.key }));
        const version = options.version?.() ?? 1;
        calls.push({
          request,
          answer: async () => resolve({ listId: request.listId, version, total, start: from, rows }),
          fail: async (message) => reject(new Error(message)),
        });
      }),
  };
  return { source, calls };
}

/** A scheduler the test runs by hand: `frame()` runs what was scheduled, like one animation frame. */
function manualFrames() {
  let queued: (() => void)[] = [];
  return {
    schedule: (run: () => void) => {
      queued.push(run);
      return () => {
        queued = queued.filter((item) => item !== run);
      };
    },
    frame: () => {
      const now = queued;
      queued = [];
      for (const run of now) run();
    },
    get waiting() {
      return queued.length;
    },
  };
}

const query = (over: Partial<ListQuery> = {}): ListQuery => ({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, search: '', filters: [], ...over });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(total?: number, options: { cap?: number; version?: () => number; margin?: number } = {}) {
  const { source, calls } = manualSource(total, options);
  const frames = manualFrames();
  const states: ListWindowState[] = [];
  const fetcher = new ListWindowFetcher(source, (state) => states.push(state), frames.schedule, options.margin ?? 20);
  const last = () => states.at(-1)!;
  return { fetcher, calls, frames, states, last };
}

const windows = (calls: { request: ListViewRequest }[]) => calls.map((call) => call.request.window);
const positions = (state: ListWindowState) => state.rows.map((row) => (row as { n: number }).n);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('ListWindowFetcher', () => {
  it('asks once per animation frame, for the latest view with half a margin before it and a margin after', async () => {
    const { fetcher, calls, frames, last } = setup();
    fetcher.setQuery(query());
    for (let start = 0; start <= 300; start += 30) fetcher.want(start, 25);
    expect(calls).toHaveLength(0);
    frames.frame();
    expect(windows(calls)).toEqual([{ start: 290, count: 55 }]);
    expect(calls[0]!.request).toMatchObject({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, search: '', filters: [] });
    await calls[0]!.answer();
    expect(last()).toMatchObject({ phase: 'ready', total: 1000, start: 290, current: true });
    expect(last().rows[0]).toEqual({ n: 290, sort: 'amount' });
  });

  it('asks for a new query at once, without waiting for a frame', () => {
    const { fetcher, calls, frames } = setup();
    fetcher.want(0, 25);
    fetcher.setQuery(query());
    expect(windows(calls)).toEqual([{ start: 0, count: 45 }]);
    expect(frames.waiting).toBe(0);
    fetcher.setQuery(query({ search: 'ab' }));
    expect(calls.map((call) => call.request.search)).toEqual(['', 'ab']);
  });

  it('asks nothing while the view and its margins are loaded; near an edge, only the rows entering, joined to those loaded', async () => {
    const { fetcher, calls, frames, last } = setup();
    fetcher.setQuery(query());
    fetcher.want(0, 25);
    frames.frame();
    await calls[0]!.answer();
    expect(positions(last())).toEqual(range(0, 45));
    fetcher.want(0, 25);
    expect(frames.waiting).toBe(0);
    // The view's margin passes the loaded rows' end: the rows after them, a margin's worth at least.
    fetcher.want(5, 25);
    frames.frame();
    expect(windows(calls).at(-1)).toEqual({ start: 45, count: 20 });
    // While they are on their way, the loaded rows still cover the view: nothing more is asked.
    fetcher.want(10, 25);
    frames.frame();
    expect(calls).toHaveLength(2);
    await calls[1]!.answer();
    expect(last()).toMatchObject({ start: 0, current: true });
    expect(positions(last())).toEqual(range(0, 65));
    // Scrolled back up past the loaded rows' start: the rows before them.
    fetcher.want(400, 25);
    frames.frame();
    await calls[2]!.answer();
    expect(last().start).toBe(390);
    fetcher.want(385, 25);
    frames.frame();
    expect(windows(calls).at(-1)).toEqual({ start: 365, count: 25 });
    await calls[3]!.answer();
    expect(positions(last())).toEqual(range(365, 445));
  });

  it('keeps the rows joined under a cap, around the view', async () => {
    const { fetcher, calls, frames, last } = setup(10_000, { margin: 100 });
    fetcher.setQuery(query());
    for (let start = 0; start <= 1000; start += 50) {
      fetcher.want(start, 25);
      frames.frame();
      for (const call of calls.splice(0)) await call.answer();
    }
    expect(last().rows.length).toBeLessThanOrEqual(MAX_LOADED_ROWS);
    expect(last().start).toBeLessThanOrEqual(1000 - 100);
    expect(last().start + last().rows.length).toBeGreaterThanOrEqual(1025 + 100);
    expect(positions(last())).toEqual(range(last().start, last().start + last().rows.length));
  });

  it('goes on from a short answer (the worker caps its size) until the view and its margins are loaded', async () => {
    const { fetcher, calls, frames, last } = setup(1000, { cap: 30 });
    fetcher.setQuery(query());
    fetcher.want(100, 25);
    frames.frame();
    await calls[0]!.answer();
    expect(positions(last())).toEqual(range(90, 120));
    frames.frame();
    await calls[1]!.answer();
    frames.frame();
    await calls[2]!.answer();
    expect(positions(last())).toEqual(range(70, 145));
    expect(windows(calls).map((window) => window.start)).toEqual([90, 120, 70]);
    expect(frames.waiting).toBe(0);
  });

  it('replaces the rows, never joins them, when the list changed version in the worker', async () => {
    let version = 1;
    const { fetcher, calls, frames, last } = setup(1000, { version: () => version });
    fetcher.setQuery(query());
    fetcher.want(0, 25);
    frames.frame();
    await calls[0]!.answer();
    version = 2;
    fetcher.want(10, 25);
    frames.frame();
    await calls[1]!.answer();
    expect(last().start).toBe(45);
    // The view (10 … 35) is not among the new version's rows: asked for again, whole.
    frames.frame();
    expect(windows(calls).at(-1)).toEqual({ start: 0, count: 55 });
  });

  it('asks each view whole, never joining, with no margin (a paged table)', async () => {
    const { fetcher, calls, frames, last } = setup(1000, { margin: 0 });
    fetcher.setQuery(query());
    fetcher.want(0, 10);
    frames.frame();
    await calls[0]!.answer();
    fetcher.want(10, 10);
    frames.frame();
    await calls[1]!.answer();
    expect(windows(calls)).toEqual([
      { start: 0, count: 10 },
      { start: 10, count: 10 },
    ]);
    expect(positions(last())).toEqual(range(10, 20));
  });

  it('never asks for rows past the end of the list', async () => {
    const { fetcher, calls, frames } = setup(30);
    fetcher.setQuery(query());
    fetcher.want(0, 25);
    frames.frame();
    await calls[0]!.answer();
    fetcher.want(5, 25);
    expect(frames.waiting).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('drops an answer older than the one shown', async () => {
    const { fetcher, calls, frames, states, last } = setup();
    fetcher.setQuery(query());
    fetcher.want(0, 25);
    frames.frame();
    fetcher.want(500, 25);
    frames.frame();
    expect(calls).toHaveLength(2);
    await calls[1]!.answer();
    await calls[0]!.answer();
    expect(states.filter((state) => state.phase === 'ready')).toHaveLength(1);
    expect(last().start).toBe(490);
  });

  it('drops answers to an earlier query, keeping its rows on screen until the new one answers', async () => {
    const { fetcher, calls, frames, last } = setup();
    fetcher.setQuery(query());
    fetcher.want(0, 25);
    frames.frame();
    await calls[0]!.answer();
    fetcher.want(300, 25);
    frames.frame();
    // A table scrolls to the top for a new sort, and says so before the query goes.
    fetcher.want(0, 25);
    fetcher.setQuery(query({ sort: { key: 'owner', dir: 'desc' } }));
    // The rows shown, and the order they say they are in, stay the amount's until the owners' come.
    expect(last()).toMatchObject({ phase: 'ready', start: 0, current: false, sort: { key: 'amount', dir: 'desc' } });
    expect(calls[2]!.request).toMatchObject({ sort: { key: 'owner' }, window: { start: 0 } });
    await calls[1]!.answer();
    expect(last()).toMatchObject({ start: 0, current: false, sort: { key: 'amount', dir: 'desc' } });
    await calls[2]!.answer();
    expect(last()).toMatchObject({ start: 0, current: true, sort: { key: 'owner', dir: 'desc' } });
    expect(last().rows[0]).toEqual({ n: 0, sort: 'owner' });
  });

  it('asks again when the revision changes (the rows changed in the worker)', async () => {
    const { fetcher, calls, frames } = setup();
    fetcher.setQuery(query(), 1);
    fetcher.want(0, 25);
    frames.frame();
    await calls[0]!.answer();
    fetcher.setQuery(query(), 1);
    expect(calls).toHaveLength(1);
    fetcher.setQuery(query(), 2);
    expect(calls).toHaveLength(2);
  });

  it('shows an error, waits for retry instead of asking on every scroll, then recovers', async () => {
    const { fetcher, calls, frames, last } = setup();
    fetcher.setQuery(query());
    fetcher.want(0, 25);
    frames.frame();
    await calls[0]!.fail('No list "holders" is loaded');
    await settle();
    expect(last()).toMatchObject({ phase: 'error', error: 'No list "holders" is loaded' });
    fetcher.want(100, 25);
    expect(frames.waiting).toBe(0);
    fetcher.retry();
    expect(last()).toMatchObject({ phase: 'loading', error: null });
    frames.frame();
    await calls[1]!.answer();
    expect(last()).toMatchObject({ phase: 'ready', start: 90 });
  });

  it('publishes nothing once disposed', async () => {
    const { fetcher, calls, frames, states } = setup();
    fetcher.setQuery(query());
    fetcher.want(0, 25);
    frames.frame();
    fetcher.dispose();
    await calls[0]!.answer();
    fetcher.want(900, 25);
    expect(frames.waiting).toBe(0);
    expect(states).toEqual([]);
  });
});

describe('joinRows', () => {
  const rows = (from: number, to: number) => range(from, to).map((n) => ({ n }));
  const view = { start: 0, end: 10 };

  it('joins an answer that continues the loaded rows on either side, its rows winning where they overlap', () => {
    expect(joinRows({ start: 10, rows: rows(10, 20) }, { start: 20, rows: rows(20, 25) }, view)?.rows).toEqual(rows(10, 25));
    expect(joinRows({ start: 10, rows: rows(10, 20) }, { start: 5, rows: rows(5, 10) }, view)?.start).toBe(5);
    const fresh = [{ n: 15, fresh: 'yes' }];
    const joined = joinRows({ start: 10, rows: rows(10, 20) }, { start: 15, rows: fresh }, view)!;
    expect(joined.rows).toHaveLength(10);
    expect(joined.rows[5]).toBe(fresh[0]);
  });

  it('answers null for rows that do not touch', () => {
    expect(joinRows({ start: 10, rows: rows(10, 20) }, { start: 21, rows: rows(21, 30) }, view)).toBeNull();
    expect(joinRows({ start: 10, rows: rows(10, 20) }, { start: 0, rows: rows(0, 9) }, view)).toBeNull();
  });
});
