// The console's own settings (config.ts `operators`), read once from the environment.
import { int, type Env } from '../env';
import { addressList, invalidAddressEntry } from '../security/addressList';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface OperatorSettings {
  /** OPS_SESSION_MAX_HOURS (default 12): a console session ends this long after sign-in, however busy. */
  sessionMaxMs: number;
  /** OPS_IDLE_DISABLE_DAYS (default 90; 0 = never): an operator not signed in for this long is disabled. */
  idleDisableMs: number;
  /** OPS_ALLOWED_CIDRS: comma list of addresses/CIDRs the console answers; empty = any address. */
  allowedAddresses: string[];
}

export function loadOperatorSettings(env: Env): OperatorSettings {
  const allowed = (env.OPS_ALLOWED_CIDRS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = invalidAddressEntry(allowed);
  if (wrong !== undefined) throw new Error(`setting OPS_ALLOWED_CIDRS must be a comma list of addresses/CIDRs; "${wrong}" is not one`);
  return {
    sessionMaxMs: int(env, 'OPS_SESSION_MAX_HOURS', 12, 1) * HOUR,
    idleDisableMs: int(env, 'OPS_IDLE_DISABLE_DAYS', 90, 0) * DAY,
    allowedAddresses: allowed,
  };
}

/** Whether the console answers a caller at `address` (any address when the list is empty). */
export function consoleAdmits(settings: OperatorSettings): (address: string) => boolean {
  if (settings.allowedAddresses.length === 0) return () => true;
  return addressList(settings.allowedAddresses);
}
