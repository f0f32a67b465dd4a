// An S3-compatible server for tests (s3rver, a devDependency): started on a free port over a temp folder, one bucket.
// It checks the access key of a signed request; it does not recompute a V4 signature (store.test.ts checks the
// signing against AWS's published example).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account. */
export const S3_KEY = 'S3RVER';
export const S3_SECRET = 'S3RVER';
export const S3_BUCKET = 'kyc';

export interface TestS3 {
  /** UPLOAD_URL naming the bucket. */
  url: string;
  /** Where s3rver keeps the bucket's objects (to see what is there without the store). */
  directory: string;
  stop(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await server.run();
  return {
    url: `s3+http://${S3_KEY}:${S3_SECRET}@127.0.0.1:${port}/${S3_BUCKET}?region=us-east-1`,
    directory,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
