/** The services over a real devnet chain with the venues' contracts: real logs in, real tables read. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../chain/testing/harness';
import { alcorV3Contract } from '../contracts/alcorv3/alcorv3';
import { seedAlcorGenesis } from '../contracts/alcorv3/seed';
import { limitOrderContract } from '../contracts/limit/limit';
import { seedLimitOrders } from '../contracts/limit/seed';
import { ordersTable } from '../contracts/limit/tables';
import { orderBookContract } from '../contracts/orderbook/orderbook';
import { seedOrderBooks } from '../contracts/orderbook/seed';
import { V2_CONTRACTS } from '../contracts/v2/seed/deploy';
import { seedV2Genesis } from '../contracts/v2/seed/seed';
import { createDevnetServer } from '../http/server';
import { openServices, type WorldServices } from './exchangeServices';

let t: TestChain;
let services: WorldServices;
let base: string;
let closeServer: () => Promise<void>;
type Row = Record<string, unknown>;

const transfer = (contract: string, from: string, to: string, quantity: string, memo: string) =>
  t.chain.pushAction(contract, 'transfer', { from, to, quantity, memo }, `${from}@active`);
const get = async (path: string) => (await (await fetch(`${base}${path}`)).json()) as unknown;

beforeAll(async () => {
  t = await startTestChain({
    contracts: [...V2_CONTRACTS, alcorV3Contract, orderBookContract, limitOrderContract],
    genesis: (api) => {
      seedV2Genesis(api, api.firstBlock);
      seedAlcorGenesis(api, api.firstBlock);
    },
  });
  await seedOrderBooks(t.chain);
  await seedLimitOrders(t.chain);
  // As the start wires them: the index (beside the chain) catches up, then one listener feeds it.
  services = openServices(t.chain, t.dataDir, true, () => undefined);
  services.indexer.catchUp(t.chain.transactions());
  t.chain.onTransaction((tx) => services.ingest(tx));
  const server = createDevnetServer([...services.handlers]);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await closeServer();
  services.close();
  await t.stop();
});

describe('exchange services over the devnet chain', () => {
  it('reads every venue from its tables and lists what the genesis created', async () => {
    const { world, indexer } = services;
    expect(new Set(world.v2Pools().map((p) => p.src))).toEqual(new Set(['defibox', 'taco', 'neftyblocks', 'adex', 'waxfusion']));
    expect(world.v3Pools().length).toBeGreaterThan(5);
    expect(world.markets()).toHaveLength(6);
    expect(world.orders(0, 'buy')[0]!.unitPrice).toBeGreaterThan(world.orders(0, 'buy')[1]!.unitPrice);
    expect(world.waxUsd()).toBeGreaterThan(0);
    const listings = (await get('/api/listingevents?limit=1000')) as Row[];
    expect(new Set(listings.map((l) => l.src))).toEqual(new Set(['defibox', 'taco', 'neftyblocks', 'adex', 'waxfusion', 'alcorv2', 'alcormarket']));
    // The listing's token order is the table's: trades are oriented the way pools/ shows reserves.
    for (const pool of world.v2Pools()) expect(indexer.registry.findPair(pool.src, pool.id)).toMatchObject({ token0: pool.token0, token1: pool.token1 });
  });

  it('indexes a Defibox swap, an Alcor pool swap and an order-book fill as they execute', async () => {
    await transfer('eosio.token', 'alice', 'swap.box', '10.00000000 WAX', 'swap,0,1');
    await transfer('eosio.token', 'alice', 'swap.alcor', '10.00000000 WAX', 'swapexactin#0#alice#0.0000 USDT@usdt.alcor#0');
    await transfer('eosio.token', 'alice', 'alcordexmain', '5.00000000 WAX', '0.0000 TLM@alien.worlds');
    const trades = (await get('/api/trades?wallet=alice&limit=50')) as Row[];
    const bySrc = (src: string) => trades.filter((trade) => trade.src === src);
    expect(bySrc('defibox')).toEqual([
      expect.objectContaining({ src_type: 'pools', pair_id: '1', maker: 'alice', amount_in: '10.00000000', code_in: 'WAX', code_out: 'TLM', src_exists: true }),
    ]);
    expect(bySrc('alcorv2')).toEqual([expect.objectContaining({ src_type: 'poolsv3', pair_id: '0', code_in: 'WAX', code_out: 'USDT' })]);
    const fills = bySrc('alcormarket');
    expect(fills.length).toBeGreaterThan(0);
    expect(fills[0]).toMatchObject({ side: 'buy', bidder: 'alice', asker: 'bookmaker', code_bid: 'WAX', code_ask: 'TLM' });
    const minute = (await get('/api/candles?duration=1&src=defibox&pair_id=1&countBack=5')) as Row[];
    expect(minute.at(-1)?.volume).toBeGreaterThanOrEqual(10);
  });

  it("records limit-order fills and closes from calcormining's logs", async () => {
    // A limit order selling TLM for WAX: alice fills part of it, then all that is left.
    const order = [...t.chain.table('calcormining', ordersTable, 'calcormining').rows()].find(
      (row) => row.ask.symbol.code === 'WAX' && row.bid.symbol.code === 'TLM',
    )!;
    await transfer('eosio.token', 'alice', 'calcormining', '1.00000000 WAX', `fill:${order.id}`);
    const fills = (await get('/api/limitlogorderfill?owner=limitmaker&ask_code=WAX')) as Row[];
    expect(fills[0]).toMatchObject({
      order_id: order.id.toString(),
      bid_contract: 'alien.worlds',
      bid_code: 'TLM',
      ask_contract: 'eosio.token',
      new_ask: expect.any(String),
    });
    expect(Number(fills[0]?.prev_ask) - Number(fills[0]?.new_ask)).toBeCloseTo(1, 8);
    const rest = t.chain.table('calcormining', ordersTable, 'calcormining').find(order.id)!.ask;
    await transfer(
      'eosio.token',
      'alice',
      'calcormining',
      `${rest.amount / 10n ** 8n}.${(rest.amount % 10n ** 8n).toString().padStart(8, '0')} WAX`,
      `fill:${order.id}`,
    );
    const closes = (await get('/api/limitlogorderclose?owner=limitmaker')) as Row[];
    expect(closes[0]).toMatchObject({ order_id: order.id.toString(), ask: '0.00000000', bid_code: 'TLM' });
  });

  it('keeps holders exact from the token tables', async () => {
    await transfer('alien.worlds', 'bob', 'carol', '1.2345 TLM', '');
    const holders = (await (await fetch(`${base}/lightapi/topholders/wax/alien.worlds/TLM/1000`)).json()) as [string, string][];
    const carol = services.world.tokenBalance('alien.worlds', 'carol', 'TLM')!;
    expect(holders.find(([owner]) => owner === 'carol')?.[1]).toBe(`${carol / 10_000n}.${(carol % 10_000n).toString().padStart(4, '0')}`);
    const balances = (await (await fetch(`${base}/lightapi2/balances/wax/carol`)).json()) as { balances: Row[] };
    expect(balances.balances).toEqual(expect.arrayContaining([expect.objectContaining({ contract: 'alien.worlds', currency: 'TLM', decimals: '4' })]));
    const info = (await (await fetch(`${base}/lightapi/accinfo/wax/alice`)).json()) as Row;
    expect(info).toMatchObject({ account_name: 'alice', resources: { cpu_weight: expect.stringMatching(/ WAX$/) } });
    expect((info.permissions as Row[]).map((p) => p.perm_name)).toEqual(expect.arrayContaining(['active', 'owner']));
  });

  it('routes over live pools and books, and serves their rows', async () => {
    const routes = (await get(
      '/api/swapRoutes?token_in=WAX_eosio.token&token_out=TLM_alien.worlds&amount_in=1000&slippage=50&receiver=alice&split_max_routes=4&filter_exchange=&filter_type=',
    )) as Row[];
    expect(routes.length).toBeGreaterThan(0);
    expect(Number(routes[0]?.amount_received)).toBeGreaterThan(0);
    const book = (await get('/api/get_indexed_rows/alcordexmain/0')) as Record<string, Record<string, Row[]>>;
    expect(book['0']?.sellorder?.length).toBeGreaterThan(0);
    const mine = (await get('/api/get_mapped_rows/bookmaker/alcordexmain/buyorder')) as Record<string, Record<string, Row[]>>;
    expect(mine.alcordexmain?.buyorder?.every((row) => row.account === 'bookmaker')).toBe(true);
    const positions = (await get('/api/get_mapped_rows/alcorlpmaker/swap.alcor')) as Record<string, Record<string, Row[]>>;
    expect(positions['swap.alcor']?.positions?.length).toBeGreaterThan(10);
    expect(new Set(positions['swap.alcor']?.positions?.map((row) => row.scope)).size).toBeGreaterThan(5);
    const limits = (await get('/api/get_mapped_rows/limitmaker/calcormining/orders')) as Record<string, Record<string, Row[]>>;
    expect(limits.calcormining?.orders?.every((row) => row.owner === 'limitmaker')).toBe(true);
    expect(limits.calcormining?.orders?.length).toBeGreaterThan(0);
    const tokens = (await get('/api/tokens?nolptoken=true')) as Row[];
    expect(tokens.find((token) => token.hash === 'tlm_alien.worlds')?.wax_price).toBeCloseTo(0.2, 1);
  });
});
