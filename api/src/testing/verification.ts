// Helpers for tests of member verification (not used by the server): small real images and a member's submission.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/schema';
import { post, registerMember } from './http';

/** A 1x1 PNG and the start of a JPEG: what the magic-byte check reads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1), Buffer.from([0xff, 0xd9])]);

/** A member's call with a token, in English. */
export const memberCall = (app: FastifyInstance, token: string, call: string, body: Record<string, unknown> = {}) =>
  post(app, `/api/user/${call}`, { lang: 'en', ...body }, { token });

/** A member who gave basic (an adult) and submitted a document and a selfie; answers them and the files' ids. */
export async function submittedMember(app: FastifyInstance) {
  const member = await registerMember(app);
  const basic = await memberCall(app, member.token, 'verificationBasic', { legal_name: 'Chen Mei-Ling', birth_date: '1990-05-17' });
  if (basic.code !== 1) throw new Error(`basic failed: ${basic.code} ${basic.msg}`);
  const document = await memberCall(app, member.token, 'verificationUpload', { kind: 'document', image: JPEG.toString('base64') });
  const selfie = await memberCall(app, member.token, 'verificationUpload', { kind: 'selfie', image: PNG.toString('base64') });
  const submitted = await memberCall(app, member.token, 'verificationSubmit', {
    document_id: document.data.file_id,
    selfie_id: selfie.data.file_id,
  });
  if (submitted.code !== 1) throw new Error(`submit failed: ${submitted.code} ${submitted.msg}`);
  return {
    ...member,
    documentId: document.data.file_id as number,
    selfieId: selfie.data.file_id as number,
    submissionId: submitted.data.pending.id as number,
  };
}

/** Makes a member fully verified at once (tests of withdrawals above the verification thresholds, not of verification). */
export async function verifiedFull(db: Db, userId: number): Promise<void> {
  await db
    .insertInto('member_verification')
    .values({ user_id: userId, level: 'full', legal_name: 'Test Member', birth_date: '1990-01-01', basic_at: 0, full_at: 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ level: 'full', full_at: 0 }))
    .execute();
}
