// Gifts (issue 29): one home for posting a gift with its audit row (the ops CLI's `gift`, an approved request), and
// the console's four eyes: an admin asks, another admin approves (the gift is posted then, once) or rejects.
import { GROUP_MEMBER } from 'shared-contracts';
import { writeAudit, type Actor } from '../audit/log';
import type { Db, Trx } from '../db/schema';
import { gift, type Entry } from '../domain/ledger';
import { keysetPage, partsRead, type PageAsked } from '../lists/keyset';
import { AppError, ERR } from '../i18n/errors';
import type { Ledger } from '../ledger';
import { isExcluded } from '../play/controls';
import { OPS_ERR } from './errors';
import { giftDecisionRefusal, type GiftDecision } from './giftRules';
import type { GiftState } from './giftRequests/tables';

export interface GiftAsk {
  userId: number;
  /** Minor units, > 0 (the contract caps it). */
  amount: number;
  /** What the member's fund log shows. */
  mark: string;
  reason: string;
}

/** An excluded member (their own exclusion or support's) receives no promotion: no gift is asked, approved or given. */
async function refuseIfExcluded(trx: Trx, userId: number, now = Date.now()): Promise<void> {
  if (await isExcluded(trx, userId, now)) throw new AppError(OPS_ERR.memberExcluded);
}

/**
 * Posts a gift to the member and records it (`member.gift`) in the caller's transaction: what the CLI does at once
 * (the shell on the server is the emergency path) and an approved request does on the second admin's word.
 */
export async function postGift(ledger: Ledger, trx: Trx, ask: GiftAsk, by: Actor, request?: number): Promise<Entry> {
  await refuseIfExcluded(trx, ask.userId);
  const entry = await ledger.post(trx, gift(ask.userId, ask.amount, ask.mark));
  await writeAudit(trx, {
    ...by,
    action: 'member.gift',
    target: `member:${ask.userId}`,
    after: { amount: ask.amount, mark: ask.mark, entry_id: entry.id, ...(request ? { gift_request: request } : {}) },
    reason: ask.reason,
  });
  return entry;
}

/** Records an admin's request for a gift to a member (refused for an unknown id, a guest or an excluded member); nothing moves yet. */
export async function requestGift(trx: Trx, ask: GiftAsk, by: Actor, now = Date.now()): Promise<number> {
  const member = await trx.selectFrom('users').select('group_id').where('id', '=', ask.userId).executeTakeFirst();
  if (!member || member.group_id !== GROUP_MEMBER) throw new AppError(ERR.notFound);
  await refuseIfExcluded(trx, ask.userId, now);
  const { id } = await trx
    .insertInto('gift_requests')
    .values({
      user_id: ask.userId,
      amount: ask.amount,
      mark: ask.mark,
      reason: ask.reason,
      requested_by: by.actor,
      requested_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeAudit(
    trx,
    {
      ...by,
      action: 'gift.request',
      target: `gift:${id}`,
      after: { state: 'pending', user_id: ask.userId, amount: ask.amount, mark: ask.mark },
      reason: ask.reason,
    },
    now,
  );
  return id;
}

/**
 * Approves or rejects a pending request as `by` (giftRules.ts: never one's own approval). Approving posts the gift in
 * this transaction; the request turns approved only from pending (a conditional update), so of two approvals racing
 * one posts and the other is refused, its posting rolled back with it.
 */
export async function decideGift(
  ledger: Ledger,
  trx: Trx,
  asked: { id: number; decision: GiftDecision; reason: string },
  by: Actor,
  now = Date.now(),
): Promise<GiftState> {
  const request = await trx.selectFrom('gift_requests').selectAll().where('id', '=', asked.id).executeTakeFirst();
  if (!request) throw new AppError(OPS_ERR.notPending);
  const refusal = giftDecisionRefusal(request, asked.decision, by.actor);
  if (refusal) throw new AppError(refusal);
  const approve = asked.decision === 'approve';
  const entry = approve
    ? await postGift(
        ledger,
        trx,
        { userId: request.user_id, amount: request.amount, mark: request.mark, reason: request.reason },
        by,
        request.id,
      )
    : null;
  const state: GiftState = approve ? 'approved' : 'rejected';
  const decided = await trx
    .updateTable('gift_requests')
    .set({ state, decided_by: by.actor, decided_at: now, decision_reason: asked.reason, entry_id: entry?.id ?? null })
    .where('id', '=', request.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (Number(decided.numUpdatedRows) !== 1) throw new AppError(OPS_ERR.notPending);
  await writeAudit(
    trx,
    {
      ...by,
      action: `gift.${asked.decision}`,
      target: `gift:${request.id}`,
      before: {
        state: 'pending',
        user_id: request.user_id,
        amount: request.amount,
        mark: request.mark,
        requested_by: request.requested_by,
      },
      after: { state, ...(entry ? { entry_id: entry.id } : {}) },
      reason: asked.reason,
    },
    now,
  );
  return state;
}

/** A request as the console lists it: with the member's username. */
export type GiftRequestRow = Awaited<ReturnType<typeof giftsPage>>['rows'][number];

const rows = (db: Db | Trx) =>
  db.selectFrom('gift_requests as g').innerJoin('users as u', 'u.id', 'g.user_id').selectAll('g').select('u.username');

/**
 * The requests a page at a time: every pending one, oldest first (the queue's order), then the decided ones, newest
 * first; the page's key is the part (0: pending, 1: decided) and the id.
 */
export async function giftsPage(db: Db | Trx, asked: PageAsked) {
  return keysetPage(
    asked,
    2,
    partsRead([
      (after, take) =>
        rows(db)
          .where('g.state', '=', 'pending')
          .$if(after !== undefined, (q) => q.where('g.id', '>', after!))
          .orderBy('g.id', 'asc')
          .limit(take)
          .execute(),
      (after, take) =>
        rows(db)
          .where('g.state', '!=', 'pending')
          .$if(after !== undefined, (q) => q.where('g.id', '<', after!))
          .orderBy('g.id', 'desc')
          .limit(take)
          .execute(),
    ]),
    (row) => [row.state === 'pending' ? 0 : 1, Number(row.id)],
  );
}

/** One request with its member's username. */
export const giftRequestOf = (db: Db | Trx, id: number) => rows(db).where('g.id', '=', id).executeTakeFirstOrThrow();
