import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, readStored, setStorageBackend, writeStored } from '../app';
import { clampSplitMaxRoutes, reloadSwapSettings, setSlippage, setSplitMaxRoutes, slippage, splitMaxRoutes } from './settings';

beforeEach(() => {
  setStorageBackend(createMemoryStorage());
  reloadSwapSettings();
});

describe('swap settings', () => {
  it('default to 0.5 % slippage and 4 split routes (SPEC §9)', () => {
    expect(slippage.value).toBe(50);
    expect(splitMaxRoutes.value).toBe(4);
  });

  it('store slippage in hundredths, clamped to 0-100 % (SPEC §5)', () => {
    setSlippage(125);
    expect(readStored('swapSlippage', null)).toBe(125);
    setSlippage(20_000);
    expect(slippage.value).toBe(10_000);
    setSlippage(-3);
    expect(slippage.value).toBe(0);
  });

  it('keep split max routes whole and never below 0', () => {
    setSplitMaxRoutes(-2);
    expect(splitMaxRoutes.value).toBe(0);
    setSplitMaxRoutes(2.7);
    expect(readStored('swapMaxSplitRoutes', null)).toBe(2);
    expect(clampSplitMaxRoutes(Number.NaN)).toBe(4);
  });

  it('read back what was stored, ignoring corrupt values', () => {
    writeStored('swapSlippage', 300);
    writeStored('swapMaxSplitRoutes', 'many');
    reloadSwapSettings();
    expect(slippage.value).toBe(300);
    expect(splitMaxRoutes.value).toBe(4);
  });
});
