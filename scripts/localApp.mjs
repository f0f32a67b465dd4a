// What the measuring scripts (npm run size, npm run lighthouse, bench/roomTick*.mjs) share: the real api serving the
// production build on a fresh SQLite database, a member's session, and Debian's chromium launched as the e2e suite does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');

/** Starts `api/dist/server.js` on `port` with `env` added, and waits until it answers. */
export async function startApi(port, env = {}) {
  const base = `http://127.0.0.1:${port}`;
  // Measuring whatever else answers there would be wrong.
  if (
    await fetch(base).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-app-'));
  const api = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: root,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SCRYPT_N: '1024',
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'inherit',
  });
  let exited = false;
  api.on('exit', () => (exited = true));
  for (let i = 0; i < 150; i++) {
    if (exited) throw new Error(`the api on port ${port} exited at start`);
    try {
      if ((await fetch(`${base}/api/Task/kefu`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop: () => api.kill('SIGTERM') };
}

/** Registers a new member through the api; returns what the shell keeps of the answer (see storeSession). */
export async function newMember(base, prefix) {
  const username = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 20);
  const response = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    // x-client: our wire (shared-contracts CLIENT_HEADER); without it the api answers as to the legacy client.
    headers: { 'content-type': 'application/json', 'x-client': 'trade-web' },
    body: JSON.stringify({ username, password: 'secret123' }),
  });
  return (await response.json()).data;
}

/** Opens the member's session in a page (Playwright's or Puppeteer's) as the shell would after a login (e2e signIn). */
export async function storeSession(page, base, member) {
  const { sessionEntries } = require('shared-contracts'); // its build, as the api started here runs on it
  await page.goto(`${base}/config.json`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, sessionEntries(member));
}

/** Debian's chromium and the flags the e2e suite launches it with (e2e/playwright.config.ts). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
