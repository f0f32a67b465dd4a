import type { FastifyInstance } from 'fastify';
import { verification } from 'shared-contracts/api';
import { readCall, writeCall } from '../../http/route';
import { checkedImage, storeImage } from '../../verification/images';
import { recordImage, setBasic, submitForReview, verificationStatusOf } from '../../verification/member';
import { uploadsOf } from '../../verification/store';

/**
 * Member verification (issue 40, src/verification): the member's level and thresholds, basic, image uploads and a
 * submission for support's review. Only the token's member's own rows; the images go back to nobody here.
 */
export default async function verificationRoutes(app: FastifyInstance) {
  const settings = app.config.verification;
  const uploads = uploadsOf(app.config);
  const timeZone = app.config.lottery.calendar.timeZone;
  const now = () => app.deps.now();

  readCall(app, verification.verificationStatus, { handle: async ({ db, user }) => verificationStatusOf(db, user.id, settings) });

  writeCall(app, verification.verificationBasic, {
    handle: async ({ db, user, input }) => {
      await setBasic(db, user.id, { legalName: input.legal_name, birthDate: input.birth_date }, { now: now(), timeZone });
      return verificationStatusOf(db, user.id, settings);
    },
  });

  writeCall(app, verification.verificationUpload, {
    // base64 is 4/3 of the image; the rest is the envelope's fields.
    bodyLimit: Math.ceil((settings.maxImageBytes * 4) / 3) + 64 * 1024,
    // Checked and written to the store before the transaction; a file whose row never commits is never read.
    prepare: async ({ user, input }) => {
      const image = checkedImage(input.image, settings.maxImageBytes);
      return { mime: image.mime, bytes: image.bytes.length, path: await storeImage(uploads, user.id, image.bytes) };
    },
    handle: async ({ db, user, input }, stored) => ({
      file_id: await recordImage(db, { userId: user.id, kind: input.kind, ...stored, now: now() }),
    }),
  });

  writeCall(app, verification.verificationSubmit, {
    handle: async ({ db, user, input }) => {
      await submitForReview(db, user.id, { documentId: input.document_id, selfieId: input.selfie_id }, now());
      return verificationStatusOf(db, user.id, settings);
    },
  });
}
