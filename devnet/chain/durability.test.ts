/** A confirmed transaction survives kill -9: the journal is fsync'd before the client hears "executed". */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rpc, startTestChain } from './testing/harness';
import { buildTransaction, pack } from './testing/sign';
import { CHAIN_ID, type GenesisApi } from './index';
import { deriveKey } from './genesis/keys';
import { ledgerTable, testContract } from './testing/contracts';

const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-durable-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function start(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'testing/serve.ts'), dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /port (\d+)/.exec(out);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`chain process exited with ${code}`)));
  });
}

const balance = async (url: string, who: string): Promise<string[]> =>
  (await rpc(url, '/v1/chain/get_currency_balance', { code: 'alien.worlds', account: who, symbol: 'TLM' })).body as unknown as string[];

describe('durability', () => {
  it('keeps a confirmed transfer across kill -9 and restart', async () => {
    const first = await start();
    const aliceKey = deriveKey('waxwing', 'demo:alice').privateKey;
    const trx = await buildTransaction(first.url, [
      {
        account: 'alien.worlds',
        name: 'transfer',
        authorization: [{ actor: 'alice', permission: 'active' }],
        data: { from: 'alice', to: 'erin', quantity: '123.4567 TLM', memo: 'durable' },
      },
    ]);
    const sent = await rpc(first.url, '/v1/chain/send_transaction', pack(trx, CHAIN_ID, [aliceKey]));
    expect(sent.status).toBe(200);
    const id = String(sent.body.transaction_id);
    expect(await balance(first.url, 'erin')).toEqual(['5123.4567 TLM']);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await start();
    expect(await balance(second.url, 'erin')).toEqual(['5123.4567 TLM']);
    expect(await balance(second.url, 'alice')).toEqual(['1499876.5433 TLM']);
    const found = await rpc(second.url, '/v1/history/get_transaction', { id });
    expect(found.status).toBe(200);
    expect(found.body.block_num).toBe((sent.body.processed as { block_num: number }).block_num);
    // The replayed transaction is still a duplicate.
    const again = await rpc(second.url, '/v1/chain/send_transaction', pack(trx, CHAIN_ID, [aliceKey]));
    expect(again.body.error?.name).toBe('tx_duplicate');
    second.child.kill('SIGKILL');
  });
});

describe('restart and reset in process', () => {
  it('replays system transactions and deployments, and --reset brings back the genesis', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'waxwing-replay-'));
    try {
      const first = await startTestChain({ dataDir: dir });
      expect(first.chain.fresh).toBe(true);
      const genesisHead = first.chain.transactions().next().value!.id;
      await first.chain.pushAction('eosio.token', 'transfer', { from: 'bob', to: 'carol', quantity: '42.00000000 WAX', memo: 'replayed' }, 'bob@active');
      await first.chain.createAccount('ledgertest11', deriveKey('replay', 'ledger').publicKey);
      await first.chain.deployContract('ledgertest11', testContract);
      await first.chain.pushAction('ledgertest11', 'fill', { count: 5, scope: 'replay' }, 'ledgertest11@active');
      const count = [...first.chain.transactions()].length;
      const carol = await balance2(first.url, 'carol');
      await first.stop();

      const second = await startTestChain({ dataDir: dir, contracts: [testContract] });
      expect([...second.chain.table('ledgertest11', ledgerTable, 'replay').rows()].map((r) => r.id)).toEqual([0n, 1n, 2n, 3n, 4n]);
      expect(second.chain.fresh).toBe(false);
      expect([...second.chain.transactions()]).toHaveLength(count);
      expect(second.chain.transactions().next().value!.id).toBe(genesisHead);
      expect(await balance2(second.url, 'carol')).toEqual(carol);
      expect(carol[0]).toBe('58792.00000000 WAX');
      await second.stop();

      const third = await startTestChain({ dataDir: dir, reset: true });
      expect(third.chain.fresh).toBe(true);
      expect(await balance2(third.url, 'carol')).toEqual(['58750.00000000 WAX']);
      await third.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('derives the same genesis from the same seed and another from another seed', async () => {
    const a = await startTestChain({ seed: 'alpha' });
    const b = await startTestChain({ seed: 'alpha' });
    const c = await startTestChain({ seed: 'beta' });
    try {
      expect(a.chain.demoAccounts).toEqual(b.chain.demoAccounts);
      expect(c.chain.demoAccounts[0]!.publicKey).not.toBe(a.chain.demoAccounts[0]!.publicKey);
      // Transaction ids embed the genesis time; the state itself depends on the seed alone.
      const world = (t: typeof a) =>
        ['alice', 'dave'].map((who) => t.chain.getTableRows({ code: 'eosio.token', scope: who, table: 'accounts', json: true }).rows);
      expect(world(a)).toEqual(world(b));
      const oracle = (t: typeof a) =>
        t.chain
          .getTableRows({ code: 'delphioracle', scope: 'waxpusd', table: 'datapoints', json: true, limit: 100 })
          .rows.map((r) => (r as { value: number }).value);
      expect(oracle(a)).toEqual(oracle(b));
      expect(oracle(c)).not.toEqual(oracle(a));
    } finally {
      await Promise.all([a.stop(), b.stop(), c.stop()]);
    }
  });
});

async function balance2(url: string, who: string): Promise<string[]> {
  return (await rpc(url, '/v1/chain/get_currency_balance', { code: 'eosio.token', account: who, symbol: 'WAX' })).body as unknown as string[];
}

describe('genesis extensions', () => {
  it('rebuild the same extra world at every start without journaling it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'waxwing-extension-'));
    const genesis = (g: GenesisApi) => {
      g.createAccount('seededtrade1', deriveKey(g.seed, 'seeded').publicKey, g.firstBlock);
      g.deploy('seededtrade1', testContract, g.firstBlock);
      g.push([{ account: 'seededtrade1', name: 'fill', authorization: ['seededtrade1@active'], data: { count: 3, scope: 'seed' } }], g.firstBlock + 10);
      expect(() => g.push([], g.firstBlock)).toThrow(/outside/);
    };
    try {
      const first = await startTestChain({ dataDir: dir, genesis });
      const count = [...first.chain.transactions()].length;
      await first.stop();
      const second = await startTestChain({ dataDir: dir, genesis });
      expect([...second.chain.transactions()]).toHaveLength(count);
      expect([...second.chain.table('seededtrade1', ledgerTable, 'seed').rows()]).toHaveLength(3);
      await second.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
