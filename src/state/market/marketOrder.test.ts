import { describe, expect, it } from 'vitest';
import { signal } from '@preact/signals-react';
import { makeAmount } from '../../core/amount';
import type { Market } from '../../core/domain';
import type { SwapRoutesQuery } from '../../core/swapRouting';
import { TLM, WAX } from '../../core/swapRouting/fixtures.testutil';
import type { RouteRecheck } from '../../../workers/quotes.api';
import type { SendActionsRequest } from '../transactions';
import { fakeGraph, routesFor } from '../swap/fakes.testutil';
import { createMarketOrder, MARKET_ORDER_AREA } from './marketOrder';
import type { BookOrderRequest } from '../../core/trading';

const MARKET = { id: 0, src: 'alcormarket', srcId: 'alcormarket_0', base: WAX, quote: TLM } as unknown as Market;

function harness(options: { bid?: bigint | null; ask?: bigint | null; recheck?: RouteRecheck['status']; routesFail?: boolean } = {}) {
  const queries: SwapRoutesQuery[] = [];
  const sent: SendActionsRequest[] = [];
  const placed: { request: BookOrderRequest; slippage: number }[] = [];
  const loaders: string[] = [];
  const notes: string[] = [];
  let now = 0;
  const graph = fakeGraph();
  const store = createMarketOrder({
    market: signal<Market | null>(MARKET),
    account: () => 'judy',
    bestPrices: () => ({ bestBid: options.bid === undefined ? 19_900_000n : options.bid, bestAsk: options.ask === undefined ? 20_000_000n : options.ask }),
    swapRoutes: async (query) => {
      queries.push(query);
      if (options.routesFail) throw new Error('swapRoutes: HTTP 503');
      return routesFor(graph, query);
    },
    quoteTaker: async (_side, give) => ({ received: '500000', spent: give, worstUnitPrice: '20100000', complete: true, synced: true }),
    readVenues: async () => ({ venues: [], problems: [] }),
    recheck: async (route) =>
      ({
        status: options.recheck ?? 'ok',
        quoted: route.amount_received,
        simulated: route.amount_received,
        shortfallBps: 0,
        paths: [],
        problems: [],
      }) as unknown as RouteRecheck,
    sendActions: async (request) => {
      sent.push(request);
      return { ok: true, txIds: ['ab'.repeat(32)] };
    },
    placeBookOrder: async (request, slippage) => {
      placed.push({ request, slippage });
      return { ok: true, trxId: 'cd'.repeat(32) };
    },
    notify: (note) => notes.push(`${note.title}: ${note.text ?? ''}`),
    openLogin: () => undefined,
    router: () => 'swap.we',
    defaultSlippage: () => 50,
    afterOrder: () => undefined,
    startLoading: (name) => void loaders.push(`start ${name}`),
    stopLoading: (name) => void loaders.push(`stop ${name}`),
    failLoading: (name, error) => void loaders.push(`fail ${name}: ${String(error)}`),
    now: () => now,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, queries, sent, placed, loaders, notes, settle, tick: (ms: number) => (now += ms) };
}

describe('the market order (marketpools)', () => {
  it('quotes over this book and every pool with 10 splits, then signs the router’s actions', async () => {
    const { store, queries, sent, settle } = harness();
    store.open({ side: 'buy', marketType: 'marketpools', give: makeAmount(100_000_000_000n, 8) });
    await settle();
    expect(queries[0]).toMatchObject({ tokenIn: WAX, tokenOut: TLM, amountIn: '1000.00000000', splitMaxRoutes: 10, receiver: 'judy', slippage: 50 });
    expect(store.routes.value.length).toBeGreaterThan(0);
    await store.submit();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.actions[0]).toMatchObject({ account: 'swap.we', name: 'madeonwoe' });
    expect(sent[0]!.actions.slice(1).every((action) => action.name === 'transfer' && (action.data as { from: string }).from === 'judy')).toBe(true);
    expect(store.request.value).toBeNull();
  });

  it('asks for a spread confirmation above 5 % (SPEC §5) before anything is checked or signed', async () => {
    const { store, sent, settle } = harness({ bid: 18_000_000n, ask: 20_000_000n });
    store.open({ side: 'sell', marketType: 'marketpools', give: makeAmount(10_000_000n, 4) });
    await settle();
    await store.submit();
    expect(store.phase.value).toEqual({ name: 'confirmSpread', spread: 0.1 });
    expect(sent).toHaveLength(0);
    await store.confirmSpread();
    expect(sent).toHaveLength(1);
  });

  it('treats an empty side as a spread to confirm', async () => {
    const { store, settle } = harness({ ask: null });
    store.open({ side: 'buy', marketType: 'marketpools', give: makeAmount(100_000_000n, 8) });
    await settle();
    await store.submit();
    expect(store.phase.value).toEqual({ name: 'confirmSpread', spread: null });
  });

  it('stops for the user when the chain does not back the quote, and fetches a stale quote again first', async () => {
    const { store, sent, queries, settle, tick } = harness({ recheck: 'worse' });
    store.open({ side: 'buy', marketType: 'marketpools', give: makeAmount(100_000_000n, 8) });
    await settle();
    tick(5_000);
    await store.submit();
    expect(queries).toHaveLength(2);
    expect(store.phase.value.name).toBe('confirmRecheck');
    store.back();
    expect(store.phase.value.name).toBe('review');
    await store.submit();
    await store.confirmRecheck();
    expect(sent).toHaveLength(1);
  });

  it('records a failed quote in the marketorder area', async () => {
    const { store, loaders, settle } = harness({ routesFail: true });
    store.open({ side: 'buy', marketType: 'marketpools', give: makeAmount(100_000_000n, 8) });
    await settle();
    expect(loaders).toEqual([`start ${MARKET_ORDER_AREA}`, `fail ${MARKET_ORDER_AREA}: Error: swapRoutes: HTTP 503`]);
  });

  it('keeps the slippage within 0-50 % and quotes again when it changes', async () => {
    const { store, queries, settle } = harness();
    store.open({ side: 'buy', marketType: 'marketpools', give: makeAmount(100_000_000n, 8) });
    await settle();
    store.setSlippage(9_000);
    await settle();
    expect(store.slippage.value).toBe(5_000);
    expect(queries.at(-1)?.slippage).toBe(5_000);
  });
});

describe('the market order on this book alone (market)', () => {
  it('walks the book for the quote and places a limit order at the best price moved by the slippage', async () => {
    const { store, placed, queries, settle } = harness();
    store.open({ side: 'buy', marketType: 'market', give: makeAmount(100_000_000n, 8) });
    await settle();
    expect(queries).toHaveLength(0);
    expect(store.bookQuote.value).toMatchObject({ received: '500000' });
    // The price the contract will record: 0.2 WAX moved 0.5 % against the buyer.
    expect(store.bookLimitPrice()).toBe(20_100_000n);
    await store.submit();
    // 1 WAX at the worst price 0.201 WAX buys 4.9751 TLM.
    expect(placed).toEqual([{ request: { side: 'buy', kind: 'market', unitPrice: '20000000', quoteUnits: 49_751n }, slippage: 50 }]);
  });

  it('opens for a quote amount: a sell gives it, a buy gives what buys it at the worst price', () => {
    const { store } = harness();
    store.openForQuote('sell', 600_000n);
    expect(store.request.value).toEqual({ side: 'sell', marketType: 'marketpools', give: makeAmount(600_000n, 4) });
    store.openForQuote('buy', 600_000n);
    expect(store.request.value?.give).toEqual(makeAmount(1_206_000_000n, 8));
  });
});
