import { afterEach, describe, expect, it, vi } from 'vitest';
import { followingEarlyRead } from '../core/earlyReads';
import { deepestSource } from '../core/domain';
import { DEFAULT_RESOLUTION, PAIR_CHART_COUNT_BACK } from '../core/candles';
import { clearEarlyReads, EARLY_READ_MAX_AGE_MS, followEarlyRead, holdEarlyRead, startEarlyReads, takeEarlyRead } from './earlyReads';
import { createSwapService } from './swapService';

const URL_A = 'http://localhost/api/markets/';
const answer = (body: string) => new Response(body, { status: 200 });
const soon = () => 1000;

afterEach(() => {
  clearEarlyReads();
  vi.unstubAllGlobals();
});

describe('early reads', () => {
  it('asks once per URL, without the cache, and hands the answer out once', async () => {
    const fetchFn = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(answer('early')));
    startEarlyReads([URL_A, URL_A], fetchFn);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith(URL_A, { cache: 'no-store' });
    const refetch = vi.fn(() => Promise.resolve(answer('fresh')));
    const taken = takeEarlyRead(URL_A, { cache: 'no-store' }, refetch, soon);
    await expect(taken?.then((res) => res.text())).resolves.toBe('early');
    expect(takeEarlyRead(URL_A, undefined, refetch, soon)).toBeNull();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('hands a shared read to every reader within the first seconds, each a whole copy', async () => {
    const fetchFn = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(answer('early')));
    startEarlyReads([URL_A, 'http://localhost/api/status/'], fetchFn, (url) => url === URL_A);
    const refetch = vi.fn(() => Promise.resolve(answer('fresh')));
    const first = takeEarlyRead(URL_A, undefined, refetch, soon);
    await expect(first?.then((res) => res.text())).resolves.toBe('early');
    const second = takeEarlyRead(URL_A, { cache: 'no-store' }, refetch, soon);
    await expect(second?.then((res) => res.text())).resolves.toBe('early');
    expect(refetch).not.toHaveBeenCalled();
    expect(fetchFn).toHaveBeenCalledTimes(2);
    // Not shared: once only.
    expect(takeEarlyRead('http://localhost/api/status/', undefined, refetch, soon)).not.toBeNull();
    expect(takeEarlyRead('http://localhost/api/status/', undefined, refetch, soon)).toBeNull();
    // Too late: the app reads afresh.
    expect(takeEarlyRead(URL_A, undefined, refetch, () => EARLY_READ_MAX_AGE_MS + 1)).toBeNull();
  });

  it('a shared read that failed is asked again by each reader', async () => {
    startEarlyReads(
      [URL_A],
      () => Promise.resolve(new Response('down', { status: 503 })),
      () => true,
    );
    const refetch = vi.fn(() => Promise.resolve(answer('back')));
    await expect(takeEarlyRead(URL_A, undefined, refetch, soon)?.then((res) => res.text())).resolves.toBe('back');
    await expect(takeEarlyRead(URL_A, undefined, refetch, soon)?.then((res) => res.text())).resolves.toBe('back');
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it("matches a relative URL with its absolute form on the page's origin", async () => {
    vi.stubGlobal('location', { href: 'http://localhost:8080/trade' });
    holdEarlyRead('/config.json', Promise.resolve(answer('{}')));
    const taken = takeEarlyRead('http://localhost:8080/config.json', undefined, () => Promise.reject(new Error('no')), soon);
    await expect(taken?.then((res) => res.text())).resolves.toBe('{}');
  });

  it('a failed early read is asked again, so the app meets its own errors', async () => {
    startEarlyReads([URL_A], () => Promise.reject(new TypeError('Failed to fetch')));
    const taken = takeEarlyRead(URL_A, undefined, () => Promise.resolve(answer('again')), soon);
    await expect(taken?.then((res) => res.text())).resolves.toBe('again');
  });

  it('an early error status is asked again too: the endpoint may be back by the time the app asks', async () => {
    startEarlyReads([URL_A], () => Promise.resolve(new Response('down', { status: 503 })));
    const taken = takeEarlyRead(URL_A, undefined, () => Promise.resolve(answer('back')), soon);
    await expect(taken?.then((res) => res.text())).resolves.toBe('back');
  });

  it('leaves requests that are not plain GETs, and answers too old, to the network', () => {
    startEarlyReads([URL_A], () => Promise.resolve(answer('early')));
    expect(takeEarlyRead(URL_A, { method: 'POST', body: '{}' }, () => Promise.resolve(answer('x')), soon)).toBeNull();
    expect(takeEarlyRead(URL_A, { headers: { 'x-a': '1' } }, () => Promise.resolve(answer('x')), soon)).toBeNull();
    expect(
      takeEarlyRead(
        URL_A,
        undefined,
        () => Promise.resolve(answer('x')),
        () => EARLY_READ_MAX_AGE_MS + 1,
      ),
    ).toBeNull();
    expect(takeEarlyRead(URL_A, undefined, () => Promise.resolve(answer('x')), soon)).toBeNull();
  });

  it('does not ask for what the app has already asked for itself', () => {
    expect(takeEarlyRead(URL_A, { cache: 'no-store' }, () => Promise.resolve(answer('x')), soon)).toBeNull();
    const fetchFn = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(answer('early')));
    startEarlyReads([URL_A, 'http://localhost/api/status/'], fetchFn);
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual(['http://localhost/api/status/']);
  });

  it("follows the caller's abort signal", async () => {
    startEarlyReads([URL_A], () => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const taken = takeEarlyRead(URL_A, { signal: controller.signal }, () => Promise.resolve(answer('x')), soon);
    controller.abort(new Error('timeout'));
    await expect(taken).rejects.toThrow('timeout');
  });
});

describe('a read that follows an early answer', () => {
  const VENUES = 'http://localhost/api/pairDirectSources/WAX_eosio.token/TLM_alien.worlds';
  const ROWS = [
    { src: 'defibox', src_type: 'pools', pair_id: 1, is_reversed: false, reserve0: '100.00000000', reserve1: '400.0000' },
    { src: 'alcorv2', src_type: 'pools', pair_id: 9, is_reversed: true, reserve0: '50.0000', reserve1: '900.00000000' },
  ];

  it("asks early for exactly the URL the swap chart's own read asks for, and the app gets both answers untouched", async () => {
    const asked: string[] = [];
    const fetchFn = vi.fn((url: RequestInfo | URL) => {
      asked.push(String(url));
      return Promise.resolve(answer(String(url) === VENUES ? JSON.stringify(ROWS) : '[]'));
    });
    startEarlyReads([VENUES], fetchFn);
    followEarlyRead(VENUES, followingEarlyRead, fetchFn);
    await vi.waitFor(() => expect(asked).toHaveLength(2));

    // The app, as the swap chart reads: the venues, the deepest of them, its candles.
    const appFetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) =>
      takeEarlyRead(String(url), init, () => Promise.reject(new Error('asked the network')), soon)!,
    );
    const service = createSwapService('http://localhost/api/', appFetch);
    const source = deepestSource(await service.pairDirectSources({ ticker: 'WAX', contract: 'eosio.token' }, { ticker: 'TLM', contract: 'alien.worlds' }));
    expect(source?.src).toBe('alcorv2');
    await expect(
      service.candles({
        duration: DEFAULT_RESOLUTION,
        src: source!.src,
        pairId: source!.pairId,
        isReversed: source!.isReversed,
        countBack: PAIR_CHART_COUNT_BACK,
      }),
    ).resolves.toEqual([]);
    expect(appFetch.mock.calls.map(([url]) => String(url))).toEqual(asked);
  });

  it('follows nothing from a failed or refused answer', async () => {
    const fetchFn = vi.fn(() => Promise.resolve(new Response('{"error":"down"}', { status: 503 })));
    startEarlyReads([VENUES], fetchFn);
    followEarlyRead(VENUES, followingEarlyRead, fetchFn);
    followEarlyRead('http://localhost/api/never-asked', followingEarlyRead, fetchFn);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
