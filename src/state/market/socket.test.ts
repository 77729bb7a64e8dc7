import { describe, expect, it, vi } from 'vitest';
import type { MarketHooks } from '../../../workers/market.client';
import { createMarketSocket } from './socket';

function setup() {
  const client = { open: vi.fn(async (..._: unknown[]) => 'pull' as const), close: vi.fn(async () => undefined) };
  const events: string[] = [];
  const hooks: MarketHooks = { onToken: () => undefined, onFrame: () => undefined, fetchSnapshot: async () => null };
  const socket = createMarketSocket({
    client: () => client,
    uuid: () => 'uuid-1',
    readToken: () => 'token-1',
    resolveUrl: (url) => `https://app.example${url}`,
    hooks,
    opened: (pacing) => void events.push(`opened ${pacing}`),
    closed: () => void events.push('closed'),
  });
  return { socket, client, events, hooks };
}

describe('market socket', () => {
  it('opens once per endpoint with absolute URLs, this browser’s uuid and the stored token, and reports the pacing', async () => {
    const { socket, client, events, hooks } = setup();
    await socket.open('market', '/api/', '/');
    await socket.open('chart', '/api/', '/');
    expect(client.open).toHaveBeenCalledTimes(1);
    expect(client.open).toHaveBeenCalledWith(
      { apiUrl: 'https://app.example/api/', socketUrl: 'https://app.example/', uuid: 'uuid-1', token: 'token-1' },
      hooks,
    );
    expect(events).toEqual(['opened pull']);
    await socket.open('market', '/api/', '/', true);
    expect(client.open).toHaveBeenCalledTimes(2);
  });

  it('closes only when the last user releases it', async () => {
    const { socket, client, events } = setup();
    await socket.open('market', '/api/', '/');
    await socket.open('chart', '/api/', '/');
    expect(await socket.release('chart')).toBe(false);
    expect(client.close).not.toHaveBeenCalled();
    expect(await socket.release('market')).toBe(true);
    expect(client.close).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['opened pull', 'closed']);
  });

  it('drop closes it for everyone; the next open of the same endpoint connects again', async () => {
    const { socket, client } = setup();
    await socket.open('market', '/api/', '/');
    await socket.drop();
    await socket.open('market', '/api/', '/');
    expect(client.close).toHaveBeenCalledTimes(1);
    expect(client.open).toHaveBeenCalledTimes(2);
  });
});
