import { describe, expect, it, vi } from 'vitest';
import { createLivePrices } from './livePrices';

const ENDPOINT = { apiUrl: 'http://x/api/', socketUrl: 'http://x/', uuid: 'u', token: null };
const SOURCE = { srcId: 'alcormarket_0', src: 'alcormarket', srcType: 'markets' as const, pairId: '0' };

function setup() {
  const client = {
    open: vi.fn(async (_endpoint: unknown, _hooks: unknown) => 'push' as const),
    close: vi.fn(async () => undefined),
    watchPrices: vi.fn(async (_sources: unknown, _onTicks?: unknown) => undefined),
  };
  const onTicks = vi.fn();
  let endpoint: typeof ENDPOINT | null = ENDPOINT;
  const live = createLivePrices({ client: () => client, endpoint: () => endpoint, onToken: () => undefined, onTicks, warn: () => undefined });
  return { live, client, onTicks, setEndpoint: (next: typeof ENDPOINT | null) => (endpoint = next) };
}

describe('live prices of a list', () => {
  it('opens the socket on the first pairs, follows them, and hands their ticks on', async () => {
    const { live, client, onTicks } = setup();
    live.watch([]);
    expect(client.open).not.toHaveBeenCalled();
    live.watch([SOURCE]);
    live.watch([SOURCE]);
    expect(client.open).toHaveBeenCalledTimes(1);
    expect(client.open.mock.calls[0]![0]).toEqual(ENDPOINT);
    const listener = client.watchPrices.mock.calls[1]![1] as unknown as (ticks: unknown[]) => void;
    listener([{ srcId: 'alcormarket_0', price: 0.2 }]);
    expect(onTicks).toHaveBeenCalledWith([{ srcId: 'alcormarket_0', price: 0.2 }]);
  });

  it('stops following and closes what it opened; reopens for another endpoint', () => {
    const { live, client, setEndpoint } = setup();
    live.stop();
    expect(client.close).not.toHaveBeenCalled();
    live.watch([SOURCE]);
    setEndpoint({ ...ENDPOINT, apiUrl: 'http://y/api/' });
    live.watch([SOURCE]);
    expect(client.close).toHaveBeenCalledTimes(1);
    expect(client.open).toHaveBeenCalledTimes(2);
    live.stop();
    expect(client.watchPrices).toHaveBeenLastCalledWith([]);
    expect(client.close).toHaveBeenCalledTimes(2);
  });
});
