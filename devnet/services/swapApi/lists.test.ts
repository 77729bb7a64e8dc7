import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './apiServer.testutil';
import { TLM, WAX } from '../world/fakeWorld.testutil';

const NOW = Date.UTC(2026, 0, 20, 12);
let t: TestApi;
type Row = Record<string, unknown>;

beforeAll(async () => {
  t = await startTestApi(NOW);
  t.indexer.registerPair({ src: 'defibox', srcType: 'pools', pairId: '1', token0: WAX, token1: TLM, fee: 30 });
  // Two buys of TLM an hour apart: 10 WAX at 0.04 WAX per TLM, then 30 WAX at 0.05.
  const trade = (seq: number, ageMs: number, wax: bigint, tlm: bigint) => ({
    globalSequence: seq,
    time: NOW - ageMs,
    blockNum: seq,
    trxId: 'ef'.repeat(32),
    src: 'defibox' as const,
    pairId: '1',
    maker: 'alice',
    zeroForOne: true,
    amountIn: wax * 10n ** 8n,
    amountOut: tlm * 10n ** 4n,
    poolPrice: null,
  });
  t.indexer.bulkInsertTrades([trade(-2, 2 * 3_600_000, 10n, 250n), trade(-1, 3_600_000, 30n, 600n)]);
});
afterAll(() => t.stop());

describe('swap API: token and venue lists', () => {
  it('tokens/: every traded token with its WAX price, venues, volumes, change and rank; LP tokens only on request', async () => {
    const { status, body } = await t.get('/api/tokens/');
    expect(status).toBe(200);
    const tokens = body as Row[];
    expect(tokens.map((token) => token.hash)).toEqual(
      expect.arrayContaining(['wax_eosio.token', 'tlm_alien.worlds', 'usdt_usdt.alcor', 'nefty_token.nefty', 'boxa_lptoken.box']),
    );
    const tlm = tokens.find((token) => token.hash === 'tlm_alien.worlds')!;
    expect(tlm).toMatchObject({
      contract: 'alien.worlds',
      symbol: { ticker: 'TLM', precision: 4 },
      is_wax: false,
      is_lptoken: false,
      logo: '/devnet/logos/alien.worlds/TLM.svg',
      img: '/devnet/logos/alien.worlds/TLM.svg',
      wax_price: 0.05,
      volume24h: 40,
      volume7d: 40,
      stat: { supply: '2500000000.0000', max_supply: '10000000000.0000' },
      rank: 2,
    });
    expect(tlm.price_changes).toEqual({ '24h': expect.closeTo(0.25, 12) });
    expect(tlm.in_pool).toEqual(
      expect.arrayContaining([
        { vstoken: 'WAX_eosio.token', src: 'defibox', src_type: 'pools', pairid: '1' },
        { vstoken: 'WAX_eosio.token', src: 'taco', src_type: 'pools', pairid: 'TLMWAX' },
      ]),
    );
    expect(tlm.in_market).toEqual([{ vstoken: 'WAX_eosio.token', src: 'alcormarket', src_type: 'markets', pairid: '1' }]);
    expect(tokens.find((token) => token.hash === 'usdt_usdt.alcor')?.wax_price).toBe(20);
    // NEFTY trades only in an empty pool: listed, but without a price.
    expect(tokens.find((token) => token.hash === 'nefty_token.nefty')?.wax_price).toBeNull();
    const plain = (await t.get('/api/tokens?nolptoken=true')).body as Row[];
    expect(plain.map((token) => token.hash).sort()).toEqual(['nefty_token.nefty', 'tlm_alien.worlds', 'usdt_usdt.alcor', 'wax_eosio.token']);
    expect((await t.get('/api/tokens?nolptoken=maybe')).body).toMatchObject({ parameter: 'nolptoken' });
  });

  it('pools/: §3 liquidity pool fields with exact reserves, price reserve0/reserve1, LP token and pair stats', async () => {
    const pools = (await t.get('/api/pools/')).body as Row[];
    expect(pools).toHaveLength(4);
    expect(pools[0]).toMatchObject({
      pairid: '1',
      src: 'defibox',
      src_type: 'pools',
      src_id: 'defibox_1',
      fee: 30,
      reserve0: '100000.00000000',
      reserve1: '2000000.0000',
      price: 0.05,
      lptoken: { contract: 'lptoken.box', symbol: { ticker: 'BOXA', precision: 0 }, amount: '1000000' },
      tick: null,
      tokenA_wax_price: 1,
      tokenB_wax_price: 0.05,
      tvl: 200_000,
      volume24h: 40,
      is_pair_reversed: true,
    });
    expect(pools[0]?.token0).toEqual({ contract: 'eosio.token', symbol: { ticker: 'WAX', precision: 8 }, hash: 'wax_eosio.token' });
    expect(pools[2]).toMatchObject({ src: 'adex', platform_fee: 5, is_pair_reversed: false, lptoken: null });
  });

  it('poolsv3/: §3 v3 pool fields, 128-bit values as decimal text', async () => {
    const [pool] = (await t.get('/api/poolsv3')).body as Row[];
    expect(pool).toMatchObject({
      id: 5,
      src: 'alcorv2',
      src_type: 'poolsv3',
      active: true,
      fee: 3000,
      tickSpacing: 60,
      reserve0: '1000.0000',
      reserve1: '20000.00000000',
      liquidity: '1000000000000',
      protocolFeeA: '0.0000',
    });
    expect(pool?.sqrtPriceX64).toMatch(/^\d+$/);
    // 20 WAX per USDT: token0 (USDT) per token1 (WAX) is 0.05.
    expect(pool?.price as number).toBeCloseTo(0.05, 8);
  });

  it('markets/: book summary per side, best prices, min amounts', async () => {
    const [market] = (await t.get('/api/markets/')).body as Row[];
    expect(market).toMatchObject({
      id: 1,
      src: 'alcormarket',
      src_type: 'markets',
      frozen: false,
      fee: 10,
      best_bid: 0.049,
      best_ask: 0.051,
      token0: { symbol: { ticker: 'WAX' } },
      token1: { symbol: { ticker: 'TLM' } },
    });
    expect(market?.orderbook).toMatchObject({ bid_levels: 2, ask_levels: 2, total_bid: '169.50000000', total_ask: '4000.0000' });
    expect((market?.orderbook as { bids: Row[] }).bids[0]).toEqual({ unit_price: '4900000', price: 0.049, total_bid: '73.50000000', total_ask: '1500.0000' });
  });

  it('lastVolumes and lastPriceChanges: per pair, per kind and per token; a bad suffix names itself', async () => {
    const pairs = (await t.get('/api/lastVolumes')).body as Row[];
    expect(pairs).toEqual([
      {
        src: 'defibox',
        src_type: 'pools',
        pair_id: '1',
        src_id: 'defibox_1',
        volume24h: 40,
        volume7d: 40,
        volume30d: 40,
        volume24h_usd: 2,
        volume7d_usd: 2,
        volume30d_usd: 2,
      },
    ]);
    expect((await t.get('/api/lastVolumes/markets')).body).toEqual([]);
    expect((await t.get('/api/lastVolumes/tokens')).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ contract: 'alien.worlds', ticker: 'TLM', volume24h: 40 })]),
    );
    const changes = (await t.get('/api/lastPriceChanges/pools')).body as Row[];
    expect(changes).toEqual([
      { src: 'defibox', src_type: 'pools', pair_id: '1', src_id: 'defibox_1', price: 0.05, price_24h_ago: 0.04, change24h: expect.closeTo(0.25, 12) },
    ]);
    const tokenChanges = (await t.get('/api/lastPriceChanges/tokens')).body as Row[];
    expect(tokenChanges).toEqual(expect.arrayContaining([{ contract: 'alien.worlds', ticker: 'TLM', wax_price: 0.05, change24h: expect.closeTo(0.25, 12) }]));
    const bad = await t.get('/api/lastVolumes/weekly');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ parameter: 'suffix' });
  });

  it('answers 404 JSON for an unknown path, 405 for a wrong method, and leaves status/ to its own handler', async () => {
    const unknown = await t.get('/api/nothing/here');
    expect(unknown).toMatchObject({ status: 404, body: { path: '/api/nothing/here' } });
    expect(unknown.type).toContain('application/json');
    expect((await t.post('/api/tokens', '{}')).status).toBe(405);
    // Nobody else answers status/ in this server: the devnet server's own 404 shows it was passed on.
    expect((await t.get('/api/status/')).body).toMatchObject({ error: 'not found' });
    expect((await t.get('/api2/pools')).status).toBe(200);
  });
});
