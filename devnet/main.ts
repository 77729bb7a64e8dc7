import { parseDevnetOptions, UsageError } from './server/options';
import { startDevnet } from './server/start';

/** Starts the devnet: one origin serving the app and every API it reads (DESIGN §5). */
async function main(): Promise<void> {
  const options = parseDevnetOptions(process.argv.slice(2), process.env);
  const devnet = await startDevnet(options);
  const { figures } = devnet;
  console.log(
    `devnet: ${options.world} world "${options.seed}": plan ${figures.plan} ms, chain ${figures.chain - figures.plan} ms (${[devnet.chain.fresh ? 'new genesis' : 'restored', ...Object.entries(figures.genesis).map(([phase, ms]) => `${phase} ${ms}`)].join(', ')})`,
  );
  console.log(`Waxwing devnet listening on ${devnet.url} (indexing…)`);
  if (options.laggingRpcPort !== undefined) console.log(`Lagging chain node (head 30 s behind) on http://localhost:${options.laggingRpcPort}`);
  const stop = () => void devnet.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await devnet.ready;
  const indexing = figures.indexing;
  console.log(
    `devnet: ready in ${(figures.ready / 1000).toFixed(1)} s (indexed ${indexing?.caughtUp ?? 0} transactions in ${indexing?.catchUpMs ?? 0} ms${indexing?.historyTrades ? `, seeded ${indexing.historyTrades} historical trades and ${indexing.holders} holders in ${indexing.historyMs} ms` : ''}); bots at ${options.flow} order-book deltas/s`,
  );
  console.log(`Waxwing devnet ready on ${devnet.url}`);
  console.log('Demo accounts (devnet keys are public — never use them on a real chain):');
  for (const account of devnet.chain.demoAccounts) console.log(`  ${account.name.padEnd(8)} ${account.privateKey}`);
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // 2: the command line was wrong (as getopt tools do); 1: the devnet failed.
  process.exit(error instanceof UsageError ? 2 : 1);
});
