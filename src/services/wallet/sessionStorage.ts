import type { SessionStorage } from '@wharfkit/session';
import { looksLikePrivateKey } from '../../core/config/secrets';

/** The Web Storage calls the adapter needs (localStorage, or a memory storage in tests). */
export type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Drops every `privateKey` field and key-shaped string, so no private key is ever persisted. */
export function redactPrivateKeys(data: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return looksLikePrivateKey(data) ? '' : data;
  }
  return JSON.stringify(parsed, (key, value: unknown) =>
    key === 'privateKey' || (typeof value === 'string' && looksLikePrivateKey(value)) ? undefined : value,
  );
}

/**
 * A wharfkit `SessionStorage` over a Web Storage, under `prefix`. Wharfkit persists sessions with their
 * plugin data; the private-key plugin keeps its key there, so writes are redacted (the demo key is attached
 * again from the devnet's accounts list on restore). A full or blocked storage is logged, never thrown.
 */
export function createSessionStorage(storage: StringStorage, prefix: string): SessionStorage {
  return {
    async write(key, data) {
      try {
        storage.setItem(prefix + key, redactPrivateKeys(data));
      } catch (error) {
        console.warn(`Could not store wallet session ${key}:`, error);
      }
    },
    async read(key) {
      try {
        return storage.getItem(prefix + key);
      } catch {
        return null;
      }
    },
    async remove(key) {
      try {
        storage.removeItem(prefix + key);
      } catch (error) {
        console.warn(`Could not remove wallet session ${key}:`, error);
      }
    },
  };
}
