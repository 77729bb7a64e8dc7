import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../core/amount';
import { fakeService, flush, manualTimers, TLM, USDT, WAX } from './fakes.testutil';
import { AMOUNT_DEBOUNCE_MS, createSwapStore, ROUTES_REFRESH_MS, routeSignature } from './store';

function setup() {
  const fake = fakeService();
  const clock = manualTimers();
  const settings = { slippage: 50, splitMaxRoutes: 4, receiver: '' };
  const store = createSwapStore({
    service: () => fake.service,
    receiver: () => settings.receiver,
    slippage: () => settings.slippage,
    splitMaxRoutes: () => settings.splitMaxRoutes,
    timers: clock.timers,
    now: clock.now,
  });
  store.setPair({ input: WAX, output: TLM });
  return { store, fake, clock, settings };
}

async function typed(ctx: ReturnType<typeof setup>, text: string) {
  ctx.store.setAmountText(text);
  ctx.clock.advance(AMOUNT_DEBOUNCE_MS);
  await flush();
}

describe('swap store: amount and routes', () => {
  it('fetches routes once typing pauses, with every query parameter', async () => {
    const ctx = setup();
    ctx.settings.receiver = 'alice';
    ctx.store.setAmountText('5');
    ctx.store.setAmountText('50');
    ctx.store.setAmountText('500');
    expect(ctx.fake.queries).toHaveLength(0);
    ctx.clock.advance(AMOUNT_DEBOUNCE_MS);
    await flush();
    expect(ctx.fake.queries).toEqual([
      { tokenIn: WAX, tokenOut: TLM, amountIn: '500.00000000', slippage: 50, receiver: 'alice', splitMaxRoutes: 4, filterExchange: [], filterType: [] },
    ]);
    expect(ctx.store.selectedRoute.value?.amount_in).toEqual(makeAmount(500n * 10n ** 8n, 8));
    expect(ctx.store.routesState.value).toMatchObject({ loading: false, error: null, requestedUnits: 500n * 10n ** 8n });
  });

  it('truncates typed decimals to the token precision (SPEC §5)', async () => {
    const ctx = setup();
    ctx.store.setPair({ input: TLM, output: WAX });
    await typed(ctx, '1.234567');
    expect(ctx.store.amountText.value).toBe('1.2345');
    expect(ctx.fake.queries[0]?.amountIn).toBe('1.2345');
  });

  it('never lets an older answer replace a newer one', async () => {
    const ctx = setup();
    ctx.fake.hold();
    await typed(ctx, '100');
    await typed(ctx, '7000');
    expect(ctx.fake.queries.map((query) => query.amountIn)).toEqual(['100.00000000', '7000.00000000']);
    ctx.fake.release(true);
    await flush();
    await flush();
    expect(ctx.store.selectedRoute.value?.amount_in.units).toBe(7000n * 10n ** 8n);
  });

  it('clears routes when the amount becomes empty or zero', async () => {
    const ctx = setup();
    await typed(ctx, '100');
    expect(ctx.store.routes.value.length).toBeGreaterThan(0);
    ctx.store.setAmountText('0');
    expect(ctx.store.routes.value).toEqual([]);
    expect(ctx.store.selectedRoute.value).toBeNull();
  });

  it('refreshes periodically while active, and stops when the screen goes', async () => {
    const ctx = setup();
    const stop = ctx.store.activate();
    await typed(ctx, '100');
    ctx.clock.advance(ROUTES_REFRESH_MS);
    await flush();
    expect(ctx.fake.queries).toHaveLength(2);
    stop();
    ctx.clock.advance(ROUTES_REFRESH_MS * 3);
    await flush();
    expect(ctx.fake.queries).toHaveLength(2);
  });

  it('fills exact amounts from the shortcuts and fetches at once', async () => {
    const ctx = setup();
    ctx.store.setAmount(makeAmount(123_456_789n, 8));
    expect(ctx.store.amountText.value).toBe('1.23456789');
    ctx.clock.advance(0);
    await flush();
    expect(ctx.fake.queries[0]?.amountIn).toBe('1.23456789');
  });
});

describe('swap store: selection and pair changes (SPEC §4 Swap flow)', () => {
  it('follows the best route until one is chosen; a chosen route stays chosen across refreshes', async () => {
    const ctx = setup();
    await typed(ctx, '5000');
    const routes = ctx.store.routes.value;
    expect(routes.length).toBeGreaterThan(1);
    expect(ctx.store.selectedIndex.value).toBe(0);
    ctx.store.selectRoute(1);
    expect(ctx.store.selectionLocked.value).toBe(true);
    const chosen = routeSignature(routes[1]!);
    await typed(ctx, '5001');
    expect(routeSignature(ctx.store.selectedRoute.value!)).toBe(chosen);
    ctx.store.selectRoute(99);
    expect(routeSignature(ctx.store.selectedRoute.value!)).toBe(chosen);
    ctx.store.unlockSelection();
    expect(ctx.store.selectedIndex.value).toBe(0);
  });

  it('changing tokens resets the amount, the lock and the filters, and drops the routes', async () => {
    const ctx = setup();
    await typed(ctx, '5000');
    ctx.store.selectRoute(1);
    ctx.store.setRouteFilter({ exchanges: ['defibox'], types: [] });
    ctx.store.setPair({ input: WAX, output: USDT });
    expect(ctx.store.amountText.value).toBe('');
    expect(ctx.store.selectionLocked.value).toBe(false);
    expect(ctx.store.routeFilter.value).toEqual({ exchanges: [], types: [] });
    expect(ctx.store.routes.value).toEqual([]);
  });

  it('the same pair again changes nothing', async () => {
    const ctx = setup();
    await typed(ctx, '10');
    ctx.store.setPair({ input: { ...WAX }, output: { ...TLM } });
    expect(ctx.store.amountText.value).toBe('10');
  });

  it('filters ask the service for the allowed exchanges only', async () => {
    const ctx = setup();
    await typed(ctx, '5000');
    ctx.store.setRouteFilter({ exchanges: ['taco'], types: [] });
    ctx.clock.advance(0);
    await flush();
    expect(ctx.fake.queries.at(-1)?.filterExchange).toEqual(['taco']);
    expect(ctx.store.routes.value.every((route) => route.paths.every((path) => path.steps.every((step) => step.exchange === 'taco')))).toBe(true);
  });

  it('loads the tokens once per endpoint', async () => {
    const ctx = setup();
    await ctx.store.loadTokens();
    await ctx.store.loadTokens();
    expect(ctx.store.tokens.value.map((token) => token.key)).toEqual(['WAX_eosio.token', 'TLM_alien.worlds', 'USDT_usdt.alcor']);
  });
});
