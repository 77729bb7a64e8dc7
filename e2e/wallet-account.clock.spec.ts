/**
 * Refunds and voter pay on the wallet page, with the devnet's clock moved forward.
 * Moving the chain clock changes time for every client of the devnet, so this file runs on a devnet
 * of its own, in the `devnet-isolated` Playwright project, one test at a time (playwright.config.ts).
 * Signs only as frank and grace.
 */
import type { Locator, Page } from '@playwright/test';
import { encodeUndelegate, encodeVoteProducer, stake2vote } from '../src/core/actions/system';
import { makeAmount } from '../src/core/amount';
import { advanceChainClock, chainCall, getAccount, liquidWax, tableRows, waxUnits } from './chainTx';
import { signAs } from './chainTx';
import { displayedUnits, loginAs } from './demoLogin';
import { expect, test } from './fixtures';

const ARTIFACTS = 'e2e/artifacts';
const DAY_SEC = 86_400;

// The clock moves here: one test at a time, so one's move never lands inside the other's checks.
test.describe.configure({ mode: 'serial' });

type Trace = { receiver: string; act: { account: string; name: string; data: { from: string; to: string; quantity: string; memo: string } } };

/** Signs the claim the page's button asks for and answers the transaction's WAX transfers to `to`. */
async function signClaim(page: Page, button: Locator, baseURL: string, to: string): Promise<Trace['act']['data'][]> {
  await expect(button).toBeEnabled();
  await button.click();
  const signing = page.getByRole('dialog', { name: 'Sign transaction' });
  const explorer = signing.getByRole('link', { name: /View on explorer/ });
  await expect(explorer).toBeVisible({ timeout: 20_000 });
  const txId = ((await explorer.getAttribute('href')) ?? '').split('/').pop() ?? '';
  await signing.getByRole('button', { name: 'Close dialog' }).click();
  const tx = await chainCall<{ traces: Trace[] }>(baseURL, '/v1/history/get_transaction', { id: txId });
  // A transfer is delivered to eosio.token and notified to both parties: count it once.
  return tx.traces
    .filter((t) => t.receiver === 'eosio.token' && t.act.account === 'eosio.token' && t.act.name === 'transfer' && t.act.data.to === to)
    .map((t) => t.act.data);
}

async function phoneShot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}-1440.png`, fullPage: true });
}

test('unstake, three days on the clock, and Claim refund pays exactly the refund', async ({ page, baseURL, pageErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signAs(baseURL!, 'frank', [encodeUndelegate('frank', 'frank', makeAmount(1_000_000_000n, 8), makeAmount(2_550_000_001n, 8))]);
  const request = (await getAccount(baseURL!, 'frank')).refund_request as { net_amount: string; cpu_amount: string };
  const refund = waxUnits(request.net_amount) + waxUnits(request.cpu_amount);

  await page.goto('/');
  await loginAs(page, 'frank');
  await page.goto('/wallet/frank');
  const claims = page.getByRole('region', { name: 'Claims' });
  await expect(claims.getByTestId('refund-amount')).toBeVisible();
  expect(displayedUnits(await claims.getByTestId('refund-amount').textContent(), 8)).toBe(refund);
  const claim = claims.getByRole('button', { name: 'Claim refund' });
  await expect(claim).toBeDisabled();
  await expect(claims.getByTestId('refund-ready')).toContainText(/^in (2d 23h|3d 00h)/);
  await phoneShot(page, 'wallet-account-refund-pending');

  const clock = await advanceChainClock(baseURL!, 3 * DAY_SEC + 10);
  test.info().annotations.push({ type: 'clock', description: `chain ${clock.offsetMs / 1000} s ahead, head ${clock.headBlockTime}` });
  await page.reload();
  await expect(claims.getByTestId('refund-ready')).toContainText('Now');
  const before = await liquidWax(baseURL!, 'frank');
  const paid = await signClaim(page, claim, baseURL!, 'frank');
  expect(paid).toEqual([{ from: 'eosio.stake', to: 'frank', quantity: expect.any(String), memo: 'unstake' }]);
  expect(waxUnits(paid[0]!.quantity)).toBe(refund);
  expect(await liquidWax(baseURL!, 'frank')).toBe(before + refund);
  expect((await getAccount(baseURL!, 'frank')).refund_request).toBeNull();
  await expect(claims.getByText('No unstaked WAX waiting to be refunded.')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('vote, a day on: Claim pays voter pay; a week on: Renew brings the vote back to full weight', async ({ page, baseURL, pageErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const listed = await chainCall<{ rows: { owner: string }[] }>(baseURL!, '/v1/chain/get_producers', { limit: 30, json: true });
  const producers = listed.rows
    .map((row) => row.owner)
    .sort()
    .slice(0, 16);
  await signAs(baseURL!, 'grace', [encodeVoteProducer({ voter: 'grace', proxy: '', producers })]);
  await advanceChainClock(baseURL!, DAY_SEC + 10);

  await page.goto('/');
  await loginAs(page, 'grace');
  await page.goto('/wallet/grace');
  const claims = page.getByRole('region', { name: 'Claims' });
  await expect(claims.getByTestId('vote-strength')).toHaveText('100.0%');
  await expect(claims.getByTestId('vote-ready')).toContainText('Now');
  const before = await liquidWax(baseURL!, 'grace');
  const paid = await signClaim(page, claims.getByRole('button', { name: 'Claim', exact: true }), baseURL!, 'grace');
  expect(paid).toHaveLength(1);
  expect(paid[0]).toMatchObject({ from: 'eosio.voters', to: 'grace', memo: 'voter pay' });
  const pay = waxUnits(paid[0]!.quantity);
  expect(pay).toBeGreaterThan(0n);
  expect(await liquidWax(baseURL!, 'grace')).toBe(before + pay);
  test.info().annotations.push({ type: 'voter pay', description: `${paid[0]!.quantity} for a day of 16 producers` });
  // Claimed: the next claim is a day away.
  await expect(claims.getByTestId('vote-ready')).toContainText(/^in 2[34]h|^in 1d 00h/, { timeout: 10_000 });
  await expect(claims.getByRole('button', { name: 'Claim', exact: true })).toBeDisabled();

  // A week on, the same stake weighs 2^(1/13) more: the vote cast then is weaker than a renewed one.
  await advanceChainClock(baseURL!, 7 * DAY_SEC);
  await page.reload();
  const voterRow = async () =>
    (
      await tableRows<{ staked: string | number; last_vote_weight: string }>(baseURL!, 'eosio', 'voters', 'eosio', {
        lower_bound: 'grace',
        upper_bound: 'grace',
      })
    )[0]!;
  const headSec = async () => Math.floor(Date.parse(`${String((await chainCall(baseURL!, '/v1/chain/get_info', {})).head_block_time)}Z`) / 1000);
  const voted = await voterRow();
  const expected = Number(voted.last_vote_weight) / stake2vote(BigInt(voted.staked), await headSec());
  expect(expected).toBeLessThan(1);
  await expect(claims.getByTestId('vote-strength')).toHaveText(`${(expected * 100).toFixed(1)}%`);
  await phoneShot(page, 'wallet-account-vote-decayed');

  await claims.getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign transaction' }).getByRole('link', { name: /View on explorer/ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('dialog', { name: 'Sign transaction' }).getByRole('button', { name: 'Close dialog' }).click();
  const renewed = await voterRow();
  expect(Number(renewed.last_vote_weight)).toBeGreaterThan(Number(voted.last_vote_weight));
  expect(Number(renewed.last_vote_weight) / stake2vote(BigInt(renewed.staked), await headSec())).toBeCloseTo(1, 9);
  await expect(claims.getByTestId('vote-strength')).toHaveText('100.0%', { timeout: 10_000 });
  await phoneShot(page, 'wallet-account-vote-renewed');
  expect(pageErrors).toEqual([]);
});
