import type { APIRequestContext, Page } from '@playwright/test';
import { formatUnits } from '../src/core/format';
import { expect, test } from './fixtures';

/**
 * The order-book market screen against the devnet (SPEC §2 Market screen, §4 Order book / Chart):
 * the book on screen equals the chain's `buyorder`/`sellorder` tables after a burst of deltas and
 * after a dropped socket; the tape and the last candle follow executed trades; favourites and chart
 * settings survive a reload; the bare path redirects and an unknown pair is a 404.
 */

type MarketRow = { id: number; src: string; token0: Token; token1: Token; volume24h: number; orderbook?: { bid_levels?: number; ask_levels?: number } };
type Token = { contract: string; symbol: { ticker: string; precision: number } };
type OrderRow = { id: string | number; account: string; bid: string; ask: string; unit_price: string | number };
/** One level as compared: exact unit_price text and the quote amount as exact decimal text. */
type Level = [unitPrice: string, quoteAmount: string];

const LEVELS = 8;
const hash = (token: Token) => `${token.symbol.ticker.toLowerCase()}_${token.contract}`;
const pathOf = (market: MarketRow) => `/trade/${market.src}/${hash(market.token1)}/${hash(market.token0)}`;
const levelsOf = (market: MarketRow) => (market.orderbook?.bid_levels ?? 0) + (market.orderbook?.ask_levels ?? 0);

async function markets(request: APIRequestContext): Promise<MarketRow[]> {
  const res = await request.get('/api/markets/');
  expect(res.ok()).toBe(true);
  return (await res.json()) as MarketRow[];
}

/** The screen's own rule (src/state/marketsList/urlMatch.ts): most 24 h volume, then deepest book, then lowest id. */
function busiest(rows: readonly MarketRow[]): MarketRow {
  const sorted = [...rows].sort((a, b) => b.volume24h - a.volume24h || levelsOf(b) - levelsOf(a) || a.id - b.id);
  if (!sorted[0]) throw new Error('the devnet lists no market');
  return sorted[0];
}

async function admin(request: APIRequestContext, route: string, body?: unknown): Promise<unknown> {
  const res = body === undefined ? await request.get(`/devnet/admin/${route}`) : await request.post(`/devnet/admin/${route}`, { data: body });
  expect(res.ok(), `admin ${route}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** Runs the bots at 1,000 deltas/s until the live server has published `deltas` more book deltas, then stops them. */
async function burst(request: APIRequestContext, deltas: number): Promise<void> {
  const published = async () =>
    ((await admin(request, 'stats')) as { live?: { published?: { orderbooksDelta?: number } } }).live?.published?.orderbooksDelta ?? 0;
  const before = await published();
  await admin(request, 'flow', { flow: 1000 });
  try {
    await expect.poll(published, { timeout: 30_000 }).toBeGreaterThanOrEqual(before + deltas);
  } finally {
    await admin(request, 'flow', { flow: 0 });
  }
}

/** A uint128 as chain JSON writes it: decimal text, a number, or "0x…" little-endian hex (NOTES). */
function uint128Text(raw: string | number): string {
  const text = String(raw);
  if (!text.startsWith('0x')) return text;
  const bytes = text.slice(2).match(/../g) ?? [];
  return BigInt(`0x${bytes.reverse().join('') || '0'}`).toString();
}

/** "1,972.5813" or "1972.5813 TLM" → "1972.5813". */
const decimalText = (text: string) => text.replace(/,/g, '').trim().split(' ')[0] ?? '';

function addDecimals(a: string, b: string): string {
  const precision = (b.split('.')[1] ?? '').length;
  const units = (text: string) => BigInt(text.replace('.', ''));
  const sum = (units(a) + units(b)).toString().padStart(precision + 1, '0');
  return precision === 0 ? sum : `${sum.slice(0, -precision)}.${sum.slice(-precision)}`;
}

/**
 * The best `count` levels of one side straight from the chain (POST /v1/chain/get_table_rows by the
 * byprice index, best first): quote amount per unit_price — what a sell order gives, what a buy asks.
 */
async function chainLevels(request: APIRequestContext, marketId: number, table: 'buyorder' | 'sellorder', count: number): Promise<Level[]> {
  const res = await request.post('/v1/chain/get_table_rows', {
    data: { code: 'alcordexmain', scope: String(marketId), table, index_position: 2, key_type: 'i128', json: true, limit: 500 },
  });
  expect(res.ok()).toBe(true);
  const { rows } = (await res.json()) as { rows: OrderRow[] };
  const levels: Level[] = [];
  for (const row of rows) {
    const unitPrice = uint128Text(row.unit_price);
    const quote = decimalText(table === 'sellorder' ? row.bid : row.ask);
    const last = levels.at(-1);
    if (last && last[0] === unitPrice) last[1] = addDecimals(last[1], quote);
    else if (levels.length === count) break;
    else levels.push([unitPrice, quote]);
  }
  return levels;
}

/** The best `count` levels drawn on one side of the book (rows carry their level index and exact price). */
async function screenLevels(page: Page, side: 'asks' | 'bids', count: number): Promise<Level[]> {
  const rows = await page.locator(`.orderbook__side--${side} .book-row`).evaluateAll((elements) =>
    elements.map((element) => {
      const row = element as HTMLElement;
      // The row's accessible name: "Price …, amount …, total …".
      const amount = /, amount (.+), total /.exec(row.getAttribute('aria-label') ?? '')?.[1] ?? '';
      return { level: Number(row.dataset.level), unitPrice: row.dataset.unitPrice ?? '', amount };
    }),
  );
  return rows
    .filter((row) => row.level < count)
    .sort((a, b) => a.level - b.level)
    .map((row): Level => [row.unitPrice, decimalText(row.amount)]);
}

/** Waits until both sides on screen equal the chain's best levels (the book may move while it catches up). */
async function expectBookMatchesChain(page: Page, request: APIRequestContext, marketId: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const [asks, bids, chainAsks, chainBids] = await Promise.all([
          screenLevels(page, 'asks', LEVELS),
          screenLevels(page, 'bids', LEVELS),
          chainLevels(request, marketId, 'sellorder', LEVELS),
          chainLevels(request, marketId, 'buyorder', LEVELS),
        ]);
        return JSON.stringify({ asks, bids }) === JSON.stringify({ asks: chainAsks, bids: chainBids })
          ? 'equal'
          : JSON.stringify({ screen: { asks, bids }, chain: { asks: chainAsks, bids: chainBids } });
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe('equal');
}

/** The bots' flow when the tests started (restored after each test that changes it). */
async function botsFlow(request: APIRequestContext): Promise<number> {
  const stats = (await admin(request, 'stats')) as { bots?: { flow?: number } };
  return stats.bots?.flow ?? 50;
}

test.describe('the market screen', () => {
  // These tests pause and speed up the devnet's bots: one at a time, in order, whatever fails.
  test.describe.configure({ mode: 'default' });
  test('bare /trade opens the busiest market; an unknown pair is the 404 page', async ({ page, request, pageErrors }) => {
    // The bots trade all along: the busiest market may change between the page's read and the
    // test's, so the page's choice must be the busiest either just before it loaded or just after.
    const before = busiest(await markets(request));
    await page.goto('/trade');
    await expect(page).toHaveURL(/\/trade\/[^/]+\/[^/]+\/[^/]+$/);
    const after = busiest(await markets(request));
    const shown = new URL(page.url()).pathname;
    expect([pathOf(before), pathOf(after)]).toContain(shown);
    const market = shown === pathOf(after) ? after : before;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${market.token1.symbol.ticker}/${market.token0.symbol.ticker}`);
    expect(pageErrors).toEqual([]);

    // The same tokens the other way round are not a market.
    await page.goto(`/trade/${market.src}/${hash(market.token0)}/${hash(market.token1)}`);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
  });

  test('the book equals the chain tables after a burst of deltas and after a dropped socket', async ({ page, request, pageErrors }) => {
    test.setTimeout(120_000);
    const market = busiest(await markets(request));
    const flow = await botsFlow(request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(pathOf(market));
    const book = page.getByRole('region', { name: 'Order book' });
    await expect(book.getByText('Live')).toBeVisible();

    try {
      // A burst, then a pause so the chain holds still while the screen catches up.
      await burst(request, 1500);
      await expectBookMatchesChain(page, request, market.id);

      // The market worker draws those levels on the side's canvas: the page handed it over (it can
      // no longer draw there itself), and what shows is not blank — a blank side's screenshot
      // compresses to under a kilobyte, rows of text do not.
      const bidsCanvas = page.locator('.orderbook__side--bids canvas');
      expect(
        await bidsCanvas.evaluate((canvas: HTMLCanvasElement) => {
          try {
            canvas.getContext('2d');
            return 'page';
          } catch {
            return 'worker';
          }
        }),
      ).toBe('worker');
      expect((await page.locator('.orderbook__side--bids').screenshot()).length).toBeGreaterThan(4000);

      // Drop every socket and change the book while the client is away: it must resync, not trust its copy.
      const dropped = (await admin(request, 'drop-sockets', {})) as { dropped: number };
      expect(dropped.dropped).toBeGreaterThan(0);
      await burst(request, 1000);
      await expect(book.getByText('Live')).toBeVisible({ timeout: 20_000 });
      await expectBookMatchesChain(page, request, market.id);

      // A click on a level hands its exact price to the trade box (while the bots are still quiet,
      // so the best bid cannot move between reading its price and clicking it).
      const bestBid = page.locator('.orderbook__side--bids .book-row[data-level="0"]');
      const unitPrice = (await bestBid.getAttribute('data-unit-price')) ?? '';
      await bestBid.click();
      const whole = unitPrice.padStart(9, '0');
      await expect(page.getByTestId('picked-price')).toHaveText(`Price picked: ${whole.slice(0, -8)}.${whole.slice(-8)} ${market.token0.symbol.ticker}`);
      // Both forms of the trade box take it, written at the base token's precision (8 for WAX).
      await expect(page.getByTestId('buy-price')).toHaveValue(`${Number(whole.slice(0, -8))}.${whole.slice(-8)}`);
      await expect(page.getByTestId('sell-price')).toHaveValue(`${Number(whole.slice(0, -8))}.${whole.slice(-8)}`);
    } finally {
      await admin(request, 'flow', { flow });
    }
    expect(pageErrors).toEqual([]);
  });

  test('the tape and the last candle follow executed trades', async ({ page, request, pageErrors }) => {
    test.setTimeout(120_000);
    // The market the bots trade most (the traders pick venues at random, weighted).
    const recent = (await (await request.get('/api/trades?src_type=markets&limit=200')).json()) as { pair_id: string }[];
    const counts = new Map<string, number>();
    for (const trade of recent) counts.set(trade.pair_id, (counts.get(trade.pair_id) ?? 0) + 1);
    const [mostTraded] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    const rows = await markets(request);
    const market = rows.find((row) => String(row.id) === mostTraded) ?? busiest(rows);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(pathOf(market));
    const tape = page.getByRole('list', { name: 'Recent trades' });
    await expect(tape.getByRole('listitem').first()).toBeVisible();
    // The first rows may be the HTTP history: the trade must come after the socket is live, or it
    // would be in neither the history already fetched nor the stream.
    await expect(page.getByRole('region', { name: 'Order book' }).getByText('Live')).toBeVisible({ timeout: 30_000 });

    const newestTrade = async () => {
      const res = await request.get(`/api/trades?src_type=markets&src=${market.src}&pair_id=${market.id}&limit=1`);
      const [trade] = (await res.json()) as { unit_price: string; side: string; amount_ask: string; amount_bid: string }[];
      return trade;
    };
    const before = await newestTrade();
    // Wait for the bots to trade after the page opened (faster bots trade more), so the row came over the socket.
    const flow = await botsFlow(request);
    try {
      await admin(request, 'flow', { flow: Math.max(flow, 1000) });
      await expect.poll(async () => JSON.stringify(await newestTrade()) !== JSON.stringify(before), { timeout: 60_000, intervals: [500] }).toBe(true);
    } finally {
      await admin(request, 'flow', { flow });
    }

    const topRow = tape.getByRole('listitem').first();
    // A line's accessible name: "Buy at 0.20003796, amount 2,400.0000, 14:05:03".
    const precisionOfPrice = async () => /at [\d,]+\.(\d+),/.exec((await topRow.getAttribute('aria-label')) ?? '')?.[1]?.length ?? 8;
    // Fills of one second (several per transaction at this flow) tie on time, so the API's newest may sit just below the top row.
    const newestRows = async () =>
      (await tape.getByRole('listitem').evaluateAll((lines) => lines.map((line) => line.getAttribute('aria-label') ?? '')))
        .slice(0, 5)
        .map((text) => text.replace(/,/g, ''));
    await expect
      .poll(
        async () => {
          const trade = await newestTrade();
          if (!trade) return 'no trade';
          const decimals = await precisionOfPrice();
          // The tape's own rule: unit_price / 10^8, rounded exactly at the screen's decimals.
          const price = formatUnits(BigInt(trade.unit_price), 8, decimals).replace(/,/g, '');
          const amount = decimalText(trade.side === 'buy' ? trade.amount_ask : trade.amount_bid);
          const shown = await newestRows();
          return shown.some((row) => row.includes(price) && row.includes(amount)) ? 'on the tape' : `${shown.join(' | ')} ≠ ${price} ${amount}`;
        },
        { timeout: 15_000 },
      )
      .toBe('on the tape');

    // The chart's legend shows the newest candle: its close is the candles API's last close at 4h.
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/candles?duration=240&src=${market.src}&pair_id=${market.id}&countBack=1`);
          const [candle] = (await res.json()) as { close: number }[];
          const legend = (await page.locator('.candle-chart__ohlc').textContent()) ?? '';
          const close = /C\s*([0-9.,]+)/.exec(legend)?.[1]?.replace(/,/g, '') ?? '';
          return candle && close !== '' && Math.abs(Number(close) - candle.close) <= 10 ** -Math.max(0, (close.split('.')[1] ?? '').length)
            ? 'same close'
            : `${legend} vs ${candle?.close}`;
        },
        { timeout: 15_000 },
      )
      .toBe('same close');
    expect(pageErrors).toEqual([]);
  });

  test('favourites and chart settings survive a reload', async ({ page, request, pageErrors }) => {
    const rows = await markets(request);
    const market = busiest(rows);
    const other = rows.find((row) => row.id !== market.id);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(pathOf(market));

    // Star another market from the selector, and this one from the bar.
    await page.getByRole('button', { name: /^Market: / }).click();
    const selector = page.getByRole('dialog', { name: 'Choose a market' });
    if (other) {
      await selector.getByLabel('Search markets').fill(other.token1.contract);
      await selector.getByRole('button', { name: `Favourite ${other.token1.symbol.ticker}/${other.token0.symbol.ticker}` }).click();
    }
    await page.keyboard.press('Escape');
    await expect(selector).toHaveCount(0);
    const pair = `${market.token1.symbol.ticker}/${market.token0.symbol.ticker}`;
    await page
      .locator('.market-selector__bar')
      .getByRole('button', { name: `Favourite ${pair}` })
      .click();

    // 1 hour candles without volume, then 15 minute ones: each time the page reloads right after the
    // clicks, before anything else could let an asynchronous write land (issue 16 item 8). What the
    // screen showed must be what comes back.
    const chart = page.getByRole('region', { name: 'Chart' });
    const drawn = () => expect(page.locator('.candle-chart__ohlc')).toContainText(/C\s\d/);
    for (const [resolution, volume] of [
      ['1h', 'false'],
      ['15m', 'true'],
    ] as const) {
      // The chart has its saved settings once it has drawn (a click before that changes nothing).
      await drawn();
      await chart.getByRole('button', { name: resolution, exact: true }).click();
      await chart.getByRole('button', { name: 'Vol' }).click();
      await page.reload();
      await expect(chart.getByRole('button', { name: resolution, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(chart.getByRole('button', { name: 'Vol' })).toHaveAttribute('aria-pressed', volume);
      await expect(chart.locator('.candle-chart__symbol')).toContainText(resolution);
    }
    await expect(page.locator('.market-selector__bar').getByRole('button', { name: `Favourite ${pair}` })).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => localStorage.getItem('waxwing:marketFavorites'));
    expect(JSON.parse(stored ?? '[]')).toEqual(other ? [`${other.src}_${other.id}`, `${market.src}_${market.id}`] : [`${market.src}_${market.id}`]);

    // The Favourites tab lists exactly the starred markets.
    await page.getByRole('button', { name: /^Market: / }).click();
    await selector.getByRole('button', { name: 'Favourites' }).click();
    await expect(selector.getByRole('listitem')).toHaveCount(other ? 2 : 1);
    expect(pageErrors).toEqual([]);
  });

  test('looks right at 1440, 768 and 390 px', async ({ page, request, pageErrors }) => {
    const market = busiest(await markets(request));
    for (const [width, height, name] of [
      [1440, 900, 'desktop'],
      [768, 1024, 'tablet'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(pathOf(market));
      // On phones the book is behind its tab: the badge is there, not visible.
      await expect(page.locator('.connection-badge--live')).toBeAttached();
      if (name === 'desktop') await expect(page.locator('.orderbook__side--bids .book-row').first()).toBeVisible();
      // Drawn: the chart's legend shows the newest candle's close.
      await expect(page.locator('.candle-chart__ohlc')).toContainText(/C\s\d/);
      await page.screenshot({ path: `e2e/artifacts/trade-market-${name}.png`, fullPage: true });
      if (name === 'phone') {
        await page.getByRole('tab', { name: 'Book' }).click();
        await expect(page.locator('.orderbook__side--bids .book-row').first()).toBeVisible();
        await page.screenshot({ path: `e2e/artifacts/trade-market-${name}-book.png`, fullPage: true });
        await page.getByRole('tab', { name: 'Trades' }).click();
        await expect(page.getByRole('list', { name: 'Recent trades' }).getByRole('listitem').first()).toBeVisible();
        await page.screenshot({ path: `e2e/artifacts/trade-market-${name}-trades.png`, fullPage: true });
        // The trade box is the fourth view on a phone.
        await page.getByRole('tab', { name: 'Buy / Sell' }).click();
        await expect(page.getByRole('form', { name: `Buy ${market.token1.symbol.ticker}` })).toBeVisible();
        await page.screenshot({ path: `e2e/artifacts/trade-market-${name}-trade-box.png`, fullPage: true });
      }
      await page.getByRole('button', { name: /^Market: / }).click();
      await expect(page.getByRole('dialog', { name: 'Choose a market' }).getByRole('listitem').first()).toBeVisible();
      await page.screenshot({ path: `e2e/artifacts/trade-market-${name}-selector.png` });
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.locator('.orderbook__side--bids .book-row[data-level="2"]').hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/trade-market-desktop-hover.png' });
    expect(pageErrors).toEqual([]);
  });
});
