import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { loginAs } from './demoLogin';
import { expect, test } from './fixtures';
import { ROUTES, VIEWPORTS } from './routes';

/**
 * Every route, at phone and desktop widths, once the page shows its data: its title and frame and a
 * screenshot at both, axe-core at the phone's (a page checked while its loaders spin would pass
 * without its tables, charts and forms ever being looked at). Serious and critical violations fail the test; lesser ones
 * are left to review.
 */

const table = (page: Page, name: string) => page.getByRole('table', { name });
const firstRow = (scope: Locator) => scope.locator('tbody tr[aria-rowindex]').first();

/**
 * What each route shows once its data has arrived, beyond the heading every route has. The swap
 * screen lists routes only for an amount, so it is given one: the route list is part of the page.
 */
const READY: Record<string, (page: Page) => Promise<void>> = {
  home: async (page) => shown(page.getByRole('heading', { name: 'Supported exchanges' })),
  about: async (page) => shown(page.locator('main h2').first()),
  analytics: async (page) => {
    await shown(firstRow(table(page, 'Top tokens')));
    await shown(firstRow(table(page, 'Top pairs')));
  },
  listings: async (page) => shown(table(page, 'New listings').locator('tbody tr').first()),
  token: async (page) => shown(firstRow(table(page, 'Holders'))),
  pair: async (page) => shown(firstRow(table(page, 'Recent trades'))),
  markets: async (page) => shown(firstRow(table(page, 'Markets'))),
  'liquidity-add': async (page) => shown(page.getByRole('region', { name: 'Token pair' })),
  'liquidity-manage': async (page) => shown(page.locator('main h2').first()),
  // Logged out it asks to connect; logged in it lists the tokens to send.
  transfer: async (page) => shown(page.getByRole('region', { name: 'Transfer' }).or(page.getByRole('region', { name: 'Your tokens' }))),
  wallet: async (page) => shown(firstRow(table(page, 'Tokens'))),
  limit: async (page) => shown(page.getByRole('form', { name: 'Limit order form' })),
  swap: async (page) => {
    await page.getByRole('textbox', { name: 'You pay' }).fill('100');
    await shown(page.getByRole('list', { name: 'Routes' }).getByRole('listitem').first());
  },
  // On a phone the book is behind its tab: its live badge is there, not visible.
  trade: async (page) => {
    await expect(page.locator('.connection-badge--live')).toBeAttached({ timeout: 30_000 });
    await expect(page.locator('.candle-chart__ohlc')).toContainText(/C\s\d/, { timeout: 30_000 });
  },
};

async function shown(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible({ timeout: 30_000 });
}

/** Waits for the route's data, then for every loader and busy region to be gone. */
async function waitForContent(page: Page, route: string): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await READY[route]!(page);
  await expect(page.locator('main .spinner:visible')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('error-page')).toHaveCount(0);
}

/**
 * axe's own defaults, plus the check that a control's accessible name contains its visible text (off by
 * default in axe as experimental, but part of Lighthouse's audit): speech users say what they see.
 * Only violations are collected node by node (the passes' nodes, 150–490 KB of results a page, were
 * never read; 15–25 % of each audit's time).
 */
const AXE_OPTIONS = { rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations' as const] };

async function audit(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
  const lesser = violations.filter((violation) => violation.impact !== 'serious' && violation.impact !== 'critical');
  if (lesser.length > 0)
    console.log(`lesser findings: ${lesser.map((violation) => `${violation.id} (${violation.impact}, ${violation.nodes.length})`).join(', ')}`);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      return `${violation.id} (${violation.impact}, ${violation.nodes.length} node${violation.nodes.length === 1 ? '' : 's'}): ${violation.help}\n${nodes.join('\n')}`;
    });
}

/** Audits the page as shown, then each view a phone puts behind a tab (axe skips what is hidden). */
async function auditViews(page: Page, route: string, phone: boolean): Promise<string[]> {
  const found = await audit(page);
  for (const tab of phone ? (PHONE_TABS[route] ?? []) : []) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    found.push(...(await audit(page)).map((block) => `[${tab} tab] ${block}`));
  }
  return found;
}

/** The views a phone shows one at a time, besides the first. */
const PHONE_TABS: Record<string, string[]> = { trade: ['Book', 'Trades', 'Buy / Sell'] };

function report(where: string, found: string[]): void {
  if (found.length > 0) console.log(`${where}:\n${found.join('\n')}`);
  expect(found, found.join('\n')).toEqual([]);
}

test.describe('axe-core finds no serious or critical violation', () => {
  // One load per route, checked at each width in turn: first as a phone opens it, then as the window
  // widens (a phone turned, a desktop window dragged), so the page's data is fetched once, not per
  // width. At each width the route shows its title, the app's frame and no error page, and its
  // screenshot (with its data) is kept in e2e/artifacts to look at. axe audits the phone's layout,
  // each of its tabbed views too: the desktop shows the same components side by side, and auditing
  // them again cost 1.5–5 s a route at CI's load.
  const widths = [...VIEWPORTS].sort((a, b) => a.width - b.width);
  for (const route of ROUTES) {
    test(`${route.name} at ${widths.map((viewport) => viewport.width).join(' and ')} px`, async ({ page, pageErrors }) => {
      // Two widths, each waiting up to 30 s for the route's data, a full-page screenshot (and axe on the phone).
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const [at, viewport] of widths.entries()) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        if (at === 0) await page.goto(route.path);
        await expect(page).toHaveTitle(/^Waxwing/);
        await waitForContent(page, route.name);
        await page.screenshot({ path: `e2e/artifacts/${route.name}-${viewport.name}.png`, fullPage: true });
        if (viewport.width < 768) found.push(...(await auditViews(page, route.name, true)).map((block) => `[${viewport.width} px] ${block}`));
      }
      report(route.path, found);
      expect(pageErrors).toEqual([]);
    });
  }

  // Logged in, these screens add balances, the account button, the forms that sign and the tokens to send.
  const LOGGED_IN: Record<string, (page: Page) => Promise<void>> = {
    swap: async () => {},
    trade: async () => {},
    transfer: async (page) => shown(page.getByRole('region', { name: 'Your tokens' }).getByRole('button').first()),
    wallet: async () => {},
  };
  for (const route of ROUTES.filter((r) => r.name in LOGGED_IN)) {
    test(`${route.name} logged in at 390 px`, async ({ page, pageErrors }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(route.path);
      await waitForContent(page, route.name);
      await loginAs(page, 'alice');
      await LOGGED_IN[route.name]!(page);
      await waitForContent(page, route.name);
      report(`${route.path} logged in at 390 px`, await auditViews(page, route.name, true));
      expect(pageErrors).toEqual([]);
    });
  }

  // What opens over a page, and a pair chosen: views no route shows by itself.
  const OPENED: { name: string; path: string; open: (page: Page) => Promise<void> }[] = [
    {
      name: 'the side drawer',
      path: '/',
      open: async (page) => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await shown(page.getByRole('dialog').getByRole('link', { name: 'New pools' }));
      },
    },
    {
      name: 'the wallet modal',
      path: '/',
      open: async (page) => {
        await page.locator('header.app-header').getByRole('button', { name: 'Connect wallet' }).click();
        await shown(page.getByRole('dialog', { name: 'Select wallet' }).getByText('Devnet demo key'));
      },
    },
    {
      name: 'the token selector',
      path: '/swap/WAX_eosio.token/TLM_alien.worlds',
      open: async (page) => {
        await page.getByRole('button', { name: /^Token to pay: / }).click();
        await shown(page.getByRole('dialog', { name: 'Select the token to pay' }).getByRole('button', { name: /^TLM \(alien\.worlds\)/ }));
      },
    },
    {
      name: 'the market selector',
      path: '/trade/alcormarket/tlm_alien.worlds/wax_eosio.token',
      open: async (page) => {
        await page.getByRole('button', { name: /^Market: / }).click();
        await shown(page.getByRole('dialog', { name: 'Choose a market' }).getByRole('listitem').first());
      },
    },
    {
      name: 'a Defibox pair chosen to add liquidity',
      path: '/liquidity/add',
      open: async (page) => {
        await page.getByRole('radio', { name: 'Defibox' }).check();
        for (const [side, ticker, contract] of [
          ['First token', 'WAX', 'eosio\\.token'],
          ['Second token', 'TLM', 'alien\\.worlds'],
        ] as const) {
          await page.getByRole('button', { name: new RegExp(side) }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('searchbox').fill(ticker);
          await dialog.getByRole('button', { name: new RegExp(`^${ticker} \\(${contract}\\)`) }).click();
          await expect(dialog).toHaveCount(0);
        }
        await shown(page.getByRole('region', { name: 'Pool' }).getByTestId('pool-reserve-a'));
      },
    },
  ];
  for (const { name, path, open } of OPENED) {
    test(`${name} at 390 px`, async ({ page, pageErrors }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await open(page);
      await expect(page.locator('.spinner:visible')).toHaveCount(0, { timeout: 30_000 });
      report(`${name} (${path}) at 390 px`, await audit(page));
      expect(pageErrors).toEqual([]);
    });
  }
});
