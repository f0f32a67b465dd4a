import { expect, test, type Page } from '@playwright/test';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { keepScreenshot, signIn } from '../support/screens';

async function callAsMember(page: Page, path: string, data: Record<string, unknown> = {}) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.post(path, { data, headers: { [CLIENT_HEADER]: OUR_CLIENT, token: token ?? '' } });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

test('setting a security code on the keypad submits by itself at the sixth digit of the confirming entry', async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/setting?type=2');
  await page.waitForLoadState('networkidle');
  await page.getByText('安全碼').click();
  await expect(page).toHaveURL(/\/setSecurityCode\?isTrue=false$/);
  await expect(page.getByText('請設置 6 位數字安全碼')).toBeVisible();
  const keypad = page.locator('.adm-number-keyboard');
  await expect(keypad).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(keypad.getByRole('button', { name: '0', exact: true })).toBeInViewport({ ratio: 1 }); // slid in completely
  await keepScreenshot(page, testInfo, 'account-setSecurityCode-keypad-tw');
  // Typed twice: the second entry confirms the first.
  for (const digit of '246802') await keypad.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByText('請再次輸入安全碼以確認')).toBeVisible();
  for (const digit of '24680') await keypad.getByRole('button', { name: digit, exact: true }).click();
  const saved = page.waitForResponse('**/api/user/setSafety');
  await keypad.getByRole('button', { name: '2', exact: true }).click();
  expect(((await (await saved).json()) as { code: number }).code).toBe(1);
  await expect(page.getByText('安全碼設置成功')).toBeVisible();
  await expect(page).toHaveURL(/\/setting\?type=2$/);
  expect((await callAsMember(page, '/api/user/safetyInfo')).data).toEqual({ isTrue: true });

  // Set now: the screen asks for the old and the new code.
  await page.goto('/setSecurityCode');
  await expect(page.getByPlaceholder('請輸入原安全碼')).toBeVisible();
  await page.getByPlaceholder('請輸入原安全碼').fill('246802');
  await page.getByPlaceholder('請輸入新安全碼').fill('135791');
  await page.getByRole('button', { name: '確認修改' }).click();
  await expect(page.getByText('安全碼設置成功')).toBeVisible();
  expect((await callAsMember(page, '/api/user/setSafety', { new_code: '000000', after_code: '135791' })).code).toBe(1);
});

test("change password: a mismatch shows 'The two passwords are inconsistent', then it succeeds and the new password logs in", async ({
  page,
}, testInfo) => {
  const username = await signIn(page);
  await page.evaluate(() => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('localetype', '1');
  });
  await page.goto('/setting?type=2');
  await page.getByText('Change login password').click();
  await expect(page.getByTestId('screen-changePassword')).toBeVisible();
  await page.getByPlaceholder('Please enter the old password').fill('secret123');
  await page.getByPlaceholder('Please enter the new password', { exact: true }).fill('brandNew99');
  await page.getByPlaceholder('Please enter the new password again').fill('brandNew98');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The two passwords are inconsistent')).toBeVisible();
  await keepScreenshot(page, testInfo, 'account-changePassword-mismatch-en');

  await page.getByPlaceholder('Please enter the new password again').fill('brandNew99');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/setting\?type=2$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByPlaceholder('Please enter the username').fill(username);
  await page.getByPlaceholder('Please enter the password').fill('secret123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('.adm-toast-main').filter({ hasText: 'Account or password wrong' })).toBeVisible();
  await page.getByPlaceholder('Please enter the password').fill('brandNew99');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Logged in')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Remember me is on by default: the session is kept across browser restarts.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});
