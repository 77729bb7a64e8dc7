import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as reference from '../src/core/v3';
import { loadV3Wasm } from '../wasm/v3';
import type { QuotesApi } from './quotes.api';
import { bestRoute, USDT, WAX, worldRows } from './quotes.testutil';
import { exposeQuotes } from './quotes.worker';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** The worker's exposed object, reached through a real message channel as the main thread reaches it. */
function connect(): Comlink.Remote<QuotesApi> {
  const channel = new MessageChannel();
  channels.push(channel);
  exposeQuotes(channel.port1 as unknown as Comlink.Endpoint);
  return Comlink.wrap<QuotesApi>(channel.port2 as unknown as Comlink.Endpoint);
}

const pool = {
  sqrtPriceX64: 1n << 64n,
  tick: 0,
  liquidity: 10n ** 18n,
  fee: 500,
  tickSpacing: 10,
  feeGrowthGlobalAX64: 5n,
  feeGrowthGlobalBX64: 9n,
  ticks: [
    { index: -100, liquidityNet: 10n ** 18n, liquidityGross: 10n ** 18n, feeGrowthOutsideAX64: 1n, feeGrowthOutsideBX64: 2n },
    { index: 100, liquidityNet: -(10n ** 18n), liquidityGross: 10n ** 18n, feeGrowthOutsideAX64: 0n, feeGrowthOutsideBX64: 0n },
  ],
};

describe('quotes.worker', () => {
  it('serves the API over a message port: bigints and pool states survive the structured clone', async () => {
    const remote = connect();
    expect(await remote.getSqrtRatioAtTick(443_636)).toBe(79226673515401279992447579062n);
    const result = await remote.simulateSwap(pool, true, 10n ** 17n);
    expect(result).toEqual(reference.swap(pool, true, 10n ** 17n));
    expect(result.ticksCrossed).toEqual([-100]);
  });

  it("runs the route re-check's v3 legs on the worker's one WASM instance", async () => {
    const remote = connect();
    const rows = worldRows();
    const route = bestRoute(rows, USDT, WAX, 100n * 10n ** 4n);
    const engine = await loadV3Wasm();
    const quote = vi.spyOn(engine, 'quoteExactIn');
    try {
      const check = await remote.recheckRoute(route, rows);
      expect(check.status).toBe('ok');
      const v3Legs = route.paths.flatMap((path) => path.steps).filter((step) => step.exchange === 'alcorv2');
      expect(v3Legs.length).toBeGreaterThan(0);
      expect(quote).toHaveBeenCalledTimes(v3Legs.length);
    } finally {
      quote.mockRestore();
    }
  });

  it('sends the WASM RangeError back to the caller', async () => {
    const remote = connect();
    await expect(remote.getTickAtSqrtRatio(1n)).rejects.toThrow(/getTickAtSqrtRatio/);
  });
});
