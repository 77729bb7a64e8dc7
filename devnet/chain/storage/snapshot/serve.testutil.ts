/**
 * A chain in its own process for the kill -9 tests: `tsx serve.testutil.ts <dataDir> [rotating]`.
 * Snapshots are written only on POST /snapshot, or with `rotating` after every transaction (two
 * kept, so the journal rotates and its old segments go all the time); the chain's log goes to
 * stdout, then `port <n>` once it listens.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChain } from '../../index';
import { testContract } from '../../testing/contracts';
import { ledgerGenesis } from './snapshot.testutil';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: serve.testutil.ts <dataDir>');
const chain = await createChain({
  dataDir,
  genesis: ledgerGenesis,
  contracts: [testContract],
  snapshots: process.argv[3] === 'rotating' ? { replayBudgetUs: 0, minIntervalMs: 0, keep: 2 } : { replayBudgetUs: Infinity },
  log: (m) => console.log(m),
});
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  void (async () => {
    if (url.pathname === '/snapshot') {
      await chain.snapshot();
      res.writeHead(204).end();
    } else if (!(await chain.rpcHandler(req, res, url))) res.writeHead(404).end();
  })();
});
server.listen(0, '127.0.0.1', () => console.log(`port ${(server.address() as AddressInfo).port}`));
