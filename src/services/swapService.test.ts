import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../../devnet/services/swapApi/apiServer.testutil';
import { makeAmount } from '../core/amount';
import { DEFAULT_SPLIT_MAX_ROUTES, routeTransfers } from '../core/swapRouting';
import type { FetchFn } from './http';
import { createSwapService, readServiceRoute } from './swapService';

const WAX = { ticker: 'WAX', contract: 'eosio.token' };
const TLM = { ticker: 'TLM', contract: 'alien.worlds' };
const query = (amountIn: string) => ({
  tokenIn: WAX,
  tokenOut: TLM,
  amountIn,
  slippage: 50,
  receiver: 'alice',
  splitMaxRoutes: DEFAULT_SPLIT_MAX_ROUTES,
  filterExchange: [],
  filterType: [],
});

let api: TestApi;
/** A fetch that answers from the devnet's swap API (the real shapes, over its fake world). */
const devnetFetch: FetchFn = async (url) => {
  const { status, body } = await api.get(url);
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
};

beforeAll(async () => {
  api = await startTestApi(Date.UTC(2026, 0, 20));
});
afterAll(() => api.stop());

describe('swap service against the devnet API', () => {
  const service = () => createSwapService('/api/', devnetFetch);

  it('tokens/: every traded token with its precision, key and partners', async () => {
    const tokens = await service().tokens({ noLpToken: true });
    const tlm = tokens.find((token) => token.key === 'TLM_alien.worlds');
    expect(tlm).toMatchObject({ ticker: 'TLM', contract: 'alien.worlds', precision: 4, isWax: false, isLpToken: false });
    expect(tlm?.pairedWith).toContain('WAX_eosio.token');
    expect(tokens.find((token) => token.key === 'WAX_eosio.token')?.isWax).toBe(true);
  });

  it('swapRoutes: exact amounts at each token precision, and transfers our own encoder reproduces', async () => {
    const [best] = await service().swapRoutes(query('100'));
    expect(best!.amount_in).toEqual(makeAmount(100n * 10n ** 8n, 8));
    expect(best!.amount_received.precision).toBe(4);
    expect(best!.amount_received.units).toBe(best!.paths.reduce((sum, path) => sum + path.output.units, 0n));
    expect(best!.receiver).toBe('alice');
    // What the service proposes to sign is exactly what the app would build from the same route.
    expect(routeTransfers(best!)).toEqual(best!.actions);
  });

  it("reports the API's reason for a refused query", async () => {
    await expect(service().swapRoutes(query('0'))).rejects.toThrow(/swapRoutes: amount_in/);
  });

  it('pairDirectSources and candles read the venues of a pair', async () => {
    const sources = await service().pairDirectSources(TLM, WAX);
    expect(sources.map((source) => `${source.src}_${source.pairId}`)).toEqual(['defibox_1', 'taco_TLMWAX', 'alcormarket_1']);
    expect(sources[0]?.isReversed).toBe(true);
    await expect(service().candles({ duration: '60', src: 'defibox', pairId: '1', isReversed: false, countBack: 10 })).resolves.toEqual(expect.any(Array));
  });
});

describe('swap service boundary checks', () => {
  const answering = (body: unknown, status = 200) => vi.fn<FetchFn>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

  it('sends every swapRoutes parameter (SPEC §7), receiver empty when none', async () => {
    const fetchFn = answering([]);
    await createSwapService('http://x/api/', fetchFn).swapRoutes({ ...query('1.5'), receiver: '', filterExchange: ['defibox', 'taco'] });
    const url = new URL(fetchFn.mock.calls[0]![0]);
    expect(url.pathname).toBe('/api/swapRoutes');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token_in: 'WAX_eosio.token',
      token_out: 'TLM_alien.worlds',
      amount_in: '1.5',
      slippage: '50',
      receiver: '',
      split_max_routes: '4',
      filter_exchange: 'defibox,taco',
      filter_type: '',
    });
  });

  it('refuses a route whose amounts do not fit their token, naming the field', () => {
    const token = (ticker: string, contract: string, precision: number) => ({ contract, symbol: { ticker, precision } });
    const raw = {
      hash: 'h',
      type: 'single',
      markets: [],
      token_in: token('WAX', 'eosio.token', 8),
      token_out: token('TLM', 'alien.worlds', 4),
      amount_in: '1.00000000',
      amount_received: '1.00001',
      minimum_received: '1.0000',
      minimums_received: [],
      fees: '0',
      platform_fees: '0',
      paths: [{}],
    };
    expect(() => readServiceRoute(raw, 0)).toThrow(/swapRoutes\[0\]\.paths\[0\]\.steps must be a list/);
    expect(() => readServiceRoute({ ...raw, paths: [] }, 2)).toThrow('swapRoutes[2] has no paths');
    expect(() => readServiceRoute({ ...raw, token_out: token('tlm', 'alien.worlds', 4) }, 0)).toThrow('swapRoutes[0].token_out is not a token');
  });

  it('skips malformed token rows instead of failing the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tokens = await createSwapService(
      '/api/',
      answering([{ contract: 'eosio.token', symbol: { ticker: 'WAX', precision: 8 } }, { contract: 'Bad' }]),
    ).tokens();
    expect(tokens.map((token) => token.key)).toEqual(['WAX_eosio.token']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('measures each direct venue by its reserve of the first token, whichever side it is on', async () => {
    const straight = { src: 'defibox', src_type: 'pools', pair_id: 1, is_reversed: false, reserve0: '500.00000000', reserve1: '9000.0000' };
    const reversed = { src: 'alcorv2', src_type: 'pools', pair_id: 2, is_reversed: true, reserve0: '90000.0000', reserve1: '800.00000000' };
    const sources = await createSwapService('/api/', answering([straight, reversed])).pairDirectSources(WAX, TLM);
    expect(sources.map((source) => [source.pairId, source.depth0])).toEqual([
      ['1', 500],
      ['2', 800],
    ]);
  });

  it("surfaces the HTTP status when the body is not the API's JSON error", async () => {
    const fetchFn = vi.fn<FetchFn>(() => Promise.resolve(new Response('<html>busy</html>', { status: 503 })));
    await expect(createSwapService('/api/', fetchFn).tokens()).rejects.toThrow('tokens/: HTTP 503');
  });
});
