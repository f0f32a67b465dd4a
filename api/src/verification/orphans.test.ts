import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../testing/app';
import { registerMember } from '../testing/http';
import { startTestS3, type TestS3 } from '../testing/s3';
import { JPEG, PNG, memberCall, submittedMember } from '../testing/verification';
import { removeOrphanImages } from './orphans';
import { loadVerificationSettings, uploadRoot } from './settings';
import { uploadsOf, type UploadStore } from './store';

const HOUR = 3_600_000;

describe.each(['disk', 's3'] as const)('images never submitted, on the %s store', (kind) => {
  let s3: TestS3 | undefined;
  let t: TestApp;
  let app: FastifyInstance;
  let store: UploadStore;

  beforeAll(async () => {
    if (kind === 's3') s3 = await startTestS3();
    const env = { KYC_UPLOAD_ORPHAN_HOURS: '24', ...(s3 ? { UPLOAD_URL: s3.url } : {}) };
    t = await buildTestApp({ seedDemo: false, verification: loadVerificationSettings(env) });
    app = t.app;
    store = uploadsOf(t.config);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  const upload = async (token: string, kind: 'document' | 'selfie', image: Buffer) =>
    (await memberCall(app, token, 'verificationUpload', { kind, image: image.toString('base64') })).data.file_id as number;
  const pathOf = async (id: number) =>
    (await app.db.selectFrom('verification_files').select('path').where('id', '=', id).executeTakeFirstOrThrow()).path;
  const exists = async (id: number) =>
    Boolean(await app.db.selectFrom('verification_files').select('id').where('id', '=', id).executeTakeFirst());
  const sweep = (at: number) => removeOrphanImages(app.db, store, t.config.verification.orphanMs, at);

  it('removes, once KYC_UPLOAD_ORPHAN_HOURS old, the images no submission names, from the store and the table', async () => {
    const m = await submittedMember(app);
    // A replaced document, and a member who uploaded and never submitted.
    const replaced = await upload(m.token, 'document', PNG);
    const other = await registerMember(app);
    const never = await upload(other.token, 'selfie', JPEG);
    const orphanPaths = [await pathOf(replaced), await pathOf(never)];
    const now = Date.now();

    expect(await sweep(now + 23 * HOUR)).toBe(0);
    expect(await exists(never)).toBe(true);

    expect(await sweep(now + 25 * HOUR)).toBe(2);
    expect([await exists(replaced), await exists(never)]).toEqual([false, false]);
    for (const key of orphanPaths) await expect(store.get(key)).rejects.toThrow();
    if (kind === 'disk') expect(fs.existsSync(path.join(uploadRoot(t.config.dataDir), orphanPaths[1]!))).toBe(false);

    // The submitted ones stay, and support still opens them; a second sweep finds nothing.
    expect(await store.get(await pathOf(m.documentId))).toEqual(JPEG);
    expect(await store.get(await pathOf(m.selfieId))).toEqual(PNG);
    expect(await sweep(now + 25 * HOUR)).toBe(0);
  });

  it('keeps the images of a decided submission, and a member may submit a fresh one after', async () => {
    const m = await submittedMember(app);
    await app.db
      .updateTable('verification_submissions')
      .set({ status: 'rejected', reason: 'blurred' })
      .where('id', '=', m.submissionId)
      .execute();
    await sweep(Date.now() + 48 * HOUR);
    expect([await exists(m.documentId), await exists(m.selfieId)]).toEqual([true, true]);
    const selfie = await upload(m.token, 'selfie', PNG);
    expect((await memberCall(app, m.token, 'verificationSubmit', { document_id: m.documentId, selfie_id: selfie })).code).toBe(1);
  });
});
