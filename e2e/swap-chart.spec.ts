/**
 * The swap screen's chart follows live trades (SPEC §2 Swap screen chart, §4 Chart): on the devnet,
 * a trade on the pool the chart shows moves the chart's newest candle to exactly what the candles
 * API then answers, without a new history fetch — at the default 4h resolution, at 1m (the user's
 * pick), and again after a visit to the market screen, which shares the market worker's socket.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { Session } from '@wharfkit/session';
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey';
import { HOP_SUFFIX } from '../src/core/swapRouting/hops';
import type { Exchange } from '../src/core/urlParams/exchanges';
import { expect, test } from './fixtures';

const WAX_TLM = '/swap/WAX_eosio.token/TLM_alien.worlds';
const ARTIFACTS = 'e2e/artifacts';

type Source = { src: Exchange; src_type: string; pair_id: string; is_reversed: boolean; reserve0: string; reserve1: string };
type CandleRow = { time: number; close: number };

/** The chart's own choice (SwapChart.tsx): the direct venue holding the most WAX (reserve1 on a reversed venue). */
async function chartSource(request: APIRequestContext): Promise<Source> {
  const sources = (await (await request.get('/api/pairDirectSources/WAX_eosio.token/TLM_alien.worlds')).json()) as Source[];
  const depth = (source: Source) => Number(source.is_reversed ? source.reserve1 : source.reserve0);
  const deepest = sources.reduce<Source | null>((best, source) => (best === null || depth(source) > depth(best) ? source : best), null);
  if (deepest === null) throw new Error('the devnet has no direct WAX/TLM venue');
  return deepest;
}

/** The newest candle the candles API answers for the chart's venue, as the chart orients it. */
async function newestCandle(request: APIRequestContext, source: Source, duration: string): Promise<string> {
  const params = new URLSearchParams({ duration, src: source.src, pair_id: source.pair_id, is_reversed: String(source.is_reversed), countBack: '1' });
  const [row] = (await (await request.get(`/api/candles?${params}`)).json()) as CandleRow[];
  return row ? `${row.time} ${row.close}` : 'none';
}

/** What the chart says its newest candle is (data attributes SwapChart keeps on its frame). */
async function chartCandle(page: Page): Promise<string> {
  const frame = page.getByTestId('swap-chart');
  return `${await frame.getAttribute('data-last-time')} ${await frame.getAttribute('data-last-close')}`;
}

/** bob swaps WAX for TLM through the router on one venue only. */
async function swapOnVenue(request: APIRequestContext, baseURL: string, source: Source, wax: number): Promise<void> {
  const demo = (await (await request.get('/devnet/accounts.json')).json()) as { chain_id: string; accounts: { name: string; privateKey: string }[] };
  const key = demo.accounts.find((item) => item.name === 'bob')?.privateKey;
  if (!key) throw new Error('bob is not a demo account');
  const session = new Session({
    chain: { id: demo.chain_id, url: baseURL },
    actor: 'bob',
    permission: 'active',
    walletPlugin: new WalletPluginPrivateKey(key),
  });
  const authorization = [{ actor: 'bob', permission: 'active' }];
  const memo = `swap,1,TLM@alien.worlds|${source.pair_id}@${HOP_SUFFIX[source.src]}`;
  await session.transact({
    actions: [
      { account: 'swap.we', name: 'madeonwoe', authorization, data: {} },
      { account: 'eosio.token', name: 'transfer', authorization, data: { from: 'bob', to: 'swap.we', quantity: `${wax}.00000000 WAX`, memo } },
    ],
  });
}

/** The market screen of the first listed order-book market (as e2e/trade.spec.ts builds it). */
async function marketPath(request: APIRequestContext): Promise<string> {
  type Token = { contract: string; symbol: { ticker: string } };
  const [market] = (await (await request.get('/api/markets/')).json()) as { src: string; token0: Token; token1: Token }[];
  if (!market) throw new Error('the devnet lists no market');
  const hash = (token: Token) => `${token.symbol.ticker.toLowerCase()}_${token.contract}`;
  return `/trade/${market.src}/${hash(market.token1)}/${hash(market.token0)}`;
}

/** Navigates inside the app (no reload: the same market worker), as a link would. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits for the chart's history, trades on its venue, and sees the newest candle become the API's. */
async function tradeMovesChart(page: Page, request: APIRequestContext, baseURL: string, source: Source, duration: string): Promise<void> {
  const frame = page.getByTestId('swap-chart');
  await expect(frame).toHaveAttribute('data-last-close', /\d/);
  await expect(page.getByLabel('Loading chart')).toHaveCount(0);
  const before = await chartCandle(page);
  // Live means no new history fetch: the page asks the candles API nothing while the chart moves.
  const fetched: string[] = [];
  const onRequest = (sent: { url(): string }) => void (sent.url().includes('/api/candles') && fetched.push(sent.url()));
  page.on('request', onRequest);
  await swapOnVenue(request, baseURL, source, 2000);
  // The chart moves off what it showed, live, and lands on what the API answers after the trade
  // (bots trade too: both follow the same index, so they meet).
  await expect.poll(() => chartCandle(page), { timeout: 15_000 }).not.toBe(before);
  await expect.poll(async () => (await chartCandle(page)) === (await newestCandle(request, source, duration)), { timeout: 15_000 }).toBe(true);
  page.off('request', onRequest);
  expect(fetched).toEqual([]);
}

test('a trade on the charted pool moves the newest candle live, at 4h and at 1m', async ({ page, request, baseURL, pageErrors }) => {
  const source = await chartSource(request);
  expect(['pools', 'poolsv3']).toContain(source.src_type);
  test.info().annotations.push({ type: 'venue', description: `${source.src} ${source.pair_id}${source.is_reversed ? ' (reversed)' : ''}` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(WAX_TLM);
  await expect(page.getByRole('group', { name: 'Resolution' }).getByRole('button', { name: '4h', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await tradeMovesChart(page, request, baseURL as string, source, '240');

  await page.getByRole('group', { name: 'Resolution' }).getByRole('button', { name: '1m', exact: true }).click();
  await tradeMovesChart(page, request, baseURL as string, source, '1');
  await page.screenshot({ path: `${ARTIFACTS}/swap-chart-live-desktop.png` });

  // The market screen takes the worker's socket over when the swap screen leaves, and gives it back.
  await openInApp(page, await marketPath(request));
  await expect(page.getByRole('region', { name: 'Order book' }).getByText('Live')).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  await tradeMovesChart(page, request, baseURL as string, source, '240');
  expect(pageErrors).toEqual([]);
});
