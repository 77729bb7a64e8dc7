import { expect, test } from './fixtures';

test('the devnet demo key logs in, survives a reload and logs out', async ({ page, pageErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const header = page.locator('header.app-header');
  await header.getByRole('button', { name: 'Connect wallet' }).click();
  const modal = page.getByRole('dialog', { name: 'Select wallet' });
  await modal.getByText('Devnet demo key').click();
  await expect(modal).toHaveCount(0);
  const account = header.getByRole('button', { name: /alice/ });
  await expect(account).toBeVisible();

  // The remembered wallet restores the session at start (SPEC §4 Wallet).
  await page.reload();
  await expect(header.getByRole('button', { name: /alice/ })).toBeVisible();

  // Logged in, the drawer offers the account links, and Logout forgets the wallet.
  await header.getByRole('button', { name: /alice/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'My wallet' })).toHaveAttribute('href', '/wallet/alice');
  await expect(drawer.getByRole('link', { name: 'Transfer assets' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await page.reload();
  await expect(header.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
