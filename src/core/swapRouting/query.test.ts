import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { TLM, v2, WAX } from './fixtures.testutil';
import { buildRouteGraph } from './graph';
import { parseSwapRoutesQuery, requestFromQuery, swapRoutesParams, type SwapRoutesQuery } from './query';

const wire = {
  token_in: 'TLM_alien.worlds',
  token_out: 'WAX_eosio.token',
  amount_in: '12.345678',
  slippage: '50',
  receiver: '',
  split_max_routes: '4',
  filter_exchange: 'defibox,alcorv2',
  filter_type: 'pools',
};

function parsed(params: Record<string, string | undefined>): SwapRoutesQuery {
  const result = parseSwapRoutesQuery(params);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

describe('swapRoutes query', () => {
  it('reads every parameter and writes them back the same', () => {
    const query = parsed(wire);
    expect(query).toEqual({
      tokenIn: { ticker: 'TLM', contract: 'alien.worlds' },
      tokenOut: { ticker: 'WAX', contract: 'eosio.token' },
      amountIn: '12.345678',
      slippage: 50,
      receiver: '',
      splitMaxRoutes: 4,
      filterExchange: ['defibox', 'alcorv2'],
      filterType: ['pools'],
    });
    expect(swapRoutesParams(query)).toEqual(wire);
    expect(parsed(Object.fromEntries(new URLSearchParams(swapRoutesParams(query))))).toEqual(query);
    expect(parseSwapRoutesQuery(new URLSearchParams(wire))).toEqual({ ok: true, value: query });
  });

  it('applies defaults and clamps: split routes default 4, never below 0; empty filters allow all', () => {
    const query = parsed({ token_in: 'tlm_alien.worlds', token_out: 'WAX_eosio.token', amount_in: '1' });
    expect(query).toMatchObject({ slippage: undefined, splitMaxRoutes: 4, filterExchange: [], filterType: [], receiver: '' });
    expect(parsed({ ...wire, split_max_routes: '-2' }).splitMaxRoutes).toBe(0);
    expect(parsed({ ...wire, split_max_routes: '2.7' }).splitMaxRoutes).toBe(2);
  });

  it('names the first bad parameter', () => {
    expect(parseSwapRoutesQuery({ ...wire, token_in: 'TLM' })).toEqual({ ok: false, reason: 'token_in must look like TLM_alien.worlds' });
    expect(parseSwapRoutesQuery({ ...wire, token_out: undefined })).toMatchObject({ ok: false, reason: expect.stringContaining('token_out') });
    expect(parseSwapRoutesQuery({ ...wire, filter_exchange: 'defibox,uniswap' })).toEqual({
      ok: false,
      reason: 'filter_exchange has an unknown entry "uniswap"',
    });
    expect(parseSwapRoutesQuery({ ...wire, filter_type: 'pools,amm' })).toMatchObject({ ok: false, reason: expect.stringContaining('"amm"') });
    expect(parseSwapRoutesQuery({ ...wire, receiver: 'Bad Name' })).toMatchObject({ ok: false, reason: expect.stringContaining('receiver') });
  });

  it('reads amount_in at the input token precision, truncating extra decimals', () => {
    const graph = buildRouteGraph([v2('1', 'defibox', TLM, WAX, 1_000n, 1_000n)]);
    expect(requestFromQuery(graph, parsed(wire))).toMatchObject({ ok: true, value: { amountIn: makeAmount(123_456n, 4), slippage: 50, splitMaxRoutes: 4 } });
    expect(requestFromQuery(graph, parsed({ ...wire, amount_in: '1e5' }))).toMatchObject({ ok: false, reason: expect.stringContaining('amount_in') });
    expect(requestFromQuery(graph, parsed({ ...wire, amount_in: '-3' }))).toMatchObject({ ok: true, value: { amountIn: makeAmount(0n, 4) } });
  });
});
