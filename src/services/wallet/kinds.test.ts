import { describe, expect, it } from 'vitest';
import { isKindOffered, isWalletKind, kindOfPluginId, walletIdOf, WALLET_KINDS, WALLET_PLUGIN_IDS } from './kinds';

describe('wallet kinds', () => {
  it('map to distinct wharfkit plugin ids and back', () => {
    for (const kind of WALLET_KINDS) expect(kindOfPluginId(WALLET_PLUGIN_IDS[kind])).toBe(kind);
    expect(kindOfPluginId('scatter')).toBeNull();
  });

  it('name wallets like SPEC §3 (anchor_wharfkit)', () => {
    expect(walletIdOf('anchor')).toBe('anchor_wharfkit');
  });

  it('recognise stored values', () => {
    expect(isWalletKind('wombat')).toBe(true);
    expect(isWalletKind('anchor_wharfkit')).toBe(false);
    expect(isWalletKind(null)).toBe(false);
  });

  it('offer the demo key on the devnet only', () => {
    expect(isKindOffered('demokey', { isDevnet: true })).toBe(true);
    expect(isKindOffered('demokey', { isDevnet: false })).toBe(false);
    expect(isKindOffered('anchor', { isDevnet: false })).toBe(true);
  });
});
