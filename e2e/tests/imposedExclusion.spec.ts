import { expect, test, type Page } from '@playwright/test';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { staffAtDesk } from '../support/console';
import { keepScreenshot, signIn, watchProblems } from '../support/screens';
import { SALES_TIME_ZONE, call, firstRoom, gift, tokenOf } from '../support/trade';
import { chooseLocale, walletOf } from '../support/wallet';

test.use({ timezoneId: SALES_TIME_ZONE });

/** This spec's member's own (a wallet two members share opens an anti-money-laundering case). */
const WALLET = walletOf('imposedExclusion');
const CODE = '246802';
const REASON = 'Your family asked us to stop your play';

/** One write as our client sends it (our wire, a fresh Idempotency-Key). */
async function write(page: Page, url: string, body: object): Promise<void> {
  await call(page.request, await tokenOf(page), url, body, { [CLIENT_HEADER]: OUR_CLIENT, 'Idempotency-Key': crypto.randomUUID() });
}

/** Waits until the room's round is on sale with at least `seconds` left, so a bet meets the member's controls, not a sealed round. */
async function waitForSaleWindow(page: Page, seconds: number) {
  await expect
    .poll(
      async () => {
        if ((await page.getByTestId('room-round').getAttribute('data-state')) !== 'onSale') return false;
        const [minutes, secs] = (await page.getByTestId('room-countdown').innerText()).split(':').map(Number);
        return minutes! * 60 + secs! >= seconds;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
}

test('support imposes an exclusion from the console with a reason: the member’s room refuses a bet saying why, and the member still withdraws', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchProblems(page);
  const suffix = Date.now().toString(36).slice(-5);

  // A support agent: asked by one admin, approved by another, enrolled at their desk with TOTP.
  const agent = `care${suffix}`;
  const helpdesk = await staffAtDesk(browser, agent, 'support');

  // A member with 200u, a bound wallet and a security code.
  const username = await signIn(page);
  await chooseLocale(page, 'en');
  gift(username, 200);
  await write(page, '/api/user/setPayInfo', { type: 1, acc: WALLET, acc_name: 'USDT-TRC20' });
  await write(page, '/api/user/setSafety', { new_code: CODE });

  // Support finds the member and imposes a 6-month exclusion with a reason, after a confirm.
  await helpdesk.page.goto('/ops/members');
  await helpdesk.page.getByPlaceholder(/search/i).fill(username);
  await helpdesk.page.getByPlaceholder(/search/i).press('Enter');
  await helpdesk.page.getByRole('row').filter({ hasText: username }).getByRole('link').first().click();
  await expect(helpdesk.page).toHaveURL(/\/ops\/members\/\d+$/);
  await helpdesk.page.getByRole('tab', { name: 'Protection' }).click();
  const card = helpdesk.page.locator('.ant-card').filter({ hasText: 'Impose a limit / exclusion' });
  await card.getByLabel('Reason (the member sees it)').fill(REASON);
  await card.getByRole('button', { name: 'Impose' }).click();
  const confirm = helpdesk.page.getByRole('dialog').filter({ hasText: `Impose this on ${username}?` });
  await confirm.getByRole('button', { name: 'Impose' }).click();
  await expect(card.getByText('Imposed; the member was told.')).toBeVisible();
  await expect(helpdesk.page.getByText(`Imposed by support`).first()).toContainText(REASON);

  // The member's room refuses bets on entry, saying who excluded them, until when and why; Buy is off.
  const token = await tokenOf(page);
  const room = await firstRoom(page.request, token);
  await page.goto(`/betRoom?id=${room.id}&game_id=${room.game_id}`);
  const stop = page.getByTestId('room-stop');
  await expect(stop).toContainText('Customer service has excluded you from play until');
  await expect(stop).toContainText(`Reason: ${REASON}. You cannot bet until then.`);
  await expect(page.getByTestId('room-go-buy')).toBeDisabled();
  await expect(page.getByTestId('room-assets')).toHaveText('200u');
  await keepScreenshot(page, testInfo, 'trade-room-imposed-exclusion-en');
  // A client that does not look (an older one, a script) is refused by the server with the same reason.
  await waitForSaleWindow(page, 3);
  const heart = await call<{ issue: { issue: string } }>(page.request, token, '/api/Lottery/heart', {
    game_id: room.game_id,
    plan_id: room.id,
  });
  const bet = { issue: heart.issue.issue, game_id: room.game_id, plan_id: room.id, play_type: '1', money: 1_000 };
  await expect(call(page.request, token, '/api/Lottery/playOrder', bet, { 'Idempotency-Key': crypto.randomUUID() })).rejects.toThrow(
    `Reason: ${REASON}.`,
  );

  // The controls screen says it was imposed, until when and why.
  await page.goto('/responsiblePlay');
  await expect(page.getByTestId('break-running')).toContainText('Excluded by customer service until');
  await expect(page.getByTestId('break-running')).toContainText(`Reason: ${REASON}.`);

  // The member can still ask to withdraw.
  const after = await call<{ money: number }>(
    page.request,
    await tokenOf(page),
    '/api/user/withdrawAction',
    { type: 1, money: 20_000, securityCode: CODE, index: 0 },
    { [CLIENT_HEADER]: OUR_CLIENT, 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(after.money).toBe(0);

  await helpdesk.context.close();
  expect(problems).toEqual([]);
});
