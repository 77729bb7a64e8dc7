import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseEndpoint, endpointChoicePending, endpoints, refreshAllEndpointStatuses, selectedEndpointIndex, type SwapEndpoint } from '../../state/app';
import { EndpointSelector } from './EndpointSelector';

vi.mock('../../state/app/endpoints', () => ({
  chooseEndpoint: vi.fn(async () => undefined),
  refreshAllEndpointStatuses: vi.fn(async () => []),
}));

function endpoint(name: string, status: SwapEndpoint['status']): SwapEndpoint {
  return { flag: 'fi', name, url: `https://${name}.example`, url_socketio: `https://${name}.example`, is_dev: false, status, last_status_update: 0 };
}

beforeEach(() => {
  endpoints.value = [endpoint('Finland', { ready: true }), endpoint('Germany', { error: 'connect ECONNREFUSED' })];
  selectedEndpointIndex.value = 0;
  endpointChoicePending.value = false;
  vi.mocked(chooseEndpoint).mockClear();
  vi.mocked(refreshAllEndpointStatuses).mockClear();
});
afterEach(cleanup);

describe('EndpointSelector', () => {
  it('refreshes every status when shown', () => {
    render(<EndpointSelector />);
    expect(refreshAllEndpointStatuses).toHaveBeenCalledTimes(1);
  });

  it('draws the store: the selected card, ready dot and the warning on the endpoint in error', () => {
    render(<EndpointSelector />);
    const finland = screen.getByRole('button', { name: /^Finland/ });
    const germany = screen.getByRole('button', { name: /^Germany/ });
    expect(finland.getAttribute('aria-pressed')).toBe('true');
    expect(finland.querySelector('[data-readiness]')?.getAttribute('data-readiness')).toBe('ready');
    expect(within(germany).getByTitle('An error occured on this endpoint')).toBeTruthy();
    expect(within(finland).queryByTitle('An error occured on this endpoint')).toBeNull();
  });

  it('saves a clicked choice', () => {
    render(<EndpointSelector />);
    fireEvent.click(screen.getByRole('button', { name: /^Germany/ }));
    expect(chooseEndpoint).toHaveBeenCalledWith(1, { save: true });
  });

  it('follows the store as statuses and the pending flag change', () => {
    render(<EndpointSelector />);
    expect(screen.queryByRole('status', { name: 'Choosing endpoint' })).toBeNull();
    act(() => {
      endpointChoicePending.value = true;
      endpoints.value = [endpoint('Finland', { ready: false }), endpoint('Germany', { ready: true })];
    });
    expect(screen.getByRole('status', { name: 'Choosing endpoint' })).toBeTruthy();
    expect(screen.queryByTitle('An error occured on this endpoint')).toBeNull();
    expect(
      screen
        .getByRole('button', { name: /^Finland/ })
        .querySelector('[data-readiness]')
        ?.getAttribute('data-readiness'),
    ).toBe('not-ready');
  });
});
