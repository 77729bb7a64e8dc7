/** swap.we: routes through v3 pools, the order book and every v2 venue, each hop in order, nothing left in the router. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAmountOut, defaultV2Fee } from '../../../src/core/v2';
import { fusionPoolsTable } from '../v2/fusion/tables';
import { FUSION_POOL_ID } from '../v2/fusion/fusion';
import { sellOrderTable } from '../orderbook/tables';
import {
  changes,
  routerHoldings,
  LSWAX,
  NEFTY,
  pushRoute,
  quoteRoute,
  recordActions,
  routeTransfer,
  snapshot,
  startRouterWorld,
  TLM,
  USDT,
  v2Hop,
  WAX,
  type RouterWorld,
  type Token,
} from './router.testutil';

let world: RouterWorld;
let lastActions: ReturnType<typeof recordActions>;
const whole = (n: bigint, token: Token): bigint => n * 10n ** BigInt(token.precision);

beforeAll(async () => {
  world = await startRouterWorld();
  lastActions = recordActions(world.t.chain);
}, 30_000);
afterAll(async () => world.t.stop());

/** Routes `units` of tokenIn with the quoted output as its minimum; checks alice's balances moved by exactly the quote and the router kept nothing. */
async function routeExactly(tokenIn: Token, units: bigint, tokenOut: Token, hops: string[]): Promise<bigint> {
  const chain = world.t.chain;
  const out = quoteRoute(chain, tokenIn, units, hops);
  const before = snapshot(chain);
  await pushRoute(chain, 'alice', [routeTransfer(tokenIn, units, tokenOut, out, hops)]);
  const delta = changes(before, snapshot(chain));
  expect([delta[`alice:${tokenIn.code}`], delta[`alice:${tokenOut.code}`]]).toEqual([-units, out]);
  expect(routerHoldings(chain)).toEqual([]);
  return out;
}

/** The router's own actions in the last transaction, in execution order. */
const routerActions = () =>
  lastActions()
    .filter((a) => a.receiver === 'swap.we' && a.account === 'swap.we')
    .map((a) => a.name);

describe('routes', () => {
  it('swaps WAX for USDT on one v3 pool, after the no-op madeonwoe', async () => {
    await routeExactly(WAX, whole(1000n, WAX), USDT, ['0@a2']);
    expect(routerActions()).toEqual(['madeonwoe', 'hop', 'settle', 'logroute']);
    const payout = lastActions().find((a) => a.receiver === 'alice' && a.name === 'transfer' && (a.data as { from: string }).from === 'swap.we');
    expect((payout?.data as { memo: string }).memo).toBe('swap:0@a2');
  });

  it('chains a v3 pool into the order book (USDT → WAX → TLM)', async () => {
    await routeExactly(USDT, whole(50n, USDT), TLM, ['0@a2', '0@ad']);
    expect(routerActions()).toEqual(['madeonwoe', 'hop', 'hop', 'settle', 'logroute']);
  });

  it('runs three hops on three kinds of venue (Defibox → order book → v3 pool)', async () => {
    await routeExactly(USDT, whole(25n, USDT), NEFTY, [v2Hop(world, 'defibox', 'TLM', 'USDT'), '0@ad', '3@a2']);
    const venues = lastActions()
      .filter((a) => a.name === 'transfer' && (a.data as { from: string }).from === 'swap.we')
      .map((a) => (a.data as { to: string }).to);
    expect([...new Set(venues)]).toEqual(['swap.box', 'alcordexmain', 'swap.alcor', 'alice']);
  });

  it('reaches TacoSwap, NeftyBlocks and Adex (TLM → WAX → NEFTY → WAX)', async () => {
    await routeExactly(TLM, whole(2000n, TLM), WAX, [v2Hop(world, 'taco', 'TLM'), v2Hop(world, 'neftyblocks', 'NEFTY'), v2Hop(world, 'adex', 'NEFTY')]);
  });

  it('reaches WaxFusion’s WAX/LSWAX pool', async () => {
    const chain = world.t.chain;
    const pool = chain.table('dapp.fusion', fusionPoolsTable, 'dapp.fusion').get(FUSION_POOL_ID);
    const units = whole(300n, WAX);
    const out = getAmountOut(units, pool.reserve0.quantity.amount, pool.reserve1.quantity.amount, defaultV2Fee('waxfusion'));
    const before = snapshot(chain);
    await pushRoute(chain, 'alice', [routeTransfer(WAX, units, LSWAX, out, ['LSWAX@wf'])]);
    expect(changes(before, snapshot(chain))).toMatchObject({ 'alice:WAX': -units, 'alice:LSWAX': out });
    expect(routerHoldings(chain)).toEqual([]);
  });

  it('runs a split: two transfers in one transaction, each with its own minimum', async () => {
    const chain = world.t.chain;
    const [a, b] = [whole(400n, WAX), whole(600n, WAX)];
    const outA = quoteRoute(chain, WAX, a, ['0@a2']);
    const outB = quoteRoute(chain, WAX, b, ['1@ad']);
    const before = snapshot(chain);
    await pushRoute(chain, 'alice', [routeTransfer(WAX, a, USDT, outA, ['0@a2']), routeTransfer(WAX, b, USDT, outB, ['1@ad'])]);
    expect(changes(before, snapshot(chain))).toMatchObject({ 'alice:WAX': -(a + b), 'alice:USDT': outA + outB });
    expect(routerActions()).toEqual(['madeonwoe', 'hop', 'settle', 'logroute', 'hop', 'settle', 'logroute']);
    expect(routerHoldings(chain)).toEqual([]);
  });

  it('hands an order book’s unfillable remainder back to the user', async () => {
    const chain = world.t.chain;
    const best = chain.table('alcordexmain', sellOrderTable, 0n).index('byprice').rows().next().value!;
    // The best ask whole, plus 1000 units: less than one unit of TLM at any ask, so the book refunds them.
    const units = best.ask.amount + 1000n;
    const out = quoteRoute(chain, WAX, units, ['0@ad']);
    const before = snapshot(chain);
    await pushRoute(chain, 'alice', [routeTransfer(WAX, units, TLM, out, ['0@ad'])]);
    expect(changes(before, snapshot(chain))).toMatchObject({ 'alice:WAX': -best.ask.amount, 'alice:TLM': out });
    const refund = lastActions().find((a) => a.receiver === 'alice' && (a.data as { memo: string }).memo === 'refund:0@ad');
    expect((refund?.data as { quantity: { amount: bigint } }).quantity.amount).toBe(1000n);
    expect(routerHoldings(chain)).toEqual([]);
  });

  it('logs each routed swap with what went in, what came out and the minimum', async () => {
    const units = whole(10n, USDT);
    const out = await routeExactly(USDT, units, WAX, ['0@a2']);
    const log = lastActions().find((a) => a.name === 'logroute');
    expect(log?.data).toEqual({
      owner: 'alice',
      token_in: { quantity: { amount: units, symbol: { precision: 4, code: 'USDT' } }, contract: 'usdt.alcor' },
      token_out: { quantity: { amount: out, symbol: { precision: 8, code: 'WAX' } }, contract: 'eosio.token' },
      minimum: { quantity: { amount: out, symbol: { precision: 8, code: 'WAX' } }, contract: 'eosio.token' },
      route: '0@a2',
    });
  });

  it('accepts madeonwoe alone as a no-op', async () => {
    const chain = world.t.chain;
    const before = snapshot(chain);
    await chain.pushAction('swap.we', 'madeonwoe', {}, 'bob@active');
    expect(changes(before, snapshot(chain))).toEqual({});
    expect(routerHoldings(chain)).toEqual([]);
  });
});
