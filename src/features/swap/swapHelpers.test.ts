import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../core/amount';
import { EXCHANGES } from '../../core/urlParams/exchanges';
import { percentOfBalance } from './AmountShortcuts';
import { formatPriceImpact, priceImpactClass } from './priceImpact';
import { exchangeAllowed, toggleExchange } from './RouteFilters';
import { swapButtonState, type SwapButtonInput } from './swapButton';
import { formatSlippage, formatTokenAmount } from './swapFormat';
import { readSlippageText, readSplitText } from './SwapSettingsModal';

describe('price impact classes (SPEC §2: huge, big, medium, regular)', () => {
  it('classes by our thresholds: 15 %, 5 %, 1 %', () => {
    expect([0, 0.0099, 0.01, 0.0499, 0.05, 0.1499, 0.15, 0.9].map(priceImpactClass)).toEqual([
      'regular',
      'regular',
      'medium',
      'medium',
      'big',
      'big',
      'huge',
      'huge',
    ]);
    expect(priceImpactClass(Number.NaN)).toBe('regular');
  });

  it('formats with two decimals and never shows a real impact as zero', () => {
    expect(formatPriceImpact(0.0337)).toBe('3.37%');
    expect(formatPriceImpact(0.00004)).toBe('< 0.01%');
    expect(formatPriceImpact(0)).toBe('0.00%');
  });
});

describe('swapButtonState: the label says what is missing', () => {
  const ready: SwapButtonInput = {
    loggedIn: true,
    hasPair: true,
    amount: makeAmount(5n, 8),
    amountError: null,
    balance: makeAmount(10n, 8),
    routesLoading: false,
    routesError: null,
    hasRoute: true,
    execution: 'idle',
  };
  it('walks the states in order', () => {
    expect(swapButtonState({ ...ready, loggedIn: false })).toEqual({ label: 'Connect wallet', disabled: false, action: 'connect' });
    expect(swapButtonState({ ...ready, hasPair: false }).label).toBe('Select a token');
    expect(swapButtonState({ ...ready, amount: null }).label).toBe('Enter an amount');
    expect(swapButtonState({ ...ready, amount: makeAmount(0n, 8) }).label).toBe('Enter an amount');
    expect(swapButtonState({ ...ready, amount: makeAmount(11n, 8) })).toEqual({ label: 'Insufficient balance', disabled: true, action: 'none' });
    expect(swapButtonState({ ...ready, hasRoute: false, routesLoading: true }).label).toBe('Finding routes…');
    expect(swapButtonState({ ...ready, hasRoute: false, routesError: 'No route found for this amount' }).label).toBe('No route');
    expect(swapButtonState({ ...ready, execution: 'sending' }).disabled).toBe(true);
    expect(swapButtonState(ready)).toEqual({ label: 'Swap', disabled: false, action: 'swap' });
  });

  it('an unknown balance never blocks the swap', () => {
    expect(swapButtonState({ ...ready, balance: null, amount: makeAmount(10n ** 15n, 8) }).label).toBe('Swap');
  });
});

describe('settings text', () => {
  it('reads slippage percent text as hundredths, exactly', () => {
    expect(readSlippageText('0.5')).toEqual({ ok: true, hundredths: 50 });
    expect(readSlippageText('1.25')).toEqual({ ok: true, hundredths: 125 });
    expect(readSlippageText('100')).toEqual({ ok: true, hundredths: 10_000 });
    expect(readSlippageText('0.123')).toEqual({ ok: true, hundredths: 12 });
    expect(readSlippageText('100.01')).toMatchObject({ ok: false });
    expect(readSlippageText('')).toMatchObject({ ok: false });
  });

  it('reads split max routes as a whole number from 0', () => {
    expect(readSplitText('0')).toEqual({ ok: true, value: 0 });
    expect(readSplitText('-1')).toMatchObject({ ok: false });
    expect(readSplitText('2.5')).toMatchObject({ ok: false });
    expect(readSplitText('11')).toMatchObject({ ok: false });
  });

  it('formats hundredths as a percent without trailing zeros', () => {
    expect([0, 5, 50, 100, 125, 10_000].map(formatSlippage)).toEqual(['0%', '0.05%', '0.5%', '1%', '1.25%', '100%']);
  });
});

describe('route filters', () => {
  it('toggling one exchange off allows the others; allowing all again empties the list', () => {
    const off = toggleExchange({ exchanges: [], types: [] }, 'alcormarket');
    expect(off.exchanges).toEqual(EXCHANGES.filter((exchange) => exchange !== 'alcormarket'));
    expect(exchangeAllowed(off, 'alcormarket')).toBe(false);
    expect(toggleExchange(off, 'alcormarket').exchanges).toEqual([]);
  });

  it('the last allowed exchange cannot be removed', () => {
    const only = { exchanges: ['taco'] as const, types: [] };
    expect(toggleExchange(only, 'taco')).toBe(only);
  });
});

describe('display helpers', () => {
  it('shows every decimal of a token amount', () => {
    expect(formatTokenAmount(makeAmount(12_345_600n, 4), 'TLM')).toBe('1,234.5600 TLM');
  });

  it('places the slider at the whole percent of the balance, rounded down', () => {
    expect(percentOfBalance(makeAmount(333n, 4), makeAmount(1000n, 4))).toBe(33);
    expect(percentOfBalance(makeAmount(2000n, 4), makeAmount(1000n, 4))).toBe(100);
    expect(percentOfBalance(makeAmount(1n, 8), makeAmount(1000n, 4))).toBe(0);
  });
});
