import { expect, test, type Page, type Response } from '@playwright/test';
import { keepForReadme, keepScreenshot, settled, signIn, watchProblems } from '../support/screens';
import { SALES_TIME_ZONE, call, firstRoom, gift, money, placeBet, salesDays, tokenOf, waitForSettlement } from '../support/trade';

// Date filters count days where the api does (its sales time zone): the member's phone is there too.
test.use({ timezoneId: SALES_TIME_ZONE });

async function chooseLocale(page: Page, locale: 'tw' | 'zh' | 'en') {
  await page.evaluate((choice) => {
    localStorage.setItem('locale', choice);
    localStorage.setItem('localetype', String({ en: 1, tw: 2, zh: 3 }[choice]));
  }, locale);
}

test('a two-leg bet with one winning leg reads partly won with its net loss in the bills; the detail shows the draw and each leg, and the draw verifies (a tampered value does not)', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const username = await signIn(page);
  gift(username, 1000);
  const token = await tokenOf(page);
  const room = await firstRoom(page.request, token);
  const perChoice = 500;
  // Long and short: exactly one of them wins whatever the draw.
  const placed = await placeBet(page.request, token, room, [1, 2], perChoice);
  const settled = await waitForSettlement(page.request, token, placed.orderNo);
  const proof = await call<{ code: number; site_1: number; site_2: number; site_3: number }>(page.request, token, '/api/Lottery/verify', {
    game_id: room.game_id,
    issue: placed.issue,
  });
  const { rule_base } = await call<{ rule_base: { class: number; odds: string }[] }>(page.request, token, '/api/Lottery/oddsList', {
    plan_id: room.id,
  });
  const winner = proof.code >= 14 ? 1 : 2;
  const odds = Number(rule_base.find((rule) => rule.class === winner)!.odds.replace('.', ''));
  const paid = Math.floor((perChoice * odds) / 100);
  const expectedProfit = paid - 2 * perChoice;
  // A leg won, the order lost money: it must never read "Won".
  expect(expectedProfit).toBeLessThan(0);
  expect(settled.profit).toBe(expectedProfit);

  await chooseLocale(page, 'en');
  await page.goto('/BetRecord');
  const row = page.getByTestId('order-row').filter({ hasText: placed.issue });
  await expect(row.getByTestId('order-state')).toHaveText('Partly won');
  await expect(row.getByTestId('order-profit')).toHaveText(`Net ${money(expectedProfit)}`);

  // The date drawer: today alone still holds the order.
  await page.getByRole('button', { name: 'Filter' }).click();
  // The drawer has slid in and fits the screen.
  await expect(page.getByRole('button', { name: 'Apply' })).toBeInViewport({ ratio: 1 });
  const today = salesDays(0).end_date;
  await page.getByLabel('From').fill(today);
  await keepScreenshot(page, testInfo, 'trade-records-filter-en');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${today} to ${today}`)).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/betDetail\?item=/);
  await expect(page.getByTestId('detail-stamp')).toHaveText('Partly won');
  await expect(page.getByTestId('detail-profit')).toHaveText(money(expectedProfit));
  await expect(page.getByTestId('detail-amount')).toHaveText(money(2 * perChoice));
  await expect(page.getByTestId('detail-paid')).toHaveText(money(paid));
  await expect(page.getByTestId('detail-draw')).toHaveText(`${proof.site_1}${proof.site_2}${proof.site_3}=${proof.code}`);
  const legs = page.getByTestId('detail-leg');
  await expect(legs).toHaveCount(2);
  const oddsOf = (cls: number) => rule_base.find((rule) => rule.class === cls)!.odds;
  for (const [i, cls] of [1, 2].entries()) {
    await expect(legs.nth(i)).toContainText(`${money(perChoice)} at odds ${oddsOf(cls)}`);
    await expect(legs.nth(i)).toContainText(cls === winner ? `Won, paid ${money(paid)}` : 'Lost');
  }
  await expect(page.getByText(placed.orderNo)).toBeVisible();
  await keepScreenshot(page, testInfo, 'trade-detail-partlyWon-en');

  await page.getByText("Check this round's draw").click();
  await expect(page).toHaveURL(new RegExp(`/verify\\?game_id=${room.game_id}&issue=${placed.issue}`));
  await expect(page.getByTestId('verify-verdict')).toContainText('Match: the result is exactly what was published');

  // A tampered link: its hash no longer chains to the previous link and its digits differ.
  const link = page.locator('#proof-link');
  const original = await link.inputValue();
  await link.fill(`${original[0] === '0' ? '1' : '0'}${original.slice(1)}`);
  await expect(page.getByTestId('verify-verdict')).toContainText('Mismatch');
  await expect(page.getByTestId('verify-verdict')).toContainText('✗ Keys chain up');
  expect(problems).toEqual([]);
});

/** Every mf-trade route: path (filled in once a member has an order), root test id, file-name part. */
function tradeRoutes(room: { id: number; game_id: number; name: string; title: string }, item: string, issue: string) {
  const roomQuery = `id=${room.id}&game_id=${room.game_id}&name=${encodeURIComponent(room.name)}&title=${encodeURIComponent(room.title)}`;
  return [
    ['/lottery', 'lottery', 'hall'],
    [`/betRoom?${roomQuery}`, 'betRoom', 'room'],
    [`/lotteryDetail?game_id=${room.game_id}`, 'lotteryDetail', 'results'],
    [`/lotteryExplain?${roomQuery}`, 'lotteryExplain', 'explain'],
    [`/trendChart?game_id=${room.game_id}`, 'trendChart', 'trend'],
    [`/find?game_id=${room.game_id}`, 'find', 'find'],
    ['/BetRecord', 'betRecord', 'records'],
    [`/betDetail?item=${encodeURIComponent(item)}`, 'betDetail', 'detail'],
    [`/verify?game_id=${room.game_id}&issue=${issue}`, 'verify', 'verify'],
  ] as const;
}

test('every trade screen at 375x667 in tw, zh and en, with no console error and no failed request', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const username = await signIn(page);
  gift(username, 1000);
  const token = await tokenOf(page);
  const room = await firstRoom(page.request, token);
  const placed = await placeBet(page.request, token, room, [1, 3], 500);
  await waitForSettlement(page.request, token, placed.orderNo);
  const [order] = await call<object[]>(page.request, token, '/api/user/orderList', {
    ...salesDays(1),
    page: 1,
  });
  const problems = watchProblems(page);
  const scripts: Response[] = [];
  page.on('response', (response) => response.url().endsWith('.js') && response.status() === 200 && scripts.push(response));
  for (const locale of ['tw', 'zh', 'en'] as const) {
    await chooseLocale(page, locale);
    for (const [path, id, name] of tradeRoutes(room, JSON.stringify(order), placed.issue)) {
      scripts.length = 0;
      await page.goto(path);
      await expect(page.getByTestId(`screen-${id}`)).toBeVisible();
      await settled(page);
      await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText(/\b(trade|screens|common|outcome)\.[a-zA-Z]+(\.[a-zA-Z]+)?\b/);
      await expect(page.locator('body')).not.toContainText('This screen is coming soon.');
      // Highcharts loads with /find alone: no other route's first load carries it.
      const bodies = await Promise.all(scripts.map((script) => script.text()));
      expect(
        bodies.some((body) => body.includes('Highcharts')),
        `Highcharts in the first load of ${path}`,
      ).toBe(id === 'find');
      await keepScreenshot(page, testInfo, `trade-${name}-${locale}`);
      await keepForReadme(page, `trade-${name}-${locale}`);
    }
  }
  expect(problems).toEqual([]);
});
