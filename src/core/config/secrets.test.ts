import { describe, expect, it } from 'vitest';
import { findPrivateKeyPaths, looksLikePrivateKey } from './secrets';

// Key-shaped but synthetic (built here, so no secret scanner ever sees a literal key in the repo).
const WIF = `5J${'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ123456789'.slice(0, 49)}`;

describe('looksLikePrivateKey', () => {
  it('spots a legacy WIF key alone or inside a string', () => {
    expect(looksLikePrivateKey(WIF)).toBe(true);
    expect(looksLikePrivateKey(`key=${WIF}`)).toBe(true);
  });

  it('spots a PVT_ key', () => {
    expect(looksLikePrivateKey(`PVT_K1_${'2bfGi9rYsXQ'.repeat(4)}`)).toBe(true);
  });

  it('ignores public keys, chain ids, URLs and base58 runs of another length', () => {
    expect(looksLikePrivateKey('EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV')).toBe(false);
    expect(looksLikePrivateKey('1064487b3cd1a897ce03ae5b6a865651747e2e152090f99c1d19d44e01aea5a4')).toBe(false);
    expect(looksLikePrivateKey('https://wax.greymass.com')).toBe(false);
    expect(looksLikePrivateKey(`${WIF}x`)).toBe(false);
    expect(looksLikePrivateKey(WIF.slice(0, 50))).toBe(false);
  });
});

describe('findPrivateKeyPaths', () => {
  it('reports the path of every key-shaped value or property name', () => {
    const config = { networks: { devnet: { accounts: [{ name: 'alice', key: WIF }], [WIF]: 'x' }, wax: { name: 'wax' } } };
    expect(findPrivateKeyPaths(config)).toEqual(['networks.devnet.accounts[0].key', `networks.devnet.${WIF}`]);
  });

  it('finds nothing in a clean value', () => {
    expect(findPrivateKeyPaths({ a: [1, 'b', null, { c: true }] })).toEqual([]);
  });
});
