import { expect, test, type Locator, type Page } from '@playwright/test';
import { keepScreenshot, settled, signIn, watchProblems } from '../support/screens';
import { SALES_TIME_ZONE, firstRoom, gift, placeBet, tokenOf, waitForSettlement } from '../support/trade';
import { chooseLocale, enterAsGuest, ops } from '../support/wallet';

/** Issue 42's player's screens at 375x667: what a new player still tripped over. */

test.use({ timezoneId: SALES_TIME_ZONE });

/** How many lines the element's text takes on screen (the distinct tops of its text's boxes). */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

async function openBuyPopup(page: Page, room: { id: number; game_id: number }) {
  await page.goto(`/betRoom?id=${room.id}&game_id=${room.game_id}`);
  await page.getByTestId('room-go-buy').click();
  await expect(page.getByTestId('buy-quantity')).toBeVisible();
  await expect(page.locator('.adm-popup-body')).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
}

test('the room shows its bet limits, and the buy popup keeps "數量" and "Balance-1" on one line at 375 px', async ({ page }, testInfo) => {
  const problems = watchProblems(page);
  const username = await signIn(page);
  gift(username, 1000);
  const room = await firstRoom(page.request, await tokenOf(page));
  for (const [locale, quantity, balanceMinusOne, limits] of [
    ['tw', '數量', '餘額-1', '每項下注'],
    ['en', 'Quantity', 'Balance-1', 'Bets'],
  ] as const) {
    await chooseLocale(page, locale);
    await openBuyPopup(page, room);
    await expect(page.getByTestId('room-limits')).toContainText(limits);
    const label = page.locator('label', { has: page.getByTestId('buy-quantity') }).locator('> span');
    await expect(label).toHaveText(quantity);
    expect(await lineCount(label), `${quantity} on one line`).toBe(1);
    const preset = page.getByRole('button', { name: balanceMinusOne, exact: true });
    expect(await lineCount(preset), `${balanceMinusOne} on one line`).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await keepScreenshot(page, testInfo, `player-buy-${locale}`);
    await page.keyboard.press('Escape');
  }
  expect(problems).toEqual([]);
});

test('a guest reads on the hall that visitors play with no money, and how to start', async ({ page }, testInfo) => {
  const problems = watchProblems(page);
  await enterAsGuest(page);
  for (const [locale, words] of [
    ['tw', '訪客沒有資金'],
    ['en', 'visitors have no money'],
  ] as const) {
    await chooseLocale(page, locale);
    await page.goto('/lottery');
    await expect(page.getByTestId('hall-guest')).toContainText(words);
    await keepScreenshot(page, testInfo, `player-guestHall-${locale}`);
  }
  await page.getByTestId('hall-guest').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect(problems).toEqual([]);
});

test('the trend chart, the product description and the verify page in tw speak to a player', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const username = await signIn(page);
  gift(username, 1000);
  const token = await tokenOf(page);
  const room = await firstRoom(page.request, token);
  const placed = await placeBet(page.request, token, room, [1, 3], 500);
  await waitForSettlement(page.request, token, placed.orderNo);
  await chooseLocale(page, 'tw');

  await page.goto(`/trendChart?game_id=${room.game_id}`);
  await expect(page.getByTestId('trend-row').first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'player-trend-tw');

  await page.goto(`/lotteryExplain?id=${room.id}`);
  await expect(page.getByTestId('fairness-test')).toBeVisible();
  await settled(page);
  const explain = await page.getByTestId('screen-lotteryExplain').innerText();
  expect(explain).not.toMatch(/npm|SHA|hash|seed|HMAC|chi/i);
  await page.getByTestId('fairness-test').scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'player-explain-tw');

  await page.goto(`/verify?game_id=${room.game_id}&issue=${placed.issue}`);
  await expect(page.getByTestId('verify-verdict')).toContainText('一致');
  const verify = await page.getByTestId('screen-verify').innerText();
  expect(verify).not.toMatch(/\bmod\b|SHA|hash|seed|HMAC/i);
  await page.getByTestId('verify-verdict').scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'player-verify-tw');
  await page.locator('h3').last().scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'player-verifySteps-tw');
  expect(problems).toEqual([]);
});

test('a member whose account is disabled lands on /login told it was disabled, and whom to contact, in tw and en', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  for (const [locale, words, disabledWords] of [
    ['tw', '客服已停用您的賬號，您的登錄因此結束。您仍可登錄提現餘額', '此賬號已被停用：您只能提現餘額'],
    [
      'en',
      'Customer service has disabled your account, so your session has ended. You can still log in to withdraw your balance',
      'This account is disabled: you can only withdraw your balance',
    ],
  ] as const) {
    const username = await signIn(page);
    await chooseLocale(page, locale);
    await page.goto('/lottery');
    await expect(page.getByTestId('screen-lottery')).toBeVisible();
    ops('user:disable', username, '--reason', 'e2e journey');
    // The next call hears that the session has ended, and why: the page reloads onto /login, which says the account was disabled.
    await page.goto('/personal');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-ended')).toContainText(words);
    // The guard's brief "Loading..." toast (the original client's step before login) has gone: the screen as it stays.
    await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
    await keepScreenshot(page, testInfo, `player-disabledLogin-${locale}`);
    // Signing in again: told at once that the account may only withdraw, and whom to ask; on to /Withdraw.
    await page.locator('input[autocomplete="username"]').fill(username);
    await page.locator('input[autocomplete="current-password"]').fill('secret123');
    await page.locator('button[type="submit"]').click();
    await expect(page.getByRole('dialog')).toContainText(disabledWords);
    await expect(page).toHaveURL(/\/Withdraw$/);
    await keepScreenshot(page, testInfo, `player-disabledSignedIn-${locale}`);
    await page.getByRole('dialog').getByRole('button').click();
  }
  expect(problems.filter((p) => !/http 401|50008/.test(p))).toEqual([]);
});
