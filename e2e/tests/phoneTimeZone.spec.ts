import { expect, test } from '@playwright/test';
import { dateInZone } from 'shared-contracts';
import { signIn, watchProblems } from '../support/screens';
import { SALES_TIME_ZONE, firstRoom, gift, placeBet, tokenOf } from '../support/trade';
import { chooseLocale } from '../support/wallet';

/**
 * A phone whose clock is in another zone than the lottery's (issue 42): the lists' first range is the lottery's last
 * days, so what was made minutes ago is listed. The phone's zone is chosen so that its date differs from the
 * lottery's right now, an hour from either edge: Pago Pago (UTC-11) is a day behind Taipei until 19:00 there,
 * Kiritimati (UTC+14) a day ahead from 18:00.
 */
const taipeiHour = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: SALES_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(Date.now()),
);
const PHONE_ZONE = taipeiHour < 18 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
test.use({ timezoneId: PHONE_ZONE });

test("the fund log and the records on a phone a day off the lottery's list the gift and the bet just made", async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  expect(dateInZone(Date.now(), PHONE_ZONE)).not.toBe(dateInZone(Date.now(), SALES_TIME_ZONE));
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(PHONE_ZONE);

  const username = await signIn(page);
  await chooseLocale(page, 'en');
  gift(username, 30);
  const token = await tokenOf(page);
  const order = await placeBet(page.request, token, await firstRoom(page.request, token), [1], 500);

  await page.goto('/CapitalDetail');
  await expect(page.getByTestId('fund-amount').filter({ hasText: '30u' })).toBeVisible();
  await expect(page.getByTestId('fund-amount').filter({ hasText: '5u' })).toBeVisible();

  await page.goto('/BetRecord');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByText(order.issue)).toBeVisible();
  expect(problems).toEqual([]);
});
