import { expect, test } from '@playwright/test';
import { keepScreenshot, signIn } from '../support/screens';
import { SALES_TIME_ZONE, gift } from '../support/trade';

test.use({ timezoneId: SALES_TIME_ZONE });

const LOST = 'Connection lost, retrying…';

test('the hall and the room say the connection is lost while the api cannot be reached, and carry on by themselves once it can', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const username = await signIn(page);
  gift(username, 1000);
  await page.evaluate(() => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('localetype', '1');
  });

  // The hall opened while no api call gets through: the words, not an endless 'Loading...'.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/lottery');
  await expect(page.getByText(LOST)).toBeVisible({ timeout: 10_000 });
  await keepScreenshot(page, testInfo, 'offline-hall-en');
  await page.unroute('**/api/**');
  await expect(page.getByTestId('hall-room').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(LOST)).toHaveCount(0);

  // In the room, the network goes: the round says so instead of a countdown stuck at 00:00, then counts again.
  await page.getByTestId('hall-room').first().click();
  await expect(page.getByTestId('room-countdown')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('room-round')).toHaveAttribute('data-state', 'lost', { timeout: 10_000 });
  await expect(page.getByTestId('room-round')).toHaveText(LOST);
  await keepScreenshot(page, testInfo, 'offline-room-en');
  await context.setOffline(false);
  await expect(page.getByTestId('room-countdown')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(LOST)).toHaveCount(0);

  // The buy popup keeps the round's countdown in sight.
  await page.getByTestId('room-go-buy').click();
  await expect(page.getByTestId('buy-countdown')).toBeVisible();
  await keepScreenshot(page, testInfo, 'buy-popup-en');
  // Rounds are 10 s here: the popup names the round that closed under it.
  await expect(page.getByTestId('buy-round-changed')).toBeVisible({ timeout: 30_000 });
  await keepScreenshot(page, testInfo, 'buy-round-changed-en');
});

test('/find reads its time axis in the lottery time zone, as every other screen', async ({ page }, testInfo) => {
  await signIn(page);
  await page.evaluate(() => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('localetype', '1');
  });
  await page.goto('/find');
  const labels = page.locator('.highcharts-xaxis-labels text');
  await expect(labels.first()).toBeVisible({ timeout: 20_000 });
  await keepScreenshot(page, testInfo, 'find-en');
  // The rounds on the axis were drawn in the last minutes: their hour is now's in Taipei (or the one before), not UTC's.
  const hourIn = (at: Date) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: SALES_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(at);
  const now = new Date();
  const hours = new Set([hourIn(now), hourIn(new Date(now.getTime() - 3_600_000))]);
  const times = (await labels.allTextContents()).filter((label) => /^\d\d:\d\d$/.test(label));
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) expect(hours).toContain(time.slice(0, 2));
});
