import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import * as reference from '../src/core/v3';
import type { QuotesApi } from './quotes.api';
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

  it('sends the WASM RangeError back to the caller', async () => {
    const remote = connect();
    await expect(remote.getTickAtSqrtRatio(1n)).rejects.toThrow(/getTickAtSqrtRatio/);
  });
});
