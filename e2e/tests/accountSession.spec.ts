import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { keepScreenshot } from '../support/screens';

const password = 'secret123';

/** A fresh member through the real api; the test logs in through the page. */
async function newMember(page: Page): Promise<string> {
  const username = `ses${Date.now().toString(36)}${Math.floor(performance.now()).toString(36)}`.slice(0, 20);
  const answer = await page.request.post('/api/user/register', { data: { username, password, lang: 'en' } });
  expect((await answer.json()).code).toBe(1);
  return username;
}

async function logIn(page: Page, username: string, secret = password) {
  await page.getByPlaceholder('請輸入用戶名').fill(username);
  await page.getByPlaceholder('請輸入密碼').fill(secret);
  await page.getByRole('button', { name: '登錄', exact: true }).click();
}

interface ToastWatch {
  /** The most toasts in the page at one time (a fading one counts: it is still on screen). */
  most: number;
  /** How long two or more were on screen together, in ms. */
  overlapMs: number;
}

/** Counts the toasts in the page from its first script on, whatever the app does. */
async function watchToasts(page: Page) {
  await page.addInitScript(() => {
    const watch = { most: 0, overlapMs: 0, since: -1 };
    Object.assign(window, { toastWatch: watch });
    new MutationObserver(() => {
      const now = performance.now();
      const count = document.querySelectorAll('.adm-toast-main').length;
      watch.most = Math.max(watch.most, count);
      if (count >= 2 && watch.since < 0) watch.since = now;
      if (count < 2 && watch.since >= 0) {
        watch.overlapMs += now - watch.since;
        watch.since = -1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastWatch: ToastWatch }).toastWatch);
}

const storedToken = (page: Page) => page.evaluate(() => ({ local: localStorage.getItem('token'), tab: sessionStorage.getItem('token') }));

/** A new browser context (a browser restart) holding what the first kept: cookies and localStorage, never sessionStorage. */
async function restartedWith(browser: Browser, context: BrowserContext): Promise<Page> {
  const restarted = await browser.newContext({ storageState: await context.storageState() });
  return restarted.newPage();
}

test('after a failed and a good login, one toast at a time, on an opaque card', async ({ page }, testInfo) => {
  const toasts = await watchToasts(page);
  const username = await newMember(page);
  await page.goto('/login');

  await logIn(page, username, 'not-the-password');
  await expect(page.locator('.adm-toast-main').filter({ hasText: '賬號或密碼錯誤' })).toBeVisible();
  const background = await page.locator('.adm-toast-main').evaluate((toast) => getComputedStyle(toast).backgroundColor);
  const alpha = Number(/rgba?\([^)]*,\s*([\d.]+)\)/.exec(background)?.[1] ?? 1);
  expect(alpha).toBeGreaterThanOrEqual(0.9);
  await keepScreenshot(page, testInfo, 'account-login-failed-toast-tw');

  await logIn(page, username);
  await expect(page.locator('.adm-toast-main').filter({ hasText: '登錄成功' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'account-login-success-toast-tw');
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');
  const watched = await toasts();
  testInfo.annotations.push({ type: 'toasts', description: JSON.stringify({ ...watched, background }) });
  expect(watched).toMatchObject({ most: 1, overlapMs: 0 });
});

test('remember me: the session survives a browser restart, and logging out ends it there and for the old token', async ({
  page,
  browser,
}, testInfo) => {
  const username = await newMember(page);
  await page.goto('/login');
  await expect(page.getByTestId('remember')).toHaveClass(/adm-checkbox-checked/);
  const login = page.waitForRequest('**/api/user/login');
  await logIn(page, username);
  expect((await login).postDataJSON()).toMatchObject({ remember: true });
  await expect(page).toHaveURL(/\/$/);
  const { local: token, tab } = await storedToken(page);
  expect([token, tab]).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), null]);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(password);

  const restarted = await restartedWith(browser, page.context());
  await restarted.goto('/personal');
  await expect(restarted.getByTestId('personal-username')).toHaveText(username);
  await expect(restarted.locator('.adm-toast-mask')).toHaveCount(0);
  await keepScreenshot(restarted, testInfo, 'account-remembered-after-restart-tw');

  await restarted.goto('/setting?type=1');
  await restarted.getByRole('button', { name: '退出登錄' }).click();
  await expect(restarted).toHaveURL(/\/login$/);
  expect(await storedToken(restarted)).toEqual({ local: null, tab: null });
  const refused = await restarted.request.post('/api/user/userInfo', {
    data: { lang: 'en' },
    headers: { token: token!, [CLIENT_HEADER]: OUR_CLIENT }, // our wire (without it: the original client's, 50001)
  });
  expect((await refused.json()).code).toBe(50008);

  // The first browser still holds the old token: its next call is refused and it lands on /login, signed out.
  await page.goto('/personal');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toEqual({ local: null, tab: null });
  await restarted.context().close();
});

test('without remember me the session ends with the tab, and the checkbox stays off', async ({ page, browser }, testInfo) => {
  const username = await newMember(page);
  await page.goto('/login');
  await page.getByTestId('remember').click();
  await expect(page.getByTestId('remember')).not.toHaveClass(/adm-checkbox-checked/);
  const login = page.waitForRequest('**/api/user/login');
  await logIn(page, username);
  expect((await login).postDataJSON()).toMatchObject({ remember: false });
  await expect(page).toHaveURL(/\/$/);
  expect(await storedToken(page)).toEqual({ local: null, tab: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });

  const restarted = await restartedWith(browser, page.context());
  await restarted.goto('/personal');
  await expect(restarted).toHaveURL(/\/login$/);
  await expect(restarted.getByTestId('remember')).not.toHaveClass(/adm-checkbox-checked/);
  await keepScreenshot(restarted, testInfo, 'account-not-remembered-after-restart-tw');
  await restarted.context().close();
});
