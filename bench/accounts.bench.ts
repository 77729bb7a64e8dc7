// 100,000 genesis holder accounts (one account batch, as the full world makes them): what they cost to
// create, what reads over every account (key searches) and per account (get_account, get_info) take,
// and what a snapshot pays for them. Prints figures only (DESIGN §6).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createChain } from '../devnet/chain/index';
import { derivePublicKey } from '../devnet/chain/genesis/keys';
import { planWallets } from '../devnet/seed/plan/holders';
import { callRpc } from './rpcCall';

const HOLDERS = 100_000;

async function timed(label: string, runs: number, call: () => Promise<unknown> | unknown): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms (${runs} runs)`);
}

/** Creates the batch, then times the reads and the snapshot's share. */
export async function run(): Promise<void> {
  const names = planWallets('bench', HOLDERS);
  const keys = Array.from({ length: 64 }, (_, i) => derivePublicKey('bench', `world:wallet:${i}`));
  const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-accounts-bench-'));
  let createMs = 0;
  const chain = await createChain({
    dataDir,
    log: () => undefined,
    genesis: (api) => {
      const started = performance.now();
      api.createAccounts({ names, keys, keyOf: (name) => name.charCodeAt(0) % 64, createdAt: () => 0, ramBytes: 4096n }, api.firstBlock);
      createMs = performance.now() - started;
    },
  });
  try {
    console.log(`create ${HOLDERS.toLocaleString('en-US')} accounts (names, keys, creation times, userres rows): ${createMs.toFixed(0)} ms`);
    const holder = names[HOLDERS / 2]!;
    await timed('get_account of a holder', 200, () => callRpc(chain, '/v1/chain/get_account', { account_name: holder }));
    await timed('get_account of a demo account', 200, () => callRpc(chain, '/v1/chain/get_account', { account_name: 'frank' }));
    await timed('get_info', 200, () => callRpc(chain, '/v1/chain/get_info', {}));
    await timed('get_accounts_by_authorizers (a demo key)', 10, () =>
      callRpc(chain, '/v1/chain/get_accounts_by_authorizers', { keys: ['EOS6Njo95ut8EcDVXHXaCALKgXF3W4EVWPdyLf9aPpXZ7FU731Umu'] }),
    );
    await timed('get_key_accounts (a wallet key: 1/64 of the holders)', 10, () => callRpc(chain, '/v1/history/get_key_accounts', { public_key: keys[0] }));
    // Wall time of a sliced, asynchronous write: the first encodes every table (100,000 userres rows among them).
    await timed('snapshot, wall time (batch columns, stored accounts, every table)', 1, () => chain.snapshot());
  } finally {
    await chain.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
