import { describe, expect, it } from 'vitest';
import { defineListSchema } from '../src/core/lists';
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
});
