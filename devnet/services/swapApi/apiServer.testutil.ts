/** A swap API over a fake world and an in-memory indexer, served on a random port (test-only). */
import type { AddressInfo } from 'node:net';
import { createDevnetServer } from '../../http/server';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { createSwapApi, type SwapApi } from './swapApi';
import { fakeWorld } from '../world/fakeWorld.testutil';

/** A running test API. */
export interface TestApi {
  readonly api: SwapApi;
  readonly indexer: Indexer;
  readonly world: ReturnType<typeof fakeWorld>;
  get(path: string): Promise<{ status: number; body: unknown; type: string }>;
  post(path: string, body: string): Promise<{ status: number; body: unknown; type: string }>;
  stop(): Promise<void>;
}

/** Starts an API at `now` (epoch ms); `/api/` and `/api2/` both answer. */
export async function startTestApi(now: number): Promise<TestApi> {
  const world = fakeWorld();
  const indexer = createIndexer({ usdPerWax: () => world.waxUsd(), warn: () => undefined });
  const api = createSwapApi({ indexer, world, now: () => now, warn: () => undefined });
  const server = createDevnetServer([api.handler, api.mount('/api2/')]);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const read = async (res: Response) => {
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, type, body: type.includes('json') ? ((await res.json()) as unknown) : await res.text() };
  };
  return {
    api,
    indexer,
    world,
    get: async (path) => read(await fetch(`${base}${path}`)),
    post: async (path, body) => read(await fetch(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } })),
    stop: async () => {
      api.close();
      indexer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
