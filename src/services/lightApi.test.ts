import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchFn } from './http';
import { createLightApi, LIGHT_API_EXHAUSTED } from './lightApi';

type Answer = { status?: number; body: string } | 'refuse' | 'hang';

/** A fake fetch answering per URL prefix, recording each URL with the time it was asked. */
function fakeHosts(answers: Record<string, Answer>) {
  const log: { url: string; at: number }[] = [];
  const fetchFn: FetchFn = (url) => {
    log.push({ url, at: Date.now() });
    const key = Object.keys(answers).find((prefix) => url.startsWith(prefix));
    const answer = key === undefined ? 'refuse' : answers[key]!;
    if (answer === 'refuse') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') return new Promise(() => undefined);
    return Promise.resolve(new Response(answer.body, { status: answer.status ?? 200 }));
  };
  return { log, fetchFn };
}

const balances = {
  account_name: 'alice',
  chain: { block_num: 5 },
  balances: [{ contract: 'eosio.token', currency: 'WAX', amount: '12.34500000', decimals: '8' }],
};
const A = 'https://a/api/';
const B = 'https://b/api/';

afterEach(() => {
  vi.useRealTimers();
});

describe('createLightApi', () => {
  it('reads balances from the first host, amounts kept as strings', async () => {
    const hosts = fakeHosts({ [A]: { body: JSON.stringify(balances) } });
    const api = createLightApi({ hosts: [A, B], fetchFn: hosts.fetchFn });
    await expect(api.balances('alice')).resolves.toEqual(balances);
    expect(hosts.log.map((l) => l.url)).toEqual(['https://a/api/balances/wax/alice']);
  });

  it('logs a failed host and falls back to the next 100 ms later', async () => {
    vi.useFakeTimers({ now: 0 });
    const warn = vi.fn();
    const hosts = fakeHosts({ [A]: { status: 400, body: 'Unknown account' }, [B]: { body: JSON.stringify({ ...balances, account_name: 'bob' }) } });
    const result = createLightApi({ hosts: [A, B], fetchFn: hosts.fetchFn, warn }).accinfo('bob');
    await vi.advanceTimersByTimeAsync(99);
    expect(hosts.log).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ account_name: 'bob' });
    expect(hosts.log).toEqual([
      { url: 'https://a/api/accinfo/wax/bob', at: 0 },
      { url: 'https://b/api/accinfo/wax/bob', at: 100 },
    ]);
    expect(warn).toHaveBeenCalledWith('light API https://a/api/ failed for accinfo/wax/bob: HTTP 400: Unknown account');
  });

  it('falls back from a host that never answers, after its timeout', async () => {
    vi.useFakeTimers({ now: 0 });
    const hosts = fakeHosts({ [A]: 'hang', [B]: { body: '42' } });
    const result = createLightApi({ hosts: [A, B], fetchFn: hosts.fetchFn, timeoutMs: 500, warn: () => undefined }).holdercount('eosio.token', 'WAX');
    await vi.advanceTimersByTimeAsync(600);
    await expect(result).resolves.toBe(42);
  });

  it('fails with "Failed to fetch from lightapi" when every host failed', async () => {
    vi.useFakeTimers();
    const hosts = fakeHosts({ [A]: 'refuse', [B]: { body: '<html>' } });
    const result = createLightApi({ hosts: [A, B], fetchFn: hosts.fetchFn, warn: () => undefined }).balances('alice');
    const settled = expect(result).rejects.toThrow(LIGHT_API_EXHAUSTED);
    await vi.advanceTimersByTimeAsync(100);
    await settled;
    expect(hosts.log).toHaveLength(2);
  });

  it('reads top holders with the 1000 limit and normalises amounts to strings', async () => {
    const hosts = fakeHosts({
      [A]: {
        body: JSON.stringify([
          ['alice', '10.0000'],
          ['bob', 2],
        ]),
      },
    });
    const api = createLightApi({ hosts: [A], fetchFn: hosts.fetchFn });
    await expect(api.topholders('alien.worlds', 'TLM')).resolves.toEqual([
      ['alice', '10.0000'],
      ['bob', '2'],
    ]);
    expect(hosts.log[0]?.url).toBe('https://a/api/topholders/wax/alien.worlds/TLM/1000');
  });

  it('rejects malformed answers as host failures', async () => {
    const hosts = fakeHosts({ [A]: { body: '{"rows":1}' } });
    const api = createLightApi({ hosts: [A], fetchFn: hosts.fetchFn, warn: () => undefined });
    await expect(api.topholders('c', 'S')).rejects.toThrow(LIGHT_API_EXHAUSTED);
    await expect(api.balances('alice')).rejects.toThrow(LIGHT_API_EXHAUSTED);
    await expect(api.holdercount('c', 'S')).rejects.toThrow(LIGHT_API_EXHAUSTED);
  });

  it('returns an empty result without asking when an argument is missing', async () => {
    const hosts = fakeHosts({});
    const api = createLightApi({ hosts: [A], fetchFn: hosts.fetchFn });
    await expect(api.topholders('', 'TLM')).resolves.toEqual([]);
    await expect(api.topholders('alien.worlds', undefined)).resolves.toEqual([]);
    await expect(api.holdercount(null, 'TLM')).resolves.toBe(0);
    await expect(api.holdercount('alien.worlds', '')).resolves.toBe(0);
    expect(hosts.log).toHaveLength(0);
  });

  it('uses the configured chain name in paths and escapes arguments', async () => {
    const hosts = fakeHosts({ [A]: { body: '7' } });
    await createLightApi({ hosts: [A], fetchFn: hosts.fetchFn, chain: 'waxtest' }).holdercount('a/b', 'X');
    expect(hosts.log[0]?.url).toBe('https://a/api/holdercount/waxtest/a%2Fb/X');
  });
});
