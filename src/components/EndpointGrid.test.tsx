import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EndpointGrid, type EndpointCard } from './EndpointGrid';

afterEach(cleanup);

const ENDPOINTS: EndpointCard[] = [
  { flag: 'fi', name: 'Finland', status: { ready: true } },
  { flag: 'de', name: 'Germany', status: { ready: false } },
  { flag: 'us', name: 'Oregon', status: { error: 'fetch failed' } },
  { flag: '/flags/local.svg', name: 'Devnet', status: null },
];

function card(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name}`) });
}

describe('EndpointGrid', () => {
  it('marks each endpoint ready, not ready or in error', () => {
    render(<EndpointGrid endpoints={ENDPOINTS} selectedIndex={0} pending={false} onChoose={() => undefined} />);
    const readiness = (name: string) => card(name).querySelector('[data-readiness]')?.getAttribute('data-readiness');
    expect(readiness('Finland')).toBe('ready');
    expect(readiness('Germany')).toBe('not-ready');
    expect(readiness('Oregon')).toBe('error');
    expect(readiness('Devnet')).toBe('not-ready');
  });

  it('shows the warning icon only on the endpoint whose status has an error', () => {
    render(<EndpointGrid endpoints={ENDPOINTS} selectedIndex={0} pending={false} onChoose={() => undefined} />);
    const warnings = screen.getAllByTitle('An error occured on this endpoint');
    expect(warnings).toHaveLength(1);
    expect(within(card('Oregon')).getByTitle('An error occured on this endpoint')).toBeTruthy();
  });

  it('highlights the selected endpoint and reports a click with its index', () => {
    const onChoose = vi.fn();
    render(<EndpointGrid endpoints={ENDPOINTS} selectedIndex={1} pending={false} onChoose={onChoose} />);
    expect(card('Germany').getAttribute('aria-pressed')).toBe('true');
    expect(card('Finland').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(card('Oregon'));
    expect(onChoose).toHaveBeenCalledWith(2);
  });

  it('shows a spinner and blocks clicks while a choice is pending', () => {
    const onChoose = vi.fn();
    render(<EndpointGrid endpoints={ENDPOINTS} selectedIndex={0} pending onChoose={onChoose} />);
    expect(screen.getByRole('status', { name: 'Choosing endpoint' })).toBeTruthy();
    fireEvent.click(card('Germany'));
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('draws a country code and a word as labels, a path as an image and an emoji as written', () => {
    const more = [...ENDPOINTS, { flag: 'devnet', name: 'Backup', status: null }, { flag: '🇯🇵', name: 'Tokyo', status: null }];
    const { container } = render(<EndpointGrid endpoints={more} selectedIndex={null} pending={false} onChoose={() => undefined} />);
    expect(card('Finland').querySelector('.endpoint-card__flag--label')?.textContent).toBe('FI');
    expect(card('Tokyo').querySelector('.endpoint-card__flag--emoji')?.textContent).toBe('🇯🇵');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/flags/local.svg');
    expect(card('Backup').querySelector('.endpoint-card__flag--label')?.textContent).toBe('devnet');
  });

  it('says so when no endpoint is configured', () => {
    render(<EndpointGrid endpoints={[]} selectedIndex={null} pending={false} onChoose={() => undefined} />);
    expect(screen.getByText('No API endpoint is configured.')).toBeTruthy();
  });
});
