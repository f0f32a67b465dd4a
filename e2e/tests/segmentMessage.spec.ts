import { expect, test } from '@playwright/test';
import { staffAtDesk } from '../support/console';
import { keepForReadme, keepScreenshot, signIn, watchProblems } from '../support/screens';
import { chooseLocale, E2E_SECOND_OPERATOR, opsAs } from '../support/wallet';

const WORDS = {
  tw: ['週末加碼', '本週末每筆充值加贈 5%'],
  zh: ['周末加码', '本周末每笔充值加赠 5%'],
  en: ['Weekend boost', 'Every deposit this weekend earns 5% more'],
} as const;

test('support writes one message to all active members in three languages, counts them, asks; once approved the member reads it in their language', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const suffix = Date.now().toString(36).slice(-5);

  // A member, and a support agent asked by one admin, approved by another, enrolled at their desk.
  await signIn(page);
  await chooseLocale(page, 'en');
  const agent = `note${suffix}`;
  const helpdesk = await staffAtDesk(browser, agent, 'support');

  // The agent chooses all active members, counts them, writes each language, asks.
  const desktop = helpdesk.page;
  await desktop.goto('/ops/messages');
  await desktop.getByLabel('Members').click();
  await desktop.getByTitle('All active members').click();
  await desktop.getByRole('button', { name: 'Count members' }).click();
  await expect(desktop.getByText(/^Reaches \d+ members; left out: \d+ excluded, \d+ disabled\.$/)).toBeVisible();
  const titles = desktop.getByLabel('Title');
  const bodies = desktop.getByLabel('Text');
  for (const [i, [title, body]] of Object.values(WORDS).entries()) {
    await titles.nth(i).fill(title);
    await bodies.nth(i).fill(body);
  }
  await desktop.getByLabel('Why').fill('Weekend promotion, approved by marketing');
  await desktop.getByRole('heading', { name: 'Message to a segment' }).scrollIntoViewIfNeeded();
  await keepScreenshot(desktop, testInfo, 'ops-segment-message-en');
  // The README's screenshot of the screen.
  await keepForReadme(desktop, 'ops-messages-en');
  await desktop.getByRole('button', { name: 'Ask' }).click();
  const asked = desktop.getByRole('link', { name: /^Request #\d+ asked/ });
  await expect(asked).toBeVisible();
  const id = /#(\d+)/.exec(await asked.innerText())![1]!;

  // Nothing is sent until another operator approves it (an admin, from the shell).
  opsAs(E2E_SECOND_OPERATOR, 'request:approve', id);

  await page.goto('/Notice?tab=messages');
  await page.getByText(WORDS.en[0]).first().click();
  await expect(page.getByText(WORDS.en[1]).first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'content-segment-message-en');

  await helpdesk.context.close();
  expect(problems).toEqual([]);
});
