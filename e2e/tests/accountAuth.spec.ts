import { expect, test, type Page } from '@playwright/test';
import { followRequests, keepScreenshot, settled as quiet } from '../support/screens';

/** A fresh username for this run: letters first, 4-20 characters. */
const username = `acc${Date.now().toString(36)}`.slice(0, 20);
const password = 'secret123';

/** The loading toast is gone (no call in flight but the live channel's stream, which /personal holds open). */
async function settled(page: Page) {
  await quiet(page);
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
}

test.describe.serial('account: register and log in on the real api', () => {
  test.beforeEach(({ page }) => followRequests(page));
  test('register, then /personal shows 0u', async ({ page }, testInfo) => {
    await page.goto('/register?inviter_id=');
    await expect(page.getByTestId('screen-register')).toBeVisible();
    await page.getByPlaceholder('請輸入用戶名').fill(username);
    await page.getByPlaceholder('請輸入密碼').fill(password);
    await page.getByRole('button', { name: '完成' }).click();
    await expect(page.getByText('註冊成功')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await page.getByRole('navigation', { name: 'tabs' }).getByText('我的').click();
    await expect(page.getByTestId('screen-personal')).toBeVisible();
    await expect(page.getByTestId('personal-username')).toHaveText(username);
    await expect(page.getByTestId('total-assets')).toHaveText('0u');
    await expect(page.getByTestId('today-profit')).toHaveText('0u');
    await expect(page.getByTestId('yesterday-profit')).toHaveText('0u');
    await settled(page);
    await keepScreenshot(page, testInfo, 'account-personal-after-register');
  });

  test('a wrong login shows the failure toast and keeps no session', async ({ page }, testInfo) => {
    await page.goto('/login');
    await page.getByPlaceholder('請輸入用戶名').fill(username);
    await page.getByPlaceholder('請輸入密碼').fill('not-the-password');
    await page.getByRole('button', { name: '登錄', exact: true }).click();
    await expect(page.locator('.adm-toast-main').filter({ hasText: '賬號或密碼錯誤' })).toBeVisible();
    await expect(page.locator('.adm-toast-main').filter({ hasText: '加載中' })).toHaveCount(0); // the failure took its place
    await keepScreenshot(page, testInfo, 'account-login-failed-tw');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('log in with remember me: the username (never the password) is kept and prefilled; log out ends the session', async ({ page }) => {
    await page.goto('/login');
    await page.getByPlaceholder('請輸入用戶名').fill(username);
    await page.getByPlaceholder('請輸入密碼').fill(password);
    const login = page.waitForRequest('**/api/user/login');
    await page.getByRole('button', { name: '登錄', exact: true }).click();
    expect((await login).postDataJSON()).toMatchObject({ account: username, password, remember: true });
    await expect(page.getByText('登錄成功')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const kept = await page.evaluate(() => localStorage.getItem('rememberedUsername'));
    expect(kept).toContain(username);
    expect(kept).not.toContain(password);

    await page.goto('/setting?type=1');
    await page.getByRole('button', { name: '退出登錄' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [sessionStorage.getItem('token'), localStorage.getItem('token')])).toEqual([null, null]);
    await expect(page.getByPlaceholder('請輸入用戶名')).toHaveValue(username);
  });
});
