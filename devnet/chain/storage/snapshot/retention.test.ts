/** Bounded history: what readers answer for evicted transactions, compaction of the history file, and a restart that reads only the tail. */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rpc, startTestChain, type TestChain } from '../../testing/harness';
import { readSnapshotHeader } from './files';
import { HISTORY_FILE, listSnapshots } from './names';

const RETENTION = { transactions: 8, traces: 1_000 };
const dirs: string[] = [];
const running: TestChain[] = [];
afterEach(async () => {
  for (const t of running.splice(0)) await t.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(dataDir: string, logs: string[] = [], historyRetention = RETENTION): Promise<TestChain> {
  const t = await startTestChain({ dataDir, historyRetention, snapshots: { replayBudgetUs: Infinity }, log: (m) => logs.push(m) });
  running.push(t);
  return t;
}

async function transfers(t: TestChain, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push(
      (await t.chain.pushAction('eosio.token', 'transfer', { from: 'alice', to: 'bob', quantity: '0.00000001 WAX', memo: `n${i}` }, 'alice@active'))
        .transaction_id,
    );
  return ids;
}

const historyFiles = (dir: string) => readdirSync(dir).filter((f) => f.startsWith('history'));
const aliceActions = async (url: string) =>
  (await rpc(url, '/v1/history/get_actions', { account_name: 'alice', pos: -1, offset: -3 })).body.actions as {
    account_action_seq: number;
    action_trace: { trx_id: string };
  }[];

describe('bounded history', () => {
  it('evicts old transactions; readers answer as for pruned history', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'waxwing-retention-'));
    dirs.push(dir);
    const t = await start(dir);
    const genesis = [...t.chain.transactions()];
    const early = genesis[3]!;
    const ids = await transfers(t, 4);
    await t.chain.snapshot();
    const bounds = t.chain.historyBounds();
    expect(bounds.total - bounds.firstIndex).toBe(8);
    // The chain's first transaction is still yielded first (it dates the chain), then the newest held.
    const held = [...t.chain.transactions()];
    expect(held[0]!.id).toBe(genesis[0]!.id);
    expect(held.slice(-4).map((tx) => tx.id)).toEqual(ids);
    expect(held).toHaveLength(9);

    const gone = await rpc(t.url, '/v1/history/get_transaction', { id: early.id });
    expect(gone.body.error?.name).toBe('tx_not_found');
    expect((await rpc(t.url, '/v1/history/get_transaction', { id: ids[0]!.slice(0, 16) })).body.id).toBe(ids[0]);
    expect((await fetch(`${t.url}/explorer/tx/${early.id}`)).status).toBe(404);
    const block = (await rpc(t.url, '/v1/chain/get_block', { block_num_or_id: early.blockNum })).body as { transactions: { trx: unknown }[] };
    expect(block.transactions.map((r) => r.trx)).toContain(early.id);
    const actions = await aliceActions(t.url);
    // A transfer files three traces under alice (the action, her notification, bob’s, all authorized by her).
    expect(actions.map((a) => a.action_trace.trx_id)).toEqual([ids[3], ids[3], ids[3]]);
    const last = actions.at(-1)!.account_action_seq;
    // Reading from the start answers only what is held.
    const oldest = (await rpc(t.url, '/v1/history/get_actions', { account_name: 'alice', pos: 0, offset: 5 })).body.actions as unknown[];
    expect(oldest).toEqual([]);
    expect(last).toBeGreaterThan(8);
  });

  it('compacts the history file and restarts reading only the tail, with the same seqs and transactions', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'waxwing-retention-'));
    dirs.push(dir);
    const t = await start(dir, [], { transactions: 60, traces: 10_000 });
    const logs: string[] = [];
    const ids: string[] = [];
    for (let round = 0; round < 6; round++) {
      ids.push(...(await transfers(t, 60)));
      await t.chain.snapshot();
    }
    // Compaction replaced history.bin, deleted once no kept snapshot named it; the newest file holds the first transaction and about the newest 60 to 120 (rounds of 60 keep the big genesis frame under half the file).
    expect(existsSync(join(dir, HISTORY_FILE))).toBe(false);
    const snapshots = listSnapshots(dir);
    expect(snapshots).toHaveLength(3);
    const named = snapshots.map((s) => readSnapshotHeader(dir, s.file).historyFile);
    expect(historyFiles(dir).sort()).toEqual([...new Set(named)].sort());
    const files = [named[0]!];
    expect(files[0]).toMatch(/^history\.\d+\.bin$/);
    const before = { held: [...t.chain.transactions()].map((tx) => tx.id), actions: await aliceActions(t.url), bounds: t.chain.historyBounds() };
    expect(before.bounds.total).toBeGreaterThan(250);
    running.splice(running.indexOf(t), 1);
    await t.stop();
    const fileBytes = statSync(join(dir, files[0]!)).size;

    // A restart keeping fewer reads only the newest frames of the file.
    const again = await start(dir, logs);
    const loaded = logs.map((m) => /snapshot loaded: (\d+) transactions \(the newest of (\d+); (\d+) of (\d+) history bytes read\)/.exec(m)).find(Boolean);
    expect(loaded).toBeDefined();
    const [held, total, read, owned] = loaded!.slice(1).map(Number);
    expect([total, owned]).toEqual([before.bounds.total, fileBytes]);
    expect(held).toBeLessThan(8 + 25);
    expect(read).toBeLessThan(owned! / 2);
    expect(again.chain.historyBounds()).toEqual({ ...before.bounds, firstIndex: before.bounds.total - 8, retention: RETENTION });
    expect([...again.chain.transactions()].map((tx) => tx.id)).toEqual([before.held[0], ...before.held.slice(-8)]);
    expect(await aliceActions(again.url)).toEqual(before.actions);
    expect((await rpc(again.url, '/v1/history/get_transaction', { id: ids.at(-1) })).status).toBe(200);
    expect((await rpc(again.url, '/v1/chain/get_currency_balance', { code: 'eosio.token', account: 'bob', symbol: 'WAX' })).status).toBe(200);
  });
});
