import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../testing/app';
import { registerMember } from '../testing/http';
import { opsTestKit, type SignedOperator } from '../testing/opsSession';
import { S3_BUCKET, startTestS3, type TestS3 } from '../testing/s3';
import { JPEG, PNG, memberCall, submittedMember } from '../testing/verification';
import { loadVerificationSettings, uploadRoot, uploadStoreSettings } from './settings';
import { s3Store, signV4, uploadsOf } from './store';

describe('UPLOAD_URL', () => {
  it('names an S3-compatible bucket: HTTPS unless s3+http, path-style unless path_style=0, key and secret decoded', () => {
    expect(uploadStoreSettings(undefined)).toEqual({ kind: 'disk' });
    expect(uploadStoreSettings('')).toEqual({ kind: 'disk' });
    expect(uploadStoreSettings('s3://AKID:se%2Fcret@s3.example.com/kyc-images?region=ap-east-1')).toEqual({
      kind: 's3',
      endpoint: 'https://s3.example.com',
      bucket: 'kyc-images',
      region: 'ap-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'se/cret',
      pathStyle: true,
    });
    expect(uploadStoreSettings('s3+http://k:s@127.0.0.1:9000/b?path_style=0')).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      pathStyle: false,
    });
  });

  it('refuses to start on anything else rather than store where the operator does not think', () => {
    for (const wrong of [
      'https://k:s@host/b',
      's3://host/b',
      's3://k:s@host/',
      's3://k:s@host/a/b',
      's3://k:s@host/b?path_style=yes',
      'kyc',
    ])
      expect(() => loadVerificationSettings({ UPLOAD_URL: wrong })).toThrow(/^setting UPLOAD_URL: /);
  });
});

describe('the request signature', () => {
  it('is AWS Signature Version 4 (AWS’s published GET Object example)', () => {
    const headers = signV4(
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      {
        method: 'GET',
        host: 'examplebucket.s3.amazonaws.com',
        canonicalUri: '/test.txt',
        body: Buffer.alloc(0),
        headers: { Range: 'bytes=0-9' },
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    // Objects are written private: no ACL is ever asked for.
    expect(Object.keys(headers).some((name) => name.includes('acl'))).toBe(false);
  });
});

describe('an S3-compatible store (s3rver)', () => {
  let s3: TestS3;
  let t: TestApp;
  let app: FastifyInstance;
  const { call, enrolled } = opsTestKit(() => app);
  let support: SignedOperator;

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await buildTestApp({ seedDemo: false, verification: loadVerificationSettings({ UPLOAD_URL: s3.url, KYC_MAX_IMAGE_MB: '1' }) });
    app = t.app;
    support = await enrolled('support');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('keeps the members’ images in the bucket, nothing under DATA_DIR, and shows them to support', async () => {
    const m = await submittedMember(app);
    const file = await app.db.selectFrom('verification_files').selectAll().where('id', '=', m.documentId).executeTakeFirstOrThrow();
    expect(file.path).toMatch(new RegExp(`^${m.id}/[0-9a-f]{32}$`));
    expect(await uploadsOf(t.config).get(file.path)).toEqual(JPEG);
    expect(fs.existsSync(uploadRoot(t.config.dataDir))).toBe(false);
    // In s3rver's own folder for the bucket, under the member.
    expect(fs.existsSync(path.join(s3.directory, S3_BUCKET, String(m.id)))).toBe(true);

    expect(await call('/api/ops/verificationFile', { file_id: m.selfieId }, support)).toMatchObject({
      code: 1,
      data: { kind: 'selfie', mime: 'image/png', data: PNG.toString('base64') },
    });
  });

  it('refuses an image before it reaches the bucket', async () => {
    const m = await registerMember(app);
    expect(
      (await memberCall(app, m.token, 'verificationUpload', { kind: 'document', image: Buffer.from('%PDF-1.7').toString('base64') })).code,
    ).toBe(30083);
    expect(fs.existsSync(path.join(s3.directory, S3_BUCKET, String(m.id)))).toBe(false);
  });

  it('writes, reads and removes objects; a key the store does not know is refused', async () => {
    const settings = uploadStoreSettings(s3.url);
    if (settings.kind !== 's3') throw new Error('not s3');
    const store = s3Store(settings);
    await store.put('7/abc', PNG);
    expect(await store.get('7/abc')).toEqual(PNG);
    await store.remove('7/abc');
    await store.remove('7/abc'); // already gone: not an error
    await expect(store.get('7/abc')).rejects.toThrow(/GET 7\/abc answered 404/);
    await expect(s3Store({ ...settings, accessKeyId: 'NOBODY' }).put('7/abd', PNG)).rejects.toThrow(/answered 403/);
  });
});
