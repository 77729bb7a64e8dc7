import { describe, expect, it, vi } from 'vitest';
import { createSessionStorage, redactPrivateKeys } from './sessionStorage';

const KEY = 'PVT_K1_2bfGi9rYsXQSXXTvJbDAPhHLQUojjaNLomdm3cEJ1XTzMqUt3V';
const serialized = {
  chain: 'a'.repeat(64),
  actor: 'alice',
  permission: 'active',
  walletPlugin: { id: 'wallet-plugin-privatekey', data: { privateKey: KEY } },
  default: true,
};

describe('redactPrivateKeys', () => {
  it('drops the private-key plugin key from a session and from a list of sessions, keeping the rest', () => {
    const one = JSON.parse(redactPrivateKeys(JSON.stringify(serialized)));
    expect(one).toEqual({ ...serialized, walletPlugin: { id: 'wallet-plugin-privatekey', data: {} } });
    const list = redactPrivateKeys(JSON.stringify([serialized, { ...serialized, actor: 'bob' }]));
    expect(list).not.toContain('PVT_');
    expect(JSON.parse(list)).toHaveLength(2);
  });

  it('drops key-shaped strings under any field name, and a bare key', () => {
    const legacy = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3';
    expect(redactPrivateKeys(JSON.stringify({ data: { secret: legacy, note: 'kept' } }))).toBe('{"data":{"note":"kept"}}');
    expect(redactPrivateKeys(KEY)).toBe('');
  });
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('createSessionStorage', () => {
  it('reads back what it wrote, under its prefix, without the key', async () => {
    const backend = memoryStorage();
    const storage = createSessionStorage(backend, 'waxwing:wharfkit:devnet:');
    await storage.write('session', JSON.stringify(serialized));
    expect(backend.getItem('waxwing:wharfkit:devnet:session')).not.toContain(KEY);
    expect(JSON.parse((await storage.read('session'))!).actor).toBe('alice');
    await storage.remove('session');
    expect(await storage.read('session')).toBeNull();
  });

  it('logs a full or blocked storage instead of throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createSessionStorage(broken, 'p:');
    await expect(storage.write('sessions', '[]')).resolves.toBeUndefined();
    await expect(storage.read('sessions')).resolves.toBeNull();
    await expect(storage.remove('sessions')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
