/** Devnet command-line options; every flag also reads an environment variable so npm scripts stay short. */
export type DevnetOptions = {
  port: number;
  /** undefined: every interface (IPv4 and IPv6), so both localhost forms answer. */
  host: string | undefined;
  dataDir: string;
  distDir: string;
  seed: string;
  reset: boolean;
  serveApp: boolean;
  /** The seeded world's size: `full` (the product's figures) or `small` (tests and e2e, starts in seconds). */
  world: 'full' | 'small';
  /** The bots' order-book deltas per second; 0 keeps the chain quiet. */
  flow: number;
  /** A second chain RPC port whose head lags (fault knob); undefined = none. */
  laggingRpcPort: number | undefined;
  /** Action traces of history the chain keeps in memory (ChainOptions.historyRetention); undefined = the chain's default. */
  historyTraces?: number;
};

/** Lively by default: enough to watch books move without loading the machine. */
export const DEFAULT_FLOW = 50;

function portOf(text: string, what: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`devnet: invalid ${what} ${text}`);
  return port;
}

/** Parses `--port 8080 --data-dir .devnet --seed waxwing --reset --no-app --world small --flow 50 --lagging-rpc-port 8081 --history-traces 500000`. */
export function parseDevnetOptions(argv: readonly string[], env: NodeJS.ProcessEnv): DevnetOptions {
  const flag = (name: string): string | undefined => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const world = flag('world') ?? env.DEVNET_WORLD ?? 'full';
  if (world !== 'full' && world !== 'small') throw new Error(`devnet: invalid world ${world} (full or small)`);
  const flowText = flag('flow') ?? env.DEVNET_FLOW ?? String(DEFAULT_FLOW);
  const flow = Number(flowText);
  if (!Number.isInteger(flow) || flow < 0 || flow > 100_000) throw new Error(`devnet: invalid flow ${flowText} (order-book deltas per second, 0 to 100000)`);
  const lagging = flag('lagging-rpc-port') ?? env.DEVNET_LAGGING_RPC_PORT;
  const tracesText = flag('history-traces') ?? env.DEVNET_HISTORY_TRACES;
  const historyTraces = tracesText === undefined ? undefined : Number(tracesText);
  if (historyTraces !== undefined && (!Number.isInteger(historyTraces) || historyTraces < 1))
    throw new Error(`devnet: invalid history traces ${tracesText} (action traces kept in memory, a positive integer)`);
  return {
    port: portOf(flag('port') ?? env.PORT ?? '8080', 'port'),
    host: flag('host') ?? env.HOST,
    dataDir: flag('data-dir') ?? env.DEVNET_DATA_DIR ?? '.devnet',
    distDir: flag('dist') ?? 'dist',
    seed: flag('seed') ?? env.DEVNET_SEED ?? 'waxwing',
    reset: argv.includes('--reset') || env.DEVNET_RESET === '1',
    serveApp: !argv.includes('--no-app'),
    world,
    flow,
    laggingRpcPort: lagging === undefined ? undefined : portOf(lagging, 'lagging RPC port'),
    historyTraces,
  };
}
