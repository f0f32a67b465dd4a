import { expect, test, type Browser, type Page } from '@playwright/test';
import { PORT } from '../playwright.config';
import { signIn, watchProblems } from '../support/screens';
import { SALES_TIME_ZONE, firstRoom, gift, placeBet, tokenOf } from '../support/trade';

test.use({ timezoneId: SALES_TIME_ZONE });

/** A member of their own in a browser of their own (their own tab, session and channel). */
async function member(browser: Browser): Promise<{ page: Page; username: string; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const username = await signIn(page);
  await page.evaluate(() => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('localetype', '1');
  });
  return { page, username, close: () => context.close() };
}

/** The first member's feed row of the second member's bet of `stake` minor units (a stake nobody else uses here). */
const betOf = (page: Page, units: string) => page.getByTestId('feed-bet').filter({ hasText: units });

test('a bet placed by one member appears in another member’s room within a second, pushed; the room carries on through a cut channel on the heartbeat and returns to the push', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const watcher = await member(browser);
  const bettor = await member(browser);
  gift(bettor.username, 1000);
  const problems = watchProblems(watcher.page);
  const token = await tokenOf(bettor.page);
  const room = await firstRoom(bettor.page.request, token);
  const room_ = watcher.page.getByTestId('screen-betRoom');

  await watcher.page.goto(`/betRoom?id=${room.id}&game_id=${room.game_id}`);
  await expect(room_).toHaveAttribute('data-live', 'stream', { timeout: 15_000 });

  // Pushed: the bet is in the watcher's feed within 1 s of the bettor's answer.
  await placeBet(bettor.page.request, token, room, [1], 321);
  const answeredAt = Date.now();
  await expect(betOf(watcher.page, '3.21u')).toBeVisible({ timeout: 1_000 });
  console.log(`bet shown ${Date.now() - answeredAt} ms after its answer`);

  // The channel is cut and cannot be opened again: the room falls back to the heartbeat and keeps showing bets.
  let heartbeats = 0;
  watcher.page.on('request', (request) => {
    if (request.url().endsWith('/api/Lottery/heart')) heartbeats += 1;
  });
  await watcher.page.route('**/api/live**', (route) => route.abort('connectionreset'));
  await watcher.page.context().setOffline(true);
  await expect(room_).toHaveAttribute('data-live', 'poll', { timeout: 10_000 });
  await watcher.page.context().setOffline(false);
  await placeBet(bettor.page.request, token, room, [2], 432);
  await expect(betOf(watcher.page, '4.32u')).toBeVisible({ timeout: 10_000 });
  expect(heartbeats).toBeGreaterThan(0);

  // The channel can be opened again: the room returns to it by itself and the heartbeat stops.
  await watcher.page.unroute('**/api/live**');
  await expect(room_).toHaveAttribute('data-live', 'stream', { timeout: 40_000 });
  const beatsOnReturn = heartbeats;
  await placeBet(bettor.page.request, token, room, [3], 543);
  const againAt = Date.now();
  await expect(betOf(watcher.page, '5.43u')).toBeVisible({ timeout: 1_000 });
  console.log(`bet shown ${Date.now() - againAt} ms after its answer, back on the channel`);
  await watcher.page.waitForTimeout(4_500);
  expect(heartbeats - beatsOnReturn).toBeLessThanOrEqual(1);

  await bettor.close();
  await watcher.close();
  expect(problems.filter((problem) => !problem.includes('/api/live'))).toEqual([]);
});
