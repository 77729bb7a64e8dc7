import { signal } from '@preact/signals-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SwapEndpoint } from '../../core/config/types';
import * as app from './signals';
import { createEndpointStore, ENDPOINT_RETRY_MS, initEndpoints as initDefault } from './endpoints';
import { createMemoryStorage, readStored, setStorageBackend, writeStored } from '../storage';

type Health = 'ready' | 'busy' | 'down';
const ep = (name: string, is_dev = false): SwapEndpoint => ({
  flag: 'fi',
  name,
  url: `https://${name}/api/`,
  url_socketio: `https://${name}/`,
  is_dev,
  status: null,
  last_status_update: 0,
});
const A = ep('a');
const B = ep('b');
const C = ep('c');

/** A store over fresh signals whose endpoints answer as `health` says (mutable between calls). */
function setup(health: Record<string, Health>, isDevnet = false) {
  // Timers run only when a test fires them: `fire(ms)` runs those set for that delay.
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let nextTimer = 0;
  const deps = {
    endpoints: signal<SwapEndpoint[]>([]),
    selectedIndex: signal<number | null>(null),
    pending: signal(false),
    down: signal(false),
    timers: {
      setTimeout: (fn: () => void, ms: number) => (timers.set(++nextTimer, { fn, ms }), nextTimer),
      clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    },
    isDevnet: () => isDevnet,
    fetchStatus: vi.fn((url: string) => {
      const state = health[new URL(url).hostname];
      return state === 'down' || state === undefined ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve({ ready: state === 'ready' });
    }),
    now: () => 1234,
    warn: vi.fn(),
  };
  const store = createEndpointStore(deps);
  const changes: (string | null)[] = [];
  store.onEndpointChange((endpoint) => changes.push(endpoint?.name ?? null));
  const selectedName = () => (deps.selectedIndex.value === null ? null : (deps.endpoints.value[deps.selectedIndex.value]?.name ?? null));
  const pendingTimers = () => [...timers.values()].map((timer) => timer.ms);
  const fire = (ms: number) => {
    for (const [id, timer] of [...timers]) {
      if (timer.ms !== ms) continue;
      timers.delete(id);
      timer.fn();
    }
  };
  return { deps, store, changes, selectedName, health, pendingTimers, fire };
}

beforeEach(() => setStorageBackend(createMemoryStorage()));

describe('start (SPEC §4: index 0 unless a saved name exists)', () => {
  it('auto-selects index 0 after refreshing its status, without saving, and announces it', async () => {
    const t = setup({ a: 'ready', b: 'ready' });
    await t.store.initEndpoints([A, B]);
    expect(t.selectedName()).toBe('a');
    expect(t.deps.endpoints.value[0]).toMatchObject({ status: { ready: true }, last_status_update: 1234 });
    expect(t.deps.fetchStatus).toHaveBeenCalledTimes(1);
    expect(readStored('selectedEndpointName', null)).toBeNull();
    expect(t.changes).toEqual(['a']);
  });

  it('selects the saved endpoint by name', async () => {
    writeStored('selectedEndpointName', 'b');
    const t = setup({ a: 'ready', b: 'ready' });
    await t.store.initEndpoints([A, B]);
    expect(t.selectedName()).toBe('b');
  });

  it('falls back to index 0 when the saved name is gone', async () => {
    writeStored('selectedEndpointName', 'gone');
    const t = setup({ a: 'ready', b: 'ready' });
    await t.store.initEndpoints([A, B]);
    expect(t.selectedName()).toBe('a');
  });

  it('filters dev endpoints out unless the network is the devnet', async () => {
    const t = setup({ a: 'ready', d: 'ready' });
    await t.store.initEndpoints([ep('d', true), A]);
    expect(t.deps.endpoints.value.map((e) => e.name)).toEqual(['a']);
    const dev = setup({ a: 'ready', d: 'ready' }, true);
    await dev.store.initEndpoints([ep('d', true), A]);
    expect(dev.selectedName()).toBe('d');
    await t.store.initEndpoints([ep('d', true), A], { isDevnet: true });
    expect(t.deps.endpoints.value).toHaveLength(2);
  });

  it('selects nothing and only logs when no endpoint is configured', async () => {
    const t = setup({});
    await t.store.initEndpoints([]);
    expect(t.deps.selectedIndex.value).toBeNull();
    expect(t.deps.warn).toHaveBeenCalledWith('No swap API endpoint is configured; none selected');
    expect(t.changes).toEqual([]);
  });
});

describe('chooseEndpoint (SPEC §4 API endpoint choice)', () => {
  it('takes a ready endpoint, refreshes its status and saves a user pick by name', async () => {
    const t = setup({ a: 'ready', b: 'ready' });
    await t.store.initEndpoints([A, B]);
    await t.store.chooseEndpoint(1, { save: true });
    expect(t.selectedName()).toBe('b');
    expect(t.deps.endpoints.value[1]?.status).toEqual({ ready: true });
    expect(readStored('selectedEndpointName', null)).toBe('b');
    expect(t.changes).toEqual(['a', 'b']);
  });

  it('keeps the previous endpoint, unsaved, when the requested one is not ready', async () => {
    const t = setup({ a: 'ready', b: 'busy', c: 'ready' });
    await t.store.initEndpoints([A, B, C]);
    await t.store.chooseEndpoint(1, { save: true });
    expect(t.selectedName()).toBe('a');
    expect(t.deps.endpoints.value[1]?.status).toEqual({ ready: false });
    expect(readStored('selectedEndpointName', null)).toBeNull();
    expect(t.changes).toEqual(['a']);
  });

  it('treats a failed status request as not ready and records its error for the warning icon', async () => {
    const t = setup({ a: 'ready', b: 'down' });
    await t.store.initEndpoints([A, B]);
    await t.store.chooseEndpoint(1, { save: true });
    expect(t.selectedName()).toBe('a');
    expect(t.deps.endpoints.value[1]).toMatchObject({ status: { error: 'Failed to fetch' }, last_status_update: 1234 });
    expect(readStored('selectedEndpointName', null)).toBeNull();
  });

  it('auto-selects the first ready endpoint, unsaved, when the requested one is not ready and none was selected', async () => {
    writeStored('selectedEndpointName', 'a');
    const t = setup({ a: 'down', b: 'busy', c: 'ready' });
    await t.store.initEndpoints([A, B, C]);
    expect(t.selectedName()).toBe('c');
    expect(t.deps.endpoints.value.map((e) => e.status)).toEqual([{ error: 'Failed to fetch' }, { ready: false }, { ready: true }]);
    expect(readStored('selectedEndpointName', null)).toBe('a');
    expect(t.changes).toEqual(['c']);
  });

  it('moves to the first ready one when the current endpoint is re-chosen after going down', async () => {
    const t = setup({ a: 'ready', b: 'ready' });
    await t.store.initEndpoints([A, B]);
    t.health.a = 'down';
    await t.store.chooseEndpoint(0);
    expect(t.selectedName()).toBe('b');
    expect(t.changes).toEqual(['a', 'b']);
  });

  it('selects nothing, logs, and announces null when none is available', async () => {
    const t = setup({ a: 'ready', b: 'busy' });
    await t.store.initEndpoints([A, B]);
    t.health.a = 'down';
    await t.store.chooseEndpoint(0, { save: true });
    expect(t.deps.selectedIndex.value).toBeNull();
    expect(t.deps.warn).toHaveBeenCalledWith('No swap API endpoint is ready; none selected');
    expect(t.changes).toEqual(['a', null]);
    expect(readStored('selectedEndpointName', null)).toBeNull();
  });

  it('selects nothing at start when every endpoint is down', async () => {
    const t = setup({ a: 'down', b: 'down' });
    await t.store.initEndpoints([A, B]);
    expect(t.deps.selectedIndex.value).toBeNull();
    expect(t.deps.warn).toHaveBeenCalledOnce();
    expect(t.changes).toEqual([]);
  });

  it('does not announce anything when the selection did not change', async () => {
    const t = setup({ a: 'ready', b: 'ready' });
    await t.store.initEndpoints([A, B]);
    await t.store.chooseEndpoint(0, { save: true });
    await t.store.refreshEndpointStatus(0);
    expect(t.changes).toEqual(['a']);
  });

  it('shows the pending indicator during the choice', async () => {
    const t = setup({ a: 'ready' });
    let release = () => undefined as void;
    t.deps.fetchStatus.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve({ ready: true }))));
    const choice = t.store.initEndpoints([A]);
    expect(t.deps.pending.value).toBe(true);
    release();
    await choice;
    expect(t.deps.pending.value).toBe(false);
  });

  it('lets the latest of two overlapping choices decide, pending until it is done', async () => {
    const t = setup({ a: 'ready', b: 'ready', c: 'ready' });
    await t.store.initEndpoints([A, B, C]);
    let releaseSlow = () => undefined as void;
    t.deps.fetchStatus.mockImplementationOnce(() => new Promise((resolve) => (releaseSlow = () => resolve({ ready: true }))));
    const slow = t.store.chooseEndpoint(1, { save: true });
    await t.store.chooseEndpoint(2, { save: true });
    expect(t.selectedName()).toBe('c');
    releaseSlow();
    await slow;
    expect(t.selectedName()).toBe('c');
    expect(t.deps.pending.value).toBe(false);
    expect(readStored('selectedEndpointName', null)).toBe('c');
    expect(t.changes).toEqual(['a', 'c']);
  });
});

describe('while no endpoint is ready (docs/decisions/0036)', () => {
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('says so, asks every status again after a pause, and selects the first one back without saving it', async () => {
    const t = setup({ a: 'down', b: 'down' });
    await t.store.initEndpoints([A, B]);
    expect(t.deps.down.value).toBe(true);
    expect(t.pendingTimers()).toEqual([ENDPOINT_RETRY_MS]);
    t.fire(ENDPOINT_RETRY_MS);
    await settled();
    expect(t.deps.selectedIndex.value).toBeNull();
    expect(t.pendingTimers()).toEqual([ENDPOINT_RETRY_MS]);
    t.health.b = 'ready';
    t.fire(ENDPOINT_RETRY_MS);
    await settled();
    expect(t.selectedName()).toBe('b');
    expect(t.deps.down.value).toBe(false);
    expect(t.pendingTimers()).toEqual([]);
    expect(t.changes).toEqual(['b']);
    expect(readStored('selectedEndpointName', null)).toBeNull();
  });

  it('retries at once on demand (Try again), from the saved endpoint first', async () => {
    writeStored('selectedEndpointName', 'b');
    const t = setup({ a: 'down', b: 'down' });
    await t.store.initEndpoints([A, B]);
    t.health.a = 'ready';
    t.health.b = 'ready';
    await t.store.retryEndpoints();
    expect(t.selectedName()).toBe('b');
    expect(t.deps.down.value).toBe(false);
    expect(t.pendingTimers()).toEqual([]);
  });

  it('stops retrying once the user picks a ready endpoint', async () => {
    const t = setup({ a: 'down', b: 'ready' });
    t.health.b = 'down';
    await t.store.initEndpoints([A, B]);
    t.health.b = 'ready';
    await t.store.chooseEndpoint(1, { save: true });
    expect(t.selectedName()).toBe('b');
    expect(t.pendingTimers()).toEqual([]);
  });

  it('is down without retrying when no endpoint is configured, and not down while a new list is being chosen from', async () => {
    const t = setup({ a: 'ready' });
    await t.store.initEndpoints([]);
    expect(t.deps.down.value).toBe(true);
    expect(t.pendingTimers()).toEqual([]);
    const choosing = t.store.initEndpoints([A]);
    expect(t.deps.down.value).toBe(false);
    await choosing;
    expect(t.selectedName()).toBe('a');
  });
});

describe('onEndpointChange', () => {
  it('unsubscribes, and one failing listener does not stop the others', async () => {
    const t = setup({ a: 'ready', b: 'ready' });
    const seen: string[] = [];
    t.store.onEndpointChange(() => {
      throw new Error('socket exploded');
    });
    const off = t.store.onEndpointChange((e) => seen.push(e?.name ?? 'null'));
    await t.store.initEndpoints([A, B]);
    off();
    await t.store.chooseEndpoint(1);
    expect(seen).toEqual(['a']);
    expect(t.changes).toEqual(['a', 'b']);
    expect(t.deps.warn).toHaveBeenCalledWith('endpoint change listener failed: socket exploded');
  });
});

describe('refreshAllEndpointStatuses', () => {
  it('refreshes every endpoint and reports readiness in order', async () => {
    const t = setup({ a: 'ready', b: 'down' });
    await t.store.initEndpoints([A, B]);
    await expect(t.store.refreshAllEndpointStatuses()).resolves.toEqual([true, false]);
    expect(t.deps.endpoints.value[1]?.status).toEqual({ error: 'Failed to fetch' });
  });
  it('reports an unknown index as not ready', async () => {
    await expect(setup({}).store.refreshEndpointStatus(3)).resolves.toBe(false);
  });
});

describe('default instance', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  it('drives the app signals through the swap API status call', async () => {
    vi.stubGlobal('fetch', (url: string) => Promise.resolve(new Response(JSON.stringify({ ready: url.startsWith('https://b/') }))));
    await initDefault([A, B]);
    expect(app.selectedEndpoint.value?.name).toBe('b');
    expect(app.endpointChoicePending.value).toBe(false);
  });
});
