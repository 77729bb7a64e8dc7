import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Loader } from './Loader';

afterEach(cleanup);

describe('Loader', () => {
  it('shows a 35 px green spinner by default', () => {
    render(<Loader />);
    const spinner = screen.getByRole('status', { name: 'Loading' });
    expect(spinner.style.width).toBe('35px');
    expect(spinner.style.borderTopColor).toBe('var(--buy)');
  });

  it('shows its message under the spinner', () => {
    render(<Loader message="Loading routes" size={20} />);
    expect(screen.getByText('Loading routes')).toBeTruthy();
    expect(screen.getByRole('status').style.width).toBe('20px');
  });

  it('shows "An error occured" with a ban icon instead of the spinner when given an error', () => {
    const { container } = render(<Loader error="HTTP 502 from the swap service" message="Loading routes" />);
    const block = screen.getByRole('alert');
    expect(block.textContent).toContain('An error occured');
    expect(block.textContent).toContain('HTTP 502 from the swap service');
    expect(container.querySelector('.loader__ban')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Loading routes')).toBeNull();
  });

  it('offers Try again under an error when given a way to load again, and never beside a spinner', () => {
    const retry = vi.fn();
    render(<Loader error="Failed to fetch" onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    cleanup();
    render(<Loader message="Loading tokens…" onRetry={retry} />);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
