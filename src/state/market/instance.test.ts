import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderFlow, startLiveServer, TEST_MARKET } from '../../../devnet/services/socket/fakeMarket.testutil';
import { releaseMarketWorker } from '../../../workers/market.client';
import { clientUuid, createMemoryStorage, endpoints, readStored, selectedEndpointIndex, setStorageBackend, user } from '../app';
import { connectionStatus, connectMarket, disconnectMarket, syncing, userOrders } from './instance';

let server: Awaited<ReturnType<typeof startLiveServer>>;

beforeEach(async () => {
  setStorageBackend(createMemoryStorage());
  server = await startLiveServer({ flushMs: 10 });
  const flow = new OrderFlow(server.book, (table, present, row) => server.live.publishOrderDelta(TEST_MARKET.id, table, present, row));
  for (let i = 0; i < 80; i++) flow.step();
  endpoints.value = [
    { flag: 'devnet', name: 'Devnet', url: `${server.url}/api/`, url_socketio: server.url, is_dev: false, status: { ready: true }, last_status_update: 0 },
  ];
  selectedEndpointIndex.value = 0;
});
afterEach(async () => {
  await disconnectMarket();
  releaseMarketWorker();
  user.value = null;
  await server.close();
});

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the app’s market store', () => {
  it('connects to the selected endpoint with this browser’s uuid and stores the session token', async () => {
    await connectMarket({ market: TEST_MARKET });
    await until(() => connectionStatus.value.status === 'connected' && !syncing.value);
    const token = readStored<string | null>('socketSessionToken', null);
    expect(token).not.toBeNull();
    expect(server.live.sessionTokens.verify(token!, clientUuid)).toBe(true);
  });

  it('follows the logged-in user', async () => {
    await connectMarket({ market: TEST_MARKET });
    await until(() => connectionStatus.value.status === 'connected' && !syncing.value);
    user.value = { name: 'trader', authorization: { actor: 'trader', permission: 'active' } };
    const traderIds = (['buyorder', 'sellorder'] as const).flatMap((table) =>
      server.book
        .getOrders(TEST_MARKET.id, table)
        .filter((row) => row.account === 'trader')
        .map((row) => String(row.id)),
    );
    expect(traderIds.length).toBeGreaterThan(0);
    await until(() => userOrders.value.length === traderIds.length);
    expect(new Set(userOrders.value.map((order) => order.id))).toEqual(new Set(traderIds));
    user.value = null;
    await until(() => userOrders.value.length === 0);
  });
});
