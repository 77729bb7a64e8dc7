import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchLog, poolLog, resetSynthetic, syntheticTx, v2SwapLog } from '../indexer/synthetic.testutil';
import { startTestApi, type TestApi } from './apiServer.testutil';
import { TLM, WAX } from '../world/fakeWorld.testutil';

const NOW = Date.UTC(2026, 0, 20, 12);
const MINUTE = 60_000;
let t: TestApi;
type Row = Record<string, unknown>;

const wax = (n: number) => BigInt(Math.round(n * 1e8));
const tlm = (n: number) => BigInt(Math.round(n * 1e4));
const limitAsset = (amount: string, contract: string) => ({ quantity: amount, contract });

beforeAll(async () => {
  resetSynthetic();
  t = await startTestApi(NOW);
  const ingest = (minutesAgo: number, actions: Parameters<typeof syntheticTx>[1]) => t.indexer.ingest(syntheticTx(NOW - minutesAgo * MINUTE, actions));
  ingest(100, [poolLog('swap.box', 1, WAX, TLM, 30, 'alice')]);
  ingest(90, [v2SwapLog('swap.box', 1, 'alice', WAX, wax(10), TLM, tlm(200), [WAX, wax(100_010)], [TLM, tlm(1_999_800)])]);
  ingest(30, [v2SwapLog('swap.box', 1, 'bob', TLM, tlm(100), WAX, wax(5), [WAX, wax(100_005)], [TLM, tlm(1_999_900)])]);
  ingest(10, [matchLog('buy', 1, WAX, TLM, wax(49), tlm(1000), 'carol', 'bob', 4_900_000n)]);
  ingest(5, [
    {
      account: 'calcormining',
      name: 'logorderfill',
      data: {},
      json: {
        owner: 'alice',
        order_id: 3,
        prev_bid: limitAsset('10.00000000 WAX', 'eosio.token'),
        new_bid: limitAsset('4.00000000 WAX', 'eosio.token'),
        prev_ask: limitAsset('200.0000 TLM', 'alien.worlds'),
        new_ask: limitAsset('80.0000 TLM', 'alien.worlds'),
        fee_taker: 10,
        fee_maker: 5,
      },
    },
    {
      account: 'calcormining',
      name: 'logorderclose',
      data: {},
      json: {
        owner: 'alice',
        order_id: 3,
        initial_bid: limitAsset('10.00000000 WAX', 'eosio.token'),
        initial_ask: limitAsset('200.0000 TLM', 'alien.worlds'),
        bid: limitAsset('0.00000000 WAX', 'eosio.token'),
        ask: limitAsset('0.0000 TLM', 'alien.worlds'),
      },
    },
  ]);
});
afterAll(() => t.stop());

describe('swap API: history', () => {
  it('trades: GET by src_type, pair and page; src_exists from the live world', async () => {
    const all = (await t.get('/api/trades?src_type=pools&limit=10')).body as Row[];
    expect(all.map((row) => row.maker)).toEqual(['bob', 'alice']);
    expect(all[0]).toMatchObject({ src_id: 'defibox_1', src_exists: true, amount_in: '100.0000', code_in: 'TLM', is_reversed: true });
    const market = (await t.get('/api/trades?src_type=markets&src=alcormarket&pair_id=1&side=buy')).body as Row[];
    expect(market).toEqual([
      expect.objectContaining({ side: 'buy', bidder: 'carol', asker: 'bob', unit_price: '4900000', amount_bid: '49.00000000', amount_ask: '1000.0000' }),
    ]);
    expect((await t.get('/api/trades?src_type=pools&limit=1&offset=1')).body).toMatchObject([{ maker: 'alice' }]);
  });

  it('trades: drops empty values, upper-cases codes, reads pairIdSrcArray as URL-encoded JSON', async () => {
    const list = encodeURIComponent(JSON.stringify([{ src: 'alcormarket', pair_id: '1' }]));
    expect(((await t.get(`/api/trades?src_type=&code1=tlm&code2=&pairIdSrcArray=${list}`)).body as Row[]).map((row) => row.src)).toEqual(['alcormarket']);
    expect((await t.get('/api/trades?code1=usdt')).body).toEqual([]);
  });

  it('trades: POST takes the same filters and a wallets list, any content type', async () => {
    const { status, body } = await t.post('/api/trades', JSON.stringify({ src_type: '', wallets: ['bob'], limit: 5 }));
    expect(status).toBe(200);
    // bob swapped once and his resting order was filled once.
    expect((body as Row[]).map((row) => row.src)).toEqual(['alcormarket', 'defibox']);
  });

  it('trades: a bad value is a 400 naming the parameter', async () => {
    for (const [query, parameter] of [
      ['src_type=swaps', 'src_type'],
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
      ['wallet=Not_An_Account', 'wallet'],
      ['side=long', 'side'],
      ['pairIdSrcArray=%5B', 'pairIdSrcArray'],
      ['pairIdSrcArray=%5B%5B%22uniswap%22%2C1%5D%5D', 'pairIdSrcArray'],
      ['startAt=yesterday', 'startAt'],
      ['code1=T1', 'code1'],
      ['min_global_sequence=x', 'min_global_sequence'],
    ]) {
      const { status, body } = await t.get(`/api/trades?${query}`);
      expect({ query, status, parameter: (body as Row).parameter }).toEqual({ query, status: 400, parameter });
    }
    expect(await t.post('/api/trades', '[1]')).toMatchObject({ status: 400, body: { parameter: 'body' } });
  });

  it('candles: a resolution, a pair, countBack or a range; reversed on request', async () => {
    const candles = (await t.get(`/api/candles?duration=60&src=defibox&pair_id=1&countBack=10&endAt=${NOW}`)).body as Row[];
    expect(candles).toHaveLength(2);
    expect(candles[0]).toMatchObject({ time: (NOW - 2 * 3_600_000) / 1000, open: 0.05, close: 0.05, volume: 10, mode: 'direct' });
    const reversed = (await t.get(`/api/candles?duration=1D&src=defibox&pair_id=1&is_reversed=true&startAt=${(NOW - 86_400_000) / 1000}&endAt=${NOW / 1000}`))
      .body as Row[];
    expect(reversed).toMatchObject([{ open: 20, mode: 'reversed', volume: 300 }]);
    expect((await t.get('/api/candles?duration=60&src=defibox&pair_id=99')).body).toEqual([]);
    for (const [query, parameter] of [
      ['duration=2H&src=defibox&pair_id=1', 'duration'],
      ['duration=60&pair_id=1', 'src'],
      ['duration=60&src=defibox', 'pair_id'],
      ['duration=60&src=defibox&pair_id=1&countBack=0', 'countBack'],
      ['duration=60&src=defibox&pair_id=1&is_reversed=yes', 'is_reversed'],
    ]) {
      expect((await t.get(`/api/candles?${query}`)).body).toMatchObject({ parameter });
    }
  });

  it('listingevents: newest first, bounded by global sequence', async () => {
    const events = (await t.get('/api/listingevents')).body as Row[];
    expect(events).toEqual([
      expect.objectContaining({
        contractA: 'eosio.token',
        codeA: 'WAX',
        contractB: 'alien.worlds',
        codeB: 'TLM',
        listing_type: 'pools',
        src: 'defibox',
        pair_id: '1',
        fee: 30,
        global_sequence: 1,
      }),
    ]);
    expect((await t.get('/api/listingevents?min_global_sequence=2')).body).toEqual([]);
    expect((await t.get('/api/listingevents?limit=5000')).body).toMatchObject({ parameter: 'limit' });
  });

  it('limitlogorderfill and limitlogorderclose: by owner and token, amounts as exact decimals', async () => {
    const fills = (await t.get('/api/limitlogorderfill?owner=alice&bid_code=wax&ask_contract=alien.worlds')).body as Row[];
    expect(fills).toEqual([
      expect.objectContaining({
        owner: 'alice',
        order_id: '3',
        bid_contract: 'eosio.token',
        bid_code: 'WAX',
        prev_bid: '10.00000000',
        new_bid: '4.00000000',
        prev_ask: '200.0000',
        new_ask: '80.0000',
        fee_taker: '10',
        fee_maker: '5',
      }),
    ]);
    const closes = (await t.get('/api/limitlogorderclose?owner=alice')).body as Row[];
    expect(closes).toEqual([
      expect.objectContaining({ initial_bid: '10.00000000', initial_ask: '200.0000', bid: '0.00000000', ask: '0.0000', ask_code: 'TLM' }),
    ]);
    expect((await t.get('/api/limitlogorderclose?owner=bob')).body).toEqual([]);
    expect((await t.get('/api/limitlogorderfill?bid_code=usdt')).body).toEqual([]);
    expect((await t.get('/api/limitlogorderfill?owner=ALICE')).body).toMatchObject({ parameter: 'owner' });
  });
});
