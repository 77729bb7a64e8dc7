import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, readStored, setStorageBackend, writeStored } from '../app';
import { depositSlippage, reloadDepositSlippage, setDepositSlippage } from './settings';

beforeEach(() => {
  setStorageBackend(createMemoryStorage());
  reloadDepositSlippage();
});

describe('the deposit slippage setting', () => {
  it('defaults to 0.5 % and is stored apart from the swap slippage', () => {
    expect(depositSlippage.value).toBe(50);
    setDepositSlippage(125);
    expect(readStored('liquiditySlippage', null)).toBe(125);
    expect(readStored('swapSlippage', null)).toBeNull();
  });

  it('is clamped to 0-100 % in whole hundredths', () => {
    setDepositSlippage(20_000);
    expect(depositSlippage.value).toBe(10_000);
    setDepositSlippage(-3);
    expect(depositSlippage.value).toBe(0);
    setDepositSlippage(12.6);
    expect(depositSlippage.value).toBe(13);
  });

  it('reads back what was stored, ignoring corrupt values', () => {
    writeStored('liquiditySlippage', 300);
    reloadDepositSlippage();
    expect(depositSlippage.value).toBe(300);
    writeStored('liquiditySlippage', 'lots');
    reloadDepositSlippage();
    expect(depositSlippage.value).toBe(50);
  });
});
