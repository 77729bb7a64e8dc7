import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, liveClient } from '../services/socket/fakeMarket.testutil';
import { parseDevnetOptions } from './options';
import { startDevnet, type Devnet } from './start';

let devnet: Devnet;
let dataDir = '';
const get = async (path: string) => {
  const res = await fetch(`${devnet.url.replace('localhost', '127.0.0.1')}${path}`);
  return { status: res.status, body: (res.headers.get('content-type') ?? '').includes('json') ? ((await res.json()) as unknown) : await res.text() };
};
const post = async (path: string, body: unknown) => {
  const res = await fetch(`${devnet.url.replace('localhost', '127.0.0.1')}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = () => [...devnet.chain.transactions()].length;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'waxwing-devnet-'));
  devnet = await startDevnet(
    parseDevnetOptions(
      ['--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir, '--world', 'small', '--flow', '0', '--no-app', '--lagging-rpc-port', '0'],
      {},
    ),
    { log: () => undefined },
  );
  await devnet.ready;
});

afterAll(async () => {
  await devnet?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the devnet on one origin (small world)', () => {
  it('answers status ready once seeded and indexed, with every API mounted', async () => {
    expect(await get('/api/status/')).toMatchObject({ status: 200, body: { ready: true } });
    expect(await get('/api2/status/')).toMatchObject({ status: 200, body: { ready: true } });
    const tokens = (await get('/api/tokens')).body as { symbol: { ticker: string }; contract: string }[];
    expect(tokens.some((t) => t.symbol.ticker === 'TLM' && t.contract === 'alien.worlds')).toBe(true);
    expect(tokens.length).toBeGreaterThanOrEqual(devnet.plan.size.tokens);
    expect((await get('/lightapi2/holdercount/wax/alien.worlds/TLM')).body).toMatch(/^\d+$/);
    expect(Number((await get('/lightapi/holdercount/wax/alien.worlds/TLM')).body)).toBeGreaterThanOrEqual(devnet.plan.size.tlmHolders);
    expect((await get('/devnet/accounts.json')).body).toMatchObject({ accounts: expect.arrayContaining([expect.objectContaining({ name: 'alice' })]) });
    expect((await get('/devnet/logos/alien.worlds/TLM.svg')).body).toContain('<svg');
    const info = (await post('/v1/chain/get_info', {})).body;
    expect(info.chain_id).toBe(devnet.chain.chainId);
  });

  it('stays quiet at --flow 0: no transaction happens on its own', async () => {
    const before = count();
    await sleep(1_200);
    expect(count()).toBe(before);
    expect(devnet.bots.stats()).toMatchObject({ flow: 0, operations: 0, trades: 0 });
  });

  it('streams the books: a snapshot on subscribe, then numbered deltas once the bots run', async () => {
    const uuid = randomUUID();
    const { body } = await post('/api/socket-session-token', { uuid });
    const socket = await connected(liveClient(devnet.url.replace('localhost', '127.0.0.1'), { token: body.token as string, uuid }));
    const snapshots: { table: string; rows: unknown[] }[] = [];
    const deltas: { seq: number }[] = [];
    socket.on('orderbookSnapshot', (s: { table: string; rows: unknown[] }) => snapshots.push(s));
    socket.on('orderbooksDelta', (d: { seq: number } | { seq: number }[]) => deltas.push(...(Array.isArray(d) ? d : [d])));
    await new Promise((resolve) => socket.emit('subscribe', { room: 'orderbooksDelta', params: { src: 'alcordexmain', market_id: 0 } }, resolve));
    await sleep(200);
    expect(snapshots.map((s) => s.table).sort()).toEqual(['buyorder', 'sellorder']);
    expect(snapshots[0]!.rows.length).toBeGreaterThanOrEqual(devnet.plan.size.busyLevels);
    expect((await post('/devnet/admin/flow', { flow: 400 })).status).toBe(200);
    await sleep(1_500);
    expect((await post('/devnet/admin/flow', { flow: 0 })).status).toBe(200);
    await sleep(300);
    socket.close();
    const stats = devnet.bots.stats();
    expect(stats.operations).toBeGreaterThan(100);
    expect(stats.failures).toBe(0);
    expect(deltas.length).toBeGreaterThan(0);
    const seqs = deltas.map((d) => d.seq);
    expect(seqs[0]).toBeGreaterThan(0);
  });

  it('turns fault knobs over loopback: /api2/ off fails its status, latency delays answers', async () => {
    await post('/devnet/admin/api2', { enabled: false });
    expect((await get('/api2/status/')).status).toBe(503);
    expect((await get('/api/status/')).status).toBe(200);
    await post('/devnet/admin/faults', { prefix: '/lightapi/', latencyMs: 150 });
    const started = performance.now();
    await get('/lightapi/holdercount/wax/alien.worlds/TLM');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await post('/devnet/admin/faults/reset', {});
    expect((await get('/api2/status/')).status).toBe(200);
  });

  it('serves a second chain node whose head lags by more than 20 s', async () => {
    const lagging = await fetch(`http://127.0.0.1:${devnet.laggingRpcPort}/v1/chain/get_info`, { method: 'POST', body: '{}' });
    const behind = (await lagging.json()) as { head_block_num: number; head_block_time: string };
    const head = (await post('/v1/chain/get_info', {})).body as { head_block_num: number; head_block_time: string };
    expect(head.head_block_num - behind.head_block_num).toBeGreaterThanOrEqual(40);
    expect(Date.parse(`${head.head_block_time}Z`) - Date.parse(`${behind.head_block_time}Z`)).toBeGreaterThan(20_000);
  });
});
