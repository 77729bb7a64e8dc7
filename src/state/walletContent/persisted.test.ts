import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, setStorageBackend, writeStored } from '../app';
import { hiddenAssets, hiddenAssetsOf, parseHiddenAssets, reloadHiddenAssets, setAssetHidden } from './hiddenAssets';
import { deleteWalletList, parseWalletLists, reloadWalletLists, saveWalletList, walletLists } from './walletLists';

let storage: Storage;
beforeEach(() => {
  storage = createMemoryStorage();
  setStorageBackend(storage);
  reloadHiddenAssets();
  reloadWalletLists();
});
afterEach(() => setStorageBackend(createMemoryStorage()));

describe('hidden assets', () => {
  it('are kept per account and persisted', () => {
    setAssetHidden('alice', 'SPAM_spam.token', true);
    setAssetHidden('alice', 'TLM_alien.worlds', true);
    setAssetHidden('bob', 'TLM_alien.worlds', true);
    setAssetHidden('alice', 'TLM_alien.worlds', false);
    expect([...hiddenAssetsOf('alice')]).toEqual(['SPAM_spam.token']);
    expect(JSON.parse(storage.getItem('waxwing:hiddenAssets') ?? '{}')).toEqual({ alice: ['SPAM_spam.token'], bob: ['TLM_alien.worlds'] });
    reloadHiddenAssets();
    expect(hiddenAssets.value.bob).toEqual(['TLM_alien.worlds']);
  });

  it('drop anything stored that is not a token key', () => {
    expect(parseHiddenAssets({ alice: ['TLM_alien.worlds', 42, 'nope'], bob: 'x' })).toEqual({ alice: ['TLM_alien.worlds'] });
    expect(() => setAssetHidden('alice', 'not a token', true)).toThrow('TICKER_contract');
  });
});

describe('named wallet lists', () => {
  it('save, replace by name, load sorted and delete', () => {
    expect(saveWalletList('Team', 'alice, bob')).toEqual({ ok: true });
    expect(saveWalletList('Bots', 'marketmaker1 marketmaker2')).toEqual({ ok: true });
    expect(saveWalletList('Team', 'carol')).toEqual({ ok: true });
    expect(walletLists.value).toEqual([
      { name: 'Bots', wallets: ['marketmaker1', 'marketmaker2'] },
      { name: 'Team', wallets: ['carol'] },
    ]);
    reloadWalletLists();
    expect(walletLists.value).toHaveLength(2);
    deleteWalletList('Bots');
    expect(walletLists.value.map((list) => list.name)).toEqual(['Team']);
  });

  it('refuse a blank name or a bad account, saying why', () => {
    expect(saveWalletList('  ', 'alice')).toEqual({ ok: false, reason: 'Give the list a name' });
    expect(saveWalletList('x', 'Alice')).toMatchObject({ ok: false, reason: expect.stringContaining('"Alice"') });
  });

  it('ignore malformed stored entries', () => {
    writeStored('tradeWalletLists', [{ name: 'ok', wallets: ['alice'] }, { name: 'bad', wallets: ['NOPE'] }, 'x']);
    expect(parseWalletLists(JSON.parse(storage.getItem('waxwing:tradeWalletLists') ?? '[]'))).toEqual([{ name: 'ok', wallets: ['alice'] }]);
  });
});
