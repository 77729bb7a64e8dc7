import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findPrivateKeyPaths, looksLikePrivateKey } from '../core/config/secrets';
import { usableEndpoints } from '../core/endpoints/choice';
import { loadAppConfig } from './config';
import type { FetchFn } from './http';

const publicConfigText = readFileSync(new URL('../../public/config.json', import.meta.url), 'utf8');
const serve =
  (body: string, status = 200): FetchFn =>
  (url) =>
    url === '/config.json' ? Promise.resolve(new Response(body, { status })) : Promise.reject(new Error(`unexpected ${url}`));

/** Every string in a JSON value, property names included. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...allStrings(v)]);
  return [];
}

describe('public/config.json', () => {
  it('holds no string that looks like an Antelope private key', () => {
    const strings = allStrings(JSON.parse(publicConfigText));
    expect(strings.length).toBeGreaterThan(50);
    expect(strings.filter((s) => /^5[1-9A-HJ-NP-Za-km-z]{50,51}$/.test(s) || s.startsWith('PVT_') || looksLikePrivateKey(s))).toEqual([]);
    expect(findPrivateKeyPaths(JSON.parse(publicConfigText))).toEqual([]);
  });

  it('defaults to the devnet, served from the page origin', async () => {
    const config = await loadAppConfig(serve(publicConfigText), 'http://localhost:8080');
    expect(config.defaultNetwork).toBe('devnet');
    const devnet = config.networks.devnet!;
    expect(devnet).toMatchObject({
      isDevnet: true,
      rpcNodes: ['http://localhost:8080/'],
      lightApiHosts: ['http://localhost:8080/lightapi/', 'http://localhost:8080/lightapi2/'],
      explorerTxUrl: 'http://localhost:8080/explorer/tx/{id}',
    });
    expect(devnet.swapEndpoints.map((e) => [e.name, e.url, e.url_socketio])).toEqual([
      ['Devnet', 'http://localhost:8080/api/', 'http://localhost:8080/'],
      ['Devnet backup', 'http://localhost:8080/api2/', 'http://localhost:8080/'],
    ]);
  });

  it('describes WAX mainnet: three nodes, two light API hosts, two production endpoints once dev ones are filtered', async () => {
    const wax = (await loadAppConfig(serve(publicConfigText), 'http://localhost:8080')).networks.wax!;
    expect(wax.chainId).toBe('1064487b3cd1a897ce03ae5b6a865651747e2e152090f99c1d19d44e01aea5a4');
    expect(wax.rpcNodes).toHaveLength(3);
    expect(Object.keys(wax.client_nodes)).toEqual(wax.rpcNodes);
    expect(wax.lightApiHosts).toEqual(['https://wax.light-api.net/api/', 'https://lightapi.eosamsterdam.net/api/']);
    expect(wax.swapEndpoints).toHaveLength(4);
    expect(usableEndpoints(wax.swapEndpoints, wax.isDevnet).map((e) => e.flag)).toEqual(['fi', 'de']);
    expect(wax).toMatchObject({
      isDevnet: false,
      explorerTxUrl: 'https://waxblock.io/transaction/{id}',
      protocol: 'https',
      host: 'wax.greymass.com',
      port: 443,
    });
  });
});

describe('loadAppConfig', () => {
  it('reports an unreachable, missing or malformed config clearly', async () => {
    await expect(loadAppConfig(() => Promise.reject(new TypeError('Failed to fetch')), null)).rejects.toThrow('Could not load /config.json: Failed to fetch');
    await expect(loadAppConfig(serve('not found', 404), null)).rejects.toThrow('Could not load /config.json (HTTP 404)');
    await expect(loadAppConfig(serve('{oops'), null)).rejects.toThrow('/config.json is not valid JSON');
    await expect(loadAppConfig(serve('{"defaultNetwork":"wax","networks":{}}'), null)).rejects.toThrow(
      'config.json: config.defaultNetwork must be one of the configured networks (none)',
    );
  });

  it('keeps relative URLs when no origin is known', async () => {
    const config = await loadAppConfig(serve(publicConfigText), null);
    expect(config.networks.devnet?.rpcNodes).toEqual(['/']);
  });
});
