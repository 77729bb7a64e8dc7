/** Test harness: a chain in a temp directory behind a tiny HTTP server on a random port. */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createChain, type Chain, type ChainOptions } from '../index';

/** A running chain and its URL. */
export interface TestChain {
  readonly chain: Chain;
  readonly url: string;
  readonly dataDir: string;
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  stop(): Promise<void>;
}

/** Starts a chain (fresh temp data dir unless given) with a controllable clock starting at the real time. */
export async function startTestChain(options: Partial<ChainOptions> = {}): Promise<TestChain> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'waxwing-chain-'));
  let offset = 0;
  const chain = await createChain({ log: () => undefined, ...options, dataDir, now: () => Date.now() + offset });
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void (async () => {
      for (const handler of [chain.rpcHandler, chain.explorerHandler, chain.accountsHandler]) if (await handler(req, res, url)) return;
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    chain,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    advance: (ms) => {
      offset += ms;
    },
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await chain.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs JSON to an RPC path; returns status and parsed body. */
export async function rpc(
  url: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> & { error?: { code: number; name: string; what: string; details: { message: string }[] } } }> {
  const res = await fetch(`${url}${path}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
