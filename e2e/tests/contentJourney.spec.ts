import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney, maskNickname } from 'shared-contracts';
import { publishArticle } from '../support/content';
import { keepForReadme, keepScreenshot, settled, signIn, watchProblems } from '../support/screens';
import { SALES_TIME_ZONE, call, firstRoom, gift, placeBet, tokenOf, waitForSettlement, type PlacedOrder } from '../support/trade';
import { LOCALES, approveDeposit, chooseLocale } from '../support/wallet';

test.use({ timezoneId: SALES_TIME_ZONE });

const DEPOSIT = 10_000;
const DEPOSIT_BONUS = 1_000;

/** Long and short as two orders of the same round: exactly one of them wins (a positive profit) whatever the draw. */
async function bothSidesOfOneRound(request: APIRequestContext, token: string, room: Awaited<ReturnType<typeof firstRoom>>) {
  for (;;) {
    const long = await placeBet(request, token, room, [1], 500);
    const short = await placeBet(request, token, room, [2], 500);
    if (long.issue === short.issue) return [long, short] satisfies PlacedOrder[];
  }
}

/** A deposit request of the member (as /Recharge opens it) that the operator approves with `ops deposit:approve`. */
async function approvedDeposit(page: Page): Promise<void> {
  const request = await call<{ id: number }>(
    page.request,
    await tokenOf(page),
    '/api/user/recharge',
    { amount: DEPOSIT },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  approveDeposit(request.id);
}

test('a member wins a round: home shows the win in the winners marquee, the nickname masked, with its profit', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const username = await signIn(page);
  gift(username, 5000);
  const token = await tokenOf(page);
  const room = await firstRoom(page.request, token);
  const orders = await bothSidesOfOneRound(page.request, token, room);
  const settled = await Promise.all(orders.map((order) => waitForSettlement(page.request, token, order.orderNo)));
  const wins = settled.filter((order) => order.whether_hit === 1);
  expect(wins).toHaveLength(1);
  expect(wins[0]!.profit).toBeGreaterThan(0);

  await chooseLocale(page, 'en');
  await page.goto('/');
  const win = page
    .getByRole('list', { name: 'Recent wins' })
    .getByRole('listitem')
    .filter({ hasText: maskNickname(username) })
    .filter({ hasText: room.name })
    .filter({ hasText: formatMoney(wins[0]!.profit) });
  await expect(win).toHaveCount(1);
  await expect(page.getByTestId('screen-home')).not.toContainText(username);
  expect(problems).toEqual([]);
});

test("ops approves a member's deposit: 'me' counts the unread message, /Notice shows it, opening it reads it", async ({ page }) => {
  const problems = watchProblems(page);
  await signIn(page);
  await chooseLocale(page, 'en');
  await approvedDeposit(page);

  await page.goto('/personal');
  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  await page.locator('.adm-list-item', { has: page.getByTestId('unread-badge') }).click();
  await expect(page).toHaveURL(/\/Notice/);
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  const message = page.getByTestId('notice-row').filter({ hasText: 'Deposit credited' });
  await expect(message.getByRole('img', { name: 'Unread' })).toBeVisible();
  await message.getByRole('button').click();
  await expect(message).toContainText(
    `Your deposit of ${formatMoney(DEPOSIT)} was credited with a bonus of ${formatMoney(DEPOSIT_BONUS)}.`,
  );
  await expect(message.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  // Read on the server too: a fresh page counts nothing.
  await page.goto('/personal');
  await expect(page.getByTestId('screen-personal')).toBeVisible();
  await settled(page);
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  expect(problems).toEqual([]);
});

/** Every mf-content route: path (the article filled in), root test id, file-name part. */
function contentRoutes(articleId: number) {
  return [
    ['/', 'home', 'home'],
    ['/moreNews', 'moreNews', 'news'],
    [`/aticleDetail?id=${articleId}`, 'articleDetail', 'article'],
    ['/announcement', 'announcement', 'announcement'],
    ['/Notice?tab=messages', 'notice', 'messages'],
    ['/Notice?tab=notice', 'notice', 'notices'],
    ['/actionCenter', 'actionCenter', 'activities'],
  ] as const;
}

test('every content screen at 375x667 in tw, zh and en, with no console error and no failed request', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchProblems(page);
  await signIn(page);
  await approvedDeposit(page);
  // A published article (the seed's first hot topic) for /aticleDetail.
  const news = await page.request.get('/api/index/articleList', { headers: { token: await tokenOf(page) } });
  const { tops } = ((await news.json()) as { data: { tops: { id: number }[] } }).data;
  for (const locale of LOCALES) {
    await chooseLocale(page, locale);
    for (const [path, id, name] of contentRoutes(tops[0]!.id)) {
      await page.goto(path);
      await expect(page.getByTestId(`screen-${id}`)).toBeVisible();
      await settled(page);
      await expect(page.getByTestId('home-loading')).toHaveCount(0);
      await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
      await expect(page.locator('.adm-dot-loading')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText(/\b(content|screens|common|account)\.[a-zA-Z]+(\.[a-zA-Z]+)?\b/);
      await expect(page.locator('body')).not.toContainText('This screen is coming soon.');
      // Every picture the screen shows has loaded (a broken one has no natural width).
      for (const image of await page.locator('img:visible').all())
        expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // tw and zh show the member's message unread (its dot and the count); en shows it opened, what it says.
      if (name === 'messages' && locale === 'en') await page.getByTestId('notice-row').first().getByRole('button').click();
      await keepScreenshot(page, testInfo, `content-${name}-${locale}`);
      await keepForReadme(page, `content-${name}-${locale}`);
    }
  }
  expect(problems).toEqual([]);
});

/** When the overlay showed and went, and when home's data arrived, in the page's own clock (ms); waits for all three. */
async function overlayTimes(page: Page): Promise<{ shown: number; gone: number; data: number }> {
  const read = () =>
    page.evaluate(() => {
      const { shown, gone } = (window as unknown as { overlay: { shown?: number; gone?: number } }).overlay;
      const answer = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/index/index'));
      return { shown, gone, data: (answer as PerformanceResourceTiming | undefined)?.responseEnd };
    });
  await expect.poll(async () => Object.values(await read()).every((time) => time !== undefined && time > 0)).toBe(true);
  return (await read()) as { shown: number; gone: number; data: number };
}

test("home's loading overlay goes with the data, and after 1 s at most when the data is slow", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await chooseLocale(page, 'en');
  // Watches the overlay from the page's first moment: Playwright's own polling could miss a short one.
  await page.addInitScript(() => {
    const overlay: { shown?: number; gone?: number } = {};
    (window as unknown as { overlay: typeof overlay }).overlay = overlay;
    new MutationObserver(() => {
      const present = document.querySelector('[data-testid="home-loading"]') !== null;
      if (present && overlay.shown === undefined) overlay.shown = performance.now();
      if (!present && overlay.shown !== undefined && overlay.gone === undefined) overlay.gone = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });

  await page.goto('/');
  const quick = await overlayTimes(page);
  expect(quick.shown).toBeLessThan(quick.data);
  expect(quick.gone - quick.data).toBeLessThan(1000);
  expect(quick.gone - quick.shown).toBeLessThanOrEqual(1100);

  // The same page with the data 3 s late: the overlay still goes after 1 s, before the data.
  await page.route(/\/api\/index\/index/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/');
  const slow = await overlayTimes(page);
  expect(slow.gone - slow.shown).toBeLessThanOrEqual(1100);
  expect(slow.gone).toBeLessThan(slow.data);
  await expect(page.getByRole('list', { name: 'Recent wins' }).or(page.getByText('No wins yet.', { exact: false }))).toBeVisible();
});

test('an article whose HTML carries a <script> and an onerror attribute renders without running either', async ({ page }) => {
  const missingImage = '/mf/content/no-such-picture.webp';
  const id = publishArticle(
    'Markup that must not run',
    `<p>Plain words stay.</p><script>window.__pwned = 'script'; document.title = 'pwned';</script>` +
      `<img src="${missingImage}" alt="x" onerror="window.__pwned = 'onerror'; document.title = 'pwned'">`,
  );
  const problems = watchProblems(page);
  await signIn(page);
  await chooseLocale(page, 'en');
  await page.goto(`/aticleDetail?id=${id}`);
  const content = page.getByTestId('article-content');
  await expect(content).toHaveText('Plain words stay.');
  // The picture's address failed (so an onerror left in place would have run by now).
  await expect.poll(() => content.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  await expect(content.locator('script')).toHaveCount(0);
  await expect(content.locator('img')).not.toHaveAttribute('onerror');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  await expect(page).not.toHaveTitle('pwned');
  // Nothing refused by the page's CSP either: the markup never reached the page, beyond the missing picture itself.
  expect(problems.filter((problem) => !problem.includes(missingImage))).toEqual([]);

  // The page's own sanitizer, should the server ever send the markup as it was written.
  await page.route(/\/api\/index\/article$/, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { content: string } };
    body.data.content += `<script>window.__pwned = 'script'</script><img src="${missingImage}" onerror="window.__pwned = 'onerror'">`;
    await route.fulfill({ response: answer, json: body });
  });
  await page.reload();
  await expect(content).toHaveText('Plain words stay.');
  await expect(content.locator('img')).toHaveCount(2);
  await expect(content.locator('script')).toHaveCount(0);
  await expect(content.locator('img[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
});
