import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { network, user } from '../../state/app';
import { closeModal, currentModal, openModal } from '../../state/ui';
import type * as wallet from '../../state/wallet';
import { demoAccountNames, login } from '../../state/wallet';
import { testNetwork } from '../../state/wallet/fakes.testutil';
import { ModalHost } from './ModalHost';

vi.mock('../../state/wallet/instance', async (importOriginal) => {
  const real = await importOriginal<typeof wallet>();
  return { ...real, login: vi.fn(), demoAccountNames: vi.fn() };
});

const ALICE = { name: 'alice.wam', authorization: { actor: 'alice.wam', permission: 'active' } };

/** A login whose outcome the test decides. */
function deferredLogin() {
  let finish: (ok: boolean) => void = () => undefined;
  vi.mocked(login).mockImplementation(() => new Promise<boolean>((resolve) => (finish = resolve)));
  return (ok: boolean) => act(async () => finish(ok));
}

beforeEach(() => {
  user.value = null;
  network.value = null;
  vi.mocked(login).mockReset();
  openModal('login');
});
afterEach(() => {
  cleanup();
  closeModal();
});

describe('LoginModal through ModalHost', () => {
  it('is titled "Select wallet" and lists the mainnet wallets with create-account links in a new tab', () => {
    render(<ModalHost />);
    expect(screen.getByRole('dialog', { name: 'Select wallet' })).toBeTruthy();
    for (const label of ['WAX Cloud Wallet', 'Anchor', 'Wombat']) expect(screen.getByRole('button', { name: label })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Devnet demo key' })).toBeNull();
    const links = screen.getAllByRole('link', { name: 'Create account' });
    expect(links).toHaveLength(3);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
  });

  it('logs in with the chosen wallet, shows a spinner meanwhile and closes once a user is set', async () => {
    const finish = deferredLogin();
    render(<ModalHost />);
    fireEvent.click(screen.getByRole('button', { name: 'Anchor' }));
    expect(login).toHaveBeenCalledWith('anchor');
    expect(screen.getByRole('status', { name: 'Connecting Anchor' })).toBeTruthy();
    user.value = ALICE;
    await finish(true);
    expect(currentModal.value).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("on the devnet, signs in as the demo account picked from the devnet's list (the first one by default)", async () => {
    network.value = testNetwork('devnet', true);
    vi.mocked(demoAccountNames).mockResolvedValue([
      { name: 'alice', permission: 'active' },
      { name: 'peggy', permission: 'active' },
    ]);
    vi.mocked(login).mockResolvedValue(false);
    render(<ModalHost />);
    const picker = (await screen.findByRole('combobox', { name: 'Demo account' })) as HTMLSelectElement;
    expect([...picker.options].map((option) => option.value)).toEqual(['alice', 'peggy']);
    expect(picker.value).toBe('alice');
    fireEvent.click(screen.getByRole('button', { name: 'Devnet demo key' }));
    expect(login).toHaveBeenLastCalledWith('demokey');
    await act(async () => undefined);
    fireEvent.change(picker, { target: { value: 'peggy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devnet demo key' }));
    expect(login).toHaveBeenLastCalledWith('demokey', { account: 'peggy' });
    await act(async () => undefined);
  });

  it('stays open, without a spinner, when the login fails', async () => {
    const finish = deferredLogin();
    render(<ModalHost />);
    fireEvent.click(screen.getByRole('button', { name: 'Wombat' }));
    await finish(false);
    expect(currentModal.value?.name).toBe('login');
    expect(screen.getByRole('dialog', { name: 'Select wallet' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Wombat' }).hasAttribute('disabled')).toBe(false);
  });

  it('closes from its close button and from Escape', () => {
    render(<ModalHost />);
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(currentModal.value).toBeNull();
    act(() => openModal('login'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(currentModal.value).toBeNull();
  });
});

describe('ModalHost', () => {
  it('draws nothing for a modal whose screen has not registered a view, and says so in the console', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => openModal('swapSettings'));
    const { container } = render(<ModalHost />);
    expect(container.innerHTML).toBe('');
    expect(logged).toHaveBeenCalledWith('No view is registered for the "swapSettings" modal');
    logged.mockRestore();
  });
});
