import { expect, test } from '@playwright/test';
import { keepScreenshot, signIn } from '../support/screens';

test('/ without a session goes to /login', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('screen-login')).toBeVisible();
  await keepScreenshot(page, testInfo, 'shell-redirect-login');
});

test("each tab's route renders its remote", async ({ page }, testInfo) => {
  await signIn(page);
  const tabs = [
    { path: '/', testId: 'screen-home' },
    { path: '/lottery', testId: 'screen-lottery' },
    { path: '/find', testId: 'screen-find' },
    { path: '/personal', testId: 'screen-personal' },
  ];
  for (const tab of tabs) {
    await page.goto(tab.path);
    await expect(page.getByTestId(tab.testId)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'tabs' })).toBeVisible();
    await keepScreenshot(page, testInfo, `shell-tab${tab.path.replace(/\//g, '-') || '-home'}`);
  }
  await page.goto('/room');
  await expect(page.getByTestId('service-page')).toBeVisible();
  await keepScreenshot(page, testInfo, 'shell-tab-room');
});

test('an unknown path shows the not-found page', async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await keepScreenshot(page, testInfo, 'shell-not-found');
});

test('switching the language to en changes the tab labels and survives a reload', async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: 'tabs' });
  await expect(tabs.getByText('首頁', { exact: true })).toBeVisible();
  await page.goto('/language');
  await page.getByTestId('language-en').click();
  await page.waitForLoadState('load');
  await page.goto('/');
  await expect(tabs.getByText('Home', { exact: true })).toBeVisible();
  await expect(tabs.getByText('Me', { exact: true })).toBeVisible();
  await page.reload();
  await expect(tabs.getByText('Home', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('locale'), localStorage.getItem('localetype')])).toEqual(['en', '1']);
  await expect(page.getByTestId('screen-home')).toBeVisible();
  await keepScreenshot(page, testInfo, 'shell-language-en');
});
