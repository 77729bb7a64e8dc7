// The swap.we router contract on the devnet chain: a 3-leg routed swap (USDT → TLM on Defibox → WAX on
// the order book → NEFTY on a v3 pool; madeonwoe + one transfer, which the router turns into hops,
// venue payouts, logs and notifications) applied per second, signed through send_transaction (the RPC handler called in
// process: JSON, zlib, signature recovery, authorization, apply, fsync'd journal) and via pushActions
// (the system path seeders and bots use). Prints figures only (DESIGN §6).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Action, ABI, Checksum256, PackedTransaction, PrivateKey, SignedTransaction, Transaction } from '@wharfkit/antelope';
import { createChain, type Chain } from '../devnet/chain/index';
import { callRpc } from './rpcCall';
import {
  ROUTER_WORLD_CONTRACTS,
  routeActions,
  routeTransfer,
  seedRouterWorld,
  NEFTY,
  USDT,
  v2Hop,
  type RouteAction,
} from '../devnet/contracts/router/router.testutil';

const SIGNED_SEQUENTIAL = 200;
const SIGNED_CONCURRENT = 200;
const IN_FLIGHT = 16;
const PUSHED_SEQUENTIAL = 200;
const PUSHED_CONCURRENT = 400;
/** 0.2000 USDT per swap (≈ 4 WAX through the TLM book), plus one unit per swap so every transaction differs. */
const SWAP_UNITS = 2_000n;

/** Swap `i`'s actions: madeonwoe and one transfer whose memo routes through three venues (minimum 1 unit). */
function swapActions(hops: readonly string[], i: number): RouteAction[] {
  return routeActions('alice', [routeTransfer(USDT, SWAP_UNITS + BigInt(i), NEFTY, 1n, hops)]);
}

/** Signs swaps `from`…`from + count − 1` against the current head, as a wallet would (not timed). */
async function signSwaps(chain: Chain, hops: readonly string[], from: number, count: number, key: string): Promise<Record<string, unknown>[]> {
  const info = (await callRpc(chain, '/v1/chain/get_info', {})).body;
  const abis = new Map<string, ABI>();
  for (const account of ['swap.we', USDT.contract])
    abis.set(account, ABI.from((await callRpc(chain, '/v1/chain/get_abi', { account_name: account })).body.abi as ABI.Def));
  const privateKey = PrivateKey.from(key);
  const header = {
    expiration: new Date(Date.parse(`${String(info.head_block_time)}Z`) + 600_000).toISOString().slice(0, 19),
    ref_block_num: Number(info.last_irreversible_block_num) & 0xffff,
    ref_block_prefix: Buffer.from(String(info.last_irreversible_block_id), 'hex').readUInt32LE(8),
  };
  const out: Record<string, unknown>[] = [];
  for (let i = from; i < from + count; i++) {
    const actions = swapActions(hops, i).map((a) => Action.from(a, abis.get(a.account)!));
    const trx = Transaction.from({ ...header, actions });
    const signature = privateKey.signDigest(trx.signingDigest(Checksum256.from(chain.chainId)));
    out.push(
      JSON.parse(JSON.stringify(PackedTransaction.fromSigned(SignedTransaction.from({ ...trx, signatures: [signature] }), 1))) as Record<string, unknown>,
    );
  }
  return out;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

const rate = (count: number, ms: number): string => `${(count / (ms / 1000)).toFixed(0)} tx/s`;

/** Prints routed swaps per second through both paths. */
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-router-bench-'));
  const chain = await createChain({ dataDir, log: () => undefined, contracts: ROUTER_WORLD_CONTRACTS });
  try {
    const started = performance.now();
    const v2Pools = await seedRouterWorld(chain);
    const hops = [v2Hop({ v2Pools }, 'defibox', 'TLM', 'USDT'), '0@ad', '3@a2'];
    console.log(
      `world (4 v3 pools, 2 books, ${v2Pools.length} v2 pools, router) seeded in ${(performance.now() - started).toFixed(0)} ms; route ${hops.join('-')}`,
    );
    const key = chain.demoAccounts.find((a) => a.name === 'alice')!.privateKey;
    let delivered = 0;
    const stop = chain.onTransaction((tx) => {
      delivered = tx.actions.length;
    });

    const sequential = await signSwaps(chain, hops, 0, SIGNED_SEQUENTIAL, key);
    const latencies: number[] = [];
    let t0 = performance.now();
    for (const body of sequential) {
      const s = performance.now();
      const res = await callRpc(chain, '/v1/chain/send_transaction', body);
      if (res.status !== 200) throw new Error(`routed swap failed: ${JSON.stringify(res.body)}`);
      latencies.push(performance.now() - s);
    }
    const seqMs = performance.now() - t0;
    latencies.sort((a, b) => a - b);
    console.log(
      `send_transaction, signed 3-leg routed swap, one at a time: ${rate(SIGNED_SEQUENTIAL, seqMs)} (p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p99 ${percentile(latencies, 0.99).toFixed(2)} ms; ${delivered} actions delivered each)`,
    );

    const concurrent = await signSwaps(chain, hops, SIGNED_SEQUENTIAL, SIGNED_CONCURRENT, key);
    t0 = performance.now();
    for (let i = 0; i < concurrent.length; i += IN_FLIGHT) {
      const results = await Promise.all(concurrent.slice(i, i + IN_FLIGHT).map((body) => callRpc(chain, '/v1/chain/send_transaction', body)));
      if (results.some((r) => r.status !== 200)) throw new Error('a concurrent routed swap failed');
    }
    console.log(`send_transaction, signed 3-leg routed swap, ${IN_FLIGHT} in flight: ${rate(SIGNED_CONCURRENT, performance.now() - t0)}`);

    let next = SIGNED_SEQUENTIAL + SIGNED_CONCURRENT;
    t0 = performance.now();
    for (let i = 0; i < PUSHED_SEQUENTIAL; i++) await chain.pushActions(swapActions(hops, next++));
    console.log(`pushActions, 3-leg routed swap, one at a time: ${rate(PUSHED_SEQUENTIAL, performance.now() - t0)}`);

    t0 = performance.now();
    await Promise.all(Array.from({ length: PUSHED_CONCURRENT }, () => chain.pushActions(swapActions(hops, next++))));
    console.log(`pushActions, 3-leg routed swap, all ${PUSHED_CONCURRENT} in flight: ${rate(PUSHED_CONCURRENT, performance.now() - t0)}`);
    stop();
  } finally {
    await chain.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
