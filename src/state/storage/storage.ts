/** Every key the app persists in the browser (SPEC §3 Persisted browser data). */
export type StoredKey =
  | 'lastWallet'
  | 'lastSwapPair'
  | 'swapFavorites'
  | 'marketFavorites'
  | 'virtualPositions'
  | 'placedOrders'
  | 'swapMaxSplitRoutes'
  | 'swapSlippage'
  | 'selectedEndpointName'
  | 'clientUuid'
  | 'appVersion'
  | 'socketSessionToken'
  | 'lastChunkReload'
  | 'hiddenAssets'
  | 'tradeWalletLists'
  | 'limitHideOtherPairs'
  /** The liquidity deposit's slippage (src/state/liquiditySettings). */
  | 'liquiditySlippage'
  /** A synchronous mirror of the chart settings kept in IndexedDB (src/state/market/chartSettings.ts). */
  | 'chartSettings';

const PREFIX = 'waxwing:';

/** An in-memory Storage, used where localStorage is absent (Node, some private modes) and in tests. */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function platformStorage(): Storage {
  try {
    // Reading localStorage throws when storage is disabled (Safari private mode, blocked cookies).
    if (typeof localStorage !== 'undefined' && localStorage !== null) return localStorage;
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}

let backend: Storage = platformStorage();

/** Replaces the storage backend (tests pass a memory storage). */
export function setStorageBackend(storage: Storage): void {
  backend = storage;
}

/** The stored value of a key, or `fallback` when absent, corrupt, unreadable, or rejected by `isValid`. */
export function readStored<T>(key: StoredKey, fallback: T, isValid?: (value: unknown) => value is T): T {
  try {
    const text = backend.getItem(PREFIX + key);
    if (text === null) return fallback;
    const value: unknown = JSON.parse(text);
    if (isValid !== undefined && !isValid(value)) return fallback;
    return value as T;
  } catch {
    return fallback;
  }
}

/** Stores a value as JSON; a full or disabled storage is logged, never thrown (persistence is best effort). */
export function writeStored(key: StoredKey, value: unknown): void {
  try {
    backend.setItem(PREFIX + key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not store ${key}:`, error);
  }
}

/** Forgets a stored key. */
export function removeStored(key: StoredKey): void {
  try {
    backend.removeItem(PREFIX + key);
  } catch (error) {
    console.warn(`Could not remove ${key}:`, error);
  }
}
