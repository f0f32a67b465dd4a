// The chain watcher's alerts, raised where its results arrive (plugins/chain.ts): the payouts it flagged, its lag, and
// the recorded transfers a re-organisation removed.
import type { VanishedTransfer } from '../chain/blocks';
import type { PayoutChange } from '../chain/payouts';
import type { Deps } from '../deps';
import { lagAlert, payoutAlerts, vanishedAlert } from './sources';
import { raiseAlert } from '.';

/** An alert for each payout the check flagged (once per withdrawal and state); answers the changes as they came. */
export async function alertFlaggedPayouts(deps: Pick<Deps, 'db' | 'now'>, changes: PayoutChange[]): Promise<PayoutChange[]> {
  for (const alert of payoutAlerts(changes)) await raiseAlert(deps, deps.db, alert);
  return changes;
}

/** An alert for each recorded transfer flagged vanished (once per transfer). */
export async function alertVanishedTransfers(deps: Pick<Deps, 'db' | 'now'>, vanished: readonly VanishedTransfer[]): Promise<void> {
  for (const gone of vanished) await raiseAlert(deps, deps.db, vanishedAlert(gone));
}

/** An alert when the watcher is behind by more than ALERT_WATCHER_LAG_SECONDS (once an hour while it stays so). */
export async function alertWatcherLag(deps: Pick<Deps, 'db' | 'now' | 'config'>, lagBlocks: bigint): Promise<void> {
  const alert = lagAlert(lagBlocks, deps.config.alerts.watcherLagSeconds, deps.now());
  if (alert) await raiseAlert(deps, deps.db, alert);
}
