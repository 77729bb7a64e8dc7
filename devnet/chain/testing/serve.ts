/** Runs a chain in its own process for the durability test: `tsx serve.ts <dataDir>`; prints `port <n>` when ready. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChain } from '../index';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: serve.ts <dataDir>');
const chain = await createChain({ dataDir, log: () => undefined });
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  void (async () => {
    if (!(await chain.rpcHandler(req, res, url))) res.writeHead(404).end();
  })();
});
server.listen(0, '127.0.0.1', () => console.log(`port ${(server.address() as AddressInfo).port}`));
