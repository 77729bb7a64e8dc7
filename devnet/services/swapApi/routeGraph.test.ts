/**
 * The patched route graph against a from-scratch rebuild, over the small devnet world while its bots
 * trade, list tokens and move the books, then through market and concentrated-liquidity changes:
 * every venue quotes the same and swapRoutes answers the same for many pairs and amounts, and the
 * price book (patched from the same changes) prices every pool and token as a fresh one. The
 * reference reads its books from the tables; the patched side's books are mirrored from deltas.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAsset } from '../../chain';
import { positionsTable } from '../../contracts/alcorv3/tables';
import { parseDevnetOptions } from '../../server/options';
import { startDevnet, type Devnet } from '../../server/start';
import { SeededRandom } from '../../../src/core/swapRouting/fixtures.testutil';
import { buildRouteGraph, hopCode, type RouteGraph } from '../../../src/core/swapRouting';
import { computeWaxPrices } from '../indexer/prices';
import { ApiError } from './params';
import { createPriceBook, pricedPools } from './priceBook';
import { createRouteGraphCache, worldVenues, type GraphRefresh } from './routeGraph';
import { swapRoutesAnswer } from './routes/swap';
import { readOrders } from '../world/bookTables';
import { createChainWorld } from '../world/chainWorld';

/** Comparisons while the bots run (ROUTE_GRAPH_SAMPLES raises the queries per comparison). */
const SAMPLES = Number(process.env.ROUTE_GRAPH_SAMPLES ?? 12);
const AMOUNTS = ['0.01', '3', '250', '40000', '5000000'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let devnet: Devnet;
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'waxwing-route-graph-'));
  devnet = await startDevnet(
    parseDevnetOptions(['--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir, '--world', 'small', '--flow', '0', '--no-app'], {}),
    { log: () => undefined, listingIntervalMs: 1_000 },
  );
  await devnet.ready;
});

afterAll(async () => {
  await devnet?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The answer as the API sends it, or the 400's message. */
function answer(graph: RouteGraph, query: string): unknown {
  try {
    return JSON.parse(JSON.stringify(swapRoutesAnswer(() => graph, new URLSearchParams(query))));
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
}

/** Random swapRoutes queries between the graph's tokens, half of them from or to WAX. */
function queries(graph: RouteGraph, rng: SeededRandom, count: number): string[] {
  const tokens = [...graph.tokens.keys()];
  return Array.from({ length: count }, (_, i) => {
    const a = i % 2 === 0 ? 'WAX_eosio.token' : rng.pick(tokens);
    const b = rng.pick(tokens.filter((t) => t !== a));
    const [from, to] = rng.next() < 0.5 ? [a, b] : [b, a];
    return `token_in=${from}&token_out=${to}&amount_in=${rng.pick(AMOUNTS)}&slippage=50&receiver=&split_max_routes=${rng.pick([1, 2, 4])}&filter_exchange=&filter_type=`;
  });
}

/** A world reader whose books are read from their tables each time, not mirrored. */
function tableWorld() {
  const world = createChainWorld(devnet.chain);
  return { ...world, orders: (marketId: number, side: 'buy' | 'sell') => readOrders(devnet.chain, marketId, side) };
}

/** A patched graph (its own world reader) and a comparison with a rebuild, run synchronously so both see one state. */
function checker() {
  const world = createChainWorld(devnet.chain);
  const cache = createRouteGraphCache(world, () => undefined);
  const prices = createPriceBook(world);
  const scratchWorld = tableWorld();
  const counts: Record<GraphRefresh, number> = { cached: 0, patched: 0, relisted: 0, rebuilt: 0 };
  const rng = new SeededRandom(17);
  const compare = (samples: number): RouteGraph => {
    const graph = cache();
    counts[cache.last()] += 1;
    const scratch = buildRouteGraph(worldVenues(scratchWorld, () => undefined));
    for (const market of scratchWorld.markets())
      for (const side of ['buy', 'sell'] as const) expect(world.orders(market.id, side)).toEqual(scratchWorld.orders(market.id, side));
    expect(graph.venues.map(hopCode)).toEqual(scratch.venues.map(hopCode));
    graph.venues.forEach((venue, i) => {
      const rebuilt = scratch.venues[i]!;
      for (const zeroForOne of [true, false]) {
        const one = 10n ** BigInt((zeroForOne ? venue.token0 : venue.token1).precision);
        for (const amount of [one, one * 1000n])
          expect([hopCode(venue), zeroForOne, venue.quoteDirected(zeroForOne, amount)]).toEqual([
            hopCode(venue),
            zeroForOne,
            rebuilt.quoteDirected(zeroForOne, amount),
          ]);
      }
    });
    for (const query of queries(scratch, rng, samples)) expect(answer(graph, query)).toEqual(answer(scratch, query));
    // The price book patches from the same changes: pools in the same order, the same prices.
    const { pools, prices: waxPrices } = prices.snapshot();
    const scratchPools = pricedPools(scratchWorld);
    expect([...pools]).toEqual([...scratchPools]);
    expect([...waxPrices]).toEqual([...computeWaxPrices([...scratchPools.values()])]);
    return graph;
  };
  return { world, cache, counts, compare, close: () => (world.close(), scratchWorld.close()) };
}

describe('the route graph kept current by patches', () => {
  it('equals a rebuild at every step while the bots trade, list tokens and move the books', async () => {
    const check = checker();
    const base = `http://127.0.0.1:${devnet.port}/api/swapRoutes?token_in=WAX_eosio.token&token_out=TLM_alien.worlds&amount_in=100`;
    devnet.bots.setFlow(2_000);
    const started = performance.now();
    for (let round = 0; performance.now() - started < 3_000 || (devnet.bots.stats().listings === 0 && performance.now() - started < 12_000); round += 1) {
      await sleep(20 + (round % 5) * 25);
      check.compare(SAMPLES);
      // The API's own graph patches along.
      if (round % 4 === 0) expect((await fetch(base)).status).toBe(200);
    }
    devnet.bots.setFlow(0);
    await sleep(300);
    check.compare(SAMPLES * 4);
    expect(devnet.bots.stats().listings).toBeGreaterThan(0);
    expect(check.counts.patched).toBeGreaterThan(5);
    expect(check.counts.relisted).toBeGreaterThan(0);
    expect(check.counts.rebuilt).toBe(1);
    check.close();
  }, 60_000);

  it('follows a frozen market, a new market and burnt concentrated liquidity, and keeps the graph when no venue changed', async () => {
    const check = checker();
    const push = (account: string, name: string, data: unknown) =>
      devnet.chain.pushAction(account, name, data, `${account === 'alcordexmain' ? 'alcordexmain' : (data as { owner: string }).owner}@active`);
    check.compare(SAMPLES);
    await push('alcordexmain', 'setfrozen', { market_id: 0, frozen: true });
    check.compare(SAMPLES);
    expect(check.cache.last()).toBe('relisted');
    await push('alcordexmain', 'setfrozen', { market_id: 0, frozen: false });
    check.compare(SAMPLES);
    const listed = new Set(check.world.markets().map((m) => `${m.quote.code}@${m.quote.contract}`));
    const unlisted = devnet.plan.tokens.find((t) => t.code !== 'WAX' && !listed.has(`${t.code}@${t.contract}`))!;
    const sym = (precision: number, code: string) => `${precision},${code}`;
    await push('alcordexmain', 'newmarket', {
      base_token: { sym: sym(8, 'WAX'), contract: 'eosio.token' },
      quote_token: { sym: sym(unlisted.precision, unlisted.code), contract: unlisted.contract },
      min_buy: '0.00000000 WAX',
      min_sell: formatAsset({ amount: 0n, symbol: { code: unlisted.code, precision: unlisted.precision } }),
      fee: 10,
    });
    check.compare(SAMPLES);
    const pool = check.world.v3Pools().find((p) => p.active && p.liquidity > 0n)!;
    const position = [...devnet.chain.table('swap.alcor', positionsTable, BigInt(pool.id)).rows()].find((p) => p.liquidity > 0n)!;
    const none = (token: { code: string; precision: number }) => formatAsset({ amount: 0n, symbol: { code: token.code, precision: token.precision } });
    await push('swap.alcor', 'subliquid', {
      poolId: pool.id,
      owner: position.owner,
      liquidity: String(position.liquidity / 2n),
      tickLower: position.tickLower,
      tickUpper: position.tickUpper,
      tokenAMin: none(pool.tokenA),
      tokenBMin: none(pool.tokenB),
      deadline: 0,
    });
    check.compare(SAMPLES);
    expect(check.cache.last()).toBe('patched');
    const before = check.compare(0);
    await devnet.chain.pushAction('alien.worlds', 'transfer', { from: 'alice', to: 'bob', quantity: '1.0000 TLM', memo: '' }, 'alice@active');
    expect(check.compare(SAMPLES)).toBe(before);
    expect(check.cache.last()).toBe('cached');
    check.close();
  }, 30_000);

  it('answers swapRoutes over HTTP as a rebuild does', async () => {
    const scratchWorld = tableWorld();
    const rng = new SeededRandom(5);
    const scratch = buildRouteGraph(worldVenues(scratchWorld, () => undefined));
    for (const query of queries(scratch, rng, SAMPLES * 2)) {
      const res = await fetch(`http://127.0.0.1:${devnet.port}/api2/swapRoutes?${query}`);
      const body = (await res.json()) as unknown;
      expect(res.status === 400 ? { error: (body as { error: string }).error } : body).toEqual(answer(scratch, query));
    }
    scratchWorld.close();
  });
});
