import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NetworkConfig } from '../../core/config/types';
import { network } from './signals';
import type { OracleScope } from '../../services/delphiOracle';
import { createRatesStore, rates, RATES_MAX_AGE_MS, refreshRates, waxPriceIn, waxBtcPrice, waxUsdPrice } from './rates';

const medians: Record<OracleScope, number> = { waxpusd: 412, waxpbtc: 61, waxpeth: 1834 };

function setup(read: (scope: OracleScope) => Promise<number> = (s) => Promise.resolve(medians[s])) {
  const deps = { readMedian: vi.fn(read), now: () => 1_000_000, warn: vi.fn() };
  return { deps, ...createRatesStore(deps) };
}

describe('waxPriceIn', () => {
  const rates = { ...medians, lastFetch: 1 };
  it('scales USD by 10^-4 and BTC/ETH by 10^-8', () => {
    expect(waxPriceIn('USD', rates)).toBeCloseTo(0.0412, 12);
    expect(waxPriceIn('btc', rates)).toBeCloseTo(6.1e-7, 18);
    expect(waxPriceIn('ETH', rates)).toBeCloseTo(1.834e-5, 16);
  });
  it('gives 0 for other currencies and zero rates', () => {
    expect(waxPriceIn('EUR', rates)).toBe(0);
    expect(waxPriceIn('USD', { ...rates, waxpusd: 0 })).toBe(0);
  });
});

describe('refreshRates', () => {
  it('stores the raw medians and exposes the USD price', async () => {
    const s = setup();
    expect(s.waxUsdPrice.value).toBeNull();
    await s.refreshRates();
    expect(s.rates.value).toEqual({ waxpusd: 412, waxpbtc: 61, waxpeth: 1834, lastFetch: 1_000_000 });
    expect(s.waxUsdPrice.value).toBeCloseTo(0.0412, 12);
    expect(s.deps.readMedian.mock.calls.map(([scope]) => scope)).toEqual(['waxpusd', 'waxpbtc', 'waxpeth']);
  });

  it('refetches only when older than 20 000 ms', async () => {
    const s = setup();
    await s.refreshRates(100_000);
    await s.refreshRates(100_000 + RATES_MAX_AGE_MS - 1);
    expect(s.deps.readMedian).toHaveBeenCalledTimes(3);
    await s.refreshRates(100_000 + RATES_MAX_AGE_MS);
    expect(s.deps.readMedian).toHaveBeenCalledTimes(6);
  });

  it('shares one read between concurrent calls', async () => {
    const s = setup();
    await Promise.all([s.refreshRates(5), s.refreshRates(5)]);
    expect(s.deps.readMedian).toHaveBeenCalledTimes(3);
  });

  it('keeps old values on failure, logs, and retries on the next call', async () => {
    let down = false;
    const s = setup((scope) => (down && scope !== 'waxpeth' ? Promise.reject(new Error('timeout')) : Promise.resolve(medians[scope] + (down ? 1 : 0))));
    await s.refreshRates(1000);
    down = true;
    await s.refreshRates(1000 + RATES_MAX_AGE_MS);
    expect(s.rates.value).toEqual({ waxpusd: 412, waxpbtc: 61, waxpeth: 1835, lastFetch: 1000 });
    expect(s.deps.warn).toHaveBeenCalledWith('Could not read the waxpusd rate; keeping the last one: timeout');
    await s.refreshRates(1000 + RATES_MAX_AGE_MS + 1);
    expect(s.deps.readMedian).toHaveBeenCalledTimes(9);
  });
});

describe('default instance', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads the oracle through the current network's chain nodes", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { scope?: OracleScope };
      if (url.endsWith('/v1/chain/get_info'))
        return Promise.resolve(new Response(JSON.stringify({ head_block_time: new Date().toISOString().replace('Z', '') })));
      bodies.push(body);
      return Promise.resolve(
        new Response(JSON.stringify({ rows: [{ id: 1, owner: 'bp', value: 0, median: medians[body.scope!], timestamp: '' }], more: false })),
      );
    });
    network.value = { rpcNodes: ['https://node'], lightApiHosts: ['https://l/'] } as NetworkConfig;
    await refreshRates();
    expect(rates.value).toMatchObject(medians);
    expect(waxUsdPrice.value).toBeCloseTo(0.0412, 12);
    expect(waxBtcPrice.value).toBeCloseTo(6.1e-7, 18);
    expect(bodies[0]).toEqual({
      code: 'delphioracle',
      scope: 'waxpusd',
      table: 'datapoints',
      index_position: 3,
      key_type: 'i64',
      reverse: true,
      limit: 1,
      json: true,
    });
  });
});
