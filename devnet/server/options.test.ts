import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FLOW, parseDevnetOptions, UsageError } from './options';

const VALID = '--port N, --host H, --data-dir D, --dist D, --seed S, --reset, --no-app, --world full|small, --flow N, --lagging-rpc-port P, --history-traces N';

describe('parseDevnetOptions', () => {
  it('defaults to port 8080, the .devnet folder, the full world and a lively flow', () => {
    expect(parseDevnetOptions([], {})).toMatchObject({
      port: 8080,
      dataDir: '.devnet',
      seed: 'waxwing',
      reset: false,
      serveApp: true,
      world: 'full',
      flow: DEFAULT_FLOW,
      laggingRpcPort: undefined,
    });
  });

  it('lets PORT and flags override, flags first', () => {
    expect(parseDevnetOptions([], { PORT: '9000' }).port).toBe(9000);
    expect(parseDevnetOptions(['--port', '9100', '--reset', '--no-app'], { PORT: '9000' })).toMatchObject({ port: 9100, reset: true, serveApp: false });
  });

  it('reads the world size, the flow and the lagging node port from flags or the environment', () => {
    expect(parseDevnetOptions(['--world', 'small', '--flow', '0', '--lagging-rpc-port', '8081'], {})).toMatchObject({
      world: 'small',
      flow: 0,
      laggingRpcPort: 8081,
    });
    expect(parseDevnetOptions([], { DEVNET_WORLD: 'small', DEVNET_FLOW: '5000' })).toMatchObject({ world: 'small', flow: 5000 });
  });

  it('reads the action traces kept in memory, and leaves the chain default when unset', () => {
    expect(parseDevnetOptions(['--history-traces', '20000'], {}).historyTraces).toBe(20_000);
    expect(parseDevnetOptions([], { DEVNET_HISTORY_TRACES: '300' }).historyTraces).toBe(300);
    expect(parseDevnetOptions([], {}).historyTraces).toBeUndefined();
    expect(() => parseDevnetOptions(['--history-traces', '0'], {})).toThrow(/invalid history traces/);
  });

  it('rejects a port, world or flow that is not one', () => {
    expect(() => parseDevnetOptions(['--port', 'eighty'], {})).toThrow(/invalid port/);
    expect(() => parseDevnetOptions(['--world', 'huge'], {})).toThrow(/invalid world/);
    expect(() => parseDevnetOptions(['--flow=-1'], {})).toThrow(/invalid flow/);
    // A value that looks like a flag needs the = form; alone it reads as a missing value.
    expect(() => parseDevnetOptions(['--flow', '-1'], {})).toThrow(/^devnet: Option '--flow' argument is ambiguous \(valid flags: /);
    expect(() => parseDevnetOptions(['--flow', 'lots'], {})).toThrow(/invalid flow/);
    expect(() => parseDevnetOptions(['--lagging-rpc-port', '70000'], {})).toThrow(/invalid lagging RPC port/);
  });

  it('refuses a flag it does not know, naming it and the valid ones', () => {
    const refusal = () => parseDevnetOptions(['--port', '9000', '--wrold', 'small'], {});
    expect(refusal).toThrow(UsageError);
    expect(refusal).toThrow(`devnet: unknown flag --wrold (valid flags: ${VALID})`);
  });

  it('refuses a flag without its value, a value on a switch and a stray argument', () => {
    expect(() => parseDevnetOptions(['--port'], {})).toThrow(/^devnet: Option '--port <value>' argument missing \(valid flags: /);
    expect(() => parseDevnetOptions(['--reset=yes'], {})).toThrow(/^devnet: Option '--reset' does not take an argument \(valid flags: /);
    expect(() => parseDevnetOptions(['small'], {})).toThrow(/^devnet: Unexpected argument 'small'/);
    for (const argv of [['--port'], ['--reset=yes'], ['small']]) expect(() => parseDevnetOptions(argv, {})).toThrow(UsageError);
  });

  it('exits 2 with a one-line message when started with an unknown flag', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'main.ts'), '--no-ap'], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([`devnet: unknown flag --no-ap (valid flags: ${VALID})`]);
    expect(run.stdout).toBe('');
  });
});
