import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(__dirname, '..');
export const PORT = Number(process.env.E2E_PORT ?? 18_080);
// Set once by the runner and inherited by its workers, so a journey's ops commands (gift) reach the server's database.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `trade-e2e-${process.pid}`);
export const DATA_DIR = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-TW',
    launchOptions: {
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
    },
  },
  // The real server on a fresh database, serving the production build (scripts/build.mjs ran before).
  webServer: {
    command: `node ${path.join(root, 'api/dist/server.js')}`,
    url: `http://127.0.0.1:${PORT}/api/Task/kefu`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      STATIC_DIR: root,
      DATA_DIR,
      LOG_LEVEL: 'warn',
      SCRYPT_N: '1024',
      // Every journey registers its own member from this one address.
      REGISTRATIONS_PER_HOUR: '1000',
      DATABASE_URL: '',
      // Short rounds around the clock: a journey bets, sees the draw and its settlement within seconds.
      LOTTERY_ALWAYS_OPEN: '1',
      LOTTERY_ROUND_SECONDS: '10',
      LOTTERY_SEAL_SECONDS: '2',
      // The reality check also takes a 1-minute interval, so a journey sees it appear.
      REALITY_CHECK_TEST_MINUTE: '1',
      // The console's journey pays a 150u withdrawal on a second operator's approval.
      OPS_SECOND_APPROVAL_ABOVE: '100',
    },
  },
});
