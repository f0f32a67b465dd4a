import { expect, test, type Page } from '@playwright/test';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { keepScreenshot, signIn, watchProblems } from '../support/screens';
import { call, firstRoom, gift, placeBet, tokenOf } from '../support/trade';
import { chooseLocale, enterAsGuest } from '../support/wallet';

/** Issue 25's dead ends at 375x667: every one shows where the member is stopped, and why. */

async function write<T>(page: Page, url: string, body: object): Promise<T> {
  return call<T>(page.request, await tokenOf(page), url, body, { [CLIENT_HEADER]: OUR_CLIENT, 'Idempotency-Key': crypto.randomUUID() });
}

/** The element lies wholly inside the 375 px viewport (nothing cut at the right edge). */
async function expectInsideViewport(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
}

test('the limit editor fits 375 px: its field and Save are whole on screen', async ({ page }, testInfo) => {
  const problems = watchProblems(page);
  await signIn(page);
  await chooseLocale(page, 'en');
  await page.goto('/responsiblePlay');
  await page.getByTestId('limits-deposit').locator('.adm-list-item').filter({ hasText: 'Daily' }).click();
  await expect(page.getByTestId('limit-editor')).toBeVisible();
  await expect(page.locator('.adm-popup-body')).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
  await expectInsideViewport(page, 'limit-editor');
  for (const part of [page.getByPlaceholder('e.g. 100'), page.getByRole('button', { name: 'Save' })]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await keepScreenshot(page, testInfo, 'deadEnds-limitEditor-en');
  expect(problems).toEqual([]);
});

test('a member on a time-out is told so on entering a room, and Buy is disabled with the reason', async ({ page }, testInfo) => {
  const problems = watchProblems(page);
  await signIn(page);
  await chooseLocale(page, 'en');
  await write(page, '/api/user/takeBreak', { length: '24h' });
  const room = await firstRoom(page.request, await tokenOf(page));
  await page.goto(`/betRoom?id=${room.id}&game_id=${room.game_id}`);
  const notice = page.getByTestId('room-stop');
  await expect(notice).toContainText('You are on a time-out until');
  await expect(page.getByTestId('room-go-buy')).toBeDisabled();
  await keepScreenshot(page, testInfo, 'deadEnds-roomBreak-en');
  expect(problems).toEqual([]);
});

test('a guest is offered Register where stopped: entering a room from the hall, in the room, and depositing', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  await enterAsGuest(page);
  await chooseLocale(page, 'en');
  await page.goto('/lottery');
  await page.getByTestId('hall-room').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Dear visitor: please register as a full member');
  await keepScreenshot(page, testInfo, 'deadEnds-guestHall-en');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);

  const room = await firstRoom(page.request, await tokenOf(page));
  await page.goto(`/betRoom?id=${room.id}&game_id=${room.game_id}`);
  await expect(page.getByTestId('room-stop')).toContainText('Dear visitor');
  await expect(page.getByTestId('room-go-buy')).toBeDisabled();
  await keepScreenshot(page, testInfo, 'deadEnds-guestRoom-en');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.goto('/Recharge');
  await page.getByPlaceholder('Enter the quantity, e.g. 100 or 100.5').fill('100');
  await page.getByRole('button', { name: 'Submit' }).click();
  const visitor = page.getByRole('dialog');
  await expect(visitor).toContainText('Dear visitor');
  await keepScreenshot(page, testInfo, 'deadEnds-guestDeposit-en');
  await visitor.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect(problems.filter((p) => !p.includes('/api/user/recharge'))).toEqual([]);
});

test("the room's feed offers Follow on other members' bets of the round on sale, never on the member's own", async ({ page }, testInfo) => {
  const problems = watchProblems(page);
  const other = await signIn(page);
  gift(other, 100);
  const room = await firstRoom(page.request, await tokenOf(page));
  await placeBet(page.request, await tokenOf(page), room, [1], 500);
  // The member watching: a bet of its own in the same round.
  const me = await signIn(page);
  gift(me, 100);
  await chooseLocale(page, 'en');
  const mine = await placeBet(page.request, await tokenOf(page), room, [2], 500);
  await page.goto(`/betRoom?id=${room.id}&game_id=${room.game_id}`);
  const own = page.getByTestId('feed-bet').filter({ hasText: 'Yours' });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText(mine.issue);
  await expect(own.getByRole('button', { name: 'Follow' })).toHaveCount(0);
  const theirs = page.getByTestId('feed-bet').filter({ hasText: mine.issue }).filter({ hasNotText: 'Yours' });
  if ((await theirs.count()) > 0) await expect(theirs.first().getByRole('button', { name: 'Follow' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'deadEnds-feed-en');
  expect(problems).toEqual([]);
});

test('home shows the brand, the balance and the live rooms; a room is one tap away, and the first tap on a banner opens it', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  const me = await signIn(page);
  gift(me, 25);
  await chooseLocale(page, 'en');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade');
  await expect(page.getByTestId('home-balance')).toHaveText('Balance 25u');
  const game = page.getByTestId('live-game').first();
  await expect(game.getByTestId('live-round')).toContainText(/Round \d+ (closes in|sealed, draw in) \d\d:\d\d/);
  await keepScreenshot(page, testInfo, 'deadEnds-home-en');
  await game.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/betRoom\?id=\d+&game_id=\d+/);
  await expect(page.getByTestId('screen-betRoom')).toBeVisible();

  // The carousel is in (its first turn came due): one tap opens the banner showing.
  await page.goto('/');
  await expect(page.locator('.swiper')).toBeVisible({ timeout: 10_000 });
  await page.locator('.swiper-slide-active button').tap();
  await expect(page).not.toHaveURL(/\/$/);
  // Before the carousel: one tap on the first picture opens it.
  await page.goto('/');
  await page.getByRole('button', { name: 'Provably fair draws' }).tap();
  await expect(page).toHaveURL(/\/verify/);
  expect(problems).toEqual([]);
});
