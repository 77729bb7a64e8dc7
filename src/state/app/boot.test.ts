import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from './signals';
import { bootState } from './boot';
import { rates } from './rates';
import { createMemoryStorage, setStorageBackend } from '../storage';

const configText = readFileSync(new URL('../../../public/config.json', import.meta.url), 'utf8');
const ORIGIN = 'http://localhost:8080';

/** A fake devnet on one origin: config, endpoint status, chain get_info and the oracle table. */
function devnetFetch(urls: string[]) {
  return (url: string, init?: RequestInit): Promise<Response> => {
    urls.push(url);
    const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
    if (url === '/config.json') return Promise.resolve(new Response(configText));
    if (url === `${ORIGIN}/api/status/`) return json({ ready: true });
    if (url.endsWith('/v1/chain/get_info')) return json({ head_block_time: new Date().toISOString().replace('Z', '') });
    if (url.endsWith('/v1/chain/get_table_rows')) {
      const { scope } = JSON.parse(String(init?.body)) as { scope: string };
      return json({ rows: [{ median: scope === 'waxpusd' ? 500 : 7 }], more: false });
    }
    return Promise.reject(new TypeError(`Failed to fetch ${url}`));
  };
}

beforeEach(() => setStorageBackend(createMemoryStorage()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('bootState', () => {
  it('runs the default network (devnet) on the page origin, selects its endpoint and reads rates', async () => {
    const urls: string[] = [];
    const fake = devnetFetch(urls);
    vi.stubGlobal('fetch', fake);
    const boot = await bootState({ fetchFn: fake, search: '', origin: ORIGIN });
    expect(boot.networkKey).toBe('devnet');
    expect(app.network.value?.rpcNodes).toEqual([`${ORIGIN}/`]);
    await boot.ready;
    expect(app.selectedEndpoint.value?.name).toBe('Devnet');
    expect(rates.value.waxpusd).toBe(500);
    expect(urls).toContain(`${ORIGIN}/v1/chain/get_table_rows`);
  });

  it('picks the network from ?network= without a rebuild, and warns about an unknown one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = devnetFetch([]);
    vi.stubGlobal('fetch', fake);
    const wax = await bootState({ fetchFn: fake, search: '?network=wax', origin: ORIGIN });
    expect([wax.networkKey, app.network.value?.isDevnet, app.swapContract]).toEqual(['wax', false, 'swap.we']);
    expect(app.endpoints.value.map((e) => e.name)).toEqual(['Finland', 'Germany']);
    await wax.ready;
    const other = await bootState({ fetchFn: fake, search: '?network=eos', origin: ORIGIN });
    await other.ready;
    expect(other.networkKey).toBe('devnet');
    expect(warn).toHaveBeenCalledWith('Unknown network "eos" asked in the URL; using "devnet"');
  });

  it('fails with the config error when config.json is missing', async () => {
    await expect(bootState({ fetchFn: () => Promise.resolve(new Response('', { status: 404 })), search: '', origin: null })).rejects.toThrow(
      'Could not load /config.json (HTTP 404)',
    );
  });
});
