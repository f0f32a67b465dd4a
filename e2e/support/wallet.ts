import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DATA_DIR } from '../playwright.config';
import { openSession } from './screens';

const root = path.resolve(__dirname, '../..');

/** The operator the journeys' commands name (`--by`): an admin the first command enrols (nobody to name yet). */
const E2E_OPERATOR = 'e2e-ops';
/** The second admin, who approves what E2E_OPERATOR asks (four eyes): the server's shell enrols the first two admins. */
export const E2E_SECOND_OPERATOR = 'e2e-ops2';
let enrolled = false;

/**
 * Runs one operator command (`npm run ops -- <args>`, the built CLI) on the e2e server's database as E2E_OPERATOR;
 * answers what it printed.
 */
export function ops(...args: string[]): string {
  return opsAs(E2E_OPERATOR, ...args);
}

/** Runs one operator command as `operator` (E2E_OPERATOR or E2E_SECOND_OPERATOR); answers what it printed. */
export function opsAs(operator: string, ...args: string[]): string {
  if (!enrolled) {
    // Enrols both admins from the shell while fewer than two exist; once they do, these fail (another worker enrolled them).
    runCli(['operator:add', E2E_OPERATOR, '--role', 'admin'], true);
    runCli(['operator:add', E2E_SECOND_OPERATOR, '--role', 'admin'], true);
    enrolled = true;
  }
  return runCli([...args, '--by', operator]);
}

/** The id of the request a command asked ("request <id>: ..."), for the second operator's approval. */
export function requestIdOf(printed: string): string {
  const id = /^request (\d+):/m.exec(printed)?.[1];
  if (!id) throw new Error(`no request in: ${printed}`);
  return id;
}

/** `ops deposit:approve` of a request, naming a fresh transaction id (TRON's form) as the transfer that paid it. */
export function approveDeposit(id: number): string {
  return ops('deposit:approve', String(id), '--tx', randomBytes(32).toString('hex'));
}

function runCli(args: string[], mayFail = false): string {
  try {
    return execFileSync('node', [path.join(root, 'api/dist/ops/cli.js'), ...args], {
      env: { ...process.env, DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: 'pipe',
      encoding: 'utf8',
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    if (mayFail) return stderr ?? '';
    throw new Error(`ops ${args.join(' ')} failed: ${stderr || stdout || String(error)}`, { cause: error });
  }
}

/** The id of the member's pending withdrawal in the operator's queue (`withdraw:list`: id, username, amount, ...). */
export function pendingWithdrawalOf(username: string): string {
  const rows = ops('withdraw:list')
    .split('\n')
    .map((line) => line.split('\t'));
  const mine = rows.filter(([, name]) => name === username);
  if (mine.length !== 1) throw new Error(`expected one pending withdrawal of ${username}, found ${mine.length}`);
  return mine[0]![0]!;
}

/** A guest session (POST /api/user/guest), stored as the shell stores a login (see signIn). */
export async function enterAsGuest(page: Page): Promise<void> {
  await openSession(page, '/api/user/guest', {});
}

export const LOCALES = ['tw', 'zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language the app starts in on the next load, as the language screen stores it. */
export async function chooseLocale(page: Page, locale: Locale): Promise<void> {
  await page.evaluate((choice) => {
    localStorage.setItem('locale', choice);
    localStorage.setItem('localetype', String({ en: 1, tw: 2, zh: 3 }[choice]));
  }, locale);
}

/** What a wallet app's scanner reads from the QR code on screen (the element's own screenshot). */
export async function scanQr(qr: Locator): Promise<string | undefined> {
  const image = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * A TRON address of its own (base58check of 0x41 and 20 bytes drawn from `name`) for one member to bind: the specs
 * share one server, and a payout address two members bind opens an anti-money-laundering case that holds their
 * withdrawals. The same name gives the same address, so the screenshots stay the same from run to run.
 */
export function walletOf(name: string): string {
  const sha = (data: Buffer) => createHash('sha256').update(data).digest();
  const payload = Buffer.concat([Buffer.from([0x41]), sha(Buffer.from(`e2e wallet ${name}`)).subarray(0, 20)]);
  const bytes = Buffer.concat([payload, sha(sha(payload)).subarray(0, 4)]);
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  for (; value > 0n; value /= 58n) text = BASE58[Number(value % 58n)] + text;
  return text; // 0x41 leads: no leading zero byte to write as '1'
}
