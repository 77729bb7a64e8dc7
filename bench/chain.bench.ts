// Devnet chain throughput: signed token transfers applied per second through send_transaction, in process
// (the RPC handler called directly: JSON parse, zlib, signature recovery, authorization, apply, fsync'd journal).
// Also the system-transaction path seeders and bots use. Prints figures only (DESIGN §6).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Action, ABI, Checksum256, PackedTransaction, PrivateKey, SignedTransaction, Transaction } from '@wharfkit/antelope';
import { createChain, type Chain } from '../devnet/chain/index';
import { callRpc } from './rpcCall';

const SEQUENTIAL = 400;
const CONCURRENT = 800;
const IN_FLIGHT = 32;
const FIAT = 2_000;

/** Signs `count` distinct alice → bob transfers against the current head (not timed: wallets sign). */
async function signTransfers(chain: Chain, count: number, from: string, key: string): Promise<Record<string, unknown>[]> {
  const info = (await callRpc(chain, '/v1/chain/get_info', {})).body;
  const abi = ABI.from((await callRpc(chain, '/v1/chain/get_abi', { account_name: 'eosio.token' })).body.abi as ABI.Def);
  const privateKey = PrivateKey.from(key);
  const header = {
    expiration: new Date(Date.parse(`${String(info.head_block_time)}Z`) + 600_000).toISOString().slice(0, 19),
    ref_block_num: Number(info.last_irreversible_block_num) & 0xffff,
    ref_block_prefix: Buffer.from(String(info.last_irreversible_block_id), 'hex').readUInt32LE(8),
  };
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const trx = Transaction.from({
      ...header,
      actions: [
        Action.from(
          {
            account: 'eosio.token',
            name: 'transfer',
            authorization: [{ actor: from, permission: 'active' }],
            data: { from, to: 'bob', quantity: `0.${String(i + 1).padStart(8, '0')} WAX`, memo: `bench ${i}` },
          },
          abi,
        ),
      ],
    });
    const signature = privateKey.signDigest(trx.signingDigest(Checksum256.from(chain.chainId)));
    out.push(
      JSON.parse(JSON.stringify(PackedTransaction.fromSigned(SignedTransaction.from({ ...trx, signatures: [signature] }), 1))) as Record<string, unknown>,
    );
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

/** Prints transfers per second through send_transaction, sequential and with several in flight. */
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-chain-bench-'));
  const started = performance.now();
  const chain = await createChain({ dataDir, log: () => undefined });
  console.log(`genesis + start: ${(performance.now() - started).toFixed(0)} ms`);
  try {
    const demo = Object.fromEntries(chain.demoAccounts.map((a) => [a.name, a.privateKey]));
    const sequential = await signTransfers(chain, SEQUENTIAL, 'alice', demo.alice!);
    const latencies: number[] = [];
    let t0 = performance.now();
    for (const body of sequential) {
      const s = performance.now();
      const res = await callRpc(chain, '/v1/chain/send_transaction', body);
      if (res.status !== 200) throw new Error(`transfer failed: ${JSON.stringify(res.body)}`);
      latencies.push(performance.now() - s);
    }
    const seqSeconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `send_transaction, signed transfer, one at a time: ${(SEQUENTIAL / seqSeconds).toFixed(0)} tx/s (p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p99 ${percentile(latencies, 0.99).toFixed(2)} ms, each fsync'd)`,
    );

    const concurrent = await signTransfers(chain, CONCURRENT, 'carol', demo.carol!);
    t0 = performance.now();
    for (let i = 0; i < concurrent.length; i += IN_FLIGHT) {
      const results = await Promise.all(concurrent.slice(i, i + IN_FLIGHT).map((body) => callRpc(chain, '/v1/chain/send_transaction', body)));
      if (results.some((r) => r.status !== 200)) throw new Error('a concurrent transfer failed');
    }
    const concSeconds = (performance.now() - t0) / 1000;
    console.log(`send_transaction, signed transfer, ${IN_FLIGHT} in flight (group commit): ${(CONCURRENT / concSeconds).toFixed(0)} tx/s`);

    const key = PrivateKey.from(demo.alice!);
    const digest = Checksum256.hash(new Uint8Array([1, 2, 3]));
    const signature = key.signDigest(digest);
    t0 = performance.now();
    for (let i = 0; i < 200; i++) signature.recoverDigest(digest);
    console.log(`signature recovery (pure-JS secp256k1), the bulk of each signed transaction: ${((performance.now() - t0) / 200).toFixed(2)} ms per signature`);

    t0 = performance.now();
    const pending: Promise<unknown>[] = [];
    for (let i = 0; i < FIAT; i++)
      pending.push(
        chain.pushAction(
          'eosio.token',
          'transfer',
          { from: 'bob', to: 'dave', quantity: `0.${String(i + 1).padStart(8, '0')} WAX`, memo: 'fiat' },
          'bob@active',
        ),
      );
    await Promise.all(pending);
    console.log(`pushAction (system transactions for seeders/bots), transfer: ${(FIAT / ((performance.now() - t0) / 1000)).toFixed(0)} tx/s`);
  } finally {
    await chain.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
