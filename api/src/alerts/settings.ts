// The alerts' settings, read once from the environment (config.ts `alerts`).
import { int, type Env } from '../env';
import { wholeUnits } from '../domain/ledger';

export interface AlertSettings {
  /** ALERT_WEBHOOK_URL: where each alert is POSTed as JSON, once; unset = alerts are only stored and shown. */
  webhookUrl: string | null;
  /** ALERT_WIN_ABOVE (whole u, default 10,000), in minor units here: a settled order paying more raises an alert. */
  winAbove: number;
  /** ALERT_EXPOSURE_SHARE (percent, 1-100, default 80): a round whose worst result passes this share of its limit. */
  exposureSharePercent: number;
  /** ALERT_WATCHER_LAG_SECONDS (default 300): the chain watcher this far behind the confirmed head. */
  watcherLagSeconds: number;
  /** ALERT_DB_FAULTS (default 20) database faults in one process within ALERT_DB_FAULT_WINDOW_SECONDS (default 60). */
  dbFaults: { count: number; windowMs: number };
}

function webhookUrl(raw: string | undefined): string | null {
  const url = raw?.trim();
  if (!url) return null;
  if (!/^https?:\/\/[^\s]+$/i.test(url)) throw new Error('setting ALERT_WEBHOOK_URL must be an http(s) URL');
  return url;
}

function percent(env: Env): number {
  const share = int(env, 'ALERT_EXPOSURE_SHARE', 80, 1);
  if (share > 100) throw new Error(`setting ALERT_EXPOSURE_SHARE must be a percent from 1 to 100, got "${share}"`);
  return share;
}

export function loadAlertSettings(env: Env): AlertSettings {
  return {
    webhookUrl: webhookUrl(env.ALERT_WEBHOOK_URL),
    winAbove: wholeUnits('ALERT_WIN_ABOVE', env.ALERT_WIN_ABOVE, 10_000),
    exposureSharePercent: percent(env),
    watcherLagSeconds: int(env, 'ALERT_WATCHER_LAG_SECONDS', 300, 1),
    dbFaults: { count: int(env, 'ALERT_DB_FAULTS', 20, 1), windowMs: int(env, 'ALERT_DB_FAULT_WINDOW_SECONDS', 60, 1) * 1000 },
  };
}

/** The settings with nothing set (a bare engine or a test that builds its own parts). */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = loadAlertSettings({});
