import type * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as reference from '../src/core/v3';
import { quotesClient, releaseQuotesWorker } from './quotes.client';
import { exposeQuotes } from './quotes.worker';

const pool = {
  sqrtPriceX64: reference.getSqrtRatioAtTick(-5000) + 1n,
  tick: -5000,
  liquidity: 10n ** 16n,
  fee: 10000,
  tickSpacing: 200,
  feeGrowthGlobalAX64: 0n,
  feeGrowthGlobalBX64: 0n,
  ticks: [
    { index: -6000, liquidityNet: 10n ** 16n, liquidityGross: 10n ** 16n, feeGrowthOutsideAX64: 0n, feeGrowthOutsideBX64: 0n },
    { index: -4000, liquidityNet: -(10n ** 16n), liquidityGross: 10n ** 16n, feeGrowthOutsideAX64: 0n, feeGrowthOutsideBX64: 0n },
  ],
};

/** A stand-in for the browser's Worker: a MessagePort served by the real worker module. */
class FakeWorker {
  static created: FakeWorker[] = [];
  readonly port: MessagePort;
  terminated = false;

  constructor(readonly url: URL) {
    const channel = new MessageChannel();
    exposeQuotes(channel.port1 as unknown as Comlink.Endpoint);
    this.port = channel.port2;
    FakeWorker.created.push(this);
  }

  postMessage(message: unknown, transfer?: Transferable[]): void {
    this.port.postMessage(message, transfer ?? []);
  }

  addEventListener(type: string, listener: EventListener): void {
    this.port.addEventListener(type, listener);
    this.port.start();
  }

  removeEventListener(type: string, listener: EventListener): void {
    this.port.removeEventListener(type, listener);
  }

  terminate(): void {
    this.terminated = true;
    this.port.close();
  }
}

afterEach(() => {
  releaseQuotesWorker();
  vi.unstubAllGlobals();
  FakeWorker.created = [];
});

describe('quotesClient', () => {
  it('runs the API in this thread where Worker does not exist (Node)', async () => {
    expect(typeof Worker).toBe('undefined');
    const client = quotesClient();
    expect(quotesClient()).toBe(client);
    expect(await client.quoteExactIn(pool, true, 10n ** 12n)).toEqual(reference.quoteExactIn(pool, true, 10n ** 12n));
    await client.loadPool('p', pool);
    expect(await client.simulateSwap('p', false, 10n ** 12n)).toEqual(reference.swap(pool, false, 10n ** 12n));
    expect(await client.unloadPool('p')).toBe(true);
  });

  it('starts the worker lazily, once, and releaseQuotesWorker terminates it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    expect(FakeWorker.created).toHaveLength(0);
    const client = quotesClient();
    expect(quotesClient()).toBe(client);
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0]!.url.pathname).toMatch(/quotes\.worker\.ts$/);
    expect(await client.getSqrtRatioAtTick(-5000)).toBe(reference.getSqrtRatioAtTick(-5000));
    expect(await client.quoteExactOut(pool, true, 10n ** 10n)).toEqual(reference.quoteExactOut(pool, true, 10n ** 10n));
    releaseQuotesWorker();
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    // A client kept past its release fails loudly instead of hanging.
    expect(() => client.getSqrtRatioAtTick(0)).toThrow(/released/);
    quotesClient();
    expect(FakeWorker.created).toHaveLength(2);
  });
});
