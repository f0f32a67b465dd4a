import { expect, test, type Page, type Route } from '@playwright/test';
import { countRemoteEntries, federationInstances, pointRemotes } from '../support/remotes';
import { keepScreenshot, signIn } from '../support/screens';

// Where no remote is deployed (the server answers 404).
const DEAD = '/mf/trade-gone/mf-manifest.json';
const tabs = (page: Page) => page.getByRole('navigation', { name: 'tabs' });

test('a dead remote shows a fallback in its route only; Retry reloads that remote alone and the others keep their one instance', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await pointRemotes(page, { trade: DEAD });
  const entries = countRemoteEntries(page);
  let deadAttempts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(DEAD)) deadAttempts++;
  });
  await page.goto('/');
  await expect(page.getByTestId('screen-home')).toBeVisible();
  await tabs(page).getByText('我的').click();
  await expect(page.getByTestId('screen-personal')).toBeVisible();

  await tabs(page).getByText('交易大廳').click();
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await keepScreenshot(page, testInfo, 'shell-dead-remote-fallback');
  // The federation runtime's retry plugin fetched the manifest again before giving up; Retry tries anew.
  const attempts = deadAttempts;
  expect(attempts).toBeGreaterThan(1);
  await fallback.getByRole('button').click();
  await expect.poll(() => deadAttempts).toBeGreaterThan(attempts);
  await expect(fallback).toBeVisible({ timeout: 20_000 });

  await tabs(page).getByText('我的').click();
  await expect(page.getByTestId('screen-personal')).toBeVisible();
  await tabs(page).getByText('首頁').click();
  await expect(page.getByTestId('screen-home')).toBeVisible();
  await keepScreenshot(page, testInfo, 'shell-dead-remote-other-tab');
  // The healthy remotes were neither downloaded nor started a second time.
  expect(entries).toEqual({ content: 1, account: 1 });
  expect(await federationInstances(page)).toEqual(['mf_account', 'mf_content', 'shell']);
});

const unreadable: [failure: string, screenshot: string, answer: (route: Route) => Promise<void>][] = [
  ['a network error', 'shell-remotes-json-network-error', (route) => route.abort('failed')],
  [
    'an html page instead of JSON',
    'shell-remotes-json-html',
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>not here</title>' }),
  ],
];
for (const [failure, screenshot, answer] of unreadable) {
  test(`/remotes.json failing with ${failure} still starts the app, every remote at its default address`, async ({ page }, testInfo) => {
    await signIn(page);
    await page.route('**/remotes.json', answer);
    await page.goto('/');
    await expect(page.getByTestId('screen-home')).toBeVisible();
    await tabs(page).getByText('我的').click();
    await expect(page.getByTestId('screen-personal')).toBeVisible();
    await keepScreenshot(page, testInfo, screenshot);
  });
}
