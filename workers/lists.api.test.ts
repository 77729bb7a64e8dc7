import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { defineListSchema, MAX_FRAME_BYTES, MAX_WINDOW_ROWS } from '../src/core/lists';
import { createListsApi } from './lists.api';

const HOLDERS = defineListSchema({ columns: { owner: 'text', amount: 'units', share: 'number' }, key: 'owner', search: ['owner'] });
const rows = () => ({ owner: ['b', 'a', 'c'], amount: BigInt64Array.from([2n, 1n, 3n]), share: Float64Array.from([2, 1, 3]) });

/** Tasks the test runs by hand. */
function manualTasks() {
  const queue: (() => void)[] = [];
  return {
    schedule: (run: () => void) => void queue.push(run),
    queue,
    runAll: () => {
      let runs = 0;
      while (queue.length > 0) {
        queue.shift()!();
        runs += 1;
      }
      return runs;
    },
  };
}

describe('createListsApi', () => {
  it('prepares a loaded list in later tasks, a piece each, one preparation per list at a time', async () => {
    const tasks = manualTasks();
    const api = createListsApi(tasks.schedule);
    await api.load('holders', HOLDERS, rows());
    await api.load('holders', HOLDERS, rows());
    expect(tasks.queue).toHaveLength(1);
    // The owner column lower-cased, three columns sorted, each ordered both ways, then a last task that finds nothing left.
    expect(tasks.runAll()).toBe(11);
    const frame = await api.frame({ listId: 'holders', sort: { key: 'owner', dir: 'asc' }, search: 'A', window: { start: 0, count: 5 } });
    expect(frame.columns.owner).toEqual(['a']);
    await api.upsert('holders', { owner: ['d'], amount: BigInt64Array.from([9n]), share: Float64Array.from([9]) });
    expect(tasks.queue).toHaveLength(1);
    tasks.runAll();
    expect((await api.frame({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, window: { start: 0, count: 1 } })).columns.owner).toEqual(['d']);
  });

  it('answers whenPrepared once every list it is preparing is done, and at once when none is', async () => {
    const tasks = manualTasks();
    const api = createListsApi(tasks.schedule);
    await api.whenPrepared();
    await api.load('holders', HOLDERS, rows());
    await api.load('other', HOLDERS, rows());
    let prepared = false;
    const waiting = api.whenPrepared().then(() => void (prepared = true));
    tasks.queue.shift()!();
    await Promise.resolve();
    expect(prepared).toBe(false);
    tasks.runAll();
    await waiting;
    expect(prepared).toBe(true);
  });

  it('prepares every list again when the banned contracts change', async () => {
    const tasks = manualTasks();
    const api = createListsApi(tasks.schedule);
    const TOKENS = defineListSchema({ columns: { contract: 'text', volume: 'number' }, key: 'contract', search: ['contract'], bannedBy: ['contract'] });
    await api.load('tokens', TOKENS, { contract: ['scam.x', 'good.x'], volume: Float64Array.from([9, 1]) });
    await api.load('holders', HOLDERS, rows());
    tasks.runAll();
    await api.setBannedContracts(['scam.x']);
    // The tokens' two columns are ordered both ways again (4 pieces and a last look); the holders name no contract (a look).
    expect(tasks.runAll()).toBe(6);
    const frame = await api.frame({ listId: 'tokens', sort: { key: 'volume', dir: 'desc' }, window: { start: 0, count: 2 } });
    expect(frame.columns.contract).toEqual(['good.x', 'scam.x']);
  });

  it('stops preparing a list dropped meanwhile', async () => {
    const tasks = manualTasks();
    const api = createListsApi(tasks.schedule);
    await api.load('holders', HOLDERS, rows());
    await api.drop('holders');
    expect(tasks.runAll()).toBe(1);
  });

  it('answers fewer rows than asked when more would pass 10 KiB a frame (as the structured clone writes it), the next view going on from there', async () => {
    const api = createListsApi(() => undefined);
    const TRADES = defineListSchema({
      columns: { key: 'text', pair: 'text', side: 'text', price: 'number', amount: 'units', value: 'number', time: 'number' },
      key: 'key',
      search: ['pair'],
    });
    const n = 1_000;
    // Long texts, some past Latin-1 (two bytes a character).
    const key = Array.from({ length: n }, (_, i) => `trade-${String(i).padStart(6, '0')}-${'x'.repeat(40)}`);
    const pair = Array.from({ length: n }, (_, i) => (i % 3 === 0 ? `ΑΛΦΑ/WAX ${i}` : `TLM/WAX ${i}`));
    const side = Array.from({ length: n }, (_, i) => (i % 2 ? 'buy' : 'sell'));
    const figures = () => Float64Array.from({ length: n }, (_, i) => i);
    await api.load('trades', TRADES, {
      key,
      pair,
      side,
      price: figures(),
      amount: BigInt64Array.from({ length: n }, (_, i) => BigInt(i)),
      value: figures(),
      time: figures(),
    });
    const sort = { key: 'time', dir: 'asc' } as const;
    const first = await api.frame({ listId: 'trades', sort, window: { start: 0, count: MAX_WINDOW_ROWS } });
    expect(serialize(first).byteLength).toBeLessThanOrEqual(MAX_FRAME_BYTES);
    expect(first.count).toBeLessThan(MAX_WINDOW_ROWS);
    expect(first.count).toBeGreaterThan(40);
    const next = await api.frame({ listId: 'trades', sort, window: { start: first.start + first.count, count: MAX_WINDOW_ROWS } });
    expect(next.columns.key?.[0]).toBe(key[first.count]);
    // Small rows still come MAX_WINDOW_ROWS at a time.
    await api.load('holders', HOLDERS, { owner: key.map((_, i) => `h${i}`), amount: new BigInt64Array(n), share: new Float64Array(n) });
    expect((await api.frame({ listId: 'holders', sort: { key: 'owner', dir: 'asc' }, window: { start: 0, count: MAX_WINDOW_ROWS } })).count).toBe(
      MAX_WINDOW_ROWS,
    );
  });
});
