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
};

/** Parses `--port 8080 --data-dir .devnet --seed waxwing --reset --no-app`. */
export function parseDevnetOptions(argv: readonly string[], env: NodeJS.ProcessEnv): DevnetOptions {
  const flag = (name: string): string | undefined => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const port = Number(flag('port') ?? env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`devnet: invalid port ${String(port)}`);
  return {
    port,
    host: flag('host') ?? env.HOST,
    dataDir: flag('data-dir') ?? env.DEVNET_DATA_DIR ?? '.devnet',
    distDir: flag('dist') ?? 'dist',
    seed: flag('seed') ?? env.DEVNET_SEED ?? 'waxwing',
    reset: argv.includes('--reset') || env.DEVNET_RESET === '1',
    serveApp: !argv.includes('--no-app'),
  };
}
