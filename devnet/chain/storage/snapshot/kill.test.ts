/**
 * kill -9 between a snapshot and the journal entries after it: the restart loads the snapshot and
 * replays the rest; and kill -9 at any moment while snapshots rotate the journal loses no confirmed transaction.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAIN_ID } from '../../index';
import { deriveKey } from '../../genesis/keys';
import { rpc } from '../../testing/harness';
import { buildTransaction, pack } from '../../testing/sign';

const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-snapshot-kill-'));
const rotatingDir = mkdtempSync(join(tmpdir(), 'waxwing-rotation-kill-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of [dataDir, rotatingDir]) rmSync(dir, { recursive: true, force: true });
});

function start(dir = dataDir, mode = ''): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'serve.testutil.ts'), dir, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /port (\d+)/.exec(out);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}`, output: () => out });
    });
    child.on('exit', (code) => reject(new Error(`chain process exited with ${code}`)));
  });
}

const aliceKey = deriveKey('waxwing', 'demo:alice').privateKey;
async function send(url: string, to: string, quantity: string, memo = 'snapshot kill'): Promise<{ status: number; id: string; body: Record<string, unknown> }> {
  const trx = await buildTransaction(url, [
    {
      account: 'alien.worlds',
      name: 'transfer',
      authorization: [{ actor: 'alice', permission: 'active' }],
      data: { from: 'alice', to, quantity, memo },
    },
  ]);
  const signed = pack(trx, CHAIN_ID, [aliceKey]);
  const sent = await rpc(url, '/v1/chain/send_transaction', signed);
  return { status: sent.status, id: String(sent.body.transaction_id), body: signed };
}
const tlm = async (url: string, who: string) =>
  (await rpc(url, '/v1/chain/get_currency_balance', { code: 'alien.worlds', account: who, symbol: 'TLM' })).body as unknown as string[];

describe('snapshot and kill -9', () => {
  it('keeps transfers confirmed before and after the last snapshot', async () => {
    const first = await start();
    const before = await send(first.url, 'erin', '10.0000 TLM');
    expect(before.status).toBe(200);
    expect((await fetch(`${first.url}/snapshot`, { method: 'POST' })).status).toBe(204);
    const after = await send(first.url, 'erin', '2.5000 TLM');
    expect(after.status).toBe(200);
    expect(await tlm(first.url, 'erin')).toEqual(['5012.5000 TLM']);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await start();
    expect(second.output()).toMatch(/snapshot loaded: \d+ transactions/);
    expect(await tlm(second.url, 'erin')).toEqual(['5012.5000 TLM']);
    expect((await rpc(second.url, '/v1/history/get_transaction', { id: after.id })).status).toBe(200);
    expect((await rpc(second.url, '/v1/history/get_transaction', { id: before.id })).status).toBe(200);
    // Both are still duplicates: the one from the snapshot's history and the one replayed from the journal.
    for (const tx of [before, after]) expect((await rpc(second.url, '/v1/chain/send_transaction', tx.body)).body.error?.name).toBe('tx_duplicate');
    second.child.kill('SIGKILL');
  });

  it('loses no confirmed transaction when killed at any moment while snapshots rotate the journal after every transaction', async () => {
    const confirmed: string[] = [];
    let unanswered = 0;
    let output = '';
    for (let round = 0; round < 4; round++) {
      const node = await start(rotatingDir, 'rotating');
      // Killed a little later each round, so the kills land at different points of a snapshot, a rotation or a pruning.
      const kill = setTimeout(() => node.child.kill('SIGKILL'), 300 + round * 137);
      // Three at a time, so a snapshot starts while transactions wait in the journal's queue.
      for (let n = 0; node.child.exitCode === null; n += 3) {
        const memos = [n, n + 1, n + 2].map((i) => `round ${round} #${i}`);
        const sent = await Promise.all(memos.map((memo) => send(node.url, 'erin', '1.0000 TLM', memo).catch(() => undefined)));
        for (const one of sent) if (one?.status === 200) confirmed.push(one.id);
        unanswered += sent.filter((one) => one?.status !== 200).length;
        if (sent.some((one) => one?.status !== 200)) break;
      }
      clearTimeout(kill);
      if (node.child.exitCode === null && node.child.signalCode === null) await new Promise((resolve) => node.child.once('exit', resolve));
      output += node.output();
    }
    const last = await start(rotatingDir, 'rotating');
    output += last.output();
    expect(confirmed.length).toBeGreaterThan(8);
    for (const id of confirmed) expect((await rpc(last.url, '/v1/history/get_transaction', { id })).status).toBe(200);
    // Every confirmed transfer arrived once; those the kill cut off may or may not have been journaled.
    const received = Number((await tlm(last.url, 'erin'))[0]!.split(' ')[0]) - 5000;
    expect(received).toBeGreaterThanOrEqual(confirmed.length);
    expect(received).toBeLessThanOrEqual(confirmed.length + unanswered);
    // The journal did rotate and its first segments are gone; no snapshot write failed.
    expect(output).toMatch(/snapshot loaded/);
    expect(output).not.toMatch(/snapshot not written|not deleted|no longer applies/);
    expect(readdirSync(rotatingDir).filter((f) => f.startsWith('journal.')).length).toBeLessThanOrEqual(4);
    expect(readdirSync(rotatingDir)).not.toContain('journal.000000000000.ndjson');
    last.child.kill('SIGKILL');
  });
});
