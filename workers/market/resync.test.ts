import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../src/core/live';
import { BookResync, fetchHttpSnapshots, RESYNC_MIN_INTERVAL_MS } from './resync';

const ROOM: Subscription = { room: 'orderbooksDelta', params: { src: 'alcordexmain', market_id: 7 } };

/** A resync over a manual clock; `connected` decides whether a subscribe goes out. */
function setup(room: Subscription | null = ROOM) {
  let clock = 10_000;
  const timers: { at: number; callback: () => void }[] = [];
  const asked: Subscription[] = [];
  const state = { connected: true };
  const resync = new BookResync({
    bookRoom: () => room,
    subscribe: (subscription) => state.connected && (asked.push(subscription), true),
    timers: {
      now: () => clock,
      setTimeout: (callback, ms) => timers.push({ at: clock + ms, callback }),
      clearTimeout: () => void timers.splice(0),
    },
  });
  const advance = (ms: number) => {
    clock += ms;
    for (const timer of timers.filter((t) => t.at <= clock)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.callback();
    }
  };
  return { resync, asked, advance, timers, state };
}

describe('BookResync', () => {
  it('asks for fresh snapshots once, and not again until both sides answered', () => {
    const { resync, asked } = setup();
    resync.request();
    resync.request();
    expect(asked).toEqual([ROOM]);
    expect(resync.count).toBe(1);
    resync.snapshot(false, () => false);
    resync.request();
    expect(asked).toHaveLength(1);
  });

  it('asks again after both snapshots when the replay hit a gap or a side still syncs, at most every 500 ms', () => {
    const { resync, asked, advance } = setup();
    resync.joined(true);
    resync.snapshot(true, () => false);
    resync.snapshot(false, () => false);
    // The first ask goes out at once (none before it).
    expect(asked).toHaveLength(1);
    resync.snapshot(false, () => true);
    resync.snapshot(false, () => true);
    expect(asked).toHaveLength(1);
    advance(RESYNC_MIN_INTERVAL_MS - 1);
    expect(asked).toHaveLength(1);
    advance(1);
    expect(asked).toHaveLength(2);
    expect(resync.count).toBe(2);
  });

  it('waits for no snapshot when joined while disconnected, and retries nothing when the subscribe was dropped', () => {
    const { resync, asked, state } = setup();
    resync.joined(false);
    state.connected = false;
    resync.request();
    expect([asked.length, resync.count]).toEqual([0, 0]);
    state.connected = true;
    resync.request();
    expect(asked).toHaveLength(1);
  });

  it('does nothing without a market, and forgets a pending ask when stopped', () => {
    const none = setup(null);
    none.resync.request();
    expect(none.asked).toEqual([]);
    const { resync, asked, advance, timers } = setup();
    resync.request();
    resync.snapshot(true, () => false);
    resync.snapshot(false, () => false);
    expect(timers).toHaveLength(1);
    resync.stop();
    advance(RESYNC_MIN_INTERVAL_MS);
    expect(asked).toHaveLength(1);
  });
});

describe('fetchHttpSnapshots', () => {
  const target = (httpSnapshot: boolean) => {
    const applied: [string, unknown][] = [];
    return { marketId: 7, selection: { httpSnapshot }, applied, onHttpSnapshot: (table: string, rows: unknown) => void applied.push([table, rows]) };
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('reads both sides through the page and applies them while the market is still shown', async () => {
    const shown = target(true);
    let changes = 0;
    fetchHttpSnapshots(shown, async (_id, table) => [table], { isCurrent: () => true, changed: () => void (changes += 1), log: () => undefined });
    await flush();
    expect(shown.applied).toEqual([
      ['buyorder', ['buyorder']],
      ['sellorder', ['sellorder']],
    ]);
    expect(changes).toBe(2);
  });

  it('drops rows of a market no longer shown, logs a failed read, and reads nothing unless asked to', async () => {
    const gone = target(true);
    const logs: string[] = [];
    fetchHttpSnapshots(gone, async () => [], { isCurrent: () => false, changed: () => undefined, log: (m) => void logs.push(m) });
    fetchHttpSnapshots(gone, async () => Promise.reject(new Error('HTTP 500')), {
      isCurrent: () => true,
      changed: () => undefined,
      log: (m) => void logs.push(m),
    });
    let reads = 0;
    fetchHttpSnapshots(target(false), async () => (reads += 1), { isCurrent: () => true, changed: () => undefined, log: () => undefined });
    await flush();
    expect(gone.applied).toEqual([]);
    expect(logs).toEqual(['order book 7 buyorder fetch failed: Error: HTTP 500', 'order book 7 sellorder fetch failed: Error: HTTP 500']);
    expect(reads).toBe(0);
  });
});
