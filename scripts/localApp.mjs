// What the measuring scripts (npm run size, bench/roomTick*.mjs) share: the real api serving the production
// build on a fresh SQLite database, and Debian's chromium launched as the e2e suite launches it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(import.meta.url)('@playwright/test');

/** Starts `api/dist/server.js` on `port` with `env` added, and waits until it answers. */
export async function startApi(port, env = {}) {
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
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/Task/kefu`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop: () => api.kill('SIGTERM') };
}

/** Debian's chromium, headless, with the flags the e2e suite uses (e2e/playwright.config.ts). */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
