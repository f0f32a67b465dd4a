import { expect, test, type Locator, type Page } from '@playwright/test';
import { PORT, serverEnv } from '../playwright.config';
import { DEMO_CHAIN, startChainDemo, type ChainDemo } from '../support/chain';
import { keepScreenshot, signIn, watchProblems } from '../support/screens';
import { chooseLocale } from '../support/wallet';

// The shared e2e server runs without the chain (its journeys approve deposits by hand, which the watcher forbids):
// these journeys run `npm run chain:demo` of their own, its server on another port with the same settings.
const DEMO_PORT = PORT + 10;
test.use({ baseURL: `http://127.0.0.1:${DEMO_PORT}` });
test.describe.configure({ mode: 'serial' });

let demo: ChainDemo;
test.beforeAll(async () => {
  demo = await startChainDemo(DEMO_PORT, serverEnv(DEMO_PORT, ''));
});
test.afterAll(async () => demo?.stop());

const back = (page: Page) => page.locator('.adm-nav-bar-back').click();
const total = (page: Page) => page.getByTestId('total-assets');

/** The member's /Recharge, reached from the 'me' page as a member would; answers the address it shows. */
async function openRecharge(page: Page): Promise<string> {
  await page.goto('/personal');
  await expect(total(page)).toHaveText('0u');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/Recharge\?czqbdz=T\w{33}$/);
  const address = await page.getByTestId('deposit-address').innerText();
  expect(address).toMatch(/^T\w{33}$/);
  return address;
}

/** Sends `amount` u to the member on the demo chain; answers when the block that confirms it (the last of the depth) came. */
function sendToMember(username: string, amount: string, shown: string): Promise<number> {
  const sent = demo.send(username, amount);
  expect(sent.address).toBe(shown);
  return demo.whenBlock(sent.block + DEMO_CHAIN.confirmations - 1);
}

/** Back on /Recharge from the 'me' page: the credited deposit's row, scrolled into view for the screenshot. */
async function showCredited(page: Page, state: string) {
  await page.getByRole('button', { name: 'Deposit' }).click();
  const row = page.getByTestId('deposit-row').filter({ has: page.getByTestId('deposit-state').filter({ hasText: state }) });
  await expect(row).toHaveCount(1);
  await row.scrollIntoViewIfNeeded();
  await expect(page.getByText('--END--')).toBeVisible();
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
}

/** Date.now() once `locator` shows exactly `text`: waited for in the page (no assertion retry schedule), so timed closely. */
async function shownAt(locator: Locator, text: string): Promise<number> {
  await locator.filter({ hasText: new RegExp(`^${text}$`) }).waitFor({ timeout: 30_000 });
  return Date.now();
}

function report(journey: string, confirmed: number, credited: number, balance: number) {
  const { confirmations, blockTimeS, pollMs } = DEMO_CHAIN;
  console.log(
    `chain deposit (${journey}): ${((balance - confirmed) / 1000).toFixed(1)} s from the confirming block to the balance on screen ` +
      `(credited on /Recharge after ${((credited - confirmed) / 1000).toFixed(1)} s; confirmations ${confirmations}, block time ${blockTimeS} s, poll ${pollMs} ms)`,
  );
}

test('a transfer to the address /Recharge shows closes the open request: credited with the 10% bonus and the balance up, with no operator command', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  const username = await signIn(page);
  await chooseLocale(page, 'en');
  const address = await openRecharge(page);
  await page.getByLabel('Quantity (u)').fill('100');
  await expect(page.getByTestId('deposit-receive')).toHaveText('Bonus 10u, you receive 110u');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('deposit-opened')).toContainText('Transfer 100u to the address above');
  const request = page.getByTestId('deposit-row');
  await expect(request.getByTestId('deposit-state')).toHaveText('Pending');

  const confirming = sendToMember(username, '100', address);
  // No reload, no operator: the screen hears the credit by itself.
  const credited = await shownAt(request.getByTestId('deposit-state'), 'Credited, bonus 10u');
  await expect(page.getByTestId('deposit-countdown')).toHaveText('Credited, bonus 10u');
  await back(page);
  report('with a request', await confirming, credited, await shownAt(total(page), '110u'));

  await showCredited(page, 'Credited, bonus 10u');
  await keepScreenshot(page, testInfo, 'wallet-recharge-chain-request-credited-en');
  expect(problems).toEqual([]);
});

test('a transfer with no request open is credited all the same: /Recharge shows it credited with the bonus and the balance rises', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  const username = await signIn(page);
  await chooseLocale(page, 'en');
  const address = await openRecharge(page);
  await expect(page.getByTestId('deposit-row')).toHaveCount(0);

  const confirming = sendToMember(username, '50', address);
  const credited = await shownAt(page.getByTestId('deposit-row').getByTestId('deposit-state'), 'Credited, bonus 5u');
  await back(page);
  report('no request', await confirming, credited, await shownAt(total(page), '55u'));
  await showCredited(page, 'Credited, bonus 5u');
  await keepScreenshot(page, testInfo, 'wallet-recharge-chain-credited-en');
  expect(problems).toEqual([]);
});
