import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CentreBar, fiatDecimals } from './CentreBar';

afterEach(cleanup);

describe('CentreBar', () => {
  it('keeps four significant digits of a small fiat price and SPEC §5’s 3 decimals otherwise', () => {
    expect(fiatDecimals(1.5)).toBe(3);
    expect(fiatDecimals(0.1)).toBe(3);
    expect(fiatDecimals(0.05)).toBe(5);
    expect(fiatDecimals(0.000275)).toBe(7);
    expect(fiatDecimals(0)).toBe(3);
  });

  it('shows a dash and no fiat value before the first trade', () => {
    render(<CentreBar lastPrice={null} lastSide={null} fiatPrice={null} pricePrecision={8} />);
    expect(screen.getByLabelText('Last price').textContent).toBe('—');
    expect(screen.getByLabelText('Last price').className).toBe('orderbook__last');
    expect(screen.getByLabelText('Fiat price').textContent).toBe('');
  });

  it('colours the last price green after a buy', () => {
    render(<CentreBar lastPrice={12.5} lastSide="buy" fiatPrice={0.6875} pricePrecision={6} />);
    expect(screen.getByLabelText('Last price').className).toContain('orderbook__last--buy');
    expect(screen.getByLabelText('Last price').textContent).toBe('12.500000▲');
    expect(screen.getByLabelText('Fiat price').textContent).toBe('≈ $0.688');
  });
});
