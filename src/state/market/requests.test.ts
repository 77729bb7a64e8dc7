import { describe, expect, it } from 'vitest';
import type { HoverSummary } from '../../core/orderbook';
import type { UserOrder } from '../../../workers/market.client';
import { createMarketRequests } from './requests';

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('market requests', () => {
  it('keeps the latest user-orders answer when an older one arrives after it', async () => {
    const answers = [deferred<UserOrder[]>(), deferred<UserOrder[]>()];
    let call = 0;
    const requests = createMarketRequests({ client: () => ({ userOrders: () => answers[call++]!.promise, hover: async () => null }), warn: () => undefined });
    requests.refreshUserOrders();
    requests.refreshUserOrders();
    const newest = [{ id: '2' }] as UserOrder[];
    answers[1]!.resolve(newest);
    await Promise.resolve();
    answers[0]!.resolve([{ id: '1' }] as UserOrder[]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.userOrders.value).toBe(newest);
  });

  it('logs a failed read of the orders', async () => {
    const warnings: string[] = [];
    const requests = createMarketRequests({
      client: () => ({ userOrders: async () => Promise.reject(new Error('gone')), hover: async () => null }),
      warn: (m) => void warnings.push(m),
    });
    requests.refreshUserOrders();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warnings).toEqual(["could not read the user's orders: Error: gone"]);
  });

  it('shows the hover panel of the latest level asked for, and clears it on null or reset', async () => {
    const summary = { linePrice: 5n } as unknown as HoverSummary;
    const slow = deferred<HoverSummary | null>();
    let call = 0;
    const requests = createMarketRequests({
      client: () => ({ userOrders: async () => [], hover: () => (call++ === 0 ? slow.promise : Promise.resolve(summary)) }),
      warn: () => undefined,
    });
    const first = requests.hoverLevel('asks', 3);
    await requests.hoverLevel('asks', 0);
    slow.resolve(null);
    await first;
    expect(requests.hover.value).toBe(summary);
    await requests.hoverLevel('asks', null);
    expect(requests.hover.value).toBeNull();
    await requests.hoverLevel('bids', 0);
    requests.reset();
    expect([requests.hover.value, requests.userOrders.value]).toEqual([null, []]);
  });
});
