import { describe, expect, it } from 'vitest';
import { explorerTxLink, resolveNetworkUrls, resolveUrl, selectNetworkKey } from './network';
import type { AppConfig, NetworkConfig } from './types';

const devnet: NetworkConfig = {
  name: 'devnet',
  desc: 'Local devnet',
  chainId: '8a34ec7df1b8cd06ff4a8abbaa7cc50300823350cadc59ab296cb00d104d2b8f',
  host: 'localhost',
  port: 8080,
  protocol: 'http',
  client_nodes: { '/': 'Devnet' },
  rpcNodes: ['/'],
  lightApiHosts: ['/lightapi/', '/lightapi2/'],
  swapEndpoints: [{ flag: 'devnet', name: 'Devnet', url: '/api/', url_socketio: '/', is_dev: false, status: null, last_status_update: 0 }],
  explorerTxUrl: '/explorer/tx/{id}',
  isDevnet: true,
};
const config: AppConfig = { defaultNetwork: 'devnet', networks: { devnet, wax: { ...devnet, name: 'wax', isDevnet: false } } };

describe('selectNetworkKey', () => {
  it('uses the network query parameter when it names a configured network', () => {
    expect(selectNetworkKey(config, '?network=wax')).toEqual({ key: 'wax', ignoredRequest: null });
  });
  it('falls back to defaultNetwork without a query or with an unknown one', () => {
    expect(selectNetworkKey(config, '')).toEqual({ key: 'devnet', ignoredRequest: null });
    expect(selectNetworkKey(config, '?network=eos')).toEqual({ key: 'devnet', ignoredRequest: 'eos' });
    expect(selectNetworkKey(config, '?network=toString')).toEqual({ key: 'devnet', ignoredRequest: 'toString' });
  });
});

describe('resolveUrl', () => {
  it('prefixes origin-relative URLs with the origin, once', () => {
    expect(resolveUrl('/api/', 'http://localhost:5173')).toBe('http://localhost:5173/api/');
    expect(resolveUrl('/', 'http://localhost:5173/')).toBe('http://localhost:5173/');
  });
  it('leaves absolute and protocol-relative URLs, or everything without an origin', () => {
    expect(resolveUrl('https://wax.greymass.com', 'http://x')).toBe('https://wax.greymass.com');
    expect(resolveUrl('//cdn.example/x', 'http://x')).toBe('//cdn.example/x');
    expect(resolveUrl('/api/', null)).toBe('/api/');
  });
});

describe('resolveNetworkUrls', () => {
  it('resolves every URL of the devnet against the page origin and takes host/port/protocol from it', () => {
    const net = resolveNetworkUrls(devnet, 'https://desk.example:8443');
    expect(net.rpcNodes).toEqual(['https://desk.example:8443/']);
    expect(net.client_nodes).toEqual({ 'https://desk.example:8443/': 'Devnet' });
    expect(net.lightApiHosts).toEqual(['https://desk.example:8443/lightapi/', 'https://desk.example:8443/lightapi2/']);
    expect(net.swapEndpoints[0]).toMatchObject({ url: 'https://desk.example:8443/api/', url_socketio: 'https://desk.example:8443/' });
    expect(net.explorerTxUrl).toBe('https://desk.example:8443/explorer/tx/{id}');
    expect(net).toMatchObject({ protocol: 'https', host: 'desk.example', port: 8443 });
  });
  it('uses the default port of the protocol', () => {
    const wax = { ...devnet, client_nodes: { 'https://wax.greymass.com': 'Greymass' } };
    expect(resolveNetworkUrls(wax, null)).toMatchObject({ protocol: 'https', host: 'wax.greymass.com', port: 443 });
  });
  it('keeps the configured host when the first client node stays relative (no origin known)', () => {
    expect(resolveNetworkUrls(devnet, null)).toMatchObject({ protocol: 'http', host: 'localhost', port: 8080, rpcNodes: ['/'] });
  });
});

describe('explorerTxLink', () => {
  it('puts the transaction id into the template', () => {
    expect(explorerTxLink({ explorerTxUrl: 'https://waxblock.io/transaction/{id}' }, 'ab12')).toBe('https://waxblock.io/transaction/ab12');
  });
});
