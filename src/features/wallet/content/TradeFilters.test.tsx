import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, currentModal } from '../../../state/ui';
import { TradeFilters } from './TradeFilters';

afterEach(() => {
  cleanup();
  closeModal();
});

const setup = () => {
  const onApply = vi.fn();
  render(<TradeFilters current={{ wallets: ['alice'], token: '', venue: 'all' }} onApply={onApply} />);
  return onApply;
};

describe('TradeFilters', () => {
  it('applies the wallets, the token upper-cased and the venue (SPEC §5)', () => {
    const onApply = setup();
    fireEvent.change(screen.getByLabelText('Wallets'), { target: { value: 'alice, bob' } });
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: ' tlm ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pools' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show trades' }));
    expect(onApply).toHaveBeenCalledWith({ wallets: ['alice', 'bob'], token: 'TLM', venue: 'pools' });
  });

  it('says what is wrong at each field and asks nothing', () => {
    const onApply = setup();
    fireEvent.change(screen.getByLabelText('Wallets'), { target: { value: 'Alice' } });
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: 'TLM_alien.worlds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show trades' }));
    expect(screen.getByText(/"Alice" is not an account name/)).toBeTruthy();
    expect(screen.getByText('A token is its ticker: 1–7 letters, like TLM')).toBeTruthy();
    expect(screen.getByLabelText('Wallets').getAttribute('aria-invalid')).toBe('true');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('opens the wallet lists with the wallets typed', () => {
    setup();
    fireEvent.change(screen.getByLabelText('Wallets'), { target: { value: 'alice bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lists' }));
    expect(currentModal.value).toMatchObject({ name: 'walletList', props: { walletsText: 'alice bob' } });
  });
});
