import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import TokenPage from './TokenPage';

afterEach(cleanup);

function renderTokenPage(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/analytics/token/:thash?" element={<TokenPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('TokenPage', () => {
  it('says "Token not found" for a thash that is not exactly ticker_contract (SPEC §5)', () => {
    renderTokenPage('/analytics/token/tlm_alien_worlds');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Token not found');
    expect(document.title).toBe('Waxwing — Token not found');
    expect(screen.getByText(/“tlm_alien_worlds” does not name a token/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Holders' })).toBeNull();
  });

  it('says "Token not found" when no thash is given', () => {
    renderTokenPage('/analytics/token');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Token not found');
    expect(screen.getByText(/No token was given/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to analytics' }).getAttribute('href')).toBe('/analytics');
  });

  it('shows the token header, holders and history for a valid thash', () => {
    renderTokenPage('/analytics/token/tlm_alien.worlds');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('TLM');
    expect(document.title).toBe('Waxwing — TLM');
    expect(screen.getByText('alien.worlds')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Holders' }).textContent).toContain('Loading holders…');
    expect(screen.getByRole('tab', { name: 'Pool trades' }).getAttribute('aria-selected')).toBe('true');
  });
});
