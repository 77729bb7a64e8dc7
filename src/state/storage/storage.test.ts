import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, readStored, removeStored, setStorageBackend, writeStored } from './storage';

let storage: Storage;
beforeEach(() => {
  storage = createMemoryStorage();
  setStorageBackend(storage);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage', () => {
  it('round-trips JSON under the waxwing: prefix', () => {
    writeStored('swapFavorites', [{ tickerA: 'WAX', contractA: 'eosio.token' }]);
    expect(storage.getItem('waxwing:swapFavorites')).toBe('[{"tickerA":"WAX","contractA":"eosio.token"}]');
    expect(readStored('swapFavorites', [])).toEqual([{ tickerA: 'WAX', contractA: 'eosio.token' }]);
  });

  it('reads the fallback for a missing, corrupt or invalid value', () => {
    expect(readStored('appVersion', 0)).toBe(0);
    storage.setItem('waxwing:appVersion', '{not json');
    expect(readStored('appVersion', 0)).toBe(0);
    storage.setItem('waxwing:swapSlippage', '"fifty"');
    expect(readStored('swapSlippage', 50, (v): v is number => typeof v === 'number')).toBe(50);
  });

  it('removes a key', () => {
    writeStored('lastWallet', 'anchor');
    removeStored('lastWallet');
    expect(readStored('lastWallet', null)).toBeNull();
  });

  it('logs instead of throwing when the storage refuses', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = createMemoryStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    full.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    full.removeItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    setStorageBackend(full);
    expect(() => writeStored('virtualPositions', [])).not.toThrow();
    expect(() => removeStored('virtualPositions')).not.toThrow();
    expect(readStored('virtualPositions', 'fallback')).toBe('fallback');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('has a memory storage that behaves like Storage', () => {
    const mem = createMemoryStorage();
    mem.setItem('a', '1');
    mem.setItem('b', '2');
    expect([mem.length, mem.key(1), mem.getItem('a')]).toEqual([2, 'b', '1']);
    mem.clear();
    expect(mem.length).toBe(0);
  });
});
