import { expect, test, type Page } from '@playwright/test';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { keepScreenshot, signIn, watchProblems } from '../support/screens';
import { SALES_TIME_ZONE, firstRoom, gift, tokenOf } from '../support/trade';

test.use({ timezoneId: SALES_TIME_ZONE });

const NUMBER_0 = 100;

async function inLocale(page: Page, locale: 'en' | 'tw') {
  await page.evaluate((chosen) => {
    localStorage.setItem('locale', chosen);
    localStorage.setItem('localetype', chosen === 'en' ? '1' : '0');
  }, locale);
}

test('a member meets the payout limit in the room before typing, and the server refuses past it naming the largest stake', async ({
  page,
  request,
}, testInfo) => {
  const problems = watchProblems(page);
  const username = await signIn(page);
  gift(username, 1000);
  await inLocale(page, 'en');
  const token = await tokenOf(page);
  const room = await firstRoom(request, token);

  await page.goto(`/betRoom?id=${room.id}&game_id=${room.game_id}`);
  await page.getByTestId('room-go-buy').click();
  await page.getByTestId(`buy-class-${NUMBER_0}`).click();
  // Number 0 pays 950 times its stake: the room's order limit of 100,000u takes at most 105u a choice.
  const limit = page.getByTestId('buy-payout-limit');
  await expect(limit).toHaveText('Payout limits: at most 105u each on these outcomes now');
  await page.getByTestId('buy-quantity').locator('input').fill('200');
  await expect(limit).toHaveAttribute('role', 'alert');
  await expect(page.getByRole('button', { name: 'Buy', exact: true })).toBeDisabled();
  await keepScreenshot(page, testInfo, 'trade-room-payout-limit-en');

  // A call that does not look (an older client, a script) is refused whole, with the largest stake still accepted.
  const headers = { [CLIENT_HEADER]: OUR_CLIENT, token };
  const bigBet = async () => {
    const heart = await request.post('/api/Lottery/heart', { data: { game_id: room.game_id, plan_id: room.id, lang: 'en' }, headers });
    const issue = ((await heart.json()) as { data: { issue: { issue: string } | null } }).data.issue?.issue ?? '';
    const data = { issue, game_id: room.game_id, plan_id: room.id, play_type: String(NUMBER_0), money: 20_000, lang: 'en' };
    return (await request.post('/api/Lottery/playOrder', { data, headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() } })).json();
  };
  // A sealed moment answers 'closed' first: asked again in the next round.
  await expect.poll(async () => ((await bigBet()) as { code: number }).code, { timeout: 30_000, intervals: [1000] }).not.toBe(40002);
  expect(await bigBet()).toMatchObject({
    code: 40012,
    msg: 'One order may win at most 100000u in this room: the largest amount per option still accepted is 105.26u',
  });

  await inLocale(page, 'tw');
  await page.reload();
  await page.getByTestId('room-go-buy').click();
  await page.getByTestId(`buy-class-${NUMBER_0}`).click();
  await expect(page.getByTestId('buy-payout-limit')).toHaveText('派彩上限：此組合每項目前最多 105u');
  await keepScreenshot(page, testInfo, 'trade-room-payout-limit-tw');
  expect(problems).toEqual([]);
});
