import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { ROUTES } from 'shared-contracts';
import { publishArticle } from '../support/content';
import { keepScreenshot, settled, signIn, watchProblems } from '../support/screens';
import { call, firstRoom, gift, placeBet, tokenOf } from '../support/trade';

const keypadOf = (page: Page) => page.locator('.adm-number-keyboard');
async function press(keypad: Locator, digits: string) {
  for (const digit of digits) await keypad.getByRole('button', { name: digit, exact: true }).click();
}

/** The member's answer from the api, as the app would ask it. */
async function safetyInfo(page: Page): Promise<{ isTrue: boolean }> {
  return call(page.request, await tokenOf(page), '/api/user/safetyInfo');
}

test('the first security code is typed twice: a mismatch is refused and said so, a match is saved', async ({ page }, testInfo) => {
  const problems = watchProblems(page);
  await signIn(page);
  const saves: unknown[] = [];
  page.on('request', (request) => request.url().includes('/api/user/setSafety') && saves.push(request.postDataJSON()));
  await page.goto('/setting?type=2');
  await page.waitForLoadState('networkidle');
  await page.getByText('安全碼').click();
  await expect(page).toHaveURL(/\/setSecurityCode\?isTrue=false$/);
  const keypad = keypadOf(page);
  await expect(keypad.getByRole('button', { name: '0', exact: true })).toBeInViewport({ ratio: 1 }); // slid in completely
  const step = page.getByTestId('code-step');

  await press(keypad, '135790');
  await expect(step).toHaveText('請再次輸入安全碼以確認');
  await press(keypad, '135709');
  await expect(page.getByTestId('screen-setSecurityCode').getByRole('alert')).toHaveText('兩次輸入的安全碼不一致，請重新設置');
  await expect(step).toHaveText('請設置 6 位數字安全碼');
  await keepScreenshot(page, testInfo, 'account-setSecurityCode-mismatch-tw');
  expect(saves).toEqual([]);
  expect(await safetyInfo(page)).toEqual({ isTrue: false });

  await press(keypad, '246802');
  await expect(step).toHaveText('請再次輸入安全碼以確認');
  await press(keypad, '24680');
  const saved = page.waitForResponse('**/api/user/setSafety');
  await press(keypad, '2');
  expect(((await (await saved).json()) as { code: number }).code).toBe(1);
  await expect(page).toHaveURL(/\/setting\?type=2$/);
  expect(saves).toEqual([expect.objectContaining({ new_code: '246802' })]);
  expect(await safetyInfo(page)).toEqual({ isTrue: true });
  expect(problems).toEqual([]);
});

test("the ID card number's 'cannot be changed' warning comes as a confirm before anything is saved", async ({ page }, testInfo) => {
  const problems = watchProblems(page);
  await signIn(page);
  const saves: unknown[] = [];
  page.on('request', (request) => request.url().includes('/api/user/profile') && saves.push(request.postDataJSON()));
  await page.goto('/baseinfo');
  await page.getByPlaceholder('請輸入身份證號碼').fill('A123456789');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('確認身份證號碼');
  await expect(dialog.getByTestId('baseinfo-confirm-idcard')).toHaveText('A123456789');
  await expect(dialog).toContainText('保存後不能再修改，請確認號碼無誤。');
  await expect(dialog.getByRole('button', { name: '確認保存' })).toBeInViewport({ ratio: 1 }); // zoomed in completely
  await keepScreenshot(page, testInfo, 'account-baseinfo-confirm-tw');
  expect(saves).toEqual([]);

  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  expect(saves).toEqual([]);
  await expect(page.getByPlaceholder('請輸入身份證號碼')).toHaveValue('A123456789');

  await page.getByRole('button', { name: '保存', exact: true }).click();
  const saved = page.waitForResponse('**/api/user/profile');
  await page.getByRole('dialog').getByRole('button', { name: '確認保存' }).click();
  expect(((await (await saved).json()) as { code: number }).code).toBe(1);
  await expect(page.getByTestId('baseinfo-idcard')).toHaveText('A123456789');
  expect(saves).toEqual([expect.objectContaining({ idcard: 'A123456789' })]);
  expect(problems).toEqual([]);
});

test('the language entry in the settings returns to the settings in the new language, and back still leads where it did', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  await signIn(page);
  await page.goto('/personal');
  await page.getByRole('button', { name: '設置' }).click();
  await expect(page).toHaveURL(/\/setting\?type=1$/);
  const entry = page.locator('.adm-list-item').filter({ hasText: '語言設置' });
  await expect(entry).toContainText('繁體中文');
  await entry.click();
  await expect(page.getByTestId('screen-language')).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('language-en').click();
  await reloaded;
  await expect(page).toHaveURL(/\/setting\?type=1$/);
  await expect(page.getByTestId('screen-setting')).toContainText('Settings');
  await expect(page.locator('.adm-list-item').filter({ hasText: 'Language' })).toContainText('English');
  expect(await page.evaluate(() => [localStorage.getItem('locale'), localStorage.getItem('localetype')])).toEqual(['en', '1']);
  await keepScreenshot(page, testInfo, 'account-setting-language-en');
  // The language screen left no trace in the history: back goes to the screen before the settings.
  await page.goBack();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByText('Total assets')).toBeVisible();
  expect(problems).toEqual([]);
});

test("the login screen's globe returns to the login in the new language", async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登錄', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '語言設置' }).click();
  await expect(page.getByTestId('screen-language')).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('language-zh').click();
  await reloaded;
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the service tab without a configured link says so, in a proper screen, and opens no window', async ({ page }, testInfo) => {
  const problems = watchProblems(page);
  await signIn(page);
  const popups: string[] = [];
  page.context().on('page', (popup) => popups.push(popup.url()));
  // The tab bar asks for the link quietly once the page is idle; KEFU_LINE is unset on the e2e server.
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/Task/kefu');
  await page.goto('/');
  expect(((await (await asked).json()) as { data: { line: string; email: string } }).data).toEqual({ line: '', email: '' });
  await page.getByRole('navigation', { name: 'tabs' }).getByText('客服', { exact: true }).click();
  await expect(page).toHaveURL(/\/room$/);
  await expect(page.getByTestId('service-page').locator('.adm-nav-bar-title')).toHaveText('客服');
  await expect(page.getByTestId('service-unavailable')).toHaveText('線上客服暫未開通，請稍後再試。');
  await expect(page.locator('.adm-toast-main')).toHaveText('線上客服暫未開通，請稍後再試。');
  await expect(page.getByRole('button', { name: '打開客服' })).toHaveCount(0);
  await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 5000 });
  await keepScreenshot(page, testInfo, 'shell-service-unavailable-tw');
  expect(popups).toEqual([]);
  expect(problems).toEqual([]);
});

test('the tab bar: a chart icon on the trend tab, labels of at least 11 px, tap targets of at least 44 px', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: 'tabs' }).locator('.adm-tab-bar-item');
  await expect(tabs).toHaveCount(5);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    const fontSize = await tab.locator('.adm-tab-bar-item-title').evaluate((title) => parseFloat(getComputedStyle(title).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(11);
  }
  const withChart = await tabs.evaluateAll((items) =>
    items.filter((item) => item.querySelector('[id^="HistogramOutline"]')).map((item) => item.textContent),
  );
  expect(withChart).toEqual(['走勢']);
});

test('the app can be added to the home screen: favicon, manifest with its icons, theme colour, full screen', async ({ page }) => {
  await page.goto('/login');
  const head = page.locator('head');
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1f2a44');
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  const icons = await head.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(icons).toEqual(['/favicon.ico', '/favicon.svg']);

  const answer = await page.request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#1f2a44', background_color: '#f4f6fa' });
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '192x192 maskable',
    '512x512 maskable',
  ]);

  // Every picture is a real PNG of the size it claims.
  const pictures = [
    ...manifest.icons.map((icon) => ({ src: icon.src, size: Number(icon.sizes.split('x')[0]) })),
    { src: '/apple-touch-icon.png', size: 180 },
  ];
  for (const { src, size } of pictures) {
    const picture = await page.request.get(src);
    expect(picture.headers()['content-type'], src).toBe('image/png');
    expect(PNG.sync.read(await picture.body())).toMatchObject({ width: size, height: size });
  }
  for (const [src, type] of [
    ['/favicon.svg', /^image\/svg\+xml/],
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
  ] as const) {
    const file = await page.request.get(src);
    expect(file.status(), src).toBe(200);
    expect(file.headers()['content-type'], src).toMatch(type);
  }
});

test('no route of the app answers a 404 or logs an error for a member', async ({ page }) => {
  test.setTimeout(180_000);
  const username = await signIn(page);
  const token = await tokenOf(page);
  gift(username, 1000);
  const room = await firstRoom(page.request, token);
  const order = await placeBet(page.request, token, room, [1, 2], 500);
  const article = publishArticle('Polish sweep', '<p>Every route, no 404.</p>');
  const queries: Partial<Record<string, string[]>> = {
    [ROUTES.setting]: ['?type=1', '?type=2'],
    [ROUTES.baseinfo]: [`?name=${username}`],
    [ROUTES.setSecurityCode]: ['?isTrue=false'],
    [ROUTES.betRoom]: [
      `?${new URLSearchParams({ id: String(room.id), game_id: String(room.game_id), name: room.name, title: room.title })}`,
    ],
    [ROUTES.betDetail]: [
      `?item=${encodeURIComponent(JSON.stringify({ orderNo: order.orderNo, createtime: Math.floor(Date.now() / 1000) }))}`,
    ],
    [ROUTES.verify]: [`?game_id=${room.game_id}&issue=${order.issue}`],
    [ROUTES.bankCardManage]: ['?type=0', '?type=1'],
    [ROUTES.withdraw]: ['?group_id=1'],
    [ROUTES.articleDetail]: [`?id=${article}`],
    [ROUTES.notice]: ['', '?tab=notice'],
  };
  // The sign-in screens last: a member may leave the app from there.
  const signInScreens: string[] = [ROUTES.login, ROUTES.register];
  const routes = [...Object.values(ROUTES).filter((route) => !signInScreens.includes(route)), ...signInScreens];
  const visited: string[] = [];
  const problems = watchProblems(page);
  for (const route of routes) {
    for (const query of queries[route] ?? ['']) {
      await page.goto(route + query);
      await settled(page);
      visited.push(route + query);
    }
  }
  expect(visited.length).toBeGreaterThan(Object.keys(ROUTES).length);
  expect(problems).toEqual([]);
});
