import { createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const warmed = vi.hoisted(() => ({
  loadMarkets: vi.fn(() => Promise.resolve()),
  loadPairs: vi.fn(() => Promise.resolve()),
  prepareMarketScreen: vi.fn(),
  prefetchChartHistory: vi.fn(() => Promise.resolve()),
  loadAnalytics: vi.fn(() => Promise.resolve()),
  presetSwapPair: vi.fn((_store: unknown, _url: unknown, until: Promise<unknown>) => until.then(() => undefined)),
}));
vi.mock('../state/marketsList', () => ({ loadMarkets: warmed.loadMarkets, loadPairs: warmed.loadPairs }));
vi.mock('../state/analytics', () => ({ loadAnalytics: warmed.loadAnalytics }));
vi.mock('../state/swap', () => ({ presetSwapPair: warmed.presetSwapPair, swapStore: 'the swap store' }));
vi.mock('../features/swap/SwapPage', () => ({ default: () => null }));
vi.mock('../features/limit/LimitPage', () => ({ default: () => null }));
vi.mock('../state/market', () => ({ prepareMarketScreen: warmed.prepareMarketScreen, prefetchChartHistory: warmed.prefetchChartHistory }));

const { pageRoutes } = await import('./routes');

/** Starts a router on `path` and waits until its first navigation has run the loaders (the page code may still load). */
async function open(path: string) {
  const router = createMemoryRouter(
    pageRoutes.map((route) => ({ ...route, lazy: undefined, Component: () => null })),
    { initialEntries: [path] },
  );
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  // The warm-ups import their stores; let those imports settle.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return router;
}

describe('route warm-ups', () => {
  beforeEach(() => vi.clearAllMocks());

  it('/trade asks for the markets list, starts the market worker and asks the chart’s history before its page has rendered', async () => {
    await open('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    await vi.waitFor(() => expect(warmed.loadMarkets).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(warmed.prepareMarketScreen).toHaveBeenCalledTimes(1));
    expect(warmed.prefetchChartHistory).toHaveBeenCalledWith({
      src: 'alcormarket',
      quote: { ticker: 'TLM', contract: 'alien.worlds' },
      base: { ticker: 'WAX', contract: 'eosio.token' },
    });
    expect(warmed.loadPairs).not.toHaveBeenCalled();
  });

  it('/markets asks for the pairs list', async () => {
    await open('/markets');
    await vi.waitFor(() => expect(warmed.loadPairs).toHaveBeenCalledTimes(1));
    expect(warmed.loadMarkets).not.toHaveBeenCalled();
  });

  it('/analytics asks for the overview and the top lists, its listings page does not', async () => {
    await open('/analytics');
    await vi.waitFor(() => expect(warmed.loadAnalytics).toHaveBeenCalledTimes(1));
    vi.clearAllMocks();
    await open('/analytics/listings');
    expect(warmed.loadAnalytics).not.toHaveBeenCalled();
  });

  it("/swap and /limit set the URL's pair in the swap store, waiting at most for the page's code", async () => {
    await open('/swap/WAX_eosio.token/TLM_alien.worlds');
    expect(warmed.presetSwapPair).toHaveBeenCalledWith(
      'the swap store',
      { input: { ticker: 'WAX', contract: 'eosio.token' }, output: { ticker: 'TLM', contract: 'alien.worlds' } },
      expect.any(Promise),
    );
    await open('/limit/TLM_alien.worlds');
    expect(warmed.presetSwapPair).toHaveBeenLastCalledWith(
      'the swap store',
      { input: { ticker: 'TLM', contract: 'alien.worlds' }, output: null },
      expect.any(Promise),
    );
    expect(warmed.loadMarkets).not.toHaveBeenCalled();
  });

  it('a /trade URL that fails its check is the 404 and warms nothing', async () => {
    const router = await open('/trade/nowhere');
    expect(router.state.errors).not.toBeNull();
    expect(warmed.loadMarkets).not.toHaveBeenCalled();
    expect(warmed.prepareMarketScreen).not.toHaveBeenCalled();
  });

  it('a screen without a warm-up reads nothing early', async () => {
    await open('/about');
    expect(warmed.loadMarkets).not.toHaveBeenCalled();
    expect(warmed.loadPairs).not.toHaveBeenCalled();
    expect(warmed.loadAnalytics).not.toHaveBeenCalled();
    expect(warmed.presetSwapPair).not.toHaveBeenCalled();
  });
});
