import { expect, test, type Page } from '@playwright/test';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { staffAtDesk } from '../support/console';
import { keepForReadme, keepScreenshot, signIn, watchProblems } from '../support/screens';
import { SALES_TIME_ZONE, call, gift, tokenOf } from '../support/trade';
import { chooseLocale } from '../support/wallet';

test.use({ timezoneId: SALES_TIME_ZONE });

const WALLET = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const CODE = '246803';
/** A real 1x1 PNG, as a phone's camera would hand over a (larger) photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** One write as our client sends it (our wire, a fresh Idempotency-Key); answers its data or throws its message. */
async function write<T>(page: Page, url: string, body: object): Promise<T> {
  return call<T>(page.request, await tokenOf(page), url, body, { [CLIENT_HEADER]: OUR_CLIENT, 'Idempotency-Key': crypto.randomUUID() });
}

test('a member verifies from the phone, support approves in the console, and the member’s withdrawal above the full threshold goes through', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchProblems(page);
  const suffix = Date.now().toString(36).slice(-5);

  // A support agent: asked by one admin, approved by another, enrolled at their desk with TOTP.
  const agent = `kyc${suffix}`;
  const helpdesk = await staffAtDesk(browser, agent, 'support');

  // A member with 6,000u, a bound wallet and a security code: 5,500u is above the full threshold (5,000u).
  const username = await signIn(page);
  await chooseLocale(page, 'en');
  gift(username, 6_000);
  await write(page, '/api/user/setPayInfo', { type: 1, acc: WALLET, acc_name: 'USDT-TRC20' });
  await write(page, '/api/user/setSafety', { new_code: CODE });
  const large = { type: 1, money: 550_000, securityCode: CODE, index: 0 };
  await expect(write(page, '/api/user/withdrawAction', large)).rejects.toThrow('it needs full verification');

  // /Withdraw says what large withdrawals need before an amount is typed, and leads to /baseinfo.
  await page.goto('/Withdraw');
  await expect(page.getByTestId('withdraw-verification')).toContainText('above 5000u full');
  await page.getByTestId('withdraw-verify').click();
  await expect(page).toHaveURL(/\/baseinfo$/);

  // On /baseinfo: basic first (name and date of birth), then the document and the selfie from the phone.
  await expect(page.getByTestId('verification-level')).toHaveText('Not verified');
  await page.getByTestId('verification-name').locator('input').fill('Chen Mei-Ling');
  await page.getByTestId('verification-birth').fill('1990-05-17');
  await page.getByTestId('verification-basic-save').click();
  await expect(page.getByTestId('verification-level')).toHaveText('Basic');
  await page.getByTestId('verification-document').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('verification-selfie').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('verification-submit')).toBeEnabled();
  await page.getByTestId('verification-submit').click();
  await expect(page.getByTestId('verification-pending')).toBeVisible();
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await page.getByTestId('verification').scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'account-baseinfo-verification-pending-en');

  // Support opens the queue, sees both images (fetched through the ops call), and approves with a reason.
  await helpdesk.page.goto('/ops/verification');
  const row = helpdesk.page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Chen Mei-Ling');
  await expect(helpdesk.page.getByTestId('verification-thresholds')).toContainText('above 5000u full');
  await expect(helpdesk.page.locator('.ant-spin-spinning')).toHaveCount(0);
  await keepForReadme(helpdesk.page, 'ops-verification-en');
  await row.getByRole('button', { name: 'Review' }).click();
  const dialog = helpdesk.page.getByRole('dialog');
  await expect(dialog.getByAltText('ID document')).toBeVisible();
  await expect(dialog.getByAltText('Selfie')).toBeVisible();
  await dialog.getByRole('textbox').fill('Document and selfie match');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(helpdesk.page.getByText('Approved; the member is told.')).toBeVisible();

  // The member is fully verified: the large withdrawal is accepted into the cashier's queue.
  await page.reload();
  await expect(page.getByTestId('verification-level')).toHaveText('Full');
  await write(page, '/api/user/withdrawAction', large);
  const underReview = await call<{ amount: number }[]>(page.request, await tokenOf(page), '/api/user/withdrawReviewList', {});
  expect(underReview.map((w) => w.amount)).toEqual([550_000]);

  await helpdesk.context.close();
  expect(problems).toEqual([]);
});
