import { beforeEach, describe, expect, it } from 'vitest';
import type { NetworkConfig, SwapEndpoint } from '../../core/config/types';
import * as app from './signals';
import { createMemoryStorage, readStored, setStorageBackend, writeStored } from '../storage';

const ep = (name: string): SwapEndpoint => ({
  flag: 'fi',
  name,
  url: `https://${name}/api/`,
  url_socketio: `https://${name}/`,
  is_dev: false,
  status: null,
  last_status_update: 0,
});
const net = (extra: Partial<NetworkConfig> = {}): NetworkConfig => ({
  name: 'wax',
  desc: '',
  chainId: '0'.repeat(64),
  host: 'h',
  port: 443,
  protocol: 'https',
  client_nodes: { 'https://h': 'H' },
  rpcNodes: ['https://h'],
  lightApiHosts: ['https://l/'],
  swapEndpoints: [],
  explorerTxUrl: 'https://x/{id}',
  isDevnet: false,
  ...extra,
});

beforeEach(() => setStorageBackend(createMemoryStorage()));

describe('selectedEndpoint', () => {
  it('follows the index and the list, null when nothing is selected', () => {
    app.endpoints.value = [ep('a'), ep('b')];
    app.selectedEndpointIndex.value = 1;
    expect(app.selectedEndpoint.value?.name).toBe('b');
    app.selectedEndpointIndex.value = null;
    expect(app.selectedEndpoint.value).toBeNull();
    app.selectedEndpointIndex.value = 5;
    expect(app.selectedEndpoint.value).toBeNull();
  });
});

describe('setNetwork', () => {
  it('sets the network and takes contract names from it, defaulting to swap.we / calcormining', () => {
    app.setNetwork(net({ swapContract: 'swap.alt', limitContract: 'limit.alt' }));
    expect([app.network.value?.name, app.swapContract, app.limitContract]).toEqual(['wax', 'swap.alt', 'limit.alt']);
    app.setNetwork(net());
    expect([app.swapContract, app.limitContract]).toEqual(['swap.we', 'calcormining']);
  });
});

describe('ensureClientUuid', () => {
  it('creates a UUID once and persists it', () => {
    const first = app.ensureClientUuid(() => new Uint8Array(16).fill(7));
    expect(first).toBe('07070707-0707-4707-8707-070707070707');
    expect(readStored('clientUuid', null)).toBe(first);
    expect(app.ensureClientUuid(() => new Uint8Array(16).fill(9))).toBe(first);
  });
  it('replaces a corrupt stored value', () => {
    writeStored('clientUuid', 'nope');
    expect(app.ensureClientUuid(() => new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });
  it('gives the module a UUID at load', () => {
    expect(app.clientUuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
