import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { keepScreenshot, signIn, watchProblems } from '../support/screens';
import { call, gift, tokenOf } from '../support/trade';
import { playThrough } from '../support/turnover';
import { approveDeposit, chooseLocale, walletOf } from '../support/wallet';

/** This spec's member's own (a wallet two members share opens an anti-money-laundering case). */
const WALLET = walletOf('walletLive');
const CODE = '246802';

/** A state-changing call as the app sends it (with an Idempotency-Key). */
async function write(page: Page, url: string, body: object): Promise<void> {
  await call(page.request, await tokenOf(page), url, body, { [CLIENT_HEADER]: OUR_CLIENT, 'Idempotency-Key': crypto.randomUUID() });
}

/** Marks the loaded document: still marked later means the screen followed without a reload. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 1));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark === 1);

test('the screens follow what the operator does while they are open, without a reload (issue 25)', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const username = await signIn(page);
  await chooseLocale(page, 'en');

  // /Recharge: a request opened, then credited by the operator while the screen stays open.
  await page.goto('/Recharge');
  await page.getByLabel('Quantity (u)').fill('100');
  const opening = page.waitForResponse('**/api/user/recharge');
  await page.getByRole('button', { name: 'Submit' }).click();
  const opened = ((await (await opening).json()) as { data: { id: number } }).data;
  const row = page.getByTestId('deposit-row');
  await expect(row.getByTestId('deposit-state')).toHaveText('Pending');
  await expect(page.getByTestId('deposit-countdown')).toHaveText(/^(30:00|29:\d\d)$/);
  await markDocument(page);
  approveDeposit(opened.id);
  await expect(row.getByTestId('deposit-state')).toHaveText('Credited, bonus 10u', { timeout: 15_000 });
  await expect(page.getByTestId('deposit-countdown')).toHaveText('Credited, bonus 10u');
  expect(await stillSameDocument(page)).toBe(true);
  await page.getByTestId('deposit-opened').scrollIntoViewIfNeeded();
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'wallet-recharge-credited-en');

  // /personal: a gift credited while it is open shows in the total assets.
  await page.locator('.adm-nav-bar-back').click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByTestId('total-assets')).toHaveText('110u');
  await markDocument(page);
  gift(username, 40);
  await expect(page.getByTestId('total-assets')).toHaveText('150u', { timeout: 20_000 });
  expect(await stillSameDocument(page)).toBe(true);

  // /Withdraw: the balance is checked as the amount is typed, "All" takes all of it, and a withdrawal under review is listed.
  await write(page, '/api/user/setSafety', { new_code: CODE });
  await write(page, '/api/user/setPayInfo', { type: 1, acc: WALLET, acc_name: 'USDT-TRC20' });
  // The deposit's turnover (100u + its 10u bonus) played first: 55u on long and short, one leg paid at 1.98.
  await playThrough(page.request, await tokenOf(page), 11_000);
  await write(page, '/api/user/withdrawAction', { type: 1, money: 10_000, securityCode: CODE, index: 0 });
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByTestId('withdraw-total')).toHaveText('48.9u');
  await expect(page.getByTestId('withdraw-review')).toContainText('100u');
  await expect(page.getByTestId('withdraw-review')).toContainText('Under review');
  await expect(page.getByText('Balance 48.9u is below the 100u minimum')).toBeVisible();
  await expect(page.getByRole('button', { name: 'All' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill('120');
  await expect(page.getByTestId('withdraw-short')).toHaveText('Balance too low: you can withdraw at most 48.9u');
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'wallet-withdraw-short-en');
  expect(problems).toEqual([]);
});
