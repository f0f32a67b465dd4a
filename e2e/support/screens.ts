import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type PageScreenshotOptions, type Request, type TestInfo } from '@playwright/test';
import { CLIENT_HEADER, OUR_CLIENT, sessionEntries, type SessionUser } from 'shared-contracts';

/** Where every test keeps its 375x667 screenshots (an artifact CI can publish). */
export const ARTIFACTS = path.resolve(__dirname, '../artifacts');

export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/**
 * A screenshot for the README (docs/screens/<name>.png), written only when `npm run screens` asks (WRITE_SCREENS=1):
 * a test run leaves a checkout as it found it.
 */
export async function keepForReadme(page: Page, name: string, options: Omit<PageScreenshotOptions, 'path'> = {}): Promise<void> {
  if (process.env.WRITE_SCREENS !== '1') return;
  // Transitions ended (antd fades a table's rows in): the shot shows the screen as it settles, not half-faded.
  await page.screenshot({ animations: 'disabled', ...options, path: path.resolve(__dirname, '../../docs/screens', `${name}.png`) });
}

/** A member session without the UI: register through the real api, then store the session as the shell would. */
export async function signIn(
  page: Page,
  username = `e2e${Date.now().toString(36)}${Math.floor(performance.now()).toString(36)}`.slice(0, 20),
): Promise<string> {
  await openSession(page, '/api/user/register', { username, password: 'secret123' });
  return username;
}

/** Opens a session with a call that answers user data (register, guest) and stores it as the shell would. */
export async function openSession(page: Page, url: string, data: object): Promise<void> {
  const response = await page.request.post(url, { data: { ...data, lang: 'en' }, headers: { [CLIENT_HEADER]: OUR_CLIENT } });
  const body = (await response.json()) as {
    code: number;
    msg: string;
    data: SessionUser;
  };
  if (body.code !== 1) throw new Error(`${url} failed: ${body.msg}`);
  await page.goto('/language');
  await page.evaluate((entries) => {
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, sessionEntries(body.data));
}

/**
 * What the page logged as an error or failed to load while a journey runs. A request the app itself
 * cancelled (a screen left before its answer: the query's AbortSignal) is not a failure.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()} ${message.location().url}`));
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => response.status() >= 400 && problems.push(`http ${response.status()}: ${response.url()}`));
  followRequests(page);
  return problems;
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Keeps the page's requests in flight from now on, for settled() (watchProblems does it). */
export function followRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Playwright's 'networkidle' for a page that holds the live channel's stream open (home, the hall, a room): every
 * other request has ended and none started for 500 ms. Needs followRequests (or watchProblems) from before the page loaded.
 */
export async function settled(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('settled() needs followRequests(page) first');
  await page.waitForLoadState('load');
  const busy = () => [...open].filter((request) => !new URL(request.url()).pathname.startsWith('/api/live')).length;
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (busy() > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 500;
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
}
