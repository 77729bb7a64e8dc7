import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import HomePage from './HomePage';

afterEach(cleanup);

describe('HomePage', () => {
  it('sets the tab title and has one h1', () => {
    render(<HomePage />, { wrapper: MemoryRouter });
    expect(document.title).toBe('Waxwing — Home');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('leads to Spot and Markets from the hero', () => {
    render(<HomePage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Start swapping' }).getAttribute('href')).toBe('/swap');
    expect(screen.getByRole('link', { name: 'Browse markets' }).getAttribute('href')).toBe('/markets');
  });

  it('lists the seven supported exchanges with their local logos', () => {
    render(<HomePage />, { wrapper: MemoryRouter });
    const list = screen.getByRole('heading', { name: 'Supported exchanges' }).parentElement!;
    const logos = Array.from(list.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(logos).toEqual(['alcorv2', 'alcormarket', 'defibox', 'taco', 'adex', 'neftyblocks', 'waxfusion'].map((key) => `/logos/${key}.svg`));
    expect(list.textContent).toContain('TacoSwap');
  });
});
