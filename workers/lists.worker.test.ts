import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { defineListSchema } from '../src/core/lists';
import type { ListsApi } from './lists.api';
import { exposeLists } from './lists.worker';

const HOLDERS = defineListSchema({ columns: { owner: 'text', amount: 'units', share: 'number' }, key: 'owner', search: ['owner'] });

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** The worker's exposed object, reached through a real message channel as the main thread reaches it. */
function connect(): Comlink.Remote<ListsApi> {
  const channel = new MessageChannel();
  channels.push(channel);
  exposeLists(channel.port1 as unknown as Comlink.Endpoint);
  return Comlink.wrap<ListsApi>(channel.port2 as unknown as Comlink.Endpoint);
}

describe('lists.worker', () => {
  it('takes columns with their buffers transferred and answers a window of the sorted list', async () => {
    const remote = connect();
    const amount = BigInt64Array.from([5n, 9n, 7n]);
    const share = Float64Array.from([0.2, 0.5, NaN]);
    const columns = { owner: ['a.wam', 'b.wam', 'c.wam'], amount, share };
    await remote.load('holders', HOLDERS, Comlink.transfer(columns, [amount.buffer, share.buffer]));
    // Handed over, not copied: the sender's arrays are empty now.
    expect(amount.byteLength).toBe(0);
    expect(share.byteLength).toBe(0);
    const frame = await remote.frame({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, window: { start: 1, count: 5 } });
    expect(frame).toMatchObject({ total: 3, start: 1, count: 2 });
    expect(frame.columns.owner).toEqual(['c.wam', 'a.wam']);
    expect(frame.columns.amount).toEqual(BigInt64Array.from([7n, 5n]));
  });

  it('rejects a bad request with the reason and keeps serving', async () => {
    const remote = connect();
    await remote.load('holders', HOLDERS, { owner: ['a'], amount: BigInt64Array.from([1n]), share: Float64Array.from([1]) });
    await expect(remote.frame({ listId: 'holders', sort: { key: 'balance', dir: 'desc' }, window: { start: 0, count: 5 } })).rejects.toThrow(
      'Sort column "balance" is not a column of this list',
    );
    await expect(remote.frame({ listId: 'trades', sort: { key: 'amount', dir: 'desc' }, window: { start: 0, count: 5 } })).rejects.toThrow(
      'No list "trades" is loaded',
    );
    await expect(remote.load('bad', HOLDERS, { owner: ['a'], amount: [1] as never, share: Float64Array.from([1]) })).rejects.toThrow(
      'Column "amount" must be a BigInt64Array',
    );
    expect((await remote.frame({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, window: { start: 0, count: 5 } })).total).toBe(1);
  });

  it('keeps lists apart and updates one by key', async () => {
    const remote = connect();
    await remote.load('tlm', HOLDERS, { owner: ['a', 'b'], amount: BigInt64Array.from([1n, 2n]), share: Float64Array.from([1, 2]) });
    await remote.load('nefty', HOLDERS, { owner: ['z'], amount: BigInt64Array.from([3n]), share: Float64Array.from([3]) });
    await remote.upsert('tlm', { owner: ['a', 'c'], amount: BigInt64Array.from([10n, 0n]), share: Float64Array.from([9, 0]) });
    const tlm = await remote.frame({ listId: 'tlm', sort: { key: 'amount', dir: 'desc' }, window: { start: 0, count: 5 } });
    expect(tlm.columns.owner).toEqual(['a', 'b', 'c']);
    expect(await remote.remove('tlm', ['b'])).toBe(1);
    expect(await remote.drop('nefty')).toBe(true);
    expect((await remote.frame({ listId: 'tlm', sort: { key: 'owner', dir: 'asc' }, window: { start: 0, count: 5 } })).columns.owner).toEqual(['a', 'c']);
  });
});
