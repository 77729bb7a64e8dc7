import { parseArgs } from 'node:util';

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

/** A command line the devnet cannot run with: main prints the message and exits 2. */
export class UsageError extends Error {}

/** The flags, with what each takes (the order the usage line lists them). */
const FLAGS = {
  port: { type: 'string', value: 'N' },
  host: { type: 'string', value: 'H' },
  'data-dir': { type: 'string', value: 'D' },
  dist: { type: 'string', value: 'D' },
  seed: { type: 'string', value: 'S' },
  reset: { type: 'boolean' },
  'no-app': { type: 'boolean' },
  world: { type: 'string', value: 'full|small' },
  flow: { type: 'string', value: 'N' },
  'lagging-rpc-port': { type: 'string', value: 'P' },
  'history-traces': { type: 'string', value: 'N' },
} as const;

const VALID_FLAGS = `valid flags: ${Object.entries(FLAGS)
  .map(([name, spec]) => `--${name}${'value' in spec ? ` ${spec.value}` : ''}`)
  .join(', ')}`;

/** The flags given, refusing unknown ones, a missing value and stray arguments. */
function readFlags(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: FLAGS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const unknown = /^Unknown option '([^']+)'/.exec(message);
    const problem = unknown ? `unknown flag ${unknown[1]}` : message.split('\n')[0]!.replace(/\.$/, '');
    throw new UsageError(`devnet: ${problem} (${VALID_FLAGS})`);
  }
}

function portOf(text: string, what: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`devnet: invalid ${what} ${text}`);
  return port;
}

/** Parses `--port 8080 --data-dir .devnet --seed waxwing --reset --no-app --world small --flow 50 --lagging-rpc-port 8081 --history-traces 500000`. */
export function parseDevnetOptions(argv: readonly string[], env: NodeJS.ProcessEnv): DevnetOptions {
  const flags = readFlags(argv);
  const world = flags.world ?? env.DEVNET_WORLD ?? 'full';
  if (world !== 'full' && world !== 'small') throw new UsageError(`devnet: invalid world ${world} (full or small)`);
  const flowText = flags.flow ?? env.DEVNET_FLOW ?? String(DEFAULT_FLOW);
  const flow = Number(flowText);
  if (!Number.isInteger(flow) || flow < 0 || flow > 100_000)
    throw new UsageError(`devnet: invalid flow ${flowText} (order-book deltas per second, 0 to 100000)`);
  const lagging = flags['lagging-rpc-port'] ?? env.DEVNET_LAGGING_RPC_PORT;
  const tracesText = flags['history-traces'] ?? env.DEVNET_HISTORY_TRACES;
  const historyTraces = tracesText === undefined ? undefined : Number(tracesText);
  if (historyTraces !== undefined && (!Number.isInteger(historyTraces) || historyTraces < 1))
    throw new UsageError(`devnet: invalid history traces ${tracesText} (action traces kept in memory, a positive integer)`);
  return {
    port: portOf(flags.port ?? env.PORT ?? '8080', 'port'),
    host: flags.host ?? env.HOST,
    dataDir: flags['data-dir'] ?? env.DEVNET_DATA_DIR ?? '.devnet',
    distDir: flags.dist ?? 'dist',
    seed: flags.seed ?? env.DEVNET_SEED ?? 'waxwing',
    reset: flags.reset === true || env.DEVNET_RESET === '1',
    serveApp: flags['no-app'] !== true,
    world,
    flow,
    laggingRpcPort: lagging === undefined ? undefined : portOf(lagging, 'lagging RPC port'),
    historyTraces,
  };
}
