import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoadingStore, loadingStatus, runPageFetch } from './loading';

/** A store whose clock and sleep are driven by the test. */
function setup() {
  let now = 0;
  const sleeps: number[] = [];
  const store = createLoadingStore({
    now: () => now,
    sleep: (ms) => {
      sleeps.push(ms);
      now += ms;
      return Promise.resolve();
    },
  });
  return { store, sleeps, advance: (ms: number) => (now += ms) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('named loaders', () => {
  it('track start, stop, failure and clearing by name, independently', () => {
    const { store, advance } = setup();
    advance(50);
    store.startLoading('routes');
    expect(store.loadingStatus('routes').value).toEqual({ loading: true, error: null, startedAt: 50 });
    expect(store.loadingStatus('markets_page').value).toEqual({ loading: false, error: null, startedAt: null });
    store.failLoading('routes', new Error('HTTP 500'));
    expect(store.loadingStatus('routes').value).toEqual({ loading: false, error: 'HTTP 500', startedAt: 50 });
    store.clearLoadingError('routes');
    expect(store.loadingStatus('routes').value.error).toBeNull();
    store.startLoading('routes');
    store.stopLoading('routes');
    expect(store.loadingStatus('routes').value.loading).toBe(false);
  });

  it('return the same signal for a name', () => {
    const { store } = setup();
    expect(store.loadingStatus('swap_chart')).toBe(store.loadingStatus('swap_chart'));
  });
});

describe('runPageFetch', () => {
  it('shows the loader for at least 200 ms and returns the value', async () => {
    const { store, sleeps } = setup();
    const seen: boolean[] = [];
    const value = await store.runPageFetch('token_init', () => {
      seen.push(store.loadingStatus('token_init').value.loading);
      return Promise.resolve(42);
    });
    expect(value).toBe(42);
    expect(seen).toEqual([true]);
    expect(sleeps).toEqual([200]);
    expect(store.loadingStatus('token_init').value).toEqual({ loading: false, error: null, startedAt: 0 });
  });

  it('does not wait more when the fetch already took 200 ms', async () => {
    const { store, sleeps, advance } = setup();
    await store.runPageFetch('routes', () => Promise.resolve(advance(250)));
    expect(sleeps).toEqual([]);
  });

  it('records a failure by name and rethrows it', async () => {
    const { store } = setup();
    await expect(store.runPageFetch('markets_page', () => Promise.reject(new Error('Failed to fetch')))).rejects.toThrow('Failed to fetch');
    expect(store.loadingStatus('markets_page').value).toMatchObject({ loading: false, error: 'Failed to fetch' });
  });

  it('lets only the latest run of a name settle it', async () => {
    const { store } = setup();
    let finishOld = () => undefined as void;
    const old = store.runPageFetch('routes', () => new Promise<void>((resolve) => (finishOld = resolve)));
    let finishNew = () => undefined as void;
    const fresh = store.runPageFetch('routes', () => new Promise<void>((resolve) => (finishNew = resolve)));
    finishOld();
    await old;
    expect(store.loadingStatus('routes').value.loading).toBe(true);
    finishNew();
    await fresh;
    expect(store.loadingStatus('routes').value.loading).toBe(false);
  });

  it('uses real timers in the default instance', async () => {
    vi.useFakeTimers();
    let done = false;
    const run = runPageFetch('analytics_toppairs', () => Promise.resolve('rows')).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(199);
    expect([done, loadingStatus('analytics_toppairs').value.loading]).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(loadingStatus('analytics_toppairs').value.loading).toBe(false);
  });
});
