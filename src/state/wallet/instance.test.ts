import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, network, readStored, setNetwork, setStorageBackend, user } from '../app';
import { closeModal, currentModal, openModal } from '../ui';
import { DEMO_KEY_CHOICE, login, WALLET_CHOICES, walletChoices, walletChoicesFor, walletState } from './instance';
import { testNetwork } from './fakes.testutil';

beforeEach(() => {
  setStorageBackend(createMemoryStorage());
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  closeModal();
  network.value = null;
});

describe('wallet choices', () => {
  it('offers Cloud Wallet, Anchor and Wombat with their create-account links (SPEC §2)', () => {
    expect(WALLET_CHOICES.map((c) => [c.kind, c.label, c.createAccountUrl])).toEqual([
      ['cloudwallet', 'WAX Cloud Wallet', 'https://www.mycloudwallet.com/'],
      ['anchor', 'Anchor', 'https://www.greymass.com/anchor'],
      ['wombat', 'Wombat', 'https://www.wombat.app/'],
    ]);
  });

  it('adds the demo key on the devnet only', () => {
    expect(walletChoicesFor(testNetwork('devnet', true)).map((c) => c.kind)).toEqual(['cloudwallet', 'anchor', 'wombat', 'demokey']);
    expect(walletChoicesFor(testNetwork('wax', false))).not.toContain(DEMO_KEY_CHOICE);
    expect(walletChoicesFor(null)).not.toContain(DEMO_KEY_CHOICE);
  });

  it('follows the current network', () => {
    setNetwork(testNetwork('devnet', true));
    expect(walletChoices.value).toContain(DEMO_KEY_CHOICE);
    setNetwork(testNetwork('wax', false));
    expect(walletChoices.value).not.toContain(DEMO_KEY_CHOICE);
  });

  it('starts with the SPEC §3 wallet state defaults', () => {
    expect(walletState.currentWallet.value).toBe('anchor_wharfkit');
    expect(walletState.payForUser.value).toBe(false);
    expect(walletState.loginPending.value).toBe(false);
  });
});

describe('the app wallet store', () => {
  it('on mainnet refuses the demo key without any request to accounts.json', async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new Error('no network in tests')));
    vi.stubGlobal('fetch', fetchSpy);
    setNetwork(testNetwork('wax', false));
    openModal('login');

    expect(await login('demokey')).toBe(false);

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(user.value).toBeNull();
    expect(currentModal.value?.name).toBe('login');
  });

  it('on the devnet asks the chain origin for accounts.json and reports its absence', async () => {
    const fetchSpy = vi.fn(async (_url: string) => new Response('not found', { status: 404 }));
    vi.stubGlobal('fetch', fetchSpy);
    setNetwork(testNetwork('devnet', true));
    openModal('login');

    expect(await login('demokey')).toBe(false);

    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['http://localhost:8080/devnet/accounts.json']);
    expect(console.warn).toHaveBeenCalledWith(
      'Login with demokey failed:',
      expect.objectContaining({ message: 'Devnet demo accounts unavailable: GET http://localhost:8080/devnet/accounts.json answered HTTP 404' }),
    );
    expect(currentModal.value?.name).toBe('login');
    expect(readStored('lastWallet', null)).toBeNull();
  });
});
