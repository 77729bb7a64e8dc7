import { describe, expect, it } from 'vitest';
import { LIGHT_API_EXHAUSTED, type LightApiIo } from '../src/core/lightApi';
import { createListsApi } from './lists.api';
import type { HoldersSource } from './lists.holders';

const SOURCE: HoldersSource = {
  hosts: ['https://a/lightapi/', 'https://b/lightapi/'],
  chain: 'wax',
  contract: 'alien.worlds',
  symbol: 'TLM',
  limit: 1_000_000,
  precision: 4,
  supply: 10_000_000n,
};

/** Light API IO answering per host, recording what was asked. */
function hostsAnswering(answers: Record<string, string>) {
  const asked: string[] = [];
  const warnings: string[] = [];
  const io: LightApiIo = {
    fetchText: async (url) => {
      asked.push(url);
      const host = Object.keys(answers).find((prefix) => url.startsWith(prefix));
      if (host === undefined) throw new Error('Failed to fetch');
      return answers[host]!;
    },
    pause: async () => undefined,
    warn: (message) => warnings.push(message),
  };
  return { io, asked, warnings };
}

const noTasks = () => undefined;

describe('lists worker: loadHolders', () => {
  it('fetches topholders with the limit asked, holds them as a list and answers only their summary', async () => {
    const { io, asked } = hostsAnswering({
      'https://a/': JSON.stringify([
        ['bob', '400.0000'],
        ['eosio.null', '250.0000'],
        ['alice', '100.0000'],
      ]),
    });
    const api = createListsApi(noTasks, io);
    const summary = await api.loadHolders('holders:tlm', SOURCE);
    expect(asked).toEqual(['https://a/lightapi/topholders/wax/alien.worlds/TLM/1000000']);
    expect(summary).toEqual({ rows: 3, top: { owner: 'bob', amount: 4_000_000n }, burned: 2_500_000n });
    const frame = await api.frame({ listId: 'holders:tlm', sort: { key: 'owner', dir: 'asc' }, window: { start: 0, count: 10 } });
    expect(frame.total).toBe(3);
    expect(frame.columns.owner).toEqual(['alice', 'bob', 'eosio.null']);
    expect(frame.columns.rank).toEqual(Float64Array.from([3, 1, 2]));
    expect(frame.columns.share).toEqual(Float64Array.from([10, 40, 25]));
  });

  it('takes the next host when the first answers something that is not a holders list', async () => {
    const { io, asked, warnings } = hostsAnswering({ 'https://a/': '{"error":"busy"}', 'https://b/': '[["carol","1.0000"]]' });
    const api = createListsApi(noTasks, io);
    await expect(api.loadHolders('h', SOURCE)).resolves.toMatchObject({ rows: 1 });
    expect(asked).toHaveLength(2);
    expect(warnings[0]).toContain('not a list');
  });

  it('refuses an answer listing an owner twice', async () => {
    const { io } = hostsAnswering({ 'https://a/': '[["carol","2.0000"],["carol","1.0000"]]' });
    await expect(createListsApi(noTasks, io).loadHolders('h', SOURCE)).rejects.toThrow('appears twice');
  });

  it('rejects with "Failed to fetch from lightapi" when no host answers, keeping no list', async () => {
    const { io } = hostsAnswering({});
    const api = createListsApi(noTasks, io);
    await expect(api.loadHolders('h', SOURCE)).rejects.toThrow(LIGHT_API_EXHAUSTED);
    await expect(api.frame({ listId: 'h', sort: { key: 'amount', dir: 'desc' }, window: { start: 0, count: 1 } })).rejects.toThrow();
  });
});
