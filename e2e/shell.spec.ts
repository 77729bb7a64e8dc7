import { expect, test } from './fixtures';

// Every route's title, frame and screenshot at each width: e2e/a11y.spec.ts, which loads each route once.

test.describe('errors', () => {
  for (const path of ['/no-such-page', '/wallet/Not_An_Account', '/trade/nowhere/tlm_alien.worlds/wax_eosio.token', '/analytics/pair/uniswap/1', '/disabled']) {
    test(`${path} shows the 404 page with a link home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await expect(page.getByText('404')).toBeVisible();
      await page.getByRole('link', { name: 'Go home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('a navigation that ends on the 404 page ends the progress bar red', async ({ page, pageErrors }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // An in-app navigation (the router follows history), not a page load: the route check refuses the exchange.
    await page.evaluate(() => {
      history.pushState(null, '', '/analytics/pair/uniswap/1');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.locator('.progress-bar--failed')).toHaveCount(1);
    await expect(page.locator('.progress-bar--idle')).toHaveCount(1, { timeout: 5000 });
    expect(pageErrors).toEqual([]);
  });

  test('an invalid token page says "Token not found"', async ({ page }) => {
    await page.goto('/analytics/token/not-a-token');
    await expect(page.getByText('Token not found')).toBeVisible();
  });
});

test('disable_layout=true hides the header, drawer and footer', async ({ page, pageErrors }) => {
  await page.goto('/swap?disable_layout=true');
  await expect(page.locator('h1').first()).toBeVisible();
  // The swap screen rewrites its URL to the default pair; the embedded page keeps its layout hidden.
  await expect(page).toHaveURL(/\/swap\/[A-Z]+_[a-z1-5.]+\/[A-Z]+_[a-z1-5.]+/);
  await expect(page.locator('header.app-header')).toHaveCount(0);
  await expect(page.locator('footer.app-footer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await page.goto('/swap');
  await expect(page.locator('header.app-header')).toBeVisible();
  await expect(page.locator('footer.app-footer')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
