import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { TLM, v2, WAX } from './fixtures.testutil';
import { findSwapRoutes } from './findRoutes';
import { buildRouteGraph } from './graph';
import type { SwapRoute } from './routeTypes';
import { withSlippage } from './slippage';

function splitRoute(): SwapRoute {
  const graph = buildRouteGraph([
    v2('1', 'defibox', WAX, TLM, 100_000n * 10n ** 8n, 2_000_000n * 10n ** 4n),
    v2('TLMWAX', 'taco', TLM, WAX, 1_000_000n * 10n ** 4n, 50_000n * 10n ** 8n),
  ]);
  const result = findSwapRoutes(graph, { tokenIn: WAX, tokenOut: TLM, amountIn: makeAmount(5_000n * 10n ** 8n, 8), slippage: 50, splitMaxRoutes: 4 });
  if (!result.ok) throw new Error(result.message);
  return result.routes[0] as SwapRoute;
}

describe('withSlippage', () => {
  it('recomputes every split minimum from its output, rounding down, and sums them', () => {
    const route = splitRoute();
    const tight = withSlippage(route, 100);
    tight.paths.forEach((path, i) => expect(path.minimumReceived.units).toBe((route.paths[i]!.output.units * 9_900n) / 10_000n));
    expect(tight.minimum_received.units).toBe(tight.paths.reduce((sum, path) => sum + path.minimumReceived.units, 0n));
    expect(tight.minimums_received).toEqual(tight.paths.map((path) => path.minimumReceived));
    expect(tight.slippage).toBe(100);
  });

  it('clamps to the internal 0-50 % (SPEC §5): 80 % signs with 50 %', () => {
    const route = splitRoute();
    expect(withSlippage(route, 8_000).slippage).toBe(5_000);
    expect(withSlippage(route, -5).paths.map((path) => path.minimumReceived.units)).toEqual(route.paths.map((path) => path.output.units));
  });
});
