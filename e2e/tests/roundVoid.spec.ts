import { expect, test } from '@playwright/test';
import { staffAtDesk } from '../support/console';
import { keepScreenshot, signIn, watchProblems } from '../support/screens';
import { SALES_TIME_ZONE, call, firstRoom, gift, placeBet, tokenOf, waitForSettlement } from '../support/trade';
import { chooseLocale } from '../support/wallet';

// The member's records count days where the api does (its sales time zone): the member's phone is there too.
test.use({ timezoneId: SALES_TIME_ZONE });

const LONG = 1;
const SHORT = 2;
const STAKE = 1_000;
const GIFT_UNITS = 100;

test('an admin voids a round with a second approver: the member sees the orders voided and refunded, and the balance back', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchProblems(page);
  const suffix = Date.now().toString(36).slice(-5);

  // A member bets Long and Short, 10u each, as two orders of one round: one wins 19.80u, the other loses.
  const username = await signIn(page);
  gift(username, GIFT_UNITS);
  await chooseLocale(page, 'en');
  const token = await tokenOf(page);
  const room = await firstRoom(page.request, token);
  const long = await placeBet(page.request, token, room, [LONG], STAKE);
  const short = await placeBet(page.request, token, room, [SHORT], STAKE);
  expect(short.issue).toBe(long.issue);
  await waitForSettlement(page.request, token, long.orderNo);
  await waitForSettlement(page.request, token, short.orderNo);

  // Admin A asks on the games screen, with a reason; nothing changes until another admin approves.
  const asker = (await staffAtDesk(browser, `voida${suffix}`, 'admin')).page;
  await asker.goto('/ops/games');
  await asker.getByRole('button', { name: 'Void a round' }).first().click();
  const ask = asker.getByRole('dialog');
  await ask.getByLabel('Round (issue)').fill(long.issue);
  await ask.getByLabel('Reason').fill('wrong draw found by chain:verify');
  await ask.getByRole('button', { name: 'Void a round' }).click();
  await expect(asker.getByText(new RegExp(`^Asked to void round ${long.issue} \\(request #\\d+\\)`))).toBeVisible();

  // Admin B approves it under Requests.
  const approver = (await staffAtDesk(browser, `voidb${suffix}`, 'admin')).page;
  await approver.goto('/ops/requests');
  const row = approver.getByRole('row').filter({ hasText: `Void round ${long.issue} of game ${room.game_id}` });
  await expect(row).toContainText('Round void');
  await row.getByRole('button', { name: 'Approve' }).click();
  const decide = approver.getByRole('dialog');
  await decide.getByLabel('Reason for the decision').fill('checked the chain report');
  await decide.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Approved');

  // The member's records: both orders voided with the reason; the loser's stake back, the winner's winnings kept.
  await page.goto('/BetRecord');
  const rows = page.getByTestId('order-row').filter({ hasText: `Round ${long.issue}` });
  await expect(async () => {
    await page.reload();
    await expect(rows.getByTestId('order-state')).toHaveText(['Voided', 'Voided']);
    // Which of Long and Short won is the draw's: the winner's refund is 0u, the loser's its stake.
    expect((await rows.getByTestId('order-refund').allInnerTexts()).sort()).toEqual(['Refunded 0u', 'Refunded 10u']);
  }).toPass({ timeout: 20_000 });
  await expect(rows.first().getByTestId('order-void-reason')).toHaveText('Voided: wrong draw found by chain:verify');
  await keepScreenshot(page, testInfo, 'trade-records-voided-en');

  await rows.filter({ hasText: 'Refunded 10u' }).click();
  await expect(page.getByTestId('detail-stamp')).toHaveText('Voided');
  await expect(page.getByTestId('detail-void-reason')).toHaveText('wrong draw found by chain:verify');
  await expect(page.getByTestId('detail-refund')).toHaveText('10u');
  await keepScreenshot(page, testInfo, 'trade-detail-voided-en');

  // Both stakes back, the 19.80u paid kept: 100u - 20u + 19.80u + 10u.
  const { money } = await call<{ money: number }>(page.request, token, '/api/user/userInfo');
  expect(money).toBe(GIFT_UNITS * 100 - 2 * STAKE + 1_980 + STAKE);
  expect(problems).toEqual([]);
});
