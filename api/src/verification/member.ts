// The member's side of verification (issue 40): basic (name and date of birth), images, a submission for review, and
// what the member's screens show. Every query is the member's own (the token's user).
import { dateInZone, isCalendarDate } from 'shared-contracts';
import type { VerificationStatus } from 'shared-contracts/api';
import { isPostgres } from '../db/rawStatement';
import type { Db, Trx } from '../db/schema';
import { toUnixSeconds } from '../domain/time';
import { AppError } from '../i18n/errors';
import { VERIFICATION_ERR } from './errors';
import { levelOf, thresholdsInForce } from './levels';
import type { VerificationSettings } from './settings';

export const ADULT_AGE = 18;

/** Whether someone born on `birthDate` (YYYY-MM-DD) is 18 or over on `today` (YYYY-MM-DD); 29 February: on 1 March. */
export function isAdult(birthDate: string, today: string): boolean {
  const coming = `${String(Number(birthDate.slice(0, 4)) + ADULT_AGE).padStart(4, '0')}${birthDate.slice(4)}`;
  return coming <= today;
}

/** Basic: the legal name and date of birth, 18 or over on the lottery's today; fixed while reviewed and once full. */
export async function setBasic(
  trx: Db | Trx,
  userId: number,
  given: { legalName: string; birthDate: string },
  at: { now: number; timeZone: string },
): Promise<void> {
  if (!isCalendarDate(given.birthDate) || given.birthDate > dateInZone(at.now, at.timeZone))
    throw new AppError(VERIFICATION_ERR.birthDateInvalid);
  if (!isAdult(given.birthDate, dateInZone(at.now, at.timeZone))) throw new AppError(VERIFICATION_ERR.underage);
  if ((await levelOf(trx, userId)) === 'full') throw new AppError(VERIFICATION_ERR.verifiedAlready);
  // Support reviews the documents against the name and date given: they hold still while a review waits.
  if (await pendingOf(trx, userId)) throw new AppError(VERIFICATION_ERR.submissionPending);
  const values = { legal_name: given.legalName, birth_date: given.birthDate, basic_at: at.now };
  await trx
    .insertInto('member_verification')
    .values({ user_id: userId, level: 'basic', full_at: null, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** Records an image the member uploaded (stored already); answers its id. */
export async function recordImage(
  trx: Db | Trx,
  file: { userId: number; kind: 'document' | 'selfie'; mime: string; bytes: number; path: string; now: number },
): Promise<number> {
  const row = await trx
    .insertInto('verification_files')
    .values({ user_id: file.userId, kind: file.kind, mime: file.mime, bytes: file.bytes, path: file.path, created_at: file.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Asks for review of the member's own document and selfie: basic first, not full already, one pending at a time. */
export async function submitForReview(trx: Db | Trx, userId: number, files: { documentId: number; selfieId: number }, now: number) {
  const level = await levelOf(trx, userId);
  if (level === 'none') throw new AppError(VERIFICATION_ERR.basicFirst);
  if (level === 'full') throw new AppError(VERIFICATION_ERR.verifiedAlready);
  if (await pendingOf(trx, userId)) throw new AppError(VERIFICATION_ERR.submissionPending);
  const own = await trx
    .selectFrom('verification_files')
    .select(['id', 'kind'])
    .where('user_id', '=', userId)
    .where('id', 'in', [files.documentId, files.selfieId])
    // Locked: the orphans' sweep (orphans.ts) removes no file a submission is naming at that moment.
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .execute();
  const isKind = (id: number, kind: string) => own.some((file) => Number(file.id) === id && file.kind === kind);
  if (!isKind(files.documentId, 'document') || !isKind(files.selfieId, 'selfie')) throw new AppError(VERIFICATION_ERR.fileUnknown);
  await trx
    .insertInto('verification_submissions')
    .values({
      user_id: userId,
      document_file: files.documentId,
      selfie_file: files.selfieId,
      status: 'pending',
      reason: null,
      decided_by: null,
      created_at: now,
      decided_at: null,
    })
    .execute();
}

const newestSubmission = (db: Db | Trx, userId: number) =>
  db
    .selectFrom('verification_submissions')
    .select(['id', 'status', 'reason', 'created_at', 'decided_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

async function pendingOf(db: Db | Trx, userId: number): Promise<boolean> {
  return (await newestSubmission(db, userId))?.status === 'pending';
}

/** The member's level and what they gave for basic (the console's member detail). */
export async function verificationOf(db: Db | Trx, userId: number) {
  const given = await db
    .selectFrom('member_verification')
    .select(['level', 'legal_name', 'birth_date'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { level: given?.level ?? 'none', legal_name: given?.legal_name ?? null, birth_date: given?.birth_date ?? null };
}

/** What the member's screens show: level, what they gave, the thresholds, a pending submission, the last rejection. */
export async function verificationStatusOf(db: Db | Trx, userId: number, settings: VerificationSettings): Promise<VerificationStatus> {
  const thresholds = await thresholdsInForce(db, settings);
  const newest = await newestSubmission(db, userId);
  return {
    ...(await verificationOf(db, userId)),
    thresholds: { basic_above: thresholds.basicAbove, full_above: thresholds.fullAbove },
    pending: newest?.status === 'pending' ? { id: Number(newest.id), createtime: toUnixSeconds(Number(newest.created_at)) } : null,
    rejected:
      newest?.status === 'rejected'
        ? { reason: newest.reason ?? '', createtime: toUnixSeconds(Number(newest.decided_at ?? newest.created_at)) }
        : null,
  };
}
