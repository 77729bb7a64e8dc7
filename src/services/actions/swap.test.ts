import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../core/amount';
import { buildRouteGraph, decodeSwapMemo, findSwapRoutes, withSlippage, type SwapRoute } from '../../core/swapRouting';
import { TLM, v2, WAX } from '../../core/swapRouting/fixtures.testutil';
import { buildSwapActions, checkSwapActions, SWAP_NOOP_ACTION, type SwapAction } from './swap';

function splitRoute(): SwapRoute {
  const graph = buildRouteGraph([
    v2('1', 'defibox', WAX, TLM, 100_000n * 10n ** 8n, 2_000_000n * 10n ** 4n),
    v2('TLMWAX', 'taco', TLM, WAX, 1_000_000n * 10n ** 4n, 50_000n * 10n ** 8n),
  ]);
  const result = findSwapRoutes(graph, { tokenIn: WAX, tokenOut: TLM, amountIn: makeAmount(5_000n * 10n ** 8n, 8), slippage: 50, splitMaxRoutes: 4 });
  if (!result.ok) throw new Error(result.message);
  return result.routes[0] as SwapRoute;
}

const expectation = (route: SwapRoute) => ({
  account: 'alice',
  router: 'swap.we',
  tokenIn: route.token_in,
  tokenOut: route.token_out,
  amountInUnits: route.amount_in.units,
});

describe('buildSwapActions', () => {
  it('signs the router no-op first, then one transfer per split with its memo and minimum', () => {
    const route = splitRoute();
    const actions = buildSwapActions({ route, account: 'alice', router: 'swap.we', slippage: 50 });
    expect(actions[0]).toEqual({ account: 'swap.we', name: SWAP_NOOP_ACTION, data: {} });
    expect(actions).toHaveLength(route.paths.length + 1);
    const priced = withSlippage(route, 50);
    actions.slice(1).forEach((action, i) => {
      expect(action).toMatchObject({ account: 'eosio.token', name: 'transfer', data: { from: 'alice', to: 'swap.we' } });
      const memo = decodeSwapMemo(String(action.data.memo));
      expect(memo.ok && memo.memo.minOutUnits).toBe(priced.paths[i]!.minimumReceived.units);
      expect(memo.ok && memo.memo.tokenOut).toEqual({ ticker: 'TLM', contract: 'alien.worlds' });
    });
    const spent = actions.slice(1).reduce((sum, action) => sum + BigInt(String(action.data.quantity).replace(/[. A-Z]/g, '')), 0n);
    expect(spent).toBe(route.amount_in.units);
  });

  it('refuses an account that is not a name', () => {
    expect(() => buildSwapActions({ route: splitRoute(), account: 'Alice', router: 'swap.we', slippage: 50 })).toThrow(RangeError);
  });
});

describe('checkSwapActions', () => {
  const route = splitRoute();
  const built = () => buildSwapActions({ route, account: 'alice', router: 'swap.we', slippage: 50 });
  const replace = (index: number, change: (action: SwapAction) => SwapAction) => built().map((action, i) => (i === index ? change(action) : action));

  it('accepts what buildSwapActions makes', () => {
    expect(checkSwapActions(built(), expectation(route))).toEqual({ ok: true });
  });

  it('refuses any action aimed at a contract outside the router and the two tokens', () => {
    const extra = [...built(), { account: 'evil.contract', name: 'transfer', data: {} }];
    const check = checkSwapActions(extra, expectation(route));
    expect(check).toEqual({ ok: false, reason: expect.stringContaining('evil.contract') });
  });

  it('refuses a missing no-op, a transfer elsewhere, another payer, another output and another total', () => {
    const cases: [SwapAction[], string][] = [
      [built().slice(1), 'first action must be swap.we::madeonwoe'],
      [replace(1, (a) => ({ ...a, data: { ...a.data, to: 'alien.worlds' } })), 'not the router'],
      [replace(1, (a) => ({ ...a, data: { ...a.data, from: 'bob' } })), 'from bob'],
      [
        replace(1, (a) => ({ ...a, data: { ...a.data, memo: String(a.data.memo).replace('TLM@alien.worlds', 'WAX@eosio.token') } })),
        'pays out WAX@eosio.token',
      ],
      [replace(1, (a) => ({ ...a, data: { ...a.data, memo: 'swap,1,TLM@alien.worlds' } })), 'memo cannot be read'],
      [replace(1, (a) => ({ ...a, data: { ...a.data, memo: String(a.data.memo).replace(/^swap,\d+,/, 'swap,0,') } })), 'no minimum'],
      [built().slice(0, 2), 'different amount'],
      [replace(1, (a) => ({ ...a, account: 'alien.worlds' })), 'is on alien.worlds'],
      [replace(0, (a) => ({ ...a, name: 'withdraw' })), 'first action must be'],
    ];
    for (const [actions, reason] of cases)
      expect(checkSwapActions(actions, expectation(route))).toEqual({ ok: false, reason: expect.stringContaining(reason) });
  });
});
