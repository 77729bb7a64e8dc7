import { resolve } from 'node:path';
import { createChain } from './chain';
import { createDevnetServer } from './http/server';
import { staticApp } from './http/static';
import { parseDevnetOptions } from './options';
import { statusRoute } from './services/status';
import { versionRoute } from './services/version';

/** Starts the devnet: one origin serving the app and every API it reads (DESIGN §5). */
async function main(): Promise<void> {
  const options = parseDevnetOptions(process.argv.slice(2), process.env);
  const distDir = resolve(options.distDir);
  const started = Date.now();
  const chain = await createChain({ dataDir: resolve(options.dataDir), seed: options.seed, reset: options.reset });
  console.log(`devnet: chain ${chain.chainId.slice(0, 8)}… ready in ${Date.now() - started} ms (${chain.fresh ? 'new genesis' : 'replayed'})`);
  const handlers = [
    chain.rpcHandler,
    chain.explorerHandler,
    chain.accountsHandler,
    versionRoute(distDir),
    statusRoute('/api/', () => true),
    statusRoute('/api2/', () => true),
  ];
  if (options.serveApp) handlers.push(staticApp(distDir));
  const server = createDevnetServer(handlers);
  server.listen({ port: options.port, host: options.host }, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    console.log(`Waxwing devnet ready on http://localhost:${port}`);
  });
  const stop = () => {
    server.close(() => void chain.close().then(() => process.exit(0)));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
