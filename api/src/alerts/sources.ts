// What raises an alert, and each event's identity (its key): the places that see an event (settlement, a bet, the
// chain watcher, sign-in, the fault log) build their alert here, so every key's shape lives in one file.
import { wallet } from 'shared-contracts/api';
import { TRON_BLOCK_SECONDS } from '../chain/lag';
import type { VanishedTransfer } from '../chain/blocks';
import type { PayoutChange } from '../chain/payouts';
import type { RaisedAlert } from '.';

/** An order that pays more than ALERT_WIN_ABOVE (minor units): one alert per order. */
export const winAlert = (order: { order_no: string; user_id: number; payout: number }, round: string): RaisedAlert => ({
  kind: 'win',
  key: `win:${order.order_no}`,
  detail: { order_no: order.order_no, user_id: order.user_id, round, payout: order.payout },
});

/** A payout the watcher flagged (mismatch, failed, unconfirmed): one alert per withdrawal and state. */
export function payoutAlerts(changes: readonly PayoutChange[]): RaisedAlert[] {
  return changes
    .filter((change) => wallet.FLAGGED_PAYOUT_STATES.includes(change.to))
    .map((change) => ({
      kind: 'payout_flagged',
      key: `payout:${change.entryId}:${change.to}`,
      detail: { entry_id: change.entryId, user_id: change.userId, tx: change.txHash, state: change.to },
    }));
}

/** A recorded chain transfer a re-organisation removed and the new chain does not hold: one alert per transfer. */
export const vanishedAlert = (gone: VanishedTransfer): RaisedAlert => ({
  kind: 'transfer_vanished',
  key: `vanished:${gone.txHash}:${gone.logIndex}`,
  detail: {
    tx: gone.txHash,
    log_index: gone.logIndex,
    block: gone.blockNumber,
    user_id: gone.userId,
    amount: gone.amount,
    state: gone.state,
    entry_id: gone.entryId,
  },
});

/** The share of a limit (a percent) past which a round's worst result raises an alert, in minor units. */
export const shareOf = (limit: number, percent: number): number => Math.floor((limit * percent) / 100);

/**
 * Whether this bet took one of the round's results past `threshold`: only the bet that crosses it raises the alert,
 * so the bets after it write nothing more (and a bet rolled back took its crossing with it).
 */
export function crossed(before: readonly number[], after: readonly number[], threshold: number): boolean {
  return after.some((payout, result) => payout > threshold && (before[result] ?? 0) <= threshold);
}

/** A round whose worst result passed ALERT_EXPOSURE_SHARE of its limit: one alert per round. */
export const exposureAlert = (
  round: { id: number; game_id: number; issue: string },
  worst: number,
  limit: number,
  sharePercent: number,
): RaisedAlert => ({
  kind: 'exposure',
  key: `exposure:${round.id}`,
  detail: { round_id: round.id, game_id: round.game_id, issue: round.issue, worst, limit, share_percent: sharePercent },
});

const HOUR = 3_600_000;

/**
 * The chain watcher behind by more than ALERT_WATCHER_LAG_SECONDS (TRON's 3 s a block): one alert per hour while it
 * stays behind; null while it keeps up.
 */
export function lagAlert(lagBlocks: bigint, limitSeconds: number, now: number): RaisedAlert | null {
  const lagSeconds = Number(lagBlocks) * TRON_BLOCK_SECONDS;
  if (lagSeconds <= limitSeconds) return null;
  return {
    kind: 'watcher_lag',
    key: `watcher_lag:${windowStart(now, HOUR)}`,
    detail: { lag_blocks: Number(lagBlocks), lag_seconds: lagSeconds, limit_seconds: limitSeconds },
  };
}

/** An operator's sign-in locked by repeated failures: one alert per name per throttle window. */
export const signInAlert = (name: string, address: string, windowMs: number, now: number): RaisedAlert => ({
  kind: 'signin_failures',
  key: `signin:${name}:${windowStart(now, windowMs)}`,
  detail: { name, address },
});

/** ALERT_DB_FAULTS database faults within one window: one alert per window, however many processes saw it. */
export const dbFaultsAlert = (faults: number, windowMs: number, startedAt: number): RaisedAlert => ({
  kind: 'db_faults',
  key: `db_faults:${startedAt}`,
  detail: { faults, window_seconds: windowMs / 1000 },
});

/** The start of the fixed window `now` falls in (unix ms): the same on every process. */
export const windowStart = (now: number, windowMs: number): number => now - (now % windowMs);
