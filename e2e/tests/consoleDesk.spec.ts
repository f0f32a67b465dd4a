import crypto from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { staffAtDesk } from '../support/console';
import { keepScreenshot, signIn, watchProblems } from '../support/screens';
import { call, tokenOf } from '../support/trade';
import { E2E_SECOND_OPERATOR, opsAs } from '../support/wallet';

/** The lines a piece of text is drawn on: 1 when the browser kept it whole (an ellipsis cut keeps it on one line). */
function linesOf(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });
}

/** The username as a table shows it: on one line, its full name in the cell or on hover. */
async function expectWhole(page: Page, username: string): Promise<void> {
  const shown = page.locator('.ant-table-tbody').getByText(username, { exact: true }).first();
  await expect(shown).toBeVisible();
  expect(await linesOf(shown)).toBe(1);
}

test('an admin at a 1280 px desk: usernames whole in the tables, a gift to a member found by name, the audit log searched by names and read in words', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36).slice(-6);
  // As long as a username may be (20): the widest a table's cell must hold.
  const username = `wideusername${suffix}xx`.slice(0, 20);
  await signIn(page, username);
  await call(page.request, await tokenOf(page), '/api/user/recharge', { amount: 10_000 }, { 'Idempotency-Key': crypto.randomUUID() });
  const admin = `desk${suffix}`;
  const { page: desk, context } = await staffAtDesk(browser, admin, 'admin');
  const problems = watchProblems(desk);

  await desk.goto(`/ops/members?q=${username}`);
  await expectWhole(desk, username);
  await keepScreenshot(desk, testInfo, 'ops-members-1280-en');

  await desk.goto('/ops/queues');
  await expectWhole(desk, username);
  await keepScreenshot(desk, testInfo, 'ops-queues-1280-en');

  // A gift: the member found by the start of their username, sent by id.
  await desk.goto('/ops/gifts');
  await desk.getByLabel('Member', { exact: true }).click();
  await desk.keyboard.type(username.slice(0, 14));
  await desk
    .locator('.ant-select-item-option')
    .filter({ hasText: `${username} (#` })
    .click();
  await desk.getByLabel('Amount').fill('1');
  await desk.getByLabel('Mark').fill('Welcome gift');
  await desk.getByLabel('Reason', { exact: true }).fill('ticket 42: a welcome gift');
  await desk.getByRole('button', { name: 'Ask for approval' }).click();
  const giftAsked = desk.getByText(new RegExp(`^Request #\\d+: 1u to ${username} awaits`));
  await expect(giftAsked).toBeVisible();
  // Another admin (the journeys' second operator, from the shell) approves it: the gift's row is about the member.
  opsAs(E2E_SECOND_OPERATOR, 'gift:approve', /#(\d+)/.exec(await giftAsked.innerText())![1]!, '--reason', 'ticket 42 checked');

  // The audit log by the names the operator knows; each action in words, the member by username.
  await desk.goto('/ops/audit');
  await desk.getByLabel('Actor').fill(admin);
  await desk.getByRole('button', { name: 'Search' }).click();
  await expect(desk.locator('.ant-table-tbody tr').filter({ hasText: 'Gift asked' })).toHaveCount(1);
  await expectWhole(desk, `operator:${admin}`);
  await desk.getByLabel('Actor').fill(E2E_SECOND_OPERATOR);
  await desk.getByLabel('Target').fill(username);
  await desk.getByRole('button', { name: 'Search' }).click();
  const gifted = desk.locator('.ant-table-tbody tr').filter({ hasText: 'Gift to member' });
  await expect(gifted).toHaveCount(1);
  await expect(gifted.getByText(username, { exact: true })).toHaveAttribute('title', /^member:\d+$/);
  await expect(desk.locator('.ant-table-tbody')).not.toContainText('member.gift');
  await expectWhole(desk, username);
  await keepScreenshot(desk, testInfo, 'ops-audit-1280-en');

  await context.close();
  expect(problems).toEqual([]);
});

test('a member of the original client opens its deposit page, which names no amount: a cashier finds it under Deposits, amount open and credits what arrived', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const username = await signIn(page);
  const token = await tokenOf(page);
  // The original client's deposit page sends `recharge {}` in its own dialect (no client header): it shows the
  // member's address and, while no chain watcher runs, opens the cashier's open-amount deposit.
  const shown = (await (await page.request.post('/api/user/recharge', { data: {}, headers: { token } })).json()) as {
    code: number;
    data: { usdt: string; open_deposit?: { id: number } };
  };
  expect(shown).toMatchObject({ code: 1, data: { open_deposit: { id: expect.any(Number) } } });
  const before = (await call<{ money: number }>(page.request, token, '/api/user/userInfo')).money;

  const { page: desk, context } = await staffAtDesk(browser, `open${Date.now().toString(36).slice(-6)}`, 'cashier');
  const problems = watchProblems(desk);
  await desk.goto('/ops/queues');
  await desk.getByRole('tab', { name: 'Deposits, amount open' }).click();
  await expect(desk.getByText(/names no amount: approve once the transfer has arrived/)).toBeVisible();
  const row = desk.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Stated at approval');
  await expect(row).toContainText(shown.data.usdt);
  await expect(desk.locator('.ant-spin-spinning')).toHaveCount(0);
  await keepScreenshot(desk, testInfo, 'ops-open-deposits-1280-en');

  // The transfer has arrived: the cashier states its transaction and the amount received.
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('Transaction that paid it').fill(crypto.randomBytes(32).toString('hex'));
  await dialog.getByLabel('Amount received').fill('12.5');
  await keepScreenshot(desk, testInfo, 'ops-open-deposit-approve-1280-en');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByText(/^Approved #\d+$/)).toBeVisible();
  await expect(row).toHaveCount(0);
  // 12.5u and the deposit bonus in force (10 % by default), as any deposit.
  await expect
    .poll(async () => (await call<{ money: number }>(page.request, token, '/api/user/userInfo')).money)
    .toBe(before + 1_250 + 125);

  await context.close();
  expect(problems).toEqual([]);
});

test('a screen whose load failed for the network loads by itself once the browser is back online or the tab regains focus', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { page: desk, context } = await staffAtDesk(browser, `back${Date.now().toString(36).slice(-6)}`, 'admin');
  const retry = desk.getByRole('button', { name: 'Retry' });
  await desk.goto('/ops/dashboard');
  await expect(desk.getByTestId('operator-name')).toBeVisible();

  // The connection drops without the browser noticing (no `offline` event: a Wi-Fi without a route, a VPN gone):
  // the screen's read fails after its retries and offers Retry.
  for (const [menu, call, comeBack] of [
    ['Audit log', '**/api/ops/audit', 'online'],
    ['Alerts', '**/api/ops/alerts', 'focus'],
  ] as const) {
    await desk.route(call, (route) => route.abort('internetdisconnected'));
    await desk.getByRole('menuitem', { name: menu }).click();
    await expect(retry).toBeVisible({ timeout: 20_000 });
    if (comeBack === 'online') await keepScreenshot(desk, testInfo, 'ops-offline-retry-en');
    await desk.unroute(call);
    // The network is back: the browser says so (`online`), or the operator comes back to the tab (`focus`); nobody
    // presses Retry.
    await desk.evaluate((event) => window.dispatchEvent(new Event(event)), comeBack);
    await expect(retry).toHaveCount(0);
    await expect(desk.locator('.ant-table-tbody tr').first()).toBeVisible();
  }
  await context.close();
});
