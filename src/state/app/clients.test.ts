import { describe, expect, it } from 'vitest';
import type { NetworkConfig } from '../../core/config/types';
import { network } from './signals';
import { chainClient, chainClientOf, requireChainClient, requireLightApiClient } from './clients';

const net = (rpcNodes: string[]): NetworkConfig => ({
  name: 'wax',
  desc: '',
  chainId: '0'.repeat(64),
  host: 'h',
  port: 443,
  protocol: 'https',
  client_nodes: { 'https://h': 'H' },
  rpcNodes,
  lightApiHosts: ['https://l/'],
  swapEndpoints: [],
  explorerTxUrl: 'https://x/{id}',
  isDevnet: false,
});

describe('clients', () => {
  it('throw a clear error before the network is loaded', () => {
    network.value = null;
    expect(() => requireChainClient()).toThrow('No network loaded yet: cannot reach the chain');
    expect(() => requireLightApiClient()).toThrow('No network loaded yet: cannot reach the light API');
  });

  it('build one client per network, keeping the shuffled order until the network changes', () => {
    network.value = net(['https://a', 'https://b', 'https://c']);
    const first = requireChainClient();
    expect([...first.nodes].sort()).toEqual(['https://a', 'https://b', 'https://c']);
    expect(chainClient.value).toBe(first);
    expect(requireLightApiClient()).toBe(requireLightApiClient());
    network.value = net(['https://z']);
    expect(requireChainClient().nodes).toEqual(['https://z']);
  });

  it("give wallets the app's own client for the current network (one rotation), and a separate one for another", () => {
    const current = net(['https://a', 'https://b']);
    network.value = current;
    expect(chainClientOf(current)).toBe(requireChainClient());
    const other = chainClientOf(net(['https://y']));
    expect(other).not.toBe(requireChainClient());
    expect(other.nodes).toEqual(['https://y']);
  });
});
