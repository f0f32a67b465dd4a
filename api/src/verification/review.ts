// Support's side of verification (issue 40): the queue of pending submissions, the images (each opening recorded as a
// read of the member), and the decision, audited and told to the member in their language.
import type { Actor } from '../audit/log';
import { writeAudit } from '../audit/log';
import { recordAccess } from '../audit/access';
import type { Db, Trx } from '../db/schema';
import { AppError } from '../i18n/errors';
import { keysetPage, type PageAsked } from '../lists/keyset';
import { writeMessage } from '../messages/write';
import { VERIFICATION_ERR } from './errors';
import { levelOf } from './levels';
import type { UploadStore } from './store';

/** Pending submissions, newest first (by id, the page's key), a page at a time, with the member's name and what they gave. */
export async function pendingSubmissions(db: Db | Trx, asked: PageAsked) {
  return keysetPage(
    asked,
    1,
    (after, take) =>
      db
        .selectFrom('verification_submissions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .leftJoin('member_verification as v', 'v.user_id', 's.user_id')
        .select([
          's.id',
          's.user_id',
          'u.username',
          'v.level',
          'v.legal_name',
          'v.birth_date',
          's.document_file',
          's.selfie_file',
          's.created_at',
        ])
        .where('s.status', '=', 'pending')
        .$if(after !== undefined, (q) => q.where('s.id', '<', after![0]!))
        .orderBy('s.id', 'desc')
        .limit(take)
        .execute(),
    (row) => [Number(row.id)],
  );
}

/** One image and its type, read from the upload store, after recording that `by` opened the member's document. */
export async function openImage(db: Db | Trx, store: UploadStore, fileId: number, by: Actor, now: number) {
  const file = await db.selectFrom('verification_files').selectAll().where('id', '=', fileId).executeTakeFirst();
  if (!file) throw new AppError(VERIFICATION_ERR.submissionUnknown);
  await recordAccess(db, by, Number(file.user_id), 'member.document', now);
  return { kind: file.kind, mime: file.mime, bytes: await store.get(file.path) };
}

/**
 * Approves (the member becomes full) or rejects a pending submission, once: a conditional update, so two operators
 * deciding at once cannot both; the audit row and the member's message are written in the same transaction.
 */
export async function decideSubmission(
  trx: Trx,
  asked: { id: number; decision: 'approve' | 'reject'; reason: string },
  by: Actor,
  now: number,
): Promise<'approved' | 'rejected'> {
  const status = asked.decision === 'approve' ? 'approved' : 'rejected';
  const decided = await trx
    .updateTable('verification_submissions')
    .set({ status, reason: asked.reason, decided_by: by.actor, decided_at: now })
    .where('id', '=', asked.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(decided.numUpdatedRows) === 0) {
    const exists = await trx.selectFrom('verification_submissions').select('id').where('id', '=', asked.id).executeTakeFirst();
    throw new AppError(exists ? VERIFICATION_ERR.submissionDecided : VERIFICATION_ERR.submissionUnknown);
  }
  const { user_id: userId } = await trx
    .selectFrom('verification_submissions')
    .select('user_id')
    .where('id', '=', asked.id)
    .executeTakeFirstOrThrow();
  const member = Number(userId);
  const before = await levelOf(trx, member);
  if (status === 'approved')
    await trx.updateTable('member_verification').set({ level: 'full', full_at: now }).where('user_id', '=', member).execute();
  await writeAudit(
    trx,
    {
      ...by,
      action: `verification.${asked.decision}`,
      target: `member:${member}`,
      before: { submission: asked.id, level: before },
      after: { submission: asked.id, status, level: status === 'approved' ? 'full' : before },
      reason: asked.reason,
    },
    now,
  );
  await writeMessage(trx, {
    userId: member,
    kind: status === 'approved' ? 'verification_approved' : 'verification_rejected',
    params: status === 'approved' ? {} : { reason: asked.reason },
    now,
  });
  return status;
}
