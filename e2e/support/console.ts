import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { E2E_SECOND_OPERATOR, ops, opsAs, requestIdOf, scanQr } from './wallet';

/** Every operator of a journey has this password (12+ characters, not a common one). */
export const OPERATOR_PASSWORD = 'e2e correct horse battery';
const STEP_S = 30;

/** An operator at a desk: a desktop browser of their own (the console's cookie is theirs alone), in English. */
export async function desk(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    locale: 'en-US',
  });
  await context.addInitScript(() => localStorage.setItem('ops.locale', 'en'));
  return { context, page: await context.newPage() };
}

/**
 * The authenticator app: the code of the step after the last one this operator used. The server takes the
 * neighbouring steps (clock drift) but never a step at or before the last accepted one, so a journey signing in
 * twice within 30 s uses the next step's code instead of waiting.
 */
export class Authenticator {
  private lastStep = 0;
  constructor(readonly secret: string) {}

  nextCode(): string {
    const now = Math.floor(Date.now() / 1000 / STEP_S);
    const step = Math.max(now, this.lastStep + 1);
    if (step > now + 1) throw new Error('no code left within the drift window: wait for the next step');
    this.lastStep = step;
    return generateSync({ secret: this.secret, epoch: step * STEP_S });
  }
}

/**
 * Opens an enrolment link as the new operator does: reads the QR code with a scanner, sets the password, types the
 * authenticator's first code. Answers the authenticator (its secret from the QR) once the console shows them signed in.
 */
export async function enrolFromLink(page: Page, link: string, name: string): Promise<Authenticator> {
  // The page spends the link when it opens it: opened already (to look at it first), it is not opened again.
  if (!page.url().endsWith(link)) await page.goto(link);
  await expect(page.getByText('Activate your operator account')).toBeVisible();
  const uri = await scanQr(page.getByRole('img', { name: 'Authenticator QR code' }));
  const secret = new URL(uri ?? 'otpauth://totp/none').searchParams.get('secret');
  if (!secret) throw new Error(`the enrolment QR code did not scan to an otpauth URI: ${uri}`);
  await expect(page.getByTestId('otp-secret')).toContainText(secret);
  const authenticator = new Authenticator(secret);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByLabel('Confirm password').fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code').fill(authenticator.nextCode());
  await page.getByRole('button', { name: 'Activate and sign in' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(name);
  return authenticator;
}

/** Signs in at /ops/signin with the name, the password and the authenticator's next code. */
export async function signInAtDesk(page: Page, name: string, authenticator: Authenticator): Promise<void> {
  await page.goto('/ops/signin');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code').fill(authenticator.nextCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(name);
}

/** An admin asks to add an operator on /ops/operators; another admin approves: answers the one-time enrolment link. */
export async function addOperator(page: Page, name: string, role: 'viewer' | 'cashier' | 'support' | 'admin'): Promise<string> {
  await page.goto('/ops/operators');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Role').click();
  // antd draws the visible options apart from the (hidden) accessible ones.
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: role[0]!.toUpperCase() + role.slice(1) })
    .click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  // Adding asks (four eyes): the journeys' CLI operator, another admin, approves and gets the link.
  const asked = page.getByText(new RegExp(`^Request #\\d+ to add ${name} asked`));
  await expect(asked).toBeVisible();
  const id = /#(\d+)/.exec((await asked.textContent()) ?? '')![1]!;
  const token = /\/ops\/enrol#([\w-]{43})/.exec(ops('request:approve', id))?.[1];
  if (!token) throw new Error(`approving request ${id} printed no enrolment link`);
  return `/ops/enrol#${token}`;
}

/**
 * A new operator at their own desk, enrolled: added from the CLI (one admin asks, the second approves and gets the
 * one-time link), then enrolled from the link in a desktop browser of their own.
 */
export async function staffAtDesk(
  browser: Browser,
  name: string,
  role: 'viewer' | 'cashier' | 'support' | 'admin',
): Promise<{ context: BrowserContext; page: Page }> {
  const printed = opsAs(E2E_SECOND_OPERATOR, 'request:approve', requestIdOf(ops('operator:add', name, '--role', role)));
  const link = /(\/ops\/enrol#[\w-]{43})/.exec(printed)?.[1];
  if (!link) throw new Error(`no enrolment link in: ${printed}`);
  const staff = await desk(browser);
  await enrolFromLink(staff.page, link, name);
  return staff;
}
