import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { SendActionsRequest, SendActionsResult } from '../../state/transactions';
import type { AccountSnapshot } from '../../core/account';
import { makeAmount } from '../../core/amount';
import type { NetworkConfig } from '../../core/config/types';
import { network, user } from '../../state/app';
import { closeModal, currentModal, notifications } from '../../state/ui';
import WalletPage from './WalletPage';

// The account store is tested on its own: here its reads are a map of accounts the test fills, its signing a spy.
const chain = vi.hoisted(() => ({
  accounts: new Map<string, AccountSnapshot | Error>(),
  sendActions: null as null | Mock<(request: SendActionsRequest) => Promise<SendActionsResult>>,
}));
vi.mock('../../state/walletAccount/instance', async () => {
  const { createWalletAccountStore } = await import('../../state/walletAccount/store');
  const ui = await import('../../state/ui');
  const app = await import('../../state/app');
  chain.sendActions = vi.fn(async (_request: SendActionsRequest): Promise<SendActionsResult> => ({ ok: true, txIds: ['f00d'] }));
  const store = createWalletAccountStore({
    readAccount: async (name) => {
      const found = chain.accounts.get(name);
      if (found instanceof Error) throw found;
      return found ?? null;
    },
    readDelegations: async () => ({ to: [], from: [] }),
    runPageFetch: (loader, fetcher) => ui.runPageFetch(loader, fetcher),
    notify: ui.notify,
    sendActions: (request) => chain.sendActions!(request),
    signer: () => app.user.value?.name ?? null,
    afterClaim: () => undefined,
    wallNow: () => Date.now(),
  });
  return { ...store };
});

const wax = (units: bigint) => makeAmount(units, 8);
const NOW = Date.now();
const DAY = 86_400_000;

function snapshot(name: string, patch: Partial<AccountSnapshot> = {}): AccountSnapshot {
  return {
    name,
    createdMs: Date.UTC(2024, 2, 9, 1, 50),
    headBlockMs: NOW,
    liquid: wax(4_940_000_000_000n),
    ram: { quota: 5496, usage: 3268 },
    cpu: { used: 167, available: 1_438_095, max: 1_438_262 },
    net: { used: 452, available: 17_019, max: 17_471 },
    totalStake: { cpu: wax(50_000_000_000n), net: wax(15_000_000_000n) },
    selfStake: { cpu: wax(50_000_000_000n), net: wax(10_000_000_000n) },
    refund: { requestSec: Math.floor((NOW - DAY) / 1000), net: wax(0n), cpu: wax(3_500_000_001n) },
    voter: {
      producers: Array.from({ length: 16 }, (_, i) => `producer${'abcdefghijklmnop'[i]}`),
      proxy: '',
      staked: 60_000_000_000n,
      lastVoteWeight: 1e44,
      proxiedVoteWeight: 0,
      isProxy: false,
      lastClaimMs: NOW - 2 * DAY,
      unpaidSinceMs: NOW - 3 * DAY,
    },
    ...patch,
  };
}

beforeEach(() => {
  // The page reads the account once the network config is in (its chain and light API).
  network.value = { name: 'devnet', rpcNodes: ['http://devnet.test'], lightApiHosts: ['http://devnet.test/lightapi/'] } as NetworkConfig;
});

afterEach(() => {
  cleanup();
  network.value = null;
  user.value = null;
  closeModal();
  chain.accounts.clear();
  notifications.value = [];
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderWalletPage(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/wallet/:address?" element={<WalletPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const currentUrl = () => screen.getByTestId('location').textContent;
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
const claims = () => screen.getByRole('region', { name: 'Claims' });

describe('WalletPage', () => {
  it('asks a logged-out visitor to connect, and the button opens the login modal', () => {
    renderWalletPage('/wallet');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wallet');
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(currentModal.value?.name).toBe('login');
  });

  it('sends bare /wallet to the logged-in account’s address, keeping the query and hash', async () => {
    user.value = { name: 'frank', authorization: { actor: 'frank', permission: 'active' } };
    chain.accounts.set('frank', snapshot('frank'));
    renderWalletPage('/wallet?disable_layout=true#trade_history');
    await waitFor(() => expect(currentUrl()).toBe('/wallet/frank?disable_layout=true#trade_history'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('frank');
    expect(document.title).toBe('Waxwing — frank');
    expect(screen.getByRole('link', { name: 'Transfer assets' }).getAttribute('href')).toBe('/wallet/transfer');
  });

  it('shows any account read-only: creation, WAX, resources and claims, with no buttons to sign', async () => {
    user.value = { name: 'frank', authorization: { actor: 'frank', permission: 'active' } };
    chain.accounts.set('4hljl.wam', snapshot('4hljl.wam'));
    renderWalletPage('/wallet/4hljl.wam');
    await screen.findByTestId('account-created');
    expect(screen.getByText('Read only')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Transfer assets' })).toBeNull();
    expect(screen.getByTestId('account-created').textContent).toContain('2024-03-09 01:50 UTC');
    expect(screen.getByTestId('account-liquid').textContent).toBe('49.400K WAX');
    expect(within(claims()).getByTestId('refund-amount').textContent).toBe('35.00000001 WAX');
    expect(within(claims()).queryByRole('button')).toBeNull();
    expect(selectedTab()).toBe('Tokens');
  });

  it('lets the owner claim a ready refund and voter pay, and renew; a refund not yet due stays disabled', async () => {
    user.value = { name: 'frank', authorization: { actor: 'frank', permission: 'active' } };
    chain.accounts.set('frank', snapshot('frank', { refund: { requestSec: Math.floor((NOW - 4 * DAY) / 1000), net: wax(1n), cpu: wax(2n) } }));
    renderWalletPage('/wallet/frank');
    const refund = await screen.findByRole('button', { name: 'Claim refund' });
    fireEvent.click(refund);
    fireEvent.click(within(claims()).getByRole('button', { name: 'Claim' }));
    fireEvent.click(within(claims()).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(chain.sendActions).toHaveBeenCalledTimes(3));
    const sent = chain.sendActions!.mock.calls.map(([request]) => request.actions[0]);
    expect(sent.map((a) => a?.name)).toEqual(['refund', 'claimgbmvote', 'voteproducer']);
    expect(sent[2]?.data).toMatchObject({ voter: 'frank', proxy: '', producers: snapshot('frank').voter?.producers });
    cleanup();

    chain.accounts.set('frank', snapshot('frank'));
    renderWalletPage('/wallet/frank');
    const pending = await screen.findByRole('button', { name: 'Claim refund' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(within(claims()).getByTestId('refund-ready').textContent).toMatch(/^in 2d 0?0h|^in 1d 23h/);
  });

  it('waits for the network config before reading the account', async () => {
    network.value = null;
    chain.accounts.set('grace', snapshot('grace'));
    renderWalletPage('/wallet/grace');
    expect(screen.getAllByText('Loading account…').length).toBe(1);
    network.value = { name: 'devnet', rpcNodes: ['http://devnet.test'], lightApiHosts: [] } as unknown as NetworkConfig;
    expect(await screen.findByTestId('account-created')).toBeTruthy();
  });

  it('says clearly when no account has the name', async () => {
    renderWalletPage('/wallet/nobody.wam');
    expect(await screen.findByRole('heading', { name: 'Account not found' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('notifies "Fetch account error" when the account cannot be read, and retries', async () => {
    chain.accounts.set('grace', new Error('timeout'));
    renderWalletPage('/wallet/grace');
    await waitFor(() => expect(notifications.value.map((n) => n.title)).toContain('Fetch account error'));
    chain.accounts.set('grace', snapshot('grace'));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('account-created')).toBeTruthy();
  });

  it('selects the tab the URL hash names, falls back to tokens, and writes the chosen tab into the hash', () => {
    renderWalletPage('/wallet/bob.gm?disable_layout=true#trade_history');
    expect(selectedTab()).toBe('Trade history');
    fireEvent.click(screen.getByRole('tab', { name: 'Open positions' }));
    expect(currentUrl()).toBe('/wallet/bob.gm?disable_layout=true#open_positions');
    cleanup();
    renderWalletPage('/wallet/bob.gm#balances');
    expect(selectedTab()).toBe('Tokens');
  });
});
