/** The routing engine's routes, over the chain's own tables, executed by swap.we: balances move by exactly what it predicted. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeAmount } from '../../../src/core/amount';
import { findSwapRoutes, routeTransfers, type SwapRoute } from '../../../src/core/swapRouting';
import { chainGraph } from './chainVenues.testutil';
import { changes, routerHoldings, NEFTY, pushRoute, snapshot, startRouterWorld, TLM, USDT, WAX, type RouterWorld, type Token } from './router.testutil';

let world: RouterWorld;

beforeAll(async () => {
  world = await startRouterWorld();
}, 30_000);
afterAll(async () => world.t.stop());

const REQUESTS: readonly [Token, Token, bigint][] = [
  [WAX, TLM, 30_000n],
  [USDT, NEFTY, 500n],
  [TLM, USDT, 200_000n],
  [NEFTY, TLM, 100_000n],
];

it('executes the best route of each request exactly as quoted, splits and three-hop paths included', async () => {
  const chain = world.t.chain;
  const executed: SwapRoute[] = [];
  for (const [tokenIn, tokenOut, whole] of REQUESTS) {
    const amountIn = makeAmount(whole * 10n ** BigInt(tokenIn.precision), tokenIn.precision);
    const result = findSwapRoutes(chainGraph(chain), {
      tokenIn: { ticker: tokenIn.code, contract: tokenIn.contract },
      tokenOut: { ticker: tokenOut.code, contract: tokenOut.contract },
      amountIn,
    });
    if (!result.ok) throw new Error(result.message);
    const route = result.routes[0]!;
    const before = snapshot(chain);
    await pushRoute(chain, 'alice', routeTransfers(route));
    const delta = changes(before, snapshot(chain));
    expect([delta[`alice:${tokenIn.code}`], delta[`alice:${tokenOut.code}`]], route.markets.join(' ')).toEqual([-amountIn.units, route.amount_received.units]);
    expect(routerHoldings(chain)).toEqual([]);
    executed.push(route);
  }
  // The requests are chosen so the engine splits and uses three-hop paths; if it stops doing so, this test covers less.
  expect(executed.some((route) => route.paths.length > 1)).toBe(true);
  expect(executed.some((route) => route.paths.some((path) => path.hops.length === 3))).toBe(true);
  const suffixes = new Set(executed.flatMap((route) => route.markets.map((code) => code.slice(code.indexOf('@')))));
  expect([...suffixes]).toEqual(expect.arrayContaining(['@a2', '@ad', '@d']));
});
