import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DEMO_ACCOUNTS, fakeSession, fakeWalletStore, testNetwork } from './fakes.testutil';

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  expect(error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

describe('login', () => {
  it('signs in, sets the user, remembers the wallet, closes the modal and runs the after-login refresh', async () => {
    const t = fakeWalletStore();
    const refreshed: string[] = [];
    t.store.onAfterLogin((u) => void refreshed.push(`balances:${u.name}`));
    t.store.onAfterLogin(async (u) => void refreshed.push(`book:${u.authorization.permission}`));

    expect(await t.store.login('anchor')).toBe(true);

    expect(t.kits[0]!.logins).toEqual([{ walletPlugin: 'anchor' }]);
    expect(t.user.value).toEqual({ name: 'trader.wam', authorization: { actor: 'trader.wam', permission: 'active' } });
    expect(t.store.currentWallet.value).toBe('anchor_wharfkit');
    expect(t.store.lastWallet.value).toBe('anchor');
    expect(t.remembered.value).toBe('anchor');
    expect(t.closeLoginModal).toHaveBeenCalledTimes(1);
    expect(refreshed).toEqual(['balances:trader.wam', 'book:active']);
    expect(String(t.store.currentSession()?.actor)).toBe('trader.wam');
  });

  it('maps each kind to its wharfkit plugin id and SPEC wallet id', async () => {
    const t = fakeWalletStore();
    await t.store.login('cloudwallet');
    expect(t.store.currentWallet.value).toBe('cloudwallet_wharfkit');
    await t.store.login('wombat');
    expect(t.kits[0]!.logins.map((l) => l.walletPlugin)).toEqual(['cloudwallet', 'wombat']);
    expect(t.store.currentWallet.value).toBe('wombat_wharfkit');
  });

  it('on a wallet failure: logged as a warning, resolves false, user and wallet unchanged, modal left open', async () => {
    const t = fakeWalletStore();
    await t.store.login('anchor');
    const before = t.user.value;
    t.kits[0]!.loginError = new Error('User canceled request');
    const listener = vi.fn();
    t.store.onAfterLogin(listener);
    t.closeLoginModal.mockClear();

    expect(await t.store.login('wombat')).toBe(false);

    expect(t.user.value).toBe(before);
    expect(t.store.currentWallet.value).toBe('anchor_wharfkit');
    expect(t.store.lastWallet.value).toBe('anchor');
    expect(t.closeLoginModal).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Login with wombat failed:', expect.objectContaining({ message: 'User canceled request' }));
    expect(t.store.loginPending.value).toBe(false);
  });

  it('shows loginPending while the wallet answers and refuses a second login meanwhile', async () => {
    const t = fakeWalletStore();
    const kit = await t.createSessionKit(t.network.value!);
    t.createSessionKit.mockResolvedValueOnce(kit);
    let open!: () => void;
    kit.gate = new Promise((resolve) => (open = resolve));

    const first = t.store.login('anchor');
    await vi.waitFor(() => expect(kit.logins).toHaveLength(1));
    expect(t.store.loginPending.value).toBe(true);
    expect(await t.store.login('wombat')).toBe(false);
    open();
    expect(await first).toBe(true);
    expect(t.store.loginPending.value).toBe(false);
    expect(kit.logins).toEqual([{ walletPlugin: 'anchor' }]);
  });

  it('builds one session kit per network, and builds it again after a failed build', async () => {
    const t = fakeWalletStore();
    t.createSessionKit.mockRejectedValueOnce(new Error('chunk load failed'));
    expect(await t.store.login('anchor')).toBe(false);
    expect(await t.store.login('anchor')).toBe(true);
    expect(await t.store.login('wombat')).toBe(true);
    expect(t.createSessionKit).toHaveBeenCalledTimes(2);

    t.network.value = testNetwork('wax', false);
    expect(await t.store.login('anchor')).toBe(true);
    expect(t.createSessionKit).toHaveBeenCalledTimes(3);
    expect(t.createSessionKit.mock.calls[2]![0].name).toBe('wax');
  });

  it('fails cleanly before any network is loaded', async () => {
    const t = fakeWalletStore({ network: null });
    expect(await t.store.login('anchor')).toBe(false);
    expect(t.createSessionKit).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Login with anchor failed:', expect.objectContaining({ message: 'No network loaded yet' }));
  });

  it('keeps the login when one after-login listener fails, and stops calling unsubscribed ones', async () => {
    const t = fakeWalletStore();
    const kept = vi.fn();
    const dropped = vi.fn();
    t.store.onAfterLogin(() => Promise.reject(new Error('balances down')));
    t.store.onAfterLogin(kept);
    const unsubscribe = t.store.onAfterLogin(dropped);
    unsubscribe();

    expect(await t.store.login('anchor')).toBe(true);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('One after-login listener failed:', expect.objectContaining({ message: 'balances down' }));
  });
});

describe('demo key', () => {
  it('signs in as the first demo account by default, with its key in the private-key plugin', async () => {
    const t = fakeWalletStore();
    expect(await t.store.login('demokey')).toBe(true);
    const kit = t.kits[0]!;
    expect(kit.logins).toEqual([{ walletPlugin: 'wallet-plugin-privatekey', permissionLevel: 'alice@active' }]);
    expect(kit.plugin('demokey').data.privateKey).toBe(DEMO_ACCOUNTS[0]!.privateKey);
    expect(t.user.value?.name).toBe('alice');
    expect(t.store.currentWallet.value).toBe('demokey_wharfkit');
  });

  it('lets the caller pick the account', async () => {
    const t = fakeWalletStore();
    expect(await t.store.login('demokey', { account: 'bob' })).toBe(true);
    expect(t.kits[0]!.plugin('demokey').data.privateKey).toBe('PVT_K1_bobkey');
    expect(t.user.value?.authorization).toEqual({ actor: 'bob', permission: 'active' });
  });

  it("keeps the signed-in demo account's key when switching to another account fails", async () => {
    const t = fakeWalletStore();
    await t.store.login('demokey', { account: 'alice' });
    t.kits[0]!.loginError = new Error('User canceled request');
    expect(await t.store.login('demokey', { account: 'bob' })).toBe(false);
    expect(t.store.currentSession()?.walletPlugin.data.privateKey).toBe('PVT_K1_alicekey');
    expect(t.user.value?.name).toBe('alice');
  });

  it('fails with the known names when the account is not listed', async () => {
    const t = fakeWalletStore();
    expect(await t.store.login('demokey', { account: 'carol' })).toBe(false);
    expect(t.kits[0]!.logins).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Login with demokey failed:', expect.objectContaining({ message: 'No devnet demo account "carol" (known: alice, bob)' }));
  });

  it('fails with the devnet error when accounts.json is absent', async () => {
    const t = fakeWalletStore();
    t.loadDemoAccounts.mockRejectedValueOnce(new Error('Devnet demo accounts unavailable: GET http://localhost:8080/devnet/accounts.json answered HTTP 404'));
    expect(await t.store.login('demokey')).toBe(false);
    expect(t.user.value).toBeNull();
    expect(warn.mock.calls[0]![1]).toMatchObject({ message: expect.stringContaining('answered HTTP 404') });
  });

  it('lists the demo account names for a picker, never their keys', async () => {
    const t = fakeWalletStore();
    expect(await t.store.demoAccountNames()).toEqual([
      { name: 'alice', permission: 'active' },
      { name: 'bob', permission: 'active' },
    ]);
  });

  it('lists no demo accounts on mainnet, without a request', async () => {
    const t = fakeWalletStore({ network: testNetwork('wax', false) });
    expect(await t.store.demoAccountNames()).toEqual([]);
    expect(t.loadDemoAccounts).not.toHaveBeenCalled();
  });

  it('is refused on a mainnet network without building a kit or reading accounts.json', async () => {
    const t = fakeWalletStore({ network: testNetwork('wax', false) });
    expect(await t.store.login('demokey')).toBe(false);
    expect(t.loadDemoAccounts).not.toHaveBeenCalled();
    expect(t.createSessionKit).not.toHaveBeenCalled();
    expect(t.user.value).toBeNull();
  });
});

describe('logout', () => {
  it('signs the session out, forgets the wallet, clears the user and runs the logout listeners', async () => {
    const t = fakeWalletStore();
    await t.store.login('anchor');
    const session = t.store.currentSession();
    const reset = vi.fn();
    t.store.onLogout(reset);

    await t.store.logout();

    expect(t.kits[0]!.logouts).toEqual([session]);
    expect(t.remembered.value).toBeNull();
    expect(t.store.lastWallet.value).toBeNull();
    expect(t.user.value).toBeNull();
    expect(t.store.currentSession()).toBeNull();
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('still logs the user out when the wallet sign-out fails', async () => {
    const t = fakeWalletStore();
    await t.store.login('anchor');
    t.kits[0]!.logoutError = new Error('wallet unreachable');
    await t.store.logout();
    expect(t.user.value).toBeNull();
    expect(t.remembered.value).toBeNull();
    expect(warn).toHaveBeenCalledWith('Wallet sign-out failed:', expect.objectContaining({ message: 'wallet unreachable' }));
  });
});

describe('autologin', () => {
  it('does nothing when no wallet is remembered', async () => {
    const t = fakeWalletStore();
    expect(await t.store.autologin()).toBe(false);
    expect(t.createSessionKit).not.toHaveBeenCalled();
    expect(t.autologinPending.value).toBe(false);
  });

  it('restores the remembered session: pending while restoring, then the user and the after-login refresh', async () => {
    const pendingDuringRestore: boolean[] = [];
    const t = fakeWalletStore({
      lastWallet: 'wombat',
      setUpKit: (kit) => {
        kit.restore = async () => {
          pendingDuringRestore.push(t.autologinPending.value);
          return fakeSession('trader.wam', 'owner', kit.plugin('wombat'));
        };
      },
    });
    const refreshed = vi.fn();
    t.store.onAfterLogin(refreshed);

    expect(await t.store.autologin()).toBe(true);

    expect(pendingDuringRestore).toEqual([true]);
    expect(t.autologinPending.value).toBe(false);
    expect(t.user.value).toEqual({ name: 'trader.wam', authorization: { actor: 'trader.wam', permission: 'owner' } });
    expect(t.store.currentWallet.value).toBe('wombat_wharfkit');
    expect(refreshed).toHaveBeenCalledWith(t.user.value);
  });

  it.each([
    ['no saved session', undefined],
    ['a wallet error', new Error('session expired')],
  ])('on %s: logs, forgets nothing, leaves the user out and clears pending', async (_case, restored) => {
    const t = fakeWalletStore({ lastWallet: 'anchor', setUpKit: (kit) => void (kit.restored = restored) });

    expect(await t.store.autologin()).toBe(false);

    expect(t.user.value).toBeNull();
    expect(t.autologinPending.value).toBe(false);
    expect(t.remembered.value).toBe('anchor');
    expect(t.store.lastWallet.value).toBe('anchor');
    expect(t.lastWalletStore.remove).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Autologin with anchor failed:', expect.any(Error));
  });

  it('puts the demo account key back into the plugin on the devnet (storage never holds it)', async () => {
    const t = fakeWalletStore({ lastWallet: 'demokey', setUpKit: (kit) => void (kit.restored = fakeSession('bob', 'active', kit.plugin('demokey'))) });
    expect(await t.store.autologin()).toBe(true);
    expect(t.loadDemoAccounts).toHaveBeenCalledTimes(1);
    expect(t.user.value?.name).toBe('bob');
    const session = t.store.currentSession();
    expect(session?.walletPlugin.data.privateKey).toBe('PVT_K1_bobkey');
  });

  it('fails a restored demo session whose account the devnet no longer lists', async () => {
    const t = fakeWalletStore({ lastWallet: 'demokey', setUpKit: (kit) => void (kit.restored = fakeSession('gone', 'active', kit.plugin('demokey'))) });
    expect(await t.store.autologin()).toBe(false);
    expect(t.user.value).toBeNull();
    expect(t.remembered.value).toBe('demokey');
  });

  it('never restores a demo key on mainnet, nor reads accounts.json there', async () => {
    const t = fakeWalletStore({ network: testNetwork('wax', false), lastWallet: 'demokey' });
    expect(await t.store.autologin()).toBe(false);
    expect(t.loadDemoAccounts).not.toHaveBeenCalled();
    expect(t.createSessionKit).not.toHaveBeenCalled();
    expect(t.autologinPending.value).toBe(false);
    expect(t.remembered.value).toBe('demokey');
  });
});
