import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './apiServer.testutil';
import { TLM, USDT, WAX } from '../world/fakeWorld.testutil';

// Noon on 20 January: trades on the 17th, 19th and 20th (UTC days).
const NOW = Date.UTC(2026, 0, 20, 12);
const HOUR = 3_600_000;
const DAY_S = 86_400;
let t: TestApi;
type Row = Record<string, unknown>;
type Overview = Row & { days: { time: number; volume: number; trades: number; tvl: number }[]; exchanges: Row[] };

const trade = (seq: number, ageMs: number, src: 'defibox' | 'adex', pairId: string, amountIn: bigint, amountOut: bigint, zeroForOne = true) => ({
  globalSequence: seq,
  time: NOW - ageMs,
  blockNum: 1,
  trxId: 'ab'.repeat(32),
  src,
  pairId,
  maker: 'alice',
  zeroForOne,
  amountIn,
  amountOut,
  poolPrice: null,
});

beforeAll(async () => {
  t = await startTestApi(NOW);
  t.indexer.registerPair({ src: 'defibox', srcType: 'pools', pairId: '1', token0: WAX, token1: TLM, fee: 30 });
  t.indexer.registerPair({ src: 'adex', srcType: 'pools', pairId: '3', token0: USDT, token1: WAX, fee: 25 });
  const wax = (n: number) => BigInt(n) * 10n ** 8n;
  const tlm = (n: number) => BigInt(n) * 10n ** 4n;
  t.indexer.bulkInsertTrades([
    // 17 Jan: 40 WAX for 1000 TLM (0.04 WAX per TLM); 19 Jan 06:00: 18 WAX for 400 (0.045); 20 Jan 10:00: 10 WAX for 200 (0.05).
    trade(-4, 3 * DAY_S * 1000, 'defibox', '1', wax(40), tlm(1000)),
    trade(-3, 30 * HOUR, 'defibox', '1', wax(18), tlm(400)),
    trade(-2, 2 * HOUR, 'defibox', '1', wax(10), tlm(200)),
    // Adex, excluded from analytics: 5 USDT for 100 WAX at its pool's own price.
    trade(-1, HOUR, 'adex', '3', 5n * 10n ** 4n, wax(100)),
  ]);
});
afterAll(() => t.stop());

async function overview(query = ''): Promise<Overview> {
  const { status, body } = await t.get(`/api/analytics/overview${query}`);
  expect(status).toBe(200);
  return body as Overview;
}

/** pools/ and poolsv3/ TVL by src_id, without adex. */
async function poolValues(): Promise<Map<string, number>> {
  const rows = [...((await t.get('/api/pools/')).body as Row[]), ...((await t.get('/api/poolsv3/')).body as Row[])];
  return new Map(rows.filter((row) => row.src !== 'adex').map((row) => [row.src_id as string, row.tvl as number]));
}

describe('analytics/overview', () => {
  it('sums volumes and trades of the rolling windows without adex, with the window before for the changes', async () => {
    const body = await overview();
    expect(body).toMatchObject({ excluded_sources: ['adex'], volume24h: 10, volume24h_prev: 18, volume7d: 68, trades24h: 1, trades24h_prev: 1 });
    const volumes = (await t.get('/api/lastVolumes/')).body as Row[];
    const counted = volumes.filter((row) => row.src !== 'adex');
    expect(body.volume24h).toBeCloseTo(
      counted.reduce((sum, row) => sum + (row.volume24h as number), 0),
      9,
    );
    expect(body.volume7d).toBeCloseTo(
      counted.reduce((sum, row) => sum + (row.volume7d as number), 0),
      9,
    );
    expect(body.exchanges).toEqual([expect.objectContaining({ src: 'defibox', volume24h: 10, volume7d: 68 }), ...body.exchanges.slice(1)]);
    expect(body.exchanges.map((entry) => entry.src)).not.toContain('adex');
  });

  it('counts live pools, markets and their tokens, and the TVL of the pools without adex', async () => {
    const body = await overview();
    const values = await poolValues();
    expect(body).toMatchObject({ pools: values.size, pools_24h_ago: values.size, markets: 1, markets_24h_ago: 1, tokens: 4, tokens_24h_ago: 4 });
    expect(body.tvl).toBeCloseTo(
      [...values.values()].reduce((sum, value) => sum + value, 0),
      6,
    );
  });

  it('gives one point per UTC day: the day’s volume and trades, and past TVL scaled by √ of the token price ratios', async () => {
    const body = await overview('?days=5');
    const values = await poolValues();
    const today = Math.floor(NOW / 1000 / DAY_S) * DAY_S;
    expect(body.days.map((day) => day.time)).toEqual([4, 3, 2, 1, 0].map((back) => today - back * DAY_S));
    expect(body.days.map((day) => day.volume)).toEqual([0, 40, 0, 18, 10]);
    expect(body.days.map((day) => day.trades)).toEqual([0, 1, 0, 1, 1]);
    // TLM is priced by defibox_1 at 0.05 WAX now; it closed at 0.04 (the 17th, and the first open before it) and 0.045 (the 19th).
    const defibox = values.get('defibox_1')!;
    const taco = values.get('taco_TLMWAX')!;
    const others = [...values.entries()].filter(([key]) => key !== 'defibox_1' && key !== 'taco_TLMWAX').reduce((sum, [, value]) => sum + value, 0);
    const at = (ratio: number, withDefibox: boolean) => (withDefibox ? defibox : 0) * Math.sqrt(ratio) + taco * Math.sqrt(ratio) + others;
    const expected = [at(0.8, false), at(0.8, true), at(0.8, true), at(0.9, true), body.tvl as number];
    body.days.forEach((day, i) => expect(day.tvl).toBeCloseTo(expected[i]!, 6));
    expect(body.tvl_24h_ago).toBeCloseTo(at(0.9, true), 6);
  });

  it('names what is wrong with a bad request', async () => {
    expect(await t.get('/api/analytics/overview?days=401')).toMatchObject({ status: 400, body: { parameter: 'days' } });
    expect((await t.get('/api/analytics/trends')).status).toBe(404);
    expect((await t.get('/api/analytics/')).status).toBe(404);
  });
});
