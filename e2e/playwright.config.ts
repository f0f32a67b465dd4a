import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(__dirname, '..');
/**
 * Journeys run in E2E_WORKERS workers (two: this machine's cores), each against a server of its own on its own
 * database, so no journey sees another's rounds, settings or members. The config is read again in each worker, which
 * playwright numbers (TEST_PARALLEL_INDEX): PORT and DATA_DIR are that worker's server's (in the runner, the first's).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 18_080);
// Set once by the runner and inherited by its workers, so a journey's ops commands (gift) reach its server's database.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `trade-e2e-${process.pid}`);
const dataDirOf = (worker: number) => `${process.env.E2E_DATA_DIR}-${worker}`;
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const PORT = FIRST_PORT + worker;
export const DATA_DIR = dataDirOf(worker);

/** The settings a journeys' server starts with (the chain journeys' own server takes them too). */
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: root,
    DATA_DIR: dataDir,
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
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
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
  // The real servers on fresh databases, serving the production build (scripts/build.mjs ran before): one a worker.
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: `node ${path.join(root, 'api/dist/server.js')}`,
    url: `http://127.0.0.1:${FIRST_PORT + index}/api/Task/kefu`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: serverEnv(FIRST_PORT + index, dataDirOf(index)),
  })),
});
