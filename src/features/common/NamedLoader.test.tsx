import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearLoadingError, failLoading, startLoading, stopLoading } from '../../state/ui';
import { NamedLoader } from './NamedLoader';

afterEach(cleanup);

function renderArea(name: string, props: { force?: boolean; message?: string } = {}) {
  return render(
    <NamedLoader name={name} {...props}>
      <p>chart ready</p>
    </NamedLoader>,
  );
}

describe('NamedLoader', () => {
  it('shows its children when the area is idle', () => {
    renderArea('idle_area');
    expect(screen.getByText('chart ready')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a spinner with the message while the area loads, then its children', () => {
    renderArea('swap_chart', { message: 'Loading chart' });
    act(() => startLoading('swap_chart'));
    expect(screen.getByRole('status', { name: 'Loading chart' })).toBeTruthy();
    expect(screen.queryByText('chart ready')).toBeNull();
    act(() => stopLoading('swap_chart'));
    expect(screen.getByText('chart ready')).toBeTruthy();
  });

  it('shows the spinner when forced', () => {
    renderArea('forced_area', { force: true });
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows the error block when an error is recorded for its name, even when forced', () => {
    renderArea('routes', { force: true });
    act(() => failLoading('routes', new Error('Swap service unreachable')));
    const block = screen.getByRole('alert');
    expect(block.textContent).toContain('An error occured');
    expect(block.textContent).toContain('Swap service unreachable');
    expect(screen.queryByText('chart ready')).toBeNull();
    act(() => clearLoadingError('routes'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores errors recorded for other names', () => {
    renderArea('markets_page');
    act(() => failLoading('trade_openorders', new Error('boom')));
    expect(screen.getByText('chart ready')).toBeTruthy();
  });
});
