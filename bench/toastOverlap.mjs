// How many toasts show at once, and for how long two overlap, through the flows that end a call with a result
// toast: register, a wrong and a right login, the first security code, a password change. Chromium at 375x667 on
// the built app (scripts/build.mjs ran before). STATIC_DIR=<another checkout> measures that checkout's build.
// Usage: node bench/toastOverlap.mjs [port]   (prints one JSON line per flow and one for all)
import { launchChromium, root, startApi } from '../scripts/localApp.mjs';

const port = Number(process.argv[2] ?? 18_700);
const { base, stop } = await startApi(port, { STATIC_DIR: process.env.STATIC_DIR ?? root });
const browser = await launchChromium();
const password = 'secret123';
const username = `toast${Date.now().toString(36)}`.slice(0, 20);

/** Counts `.adm-toast-main` in the page from its first script on: the most at once, and ms with two or more. */
function watchToasts() {
  const watch = { most: 0, overlapMs: 0, since: -1 };
  Object.assign(window, { toastWatch: watch });
  new MutationObserver(() => {
    const now = performance.now();
    const count = document.querySelectorAll('.adm-toast-main').length;
    watch.most = Math.max(watch.most, count);
    if (count >= 2 && watch.since < 0) watch.since = now;
    if (count < 2 && watch.since >= 0) {
      watch.overlapMs += now - watch.since;
      watch.since = -1;
    }
  }).observe(document, { childList: true, subtree: true });
}

try {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('localetype', '1');
  });
  await context.addInitScript(watchToasts);
  const page = await context.newPage();
  const results = [];
  /** Runs one flow from a fresh page load, then reads the watch once the toasts are gone. */
  async function flow(name, path, act) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window.toastWatch, { most: 0, overlapMs: 0, since: -1 }));
    await act();
    await page.waitForTimeout(2_500);
    const { most, overlapMs } = await page.evaluate(() => window.toastWatch);
    results.push({ flow: name, most, overlapMs: Math.round(overlapMs) });
    console.log(JSON.stringify(results.at(-1)));
  }
  const fill = (placeholder, value) => page.getByPlaceholder(placeholder, { exact: true }).fill(value);

  await flow('register', '/register', async () => {
    await fill('Please enter the username', username);
    await fill('Please enter the password', password);
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(/\/$/);
  });
  await page.evaluate(() => sessionStorage.clear());
  await flow('login refused', '/login', async () => {
    await fill('Please enter the username', username);
    await fill('Please enter the password', 'wrong-pass');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('.adm-toast-main', { hasText: 'Account or password wrong' }).waitFor();
  });
  await flow('login', '/login', async () => {
    await fill('Please enter the username', username);
    await fill('Please enter the password', password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/$/);
  });
  await flow('security code', '/setSecurityCode?isTrue=false', async () => {
    const keypad = page.locator('.adm-number-keyboard');
    const saved = page.waitForResponse('**/api/user/setSafety', { timeout: 10_000 });
    const typeCode = async () => {
      for (const digit of '246802') await keypad.getByRole('button', { name: digit, exact: true }).click();
    };
    await typeCode();
    // A build that asks for the code twice sends nothing after the first entry.
    if (!(await Promise.race([saved.then(() => true), page.waitForTimeout(1_000).then(() => false)]))) await typeCode();
    await saved;
  });
  await flow('password change', '/changePassword', async () => {
    await fill('Please enter the old password', password);
    await fill('Please enter the new password', 'brandNew99');
    await fill('Please enter the new password again', 'brandNew99');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForResponse('**/api/user/newPass');
  });
  console.log(
    JSON.stringify({
      flow: 'all',
      most: Math.max(...results.map((r) => r.most)),
      overlapMs: results.reduce((sum, r) => sum + r.overlapMs, 0),
    }),
  );
} finally {
  await browser.close();
  stop();
}
