import { describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../../core/amount';
import { decodeSwapMemo, type SwapRoute } from '../../core/swapRouting';
import type { RouteRecheck } from '../../../workers/quotes.api';
import { fakeService, flush, manualTimers, TLM, WAX } from './fakes.testutil';
import { createSwapExecutor, INCORRECT_AMOUNT_IN, QUOTE_MAX_AGE_MS } from './execute';
import { AMOUNT_DEBOUNCE_MS, createSwapStore } from './store';
import type { SendActionsRequest } from '../transactions';

function okRecheck(route: SwapRoute): RouteRecheck {
  return { status: 'ok', quoted: route.amount_received, simulated: route.amount_received, shortfallBps: 0, paths: [], problems: [] };
}

async function setup(options: { account?: string | null; recheck?: (route: SwapRoute) => RouteRecheck; slippage?: number } = {}) {
  const fake = fakeService();
  const clock = manualTimers();
  const store = createSwapStore({
    service: () => fake.service,
    receiver: () => 'alice',
    slippage: () => 50,
    splitMaxRoutes: () => 4,
    timers: clock.timers,
    now: clock.now,
  });
  store.setPair({ input: WAX, output: TLM });
  store.setAmountText('5000');
  clock.advance(AMOUNT_DEBOUNCE_MS);
  await flush();
  const sent: SendActionsRequest[] = [];
  const deps = {
    store,
    account: () => (options.account === undefined ? 'alice' : options.account),
    router: () => 'swap.we',
    slippage: () => options.slippage ?? 100,
    now: clock.now,
    openLogin: vi.fn(),
    readVenues: vi.fn(async () => ({ venues: [{ kind: 'v2' }], problems: [] as string[] })),
    recheck: vi.fn(async (route: SwapRoute) => (options.recheck ?? okRecheck)(route)),
    sendActions: vi.fn(async (request: SendActionsRequest) => {
      sent.push(request);
      return { ok: true, txIds: ['abc'] };
    }),
    notify: vi.fn(() => 1),
    afterSwap: vi.fn(),
  };
  const executor = createSwapExecutor(deps);
  return { store, clock, fake, deps, executor, sent };
}

describe('swap executor', () => {
  it("signs the no-op and one transfer per split, minimums from the user's slippage, after a passing check", async () => {
    const ctx = await setup();
    const route = ctx.store.selectedRoute.value!;
    expect(route.paths.length).toBeGreaterThan(1);
    await ctx.executor.executeSwap();
    expect(ctx.sent).toHaveLength(1);
    const { actions, loaderName } = ctx.sent[0]!;
    expect(loaderName).toBe('swap');
    expect(actions[0]).toMatchObject({ account: 'swap.we', name: 'madeonwoe' });
    expect(actions).toHaveLength(route.paths.length + 1);
    actions.slice(1).forEach((action, i) => {
      const memo = decodeSwapMemo(String((action.data as Record<string, unknown>).memo));
      expect(memo.ok && memo.memo.minOutUnits).toBe((route.paths[i]!.output.units * 9_900n) / 10_000n);
    });
    // What was checked is what was signed.
    const checked = ctx.deps.recheck.mock.calls[0]![0];
    expect(checked.minimum_received.units).toBe(checked.paths.reduce((sum, path) => sum + path.minimumReceived.units, 0n));
    expect(ctx.store.amountText.value).toBe('');
    expect(ctx.executor.execution.value.phase).toBe('idle');
  });

  it("refuses with SPEC §5's message when the route is for another amount", async () => {
    const ctx = await setup();
    ctx.store.setAmountText('4000');
    await ctx.executor.executeSwap();
    expect(ctx.deps.notify).toHaveBeenCalledWith({ kind: 'error', title: INCORRECT_AMOUNT_IN });
    expect(ctx.sent).toHaveLength(0);
  });

  it('fetches a fresh quote when the shown one is older than a few blocks', async () => {
    const ctx = await setup();
    const before = ctx.fake.queries.length;
    ctx.clock.advance(QUOTE_MAX_AGE_MS + 1);
    await ctx.executor.executeSwap();
    expect(ctx.fake.queries.length).toBe(before + 1);
    expect(ctx.sent).toHaveLength(1);
  });

  it('stops for the user when the chain gives less than quoted, and signs only on "Swap anyway"', async () => {
    const worse = (route: SwapRoute): RouteRecheck => ({
      ...okRecheck(route),
      status: 'worse',
      simulated: makeAmount(route.amount_received.units - 10n, 4),
      shortfallBps: 1,
    });
    const ctx = await setup({ recheck: worse });
    await ctx.executor.executeSwap();
    const state = ctx.executor.execution.value;
    expect(state.phase).toBe('confirm');
    expect(ctx.sent).toHaveLength(0);
    await ctx.executor.confirmSwap();
    expect(ctx.sent).toHaveLength(1);
    expect(ctx.sent[0]!.actions).toEqual(state.phase === 'confirm' ? state.actions : null);
  });

  it('a cancelled confirmation signs nothing', async () => {
    const ctx = await setup({ recheck: (route) => ({ ...okRecheck(route), status: 'unverified', simulated: null, problems: ['defibox:1: timeout'] }) });
    await ctx.executor.executeSwap();
    ctx.executor.cancelSwap();
    await ctx.executor.confirmSwap();
    expect(ctx.sent).toHaveLength(0);
    expect(ctx.executor.execution.value.phase).toBe('idle');
  });

  it('venues that could not be read make the check unverified even if the rest passed', async () => {
    const ctx = await setup();
    ctx.deps.readVenues.mockResolvedValueOnce({ venues: [], problems: ['taco:TLMWAX: HTTP 500'] });
    await ctx.executor.executeSwap();
    const state = ctx.executor.execution.value;
    expect(state.phase === 'confirm' && state.recheck.problems).toEqual(['taco:TLMWAX: HTTP 500']);
  });

  it('opens the login modal when nobody is signed in', async () => {
    const ctx = await setup({ account: null });
    await ctx.executor.executeSwap();
    expect(ctx.deps.openLogin).toHaveBeenCalled();
    expect(ctx.deps.recheck).not.toHaveBeenCalled();
  });

  it('a failing check is reported, never signed', async () => {
    const ctx = await setup();
    ctx.deps.recheck.mockRejectedValueOnce(new Error('worker crashed'));
    await ctx.executor.executeSwap();
    expect(ctx.deps.notify).toHaveBeenCalledWith({ kind: 'error', title: 'Swap check failed', text: 'worker crashed' });
    expect(ctx.sent).toHaveLength(0);
  });
});
