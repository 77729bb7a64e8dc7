import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import AboutPage from './AboutPage';

afterEach(cleanup);

describe('AboutPage', () => {
  it('sets the tab title and has one h1', () => {
    render(<AboutPage />, { wrapper: MemoryRouter });
    expect(document.title).toBe('Waxwing — About');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Waxwing');
  });

  it('lists key features and the technologies', () => {
    render(<AboutPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Key features' })).toBeTruthy();
    for (const name of ['React', 'TypeScript', 'Vite', 'Web Workers with Comlink', 'AssemblyScript / WebAssembly', 'Socket.IO']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
  });
});
