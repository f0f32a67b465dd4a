// The anti-money-laundering rules' settings (issue 40), read once from the environment (config.ts `aml`).
import { int, type Env } from '../env';
import { wholeUnits } from '../domain/ledger';

export interface AmlSettings {
  /** AML_MIN_PLAY_PERCENT (default 30): a withdrawal asked while the stakes since the last deposit are below this share of it. */
  minPlayPercent: number;
  /** AML_STRUCTURING_COUNT (default 3) deposits or more within AML_STRUCTURING_DAYS (default 7) ... */
  structuringCount: number;
  structuringMs: number;
  /** ... each within 10% below AML_STRUCTURING_THRESHOLD (whole u, default 1,000), in minor units here. */
  structuringThreshold: number;
}

const DAY = 86_400_000;

export function loadAmlSettings(env: Env): AmlSettings {
  const minPlayPercent = int(env, 'AML_MIN_PLAY_PERCENT', 30, 0);
  if (minPlayPercent > 100) throw new Error(`setting AML_MIN_PLAY_PERCENT must be a percent from 0 to 100, got "${minPlayPercent}"`);
  return {
    minPlayPercent,
    structuringCount: int(env, 'AML_STRUCTURING_COUNT', 3, 2),
    structuringMs: int(env, 'AML_STRUCTURING_DAYS', 7, 1) * DAY,
    structuringThreshold: wholeUnits('AML_STRUCTURING_THRESHOLD', env.AML_STRUCTURING_THRESHOLD, 1_000),
  };
}
