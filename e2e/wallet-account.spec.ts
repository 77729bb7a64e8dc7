/**
 * The wallet page's account part against the devnet (issue 18 items 1, 2 and 7): any account opens,
 * read-only unless it is the signed-in one; a seeded holder is a real account; bad names 404; a
 * missing account and failed loads say so. What the page shows is compared with what the chain
 * answers. Refunds and vote claims, which move the chain's clock, are in wallet-account.clock.spec.ts.
 */
import type { Page } from '@playwright/test';
import { getAccount, waxUnits } from './chainTx';
import { displayedUnits, loginAs } from './demoLogin';
import { expect, test } from './fixtures';

const ARTIFACTS = 'e2e/artifacts';

/** A chain time as the page writes it ("2024-03-09 01:50 UTC"). */
const chainDate = (time: string) => `${time.slice(0, 10)} ${time.slice(11, 16)} UTC`;

/** Console errors a spec causes on purpose (failed loads it asked for); anything else is a defect. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('Failed to load resource'));

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a holder from TLM’s holders list opens a working wallet page, read-only, as the chain has it', async ({ page, baseURL, pageErrors }) => {
  const holders = (await (await fetch(new URL('/lightapi/topholders/wax/alien.worlds/TLM/100', baseURL))).json()) as [string, string][];
  // A seeded wallet (the world's own actors hold the most; they were always accounts).
  const holder = holders.map(([owner]) => owner).find((owner) => owner.endsWith('.wam'));
  expect(holder, 'a .wam wallet among the top 100 TLM holders').toBeDefined();
  const chain = (await getAccount(baseURL!, holder!)) as { created: string; ram_usage: number; ram_quota: number; core_liquid_balance?: string };

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/wallet/${holder}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(holder!);
  await expect(page.getByText('Read only')).toBeVisible();
  await expect(page.getByTestId('account-created')).toContainText(chainDate(chain.created));
  expect(displayedUnits(await page.getByTestId('account-liquid').textContent(), 8)).toBe(waxUnits(chain.core_liquid_balance ?? '0.00000000 WAX'));
  await expect(page.getByTestId('resource-ram')).toContainText(`${(chain.ram_usage / 1024).toFixed(2)} KB / ${(chain.ram_quota / 1024).toFixed(2)} KB`);
  const claims = page.getByRole('region', { name: 'Claims' });
  await expect(claims.getByText('No unstaked WAX waiting to be refunded.')).toBeVisible();
  await expect(claims.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('tablist', { name: 'Wallet content' })).toBeVisible();
  await shoot(page, 'wallet-account-holder');
  expect(pageErrors).toEqual([]);
});

test('bare /wallet goes to the signed-in account; others are read-only; a bad name is a 404 and a missing account says so', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await loginAs(page, 'frank');
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/wallet\/frank$/);
  await expect(page.getByRole('link', { name: 'Transfer assets' })).toBeVisible();
  const chain = (await getAccount(baseURL!, 'frank')) as {
    total_resources: { cpu_weight: string; net_weight: string };
    voter_info: { producers: string[]; proxy: string } | null;
  };
  await expect(page.getByTestId('resource-cpu')).toContainText('Staked');
  const cpuStake = (await page.getByTestId('resource-cpu').textContent())?.match(/Staked ([\d,.]+) WAX/)?.[1] ?? null;
  expect(displayedUnits(cpuStake, 8)).toBe(waxUnits(chain.total_resources.cpu_weight));
  const voting = (chain.voter_info?.producers.length ?? 0) > 0 || (chain.voter_info?.proxy ?? '') !== '';
  if (!voting) await expect(page.getByRole('region', { name: 'Claims' }).getByText(/^Not voting\./)).toBeVisible();
  await shoot(page, 'wallet-account-own');

  await page.goto('/wallet/grace');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('grace');
  await expect(page.getByText('Read only')).toBeVisible();
  await expect(page.getByTestId('account-created')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Claims' }).getByRole('button')).toHaveCount(0);

  await page.goto('/wallet/Frank');
  await expect(page.getByText('This page could not be found')).toBeVisible();

  await page.goto('/wallet/nobody.wam');
  await expect(page.getByRole('heading', { name: 'Account not found' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Wallet content' })).toHaveCount(0);
  await shoot(page, 'wallet-account-missing');
  // The node answers the missing account with a 500, which the browser logs.
  expect(unexpected(pageErrors)).toEqual([]);
});

test('a failed load says "Fetch account error" or "Fetch account info error", and Retry reads the account again', async ({ page, pageErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Failures made in this page only: the devnet's fault knobs would fail every spec sharing it.
  await page.route('**/lightapi*/accinfo/**', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'light API down' }));
  await page.goto('/wallet/grace');
  await expect(page.getByRole('alert').filter({ hasText: 'Fetch account info error' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('account-created')).toBeVisible();

  await page.route('**/v1/chain/get_account', (route) => route.fulfill({ status: 502, contentType: 'text/plain', body: 'bad gateway' }));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Fetch account error' })).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'wallet-account-error');
  await page.unroute('**/v1/chain/get_account');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('account-created')).toBeVisible();
  expect(unexpected(pageErrors)).toEqual([]);
});
