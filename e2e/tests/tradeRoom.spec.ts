import { expect, test, type Page } from '@playwright/test';
import { PORT } from '../playwright.config';
import { keepScreenshot, signIn, watchProblems } from '../support/screens';
import { SALES_TIME_ZONE, call, gift, money, tokenOf } from '../support/trade';

test.use({ timezoneId: SALES_TIME_ZONE });

async function inEnglish(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('localetype', '1');
  });
}

/** The api's mask (shared-contracts maskNickname): first and last character. */
const masked = (name: string) => `${name[0]}***${name.at(-1)}`;

/** Waits until the round is on sale with at least `seconds` left, so a purchase made through the popup lands in it. */
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

test('a member enters a room from the hall, buys two outcomes, sees the bet and the balance, then the net result of the round; another member sees the bet, masked', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const username = await signIn(page);
  gift(username, 1000);
  await inEnglish(page);

  // A second member watching the same room in their own browser.
  const watcher = await browser.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  });
  const watcherPage = await watcher.newPage();
  await signIn(watcherPage);
  await inEnglish(watcherPage);

  await page.goto('/lottery');
  await page.getByTestId('hall-room').first().click();
  await expect(page).toHaveURL(/\/betRoom\?id=\d+&game_id=\d+/);
  await expect(page.getByTestId('room-assets')).toHaveText('1000u');
  await watcherPage.goto(page.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(watcherPage.getByTestId('screen-betRoom')).toBeVisible();

  await page.getByTestId('room-go-buy').click();
  await page.getByTestId('buy-class-1').click();
  await page.getByTestId('buy-class-2').click();
  // A decimal is refused as it stands, typed or pasted: never stripped into a bigger whole number (20.7 -> 207).
  const quantity = page.getByTestId('buy-quantity').locator('input');
  const buy = page.getByRole('button', { name: 'Buy', exact: true });
  await quantity.pressSequentially('20.7');
  await expect(quantity).toHaveValue('20.7');
  await expect(page.getByTestId('buy-per-choice')).toHaveText('Whole units only: remove the decimal point or other signs');
  await expect(buy).toBeDisabled();
  await keepScreenshot(page, testInfo, 'trade-room-decimal-en');
  await quantity.clear();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => navigator.clipboard.writeText('20.7'));
  await quantity.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(quantity).toHaveValue('20.7');
  await expect(buy).toBeDisabled();
  await quantity.fill('20');
  await expect(page.getByTestId('buy-per-choice')).toHaveText('10u each × 2 = 20u');
  await keepScreenshot(page, testInfo, 'trade-room-buy-en');
  await waitForSaleWindow(page, 5);
  const issue = /Round (\d{11,13})/.exec(await page.getByTestId('room-round').innerText())![1]!;
  await buy.click();
  await expect(page.getByText('Successfully ordered')).toBeVisible();
  await expect(page.getByTestId('room-assets')).toHaveText('980u');

  // Long and short: one of them wins whatever the draw; the feed shows the bet under the masked name.
  const mine = page
    .getByTestId('feed-bet')
    .filter({ hasText: masked(username) })
    .filter({ hasText: issue });
  await expect(mine).toContainText('Long,Short');
  await expect(mine).toContainText('20u');
  const seen = watcherPage
    .getByTestId('feed-bet')
    .filter({ hasText: masked(username) })
    .filter({ hasText: issue });
  await expect(seen).toContainText('Long,Short');
  await expect(watcherPage.getByTestId('room-feed')).not.toContainText(username);
  await keepScreenshot(watcherPage, testInfo, 'trade-room-watcher-en');

  const token = await tokenOf(page);
  const roomId = Number(new URL(page.url()).searchParams.get('id'));
  const { rule_base } = await call<{ rule_base: { class: number; odds: string }[] }>(page.request, token, '/api/Lottery/oddsList', {
    plan_id: roomId,
  });
  const payout = (cls: number) => Math.floor((1000 * Number(rule_base.find((rule) => rule.class === cls)!.odds.replace('.', ''))) / 100);
  const result = page.getByTestId('room-result');
  // One class paid 19.8u of the 20u staked: the round lost 0.2u, however the payout looks.
  await expect(result).toHaveAttribute('data-result', 'lost', { timeout: 40_000 });
  const text = await result.innerText();
  expect(
    [1, 2].map((cls) => `Round ${issue}: lost ${money(2000 - payout(cls))} net (paid ${money(payout(cls))} for a 20u stake)`),
  ).toContain(text.replace('×', '').trim());
  expect(text).not.toContain('Congratulations');
  await keepScreenshot(page, testInfo, 'trade-room-result-en');

  await watcher.close();
  expect(problems).toEqual([]);
});
