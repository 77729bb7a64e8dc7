import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('header tabs (SPEC §2 Layout)', () => {
  const cases: { path: string; active: string | null }[] = [
    { path: '/', active: 'Home' },
    { path: '/swap', active: 'Spot' },
    { path: '/limit', active: 'Spot' },
    { path: '/markets', active: 'Markets' },
    { path: '/trade/alcormarket/tlm_alien.worlds/wax_eosio.token', active: 'Markets' },
    { path: '/analytics', active: 'Analytics' },
    { path: '/analytics/listings', active: 'Analytics' },
    { path: '/wallet/alice', active: null },
  ];
  for (const { path, active } of cases) {
    test(`${path} lights ${active ?? 'no visible tab'}`, async ({ page, pageErrors }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const current = mainNav(page).locator('[aria-current="page"]');
      if (active) await expect(current).toHaveText(active);
      else await expect(current).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  }

  test('the Analytics menu leads to Statistics and New pools', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Analytics' }).click();
    await page.getByRole('menuitem', { name: 'New pools' }).click();
    await expect(page).toHaveURL(/\/analytics\/listings$/);
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText(/Analytics/);
  });
});

test.describe('side drawer', () => {
  for (const width of [1440, 390]) {
    test(`opens and closes at ${width} px`, async ({ page, pageErrors }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'New pools' })).toBeVisible();
      // Logged out: the account links are not offered.
      await expect(drawer.getByRole('link', { name: 'Transfer assets' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Markets' }).click();
      await expect(page).toHaveURL(/\/markets\/?$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  }

  test('lists the devnet API endpoints with their status', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('Devnet backup')).toBeVisible();
    await expect(drawer.getByText('Devnet', { exact: true })).toBeVisible();
  });
});

test('Connect wallet opens the "Select wallet" modal', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  const modal = page.getByRole('dialog', { name: 'Select wallet' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Anchor')).toBeVisible();
  await modal.getByRole('button', { name: /close/i }).click();
  await expect(modal).toHaveCount(0);
});
