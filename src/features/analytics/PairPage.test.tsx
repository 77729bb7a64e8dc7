import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, isRouteErrorResponse, MemoryRouter, Route, RouterProvider, Routes, useRouteError } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PairPage from './PairPage';

afterEach(cleanup);

function renderPairPage(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/analytics/pair/:src?/:id?" element={<PairPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PairPage', () => {
  it('titles the pair from the URL and waits for its data', () => {
    renderPairPage('/analytics/pair/defibox/12');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pair #12');
    expect(screen.getByText('Defibox')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Associated pairs' }).textContent).toContain('Loading associated pairs…');
  });

  it('says no pair was given for the bare route', () => {
    renderPairPage('/analytics/pair');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pair not found');
  });

  it('throws a 404 the router recognises for an unknown exchange (when rendered without the route loader)', async () => {
    function RouteError() {
      const error = useRouteError();
      return <p>{isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : 'not a route error'}</p>;
    }
    const router = createMemoryRouter([{ path: '/analytics/pair/:src?/:id?', element: <PairPage />, errorElement: <RouteError /> }], {
      initialEntries: ['/analytics/pair/uniswap/1'],
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('404 This page could not be found')).toBeTruthy();
    quiet.mockRestore();
  });
});
