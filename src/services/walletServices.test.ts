import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../../devnet/services/swapApi/apiServer.testutil';
import { makeAmount } from '../core/amount';
import { rawTrade } from '../core/walletTrades/trades.testutil';
import { createAccountRowsService } from './accountRows';
import type { FetchFn } from './http';
import { createPoolsService } from './poolsService';
import { createTradesService } from './tradesService';

let api: TestApi;
/** A fetch that answers from the devnet's swap API (the real shapes, over its fake world). */
const devnetFetch: FetchFn = async (url) => {
  const { status, body } = await api.get(url);
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
};

beforeAll(async () => {
  api = await startTestApi(Date.UTC(2026, 0, 20));
});
afterAll(() => api.stop());

describe('pools service against the devnet API', () => {
  it('v2 pools with an LP token: exact reserves and supply, WAX prices', async () => {
    const pools = await createPoolsService('/api/', devnetFetch).v2Pools();
    expect(pools.map((pool) => `${pool.src}:${pool.pairId}`)).toEqual(['defibox:1', 'taco:TLMWAX', 'defibox:4']);
    const defibox = pools[0]!;
    expect(defibox.reserve0).toEqual(makeAmount(100_000n * 10n ** 8n, 8));
    expect(defibox.lpToken).toEqual({ ticker: 'BOXA', contract: 'lptoken.box', precision: 0 });
    expect(defibox.lpSupply).toBe(1_000_000n);
    expect(defibox.token0WaxPrice).toBe(1);
  });

  it('v3 pools with their state as 128-bit integers', async () => {
    const [pool] = await createPoolsService('/api/', devnetFetch).v3Pools();
    expect(pool).toMatchObject({ id: 5, fee: expect.any(Number), tickSpacing: expect.any(Number), tokenA: { ticker: 'USDT' } });
    expect(typeof pool?.sqrtPriceX64).toBe('bigint');
    expect(pool!.liquidity > 0n).toBe(true);
  });

  it('leaves out a malformed row and says which', async () => {
    const warn = vi.fn();
    const fetchFn: FetchFn = async () => Response.json([{ src: 'nowhere', lptoken: {} }]);
    expect(await createPoolsService('/api/', fetchFn, warn).v2Pools()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pools[0].src "nowhere" is unknown'));
  });
});

describe('account rows against the devnet API', () => {
  it("reads an account's order rows with their market as scope", async () => {
    const rows = await createAccountRowsService('/api/', devnetFetch).mappedRows('bob');
    expect(rows.buyOrders.map((row) => (row as { scope: string }).scope)).toEqual(['1', '1']);
    expect(rows.sellOrders).toEqual([]);
    expect(rows.positions).toEqual([]);
  });

  it('reads the ticks of each pool asked for', async () => {
    const ticks = await createAccountRowsService('/api/', devnetFetch).poolTicks([5]);
    expect(ticks.get(5)?.length).toBeGreaterThan(0);
  });
});

describe('trades service', () => {
  it('POSTs the filter as JSON and reads each row exactly, leaving out malformed ones', async () => {
    const fetchFn = vi.fn<FetchFn>(async () => Response.json([rawTrade(), { maker: 'x' }]));
    const warn = vi.fn();
    const answer = await createTradesService('/api/', fetchFn, warn).trades({ wallets: ['alice', 'bob'], limit: 20 });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/trades');
    expect(init).toMatchObject({ method: 'POST', body: '{"wallets":["alice","bob"],"limit":20}' });
    expect(answer.rows.map((row) => row.bought.amount)).toEqual([makeAmount(1_994_000n, 4)]);
    expect(answer.skipped).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("says what the service refused, in the service's words", async () => {
    const fetchFn: FetchFn = async () => Response.json({ error: 'wallets: "Bob" is not an account name' }, { status: 400 });
    await expect(createTradesService('/api/', fetchFn).trades({})).rejects.toThrow('trades: wallets: "Bob" is not an account name');
  });
});
