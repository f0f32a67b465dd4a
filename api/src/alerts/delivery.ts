// Sends undelivered alerts to ALERT_WEBHOOK_URL, each as one JSON POST. A sender first claims an alert with a
// conditional update (claimed_until), so two processes, or two passes of one, never post the same alert together;
// a 2xx marks it delivered, anything else records the failure and the next try, later each time. Only a sender that
// dies between the receiver's answer and marking it leaves the alert to be sent again once its claim lapses: the
// body's `key` lets a receiver drop that rare second copy.
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema';
import type { AlertsTable } from './tables';
import { alertText } from './words';
import type { AlertKind } from '.';

/** Longer than a post may take (POST_TIMEOUT_MS): a claim lapses only when its sender is gone. */
const CLAIM_MS = 60_000;
const POST_TIMEOUT_MS = 10_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;
/** Alerts one pass sends at most (the next pass takes the rest). */
const BATCH = 20;

/** The pause after `attempts` failed attempts: 30 s, doubling, at most an hour. */
export const retryAfterMs = (attempts: number): number => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

export interface Delivery {
  /** ALERT_WEBHOOK_URL */
  url: string;
  now: () => number;
}

/** What the receiver gets: the alert, its words, and its key to tell a repeat (see above). */
export function webhookBody(row: Selectable<AlertsTable>) {
  const kind = row.kind as AlertKind;
  const detail = JSON.parse(row.detail) as Record<string, unknown>;
  return {
    id: Number(row.id),
    kind,
    key: row.event_key,
    severity: row.severity,
    text: alertText({ kind, detail }),
    detail,
    raised_at: new Date(Number(row.raised_at)).toISOString(),
  };
}

/** Sends every alert due now (undelivered, its retry time come, claimed by nobody); answers how many were delivered. */
export async function deliverDue(db: Db, delivery: Delivery): Promise<number> {
  const due = await db
    .selectFrom('alerts')
    .select('id')
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', '<=', delivery.now())
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', delivery.now())]))
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let delivered = 0;
  for (const { id } of due) {
    const claimed = await claim(db, Number(id), delivery.now());
    if (claimed && (await send(db, claimed, delivery))) delivered++;
  }
  return delivered;
}

/** Takes the alert for this sender, counting the attempt; undefined when another sender has it or it was delivered. */
function claim(db: Db, id: number, now: number) {
  return db
    .updateTable('alerts')
    .set((eb) => ({ claimed_until: now + CLAIM_MS, delivery_attempts: eb('delivery_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returningAll()
    .executeTakeFirst();
}

async function send(db: Db, row: Selectable<AlertsTable>, { url, now }: Delivery): Promise<boolean> {
  const failure = await post(url, webhookBody(row));
  const done = failure === null;
  await db
    .updateTable('alerts')
    .set(
      done
        ? { delivered_at: now(), claimed_until: null, last_delivery_error: null }
        : { claimed_until: null, next_attempt_at: now() + retryAfterMs(Number(row.delivery_attempts)), last_delivery_error: failure },
    )
    .where('id', '=', row.id)
    .execute();
  return done;
}

/** POSTs the body; answers null on a 2xx, else what went wrong (never the URL: it may carry a secret). */
async function post(url: string, body: object): Promise<string | null> {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    return answer.ok ? null : `HTTP ${answer.status}`;
  } catch (error) {
    return failureOf(error);
  }
}

/** fetch's own words are only "fetch failed": the cause says what (ECONNREFUSED, a timeout). */
function failureOf(error: unknown): string {
  const { cause, message } = error as { cause?: { code?: unknown; message?: unknown }; message?: unknown };
  return String(cause?.code ?? cause?.message ?? message ?? error).slice(0, 300);
}
