import { z } from 'zod';
import { call, requestSchema, unixSeconds } from '../api/common';
import { pageOf, pageRequest } from './paging';

/**
 * Alerts (issue 39): what the server raised once per event (a large win, a flagged payout, a round near its payout
 * limit, the chain watcher behind, repeated failed operator sign-ins, a database fault storm), shown here and sent to
 * the operator's webhook. Every operator sees them; acknowledging one records who did (an acknowledged one: 70070).
 */

export const ALERT_KINDS = [
  'win',
  'payout_flagged',
  'exposure',
  'watcher_lag',
  'signin_failures',
  'db_faults',
  'reconciliation_failed',
  'transfer_vanished',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_SEVERITIES = ['warning', 'critical'] as const;

export const alertRow = z.object({
  id: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  severity: z.enum(ALERT_SEVERITIES),
  /**
   * What happened, by kind (amounts in minor units): win { order_no, user_id, round, payout }; payout_flagged
   * { entry_id, user_id, tx, state }; exposure { round_id, game_id, issue, worst, limit, share_percent }; watcher_lag
   * { lag_blocks, lag_seconds, limit_seconds }; signin_failures { name, address }; db_faults { faults, window_seconds };
   * reconciliation_failed { run_id, period_from, period_to, differences, failure } (times in unix ms); transfer_vanished
   * { tx, log_index, block, user_id, amount, state, entry_id } (a recorded chain transfer a re-organisation removed).
   */
  detail: z.record(z.string(), z.unknown()),
  raised_at: unixSeconds,
  /** 'operator:<name>' */
  acknowledged_by: z.string().nullable(),
  acknowledged_at: unixSeconds.nullable(),
  /** When the webhook took it; null while not (or when no webhook is set: `delivery_attempts` 0). */
  delivered_at: unixSeconds.nullable(),
  delivery_attempts: z.number().int(),
  last_delivery_error: z.string().nullable(),
});
export type AlertRow = z.infer<typeof alertRow>;

/** The alerts (every role), a page at a time (paging.ts): unacknowledged ones, newest first, then acknowledged ones, newest first. */
export const opsAlerts = call({
  method: 'POST',
  path: '/api/ops/alerts',
  mutates: false,
  request: requestSchema({ ...pageRequest }),
  response: pageOf(alertRow),
});

/** Acknowledges an alert (cashier, support, admin): records who and when, audited. */
export const opsAlertAck = call({
  method: 'POST',
  path: '/api/ops/alertAck',
  mutates: true,
  request: requestSchema({ id: z.number().int().positive() }),
  response: alertRow,
});

export const alertsCalls = { opsAlerts, opsAlertAck };
