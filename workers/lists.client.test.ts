import type * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineListSchema } from '../src/core/lists';
import { listsClient, releaseListsWorker } from './lists.client';
import { exposeLists } from './lists.worker';

const MARKETS = defineListSchema({
  columns: { id: 'number', pair: 'text', contract: 'text', '24hvolume': 'number' },
  key: 'id',
  search: ['pair', 'contract'],
  bannedBy: ['contract'],
});

/** A stand-in for the browser's Worker: a MessagePort served by the real worker module. */
class FakeWorker {
  static created: FakeWorker[] = [];
  readonly port: MessagePort;
  terminated = false;

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    const channel = new MessageChannel();
    exposeLists(channel.port1 as unknown as Comlink.Endpoint);
    this.port = channel.port2;
    FakeWorker.created.push(this);
  }

  postMessage(message: unknown, transfer?: Transferable[]): void {
    this.port.postMessage(message, transfer ?? []);
  }

  addEventListener(type: string, listener: EventListener): void {
    this.port.addEventListener(type, listener);
    this.port.start();
  }

  removeEventListener(type: string, listener: EventListener): void {
    this.port.removeEventListener(type, listener);
  }

  terminate(): void {
    this.terminated = true;
    this.port.close();
  }
}

afterEach(() => {
  releaseListsWorker();
  vi.unstubAllGlobals();
  FakeWorker.created = [];
});

const columns = () => ({
  id: Float64Array.from([1, 2, 3]),
  pair: ['TLM/WAX', 'NEFTY/WAX', 'FAKE/WAX'],
  contract: ['alien.worlds', 'token.nefty', 'fake.tokens'],
  '24hvolume': Float64Array.from([50, 10, NaN]),
});

describe('listsClient', () => {
  it('runs the lists in this thread where Worker does not exist, answering rows', async () => {
    expect(typeof Worker).toBe('undefined');
    const client = listsClient();
    await client.load('markets', MARKETS, columns());
    const view = await client.view({ listId: 'markets', sort: { key: '24hvolume', dir: 'desc' }, window: { start: 0, count: 10 } });
    expect(view.total).toBe(3);
    expect(view.rows).toEqual([
      { id: 1, pair: 'TLM/WAX', contract: 'alien.worlds', '24hvolume': 50 },
      { id: 2, pair: 'NEFTY/WAX', contract: 'token.nefty', '24hvolume': 10 },
      { id: 3, pair: 'FAKE/WAX', contract: 'fake.tokens', '24hvolume': null },
    ]);
  });

  it('talks to one named worker over Comlink, handing the columns’ buffers over', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const client = listsClient();
    const rows = columns();
    await client.setBannedContracts(['alien.worlds']);
    await client.load('markets', MARKETS, rows);
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0]!.url.pathname.endsWith('/lists.worker.ts')).toBe(true);
    expect(FakeWorker.created[0]!.options).toMatchObject({ type: 'module', name: 'lists' });
    expect(rows.id.byteLength).toBe(0);
    expect(rows['24hvolume'].byteLength).toBe(0);
    const view = await client.view({ listId: 'markets', sort: { key: '24hvolume', dir: 'desc' }, search: 'wax', window: { start: 0, count: 10 } });
    // The banned contract's row goes last when descending (SPEC §6).
    expect(view.rows.map((row) => row.pair)).toEqual(['NEFTY/WAX', 'FAKE/WAX', 'TLM/WAX']);
    await client.upsert('markets', { id: Float64Array.from([2]), pair: ['NEFTY/WAX'], contract: ['token.nefty'], '24hvolume': Float64Array.from([99]) });
    expect((await client.view({ listId: 'markets', sort: { key: '24hvolume', dir: 'asc' }, window: { start: 0, count: 1 } })).rows[0]!.pair).toBe('TLM/WAX');
    await expect(client.view({ listId: 'nope', sort: { key: 'id', dir: 'asc' }, window: { start: 0, count: 1 } })).rejects.toThrow('No list "nope" is loaded');
    releaseListsWorker();
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });

  it('starts a fresh worker, with no lists, after a release', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const client = listsClient();
    await client.load('markets', MARKETS, columns());
    releaseListsWorker();
    await expect(client.view({ listId: 'markets', sort: { key: 'id', dir: 'asc' }, window: { start: 0, count: 1 } })).rejects.toThrow(
      'No list "markets" is loaded',
    );
    expect(FakeWorker.created).toHaveLength(2);
  });
});
