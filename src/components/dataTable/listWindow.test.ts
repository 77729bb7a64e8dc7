import { describe, expect, it } from 'vitest';
import type { ListView, ListViewRequest, ListViewSource } from '../../core/lists';
import { ListWindowFetcher, type ListQuery, type ListWindowState } from './listWindow';

/** A source whose answers the test releases one by one, over a list of `total` rows numbered by position. */
function manualSource(total = 1000) {
  const calls: { request: ListViewRequest; answer: () => Promise<void>; fail: (message: string) => Promise<void> }[] = [];
  const source: ListViewSource = {
    view: (request) =>
      new Promise<ListView>((resolve, reject) => {
        const { start, count } = request.window;
        const from = Math.min(start, total);
        const rows = Array.from({ length: Math.min(count, total - from) }, (_, i) => ({ n: from + i, sort: request.sort.key }));
        calls.push({
          request,
          answer: async () => resolve({ listId: request.listId, version: 1, total, start: from, rows }),
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

function setup(total?: number) {
  const { source, calls } = manualSource(total);
  const frames = manualFrames();
  const states: ListWindowState[] = [];
  const fetcher = new ListWindowFetcher(source, (state) => states.push(state), frames.schedule, 20);
  const last = () => states.at(-1)!;
  return { fetcher, calls, frames, states, last };
}

describe('ListWindowFetcher', () => {
  it('asks once per animation frame, for the latest view and its margins', async () => {
    const { fetcher, calls, frames, last } = setup();
    fetcher.setQuery(query());
    for (let start = 0; start <= 300; start += 30) fetcher.want(start, 25);
    expect(calls).toHaveLength(0);
    frames.frame();
    expect(calls.map((call) => call.request.window)).toEqual([{ start: 280, count: 65 }]);
    expect(calls[0]!.request).toMatchObject({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, search: '', filters: [] });
    await calls[0]!.answer();
    expect(last()).toMatchObject({ phase: 'ready', total: 1000, start: 280, current: true });
    expect(last().rows[0]).toEqual({ n: 280, sort: 'amount' });
  });

  it('asks nothing while the loaded rows cover the view, and again when the view leaves them', async () => {
    const { fetcher, calls, frames } = setup();
    fetcher.setQuery(query());
    fetcher.want(0, 25);
    frames.frame();
    await calls[0]!.answer();
    fetcher.want(10, 25);
    fetcher.want(40, 25);
    expect(frames.waiting).toBe(0);
    fetcher.want(41, 25);
    frames.frame();
    expect(calls.map((call) => call.request.window.start)).toEqual([0, 21]);
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
    expect(last().start).toBe(480);
  });

  it('drops answers to an earlier query, keeping its rows on screen until the new one answers', async () => {
    const { fetcher, calls, frames, last } = setup();
    fetcher.setQuery(query());
    fetcher.want(0, 25);
    frames.frame();
    await calls[0]!.answer();
    fetcher.want(300, 25);
    frames.frame();
    fetcher.setQuery(query({ sort: { key: 'owner', dir: 'desc' } }));
    expect(last()).toMatchObject({ phase: 'ready', start: 0, current: false });
    fetcher.want(0, 25);
    frames.frame();
    expect(calls[2]!.request.sort.key).toBe('owner');
    await calls[1]!.answer();
    expect(last()).toMatchObject({ start: 0, current: false });
    await calls[2]!.answer();
    expect(last()).toMatchObject({ start: 0, current: true });
    expect(last().rows[0]).toEqual({ n: 0, sort: 'owner' });
  });

  it('asks again when the revision changes (the rows changed in the worker)', async () => {
    const { fetcher, calls, frames } = setup();
    fetcher.setQuery(query(), 1);
    fetcher.want(0, 25);
    frames.frame();
    await calls[0]!.answer();
    fetcher.setQuery(query(), 1);
    expect(frames.waiting).toBe(0);
    fetcher.setQuery(query(), 2);
    frames.frame();
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
    expect(last()).toMatchObject({ phase: 'ready', start: 80 });
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
