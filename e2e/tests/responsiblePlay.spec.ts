import { expect, test, type Locator, type Page } from '@playwright/test';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { keepScreenshot, signIn, watchProblems } from '../support/screens';
import { call, firstRoom, gift, placeBet, tokenOf } from '../support/trade';
import { chooseLocale, walletOf } from '../support/wallet';

/** A wallet with a valid TRC-20 checksum (Tether's contract address) and the security code the withdrawal needs. */
/** This spec's member's own (a wallet two members share opens an anti-money-laundering case). */
const WALLET = walletOf('responsiblePlay');
const CODE = '246802';

/** Waits out a dialog's fade-in (antd-mobile animates its box's opacity to 1), so a screenshot shows it whole. */
const shownWhole = (dialog: Locator) => expect(dialog.locator(':scope > div')).toHaveCSS('opacity', '1');

/** One write as our client sends it (our wire, a fresh Idempotency-Key). */
async function write<T>(page: Page, url: string, body: object): Promise<T> {
  return call<T>(page.request, await tokenOf(page), url, body, { [CLIENT_HEADER]: OUR_CLIENT, 'Idempotency-Key': crypto.randomUUID() });
}

test('a daily deposit limit of 100u refuses a 150u deposit request with the limit and its reset', async ({ page }, testInfo) => {
  const problems = watchProblems(page);
  await signIn(page);
  await chooseLocale(page, 'en');

  await page.goto('/setting?type=2');
  await page.getByText('Responsible play').click();
  await expect(page).toHaveURL(/\/responsiblePlay$/);
  const daily = page.getByTestId('limits-deposit').locator('.adm-list-item').filter({ hasText: 'Daily' });
  await expect(daily.getByTestId('limit-amount')).toHaveText('No limit');
  await daily.click();
  await page.getByPlaceholder('e.g. 100').fill('100');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByTestId('limit-amount')).toHaveText('100u');
  await expect(daily.getByTestId('limit-used')).toContainText('Used 0u of 100u');
  await expect(page.getByTestId('limit-editor')).toBeHidden();
  await expect(page.locator('.adm-popup')).toBeHidden();
  await keepScreenshot(page, testInfo, 'account-responsiblePlay-en');

  await page.goto('/Recharge');
  await page.getByPlaceholder('Enter the quantity, e.g. 100 or 100.5').fill('150');
  const refusal = page.waitForResponse((response) => response.url().endsWith('/api/user/recharge'));
  await page.getByRole('button', { name: 'Submit' }).click();
  const { msg } = (await (await refusal).json()) as { msg: string };
  expect(msg).toContain('daily deposit limit of 100u');
  // Shown whole in a dialog that stays until read.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(msg);
  await expect(dialog).toContainText('It resets at');
  await shownWhole(dialog);
  await keepScreenshot(page, testInfo, 'wallet-recharge-limit-en');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('the reality check appears over the betting room after a 1-minute test interval, and continue closes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const problems = watchProblems(page);
  await signIn(page);
  await chooseLocale(page, 'en');
  await write(page, '/api/user/setRealityCheck', { minutes: 1 });

  const room = await firstRoom(page.request, await tokenOf(page));
  await page.goto(
    `/betRoom?id=${room.id}&game_id=${room.game_id}&name=${encodeURIComponent(room.name)}&title=${encodeURIComponent(room.title)}`,
  );
  await expect(page.getByTestId('screen-betRoom')).toBeVisible();
  const check = page.getByTestId('reality-check');
  await expect(check).toBeVisible({ timeout: 75_000 });
  await shownWhole(page.getByRole('dialog'));
  await expect(check).toContainText(/Time played this session: [1-9]\d* min/);
  await expect(page.getByTestId('reality-check-net')).toHaveText('0u');
  await keepScreenshot(page, testInfo, 'shell-realityCheck-en');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toBeHidden();
  await expect(page.getByTestId('screen-betRoom')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a 24 h time-out, confirmed twice, refuses a bet and still allows a withdrawal', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const username = await signIn(page);
  await chooseLocale(page, 'en');
  gift(username, 200);
  await write(page, '/api/user/setPayInfo', { type: 1, acc: WALLET, acc_name: 'USDT-TRC20' });
  await write(page, '/api/user/setSafety', { new_code: CODE });

  await page.goto('/responsiblePlay');
  await page.getByRole('button', { name: '24 hours' }).click();
  const first = page.getByRole('dialog').filter({ hasText: 'Time-out of 24 hours?' });
  await expect(first).toContainText('you can still withdraw');
  await first.getByRole('button', { name: 'Continue' }).click();
  const second = page.getByRole('dialog').filter({ hasText: 'Please confirm again' });
  await expect(second.getByTestId('break-second')).toContainText('nobody can lift it early');
  await expect(first).toBeHidden();
  await shownWhole(second);
  await keepScreenshot(page, testInfo, 'account-breakConfirm-en');
  await second.getByRole('button', { name: 'Confirm Time-out' }).click();
  await expect(page.getByTestId('break-running')).toContainText('Time-out until');
  await expect(second).toBeHidden();
  await keepScreenshot(page, testInfo, 'account-breakRunning-en');

  const token = await tokenOf(page);
  const room = await firstRoom(page.request, token);
  await expect(placeBet(page.request, token, room, [1], 1_000)).rejects.toThrow(/time-out until/);

  const after = await write<{ money: number }>(page, '/api/user/withdrawAction', { type: 1, money: 10_000, securityCode: CODE, index: 0 });
  // 200u gifted, 100u asked: the balance left is what the withdrawal took it to.
  expect(after.money).toBe(10_000);

  // The activity statement shows today's withdrawal apart, as under review (not paid yet), and no stakes.
  await page.getByText('Activity statement').click();
  await expect(page).toHaveURL(/\/activityStatement$/);
  const today = page.getByTestId('statement-row').first();
  await expect(today.getByTestId('statement-withdrawals')).toHaveText('0u');
  await expect(today.getByTestId('statement-reviewing')).toHaveText('100u');
  await expect(today.getByTestId('statement-stakes')).toHaveText('0u');
  await keepScreenshot(page, testInfo, 'account-activityStatement-en');
  expect(problems).toEqual([]);
});
