import { describe, expect, it } from 'vitest';
import { DEFAULT_FLOW, parseDevnetOptions } from './options';

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
    expect(() => parseDevnetOptions(['--flow', '-1'], {})).toThrow(/invalid flow/);
    expect(() => parseDevnetOptions(['--flow', 'lots'], {})).toThrow(/invalid flow/);
    expect(() => parseDevnetOptions(['--lagging-rpc-port', '70000'], {})).toThrow(/invalid lagging RPC port/);
  });
});
