import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import webpack, { type Configuration } from 'webpack';
import { countRemoteEntries, pointRemotes } from '../support/remotes';
import { keepScreenshot, signIn } from '../support/screens';

// A team redeploys the account remote alone: one of its texts changed and a widget the shell's kit does not
// list. The shell and its build stay as they are; only remotes.json points at the new deployment.
const root = path.resolve(__dirname, '../..');
const NEXT = '/mf/account-next/';
const TEXT = { was: "'會員權益'", now: "'尊享會員權益'" };

let nextDist = '';

/** Replaces one string of the remote's own bundle (src/i18n), failing if it is not there exactly once. */
function changeText(src: string) {
  const files = fs.readdirSync(path.join(src, 'i18n'), { recursive: true, encoding: 'utf8' }).map((f) => path.join(src, 'i18n', f));
  const holding = files.filter((f) => f.endsWith('.ts') && fs.readFileSync(f, 'utf8').split(TEXT.was).length === 2);
  expect(holding, `mf-account/src/i18n holds ${TEXT.was} once`).toHaveLength(1);
  fs.writeFileSync(holding[0]!, fs.readFileSync(holding[0]!, 'utf8').replace(TEXT.was, TEXT.now));
}

test.beforeAll(async () => {
  const testInfo = test.info();
  testInfo.setTimeout(300_000);
  // Inside the repository, so the copy resolves the same node_modules as the real remote.
  const dir = testInfo.outputPath('mf-account');
  fs.cpSync(path.join(root, 'mf-account'), dir, { recursive: true, filter: (from) => !/[\\/](dist|node_modules)$/.test(from) });
  changeText(path.join(dir, 'src'));
  // The new widget comes from antd-mobile by its own path: the remote's own copy, no shell rebuild.
  fs.writeFileSync(
    path.join(dir, 'src/NextApp.tsx'),
    [
      "import NoticeBar from 'antd-mobile/es/components/notice-bar';",
      "import type { RemoteAppProps } from 'shared-contracts';",
      "import App from './App';",
      'export default function NextApp(props: RemoteAppProps) {',
      '  return (<><NoticeBar data-testid="next-notice" color="info" content="v2" /><App {...props} /></>);',
      '}',
    ].join('\n'),
  );
  const { default: makeConfig } = (await import(path.join(root, 'config/webpack.factory.js'))) as {
    default: (o: object) => (env: object, argv: object) => Configuration;
  };
  const config = makeConfig({ dir, name: 'mf_account', port: 0, exposes: { './App': './src/NextApp.tsx' } })({}, { mode: 'production' });
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString('errors-only'))) : resolve(),
    ),
  );
  nextDist = path.join(dir, 'dist');
});

test('a remote redeployed alone shows its changed text and a widget the shell does not share, the shell untouched', async ({
  page,
}, testInfo) => {
  await signIn(page);
  // Leave the sign-in page first, so none of its own remote loads is still in flight when counting starts.
  await page.goto('about:blank');
  // The new deployment, served from its own folder.
  await page.route(`**${NEXT}**`, (route) =>
    route.fulfill({ path: path.join(nextDist, new URL(route.request().url()).pathname.slice(NEXT.length)) }),
  );
  await pointRemotes(page, { account: `${NEXT}mf-manifest.json` });
  const entries = countRemoteEntries(page);

  await page.goto('/personal');
  const screen = page.getByTestId('screen-personal');
  await expect(screen.getByText(TEXT.now.slice(1, -1), { exact: true })).toBeVisible();
  const notice = page.getByTestId('next-notice');
  await expect(notice).toHaveText('v2');
  // The new widget's styles came with the remote; no widget is on the page twice (the kit's, the screen's
  // buttons included, are still the shell's one instance): no stylesheet was injected twice.
  expect(await notice.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  const sheets = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent ?? ''));
  expect(sheets.filter((css) => css.includes('.adm-notice-bar {'))).toHaveLength(1);
  expect(sheets.length).toBe(new Set(sheets).size);
  await keepScreenshot(page, testInfo, 'remote-redeployed-alone');
  // Only the new deployment was loaded.
  expect(entries).toEqual({ 'account-next': 1 });
});
