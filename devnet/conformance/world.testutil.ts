/** One quiet seeded world for the conformance tests: small unless CONFORMANCE_WORLD=full asks for the full one. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDevnetOptions } from '../server/options';
import { startDevnet, type Devnet } from '../server/start';

/** A running world and its loopback URL. */
export interface ConformanceWorld {
  readonly devnet: Devnet;
  readonly url: string;
  close(): Promise<void>;
}

/** Starts the world at flow 0 (nothing moves but what a test does) and waits until it is indexed. */
export async function startConformanceWorld(): Promise<ConformanceWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-conformance-'));
  const world = process.env.CONFORMANCE_WORLD === 'full' ? 'full' : 'small';
  const devnet = await startDevnet(
    parseDevnetOptions(['--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir, '--world', world, '--flow', '0', '--no-app'], {}),
    { log: () => undefined },
  );
  await devnet.ready;
  return {
    devnet,
    url: devnet.url.replace('localhost', '127.0.0.1'),
    close: async () => {
      await devnet.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
