import { describe, expect, it } from 'vitest';
import { ConfigError, parseAppConfig } from './parseAppConfig';

const endpoint = { flag: 'fi', name: 'Finland', url: 'https://a/api/', url_socketio: 'https://a/', is_dev: false };
const network = {
  name: 'wax',
  desc: 'WAX mainnet',
  chainId: '1064487b3cd1a897ce03ae5b6a865651747e2e152090f99c1d19d44e01aea5a4',
  host: 'wax.greymass.com',
  port: 443,
  protocol: 'https',
  client_nodes: { 'https://wax.greymass.com': 'Greymass' },
  rpcNodes: ['https://wax.greymass.com'],
  lightApiHosts: ['https://wax.light-api.net/api/'],
  swapEndpoints: [endpoint],
  explorerTxUrl: 'https://waxblock.io/transaction/{id}',
  isDevnet: false,
};
const valid = () => ({ defaultNetwork: 'wax', networks: { wax: structuredClone(network) } });

function errorOf(raw: unknown): string {
  try {
    parseAppConfig(raw);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('parseAppConfig', () => {
  it('accepts a valid config and gives endpoints an unknown status', () => {
    const config = parseAppConfig(valid());
    expect(config.defaultNetwork).toBe('wax');
    expect(config.networks.wax?.swapEndpoints).toEqual([{ ...endpoint, status: null, last_status_update: 0 }]);
    expect(config.networks.wax?.swapContract).toBeUndefined();
  });

  it('keeps optional contract names', () => {
    const raw = valid();
    Object.assign(raw.networks.wax, { swapContract: 'swap.we', limitContract: 'calcormining' });
    expect(parseAppConfig(raw).networks.wax).toMatchObject({ swapContract: 'swap.we', limitContract: 'calcormining' });
  });

  it('reads the banned contracts of a network (SPEC §6), none when the list is absent', () => {
    expect(parseAppConfig(valid()).networks.wax?.bannedContracts).toEqual([]);
    const raw = valid();
    Object.assign(raw.networks.wax, { bannedContracts: ['scam.tokens', 'alien.worldz'] });
    expect(parseAppConfig(raw).networks.wax?.bannedContracts).toEqual(['scam.tokens', 'alien.worldz']);
  });

  it("reads the network's top-holders limit, SPEC §9's 1000 when absent", () => {
    expect(parseAppConfig(valid()).networks.wax?.topHoldersLimit).toBe(1000);
    const raw = valid();
    Object.assign(raw.networks.wax, { topHoldersLimit: 1_000_000 });
    expect(parseAppConfig(raw).networks.wax?.topHoldersLimit).toBe(1_000_000);
  });

  it('names the bad field', () => {
    expect(errorOf(null)).toBe('config.json: config must be an object');
    expect(errorOf({ defaultNetwork: 'wax' })).toBe('config.json: networks must be an object');
    expect(errorOf({ ...valid(), defaultNetwork: 'eos' })).toBe('config.json: config.defaultNetwork must be one of the configured networks (wax)');
    const cases: [Record<string, unknown>, string][] = [
      [{ chainId: 'abc' }, 'networks.wax.chainId must be 64 lowercase hex digits'],
      [{ port: 70000 }, 'networks.wax.port must be a port number'],
      [{ rpcNodes: [] }, 'networks.wax.rpcNodes must be a non-empty list of non-empty strings'],
      [{ lightApiHosts: [''] }, 'networks.wax.lightApiHosts must be a non-empty list of non-empty strings'],
      [{ client_nodes: {} }, 'networks.wax.client_nodes must be a non-empty map of node URL to label'],
      [{ client_nodes: { x: 1 } }, 'networks.wax.client_nodes.x must be a non-empty string'],
      [{ swapEndpoints: 'x' }, 'networks.wax.swapEndpoints must be a list'],
      [{ swapEndpoints: [{ ...endpoint, is_dev: 'no' }] }, 'networks.wax.swapEndpoints[0].is_dev must be true or false'],
      [{ explorerTxUrl: 'https://waxblock.io/' }, 'networks.wax.explorerTxUrl must be a URL containing {id}'],
      [{ isDevnet: 1 }, 'networks.wax.isDevnet must be true or false'],
      [{ name: '' }, 'networks.wax.name must be a non-empty string'],
      [{ swapContract: 5 }, 'networks.wax.swapContract must be a non-empty string'],
      [{ bannedContracts: 'scam.tokens' }, 'networks.wax.bannedContracts must be a list of account names'],
      [{ topHoldersLimit: 5 }, 'networks.wax.topHoldersLimit must be a whole number of at least 10'],
      [{ topHoldersLimit: '1000' }, 'networks.wax.topHoldersLimit must be a whole number of at least 10'],
      [{ bannedContracts: ['Scam.Tokens'] }, 'networks.wax.bannedContracts must be a list of account names'],
      [{ bannedContracts: ['scam.tokens.x'] }, 'networks.wax.bannedContracts must be a list of account names'],
    ];
    for (const [patch, message] of cases) {
      const raw = valid();
      Object.assign(raw.networks.wax, patch);
      expect(errorOf(raw)).toBe(`config.json: ${message}`);
    }
  });

  it('refuses a config holding a private key, and says where', () => {
    const raw = valid();
    Object.assign(raw.networks.wax, { demoKey: `PVT_K1_${'x'.repeat(50)}` });
    expect(errorOf(raw)).toBe('config.json: private keys must never be configured (found at networks.wax.demoKey)');
  });
});
