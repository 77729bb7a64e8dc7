import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Snackbars } from './Snackbars';

afterEach(cleanup);

describe('Snackbars', () => {
  it('links a transaction toast to the explorer', () => {
    render(
      <Snackbars
        items={[{ id: 1, kind: 'transaction', title: 'Transaction sent', txId: 'abc', explorerUrl: 'https://explorer.example/tx/abc' }]}
        onDismiss={() => undefined}
      />,
    );
    const link = screen.getByRole('link', { name: /View on explorer/ });
    expect(link.getAttribute('href')).toBe('https://explorer.example/tx/abc');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows an error toast as an alert with its title and text, without an explorer link', () => {
    render(<Snackbars items={[{ id: 2, kind: 'error', title: 'Fetch account error', text: 'HTTP 500' }]} onDismiss={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Fetch account error');
    expect(alert.textContent).toContain('HTTP 500');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('stacks toasts in order and dismisses the one whose close button was pressed', () => {
    const onDismiss = vi.fn();
    render(
      <Snackbars
        items={[
          { id: 7, kind: 'success', title: 'First' },
          { id: 8, kind: 'success', title: 'Second' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    const titles = Array.from(document.querySelectorAll('.snackbar__title')).map((node) => node.textContent);
    expect(titles).toEqual(['First', 'Second']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[1]!);
    expect(onDismiss).toHaveBeenCalledWith(8);
  });

  it('renders nothing when there is no notification', () => {
    const { container } = render(<Snackbars items={[]} onDismiss={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
