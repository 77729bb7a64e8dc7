import { expect, type Page } from '@playwright/test';

/**
 * Signs in with the devnet demo key as `account`: the login takes the first account /devnet/accounts.json
 * lists, so this page's copy of the list puts `account` first (the keys are the devnet's own). Specs that
 * sign use their own accounts, so parallel specs never move each other's balances.
 */
export async function loginAs(page: Page, account: string): Promise<void> {
  await demoAccountFirst(page, account);
  const header = page.locator('header.app-header');
  await header.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('dialog', { name: 'Select wallet' }).getByText('Devnet demo key').click();
  await expect(header.getByRole('button', { name: new RegExp(account) })).toBeVisible();
}

/** Makes `account` the demo key's account: this page's copy of /devnet/accounts.json lists it first. */
export async function demoAccountFirst(page: Page, account: string): Promise<void> {
  await page.route('**/devnet/accounts.json', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { accounts: { name: string }[] };
    body.accounts.sort((a, b) => Number(b.name === account) - Number(a.name === account));
    await route.fulfill({ response, json: body });
  });
}

/** Units of a displayed decimal ("49,400.00000000 WAX" → units at `precision`). */
export function displayedUnits(text: string | null, precision: number): bigint {
  const clean = (text ?? '').replace(/[^\d.]/g, '');
  const [whole = '0', fraction = ''] = clean.split('.');
  return BigInt(whole + fraction.padEnd(precision, '0').slice(0, precision));
}
