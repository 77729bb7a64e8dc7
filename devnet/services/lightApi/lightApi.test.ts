import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevnetServer } from '../../http/server';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { fakeWorld, TLM, WAX } from '../world/fakeWorld.testutil';
import { createLightApi } from './lightApi';

let base: string;
let indexer: Indexer;
let close: () => Promise<void>;

beforeAll(async () => {
  const world = fakeWorld();
  indexer = createIndexer();
  // 12 TLM holders: holder k holds k·100 TLM; carol opened a WAX row and holds nothing.
  indexer.setBalances([
    ...Array.from({ length: 12 }, (_, k) => ({ token: TLM, owner: `holder${'abcdefghijkl'[k]}`, amount: BigInt((k + 1) * 100) * 10_000n })),
    { token: WAX, owner: 'carol', amount: 0n },
    { token: TLM, owner: 'carol', amount: 123_456n },
  ]);
  const light = createLightApi({ indexer, world });
  const server = createDevnetServer([light.handler, light.mount('/lightapi2/')]);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  indexer.close();
});

const get = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

describe('light API', () => {
  it('balances/wax/{acc}: every balance row with its amount as text and decimals', async () => {
    const { status, text } = await get('/lightapi/balances/wax/carol');
    expect(status).toBe(200);
    const body = JSON.parse(text) as { account_name: string; chain: Record<string, unknown>; balances: unknown[] };
    expect(body.account_name).toBe('carol');
    expect(body.chain).toMatchObject({ network: 'wax', block_num: 1000, block_time: '2026-01-05T00:00:00.000' });
    expect(body.balances).toEqual(
      expect.arrayContaining([
        { contract: 'alien.worlds', currency: 'TLM', amount: '12.3456', decimals: '4' },
        { contract: 'eosio.token', currency: 'WAX', amount: '0.00000000', decimals: '8' },
      ]),
    );
    expect(JSON.parse((await get('/lightapi/balances/wax/nobody')).text)).toMatchObject({ account_name: 'nobody', balances: [] });
  });

  it('accinfo/wax/{acc}: resources, permissions and delegations', async () => {
    const body = JSON.parse((await get('/lightapi2/accinfo/wax/alice')).text) as Record<string, unknown>;
    expect(body).toMatchObject({
      account_name: 'alice',
      resources: { cpu_weight: '5000.00000000 WAX', net_weight: '1000.00000000 WAX', ram_bytes: '13940' },
      delegated_to: [{ account_name: 'bob', cpu_weight: '10.00000000 WAX' }],
      delegated_from: [],
    });
    expect(body.permissions).toHaveLength(1);
  });

  it('topholders/wax/{contract}/{SYMBOL}/{n}: [account, amount] pairs, largest first', async () => {
    const holders = JSON.parse((await get('/lightapi/topholders/wax/alien.worlds/TLM/10')).text) as [string, string][];
    expect(holders).toHaveLength(10);
    expect(holders[0]).toEqual(['holderl', '1200.0000']);
    expect(holders[9]).toEqual(['holderc', '300.0000']);
    expect(JSON.parse((await get('/lightapi/topholders/wax/alien.worlds/TLM/1000')).text)).toHaveLength(13);
    expect(JSON.parse((await get('/lightapi/topholders/wax/nobody.token/ABC/10')).text)).toEqual([]);
    // Mainnet stops at 1000; the devnet answers past it, so a whole holder list can be browsed.
    expect(JSON.parse((await get('/lightapi/topholders/wax/alien.worlds/TLM/1000000')).text)).toHaveLength(13);
  });

  it('holdercount/wax/{contract}/{SYMBOL}: plain text count of positive balances', async () => {
    expect(await get('/lightapi/holdercount/wax/alien.worlds/TLM')).toMatchObject({ status: 200, text: '13' });
    expect((await get('/lightapi/holdercount/wax/alien.worlds/TLM')).type).toContain('text/plain');
    expect((await get('/lightapi/holdercount/wax/eosio.token/WAX')).text).toBe('0');
  });

  it('answers bad input with 400 text/plain and unknown paths with 404', async () => {
    for (const path of [
      '/lightapi/topholders/wax/alien.worlds/TLM/9',
      '/lightapi/topholders/wax/alien.worlds/TLM/1000001',
      '/lightapi/topholders/wax/alien.worlds/TLM/12345678',
      '/lightapi/topholders/wax/alien.worlds/tlm/10',
      '/lightapi/balances/wax/Not.Valid',
      '/lightapi/balances/eos/alice',
      '/lightapi/accinfo/wax/nobody',
      '/lightapi/holdercount/wax/alien.worlds',
    ]) {
      const { status, type } = await get(path);
      expect({ path, status, plain: type.includes('text/plain') }).toEqual({ path, status: 400, plain: true });
    }
    expect((await get('/lightapi/nothing/wax/alice')).status).toBe(404);
  });
});
