// Where members' images are kept (issue 40): under DATA_DIR/uploads/kyc (the default) or in an S3-compatible store
// named by UPLOAD_URL. Either way outside anything the server serves, written private, read back only by support's
// call (review.ts). Keys are '<member>/<random>', the path the verification_files row keeps.
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { uploadRoot, type UploadStoreSettings } from './settings';

export interface UploadStore {
  /** Writes a new object; refuses to overwrite one (the keys are random). */
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Removes an object; one already gone is not an error. */
  remove(key: string): Promise<void>;
}

/** The store the settings name: the disk one under `root` (DATA_DIR/uploads/kyc), or the S3-compatible one. */
export function uploadStoreOf(settings: UploadStoreSettings, root: string): UploadStore {
  return settings.kind === 's3' ? s3Store(settings) : diskStore(root);
}

/** The store the app's settings name (UPLOAD_URL, else DATA_DIR): what the routes, the sweep and the CLI use. */
export const uploadsOf = (config: Pick<Config, 'dataDir' | 'verification'>): UploadStore =>
  uploadStoreOf(config.verification.store, uploadRoot(config.dataDir));

/** Files under `root`/<member>/ (folders 0700, files 0600). */
export function diskStore(root: string): UploadStore {
  const at = (key: string) => path.join(root, ...key.split('/'));
  return {
    async put(key, bytes) {
      await fs.mkdir(path.dirname(at(key)), { recursive: true, mode: 0o700 });
      await fs.writeFile(at(key), bytes, { mode: 0o600, flag: 'wx' });
    },
    get: (key) => fs.readFile(at(key)),
    remove: (key) => fs.rm(at(key), { force: true }),
  };
}

/** Each call to the store gives up after this long (the orphans' sweep removes in a transaction). */
const S3_TIMEOUT_MS = 15_000;

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...), each request signed with AWS Signature Version 4. Objects
 * get no ACL header: they stay private, readable only with the key (the bucket's policy must not make them public).
 */
export function s3Store(settings: Extract<UploadStoreSettings, { kind: 's3' }>): UploadStore {
  const request = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, extra: Record<string, string> = {}) => {
    const { url, host, canonicalUri } = objectAddress(settings, key);
    const headers = signV4(settings, { method, host, canonicalUri, body: body ?? Buffer.alloc(0), headers: extra }, new Date());
    const answer = await fetch(url, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(S3_TIMEOUT_MS),
    });
    return answer;
  };
  const failed = async (what: string, key: string, answer: Response) =>
    new Error(`upload store: ${what} ${key} answered ${answer.status} ${(await answer.text()).slice(0, 300)}`);
  return {
    async put(key, bytes) {
      const answer = await request('PUT', key, bytes, { 'content-type': 'application/octet-stream' });
      if (!answer.ok) throw await failed('PUT', key, answer);
      await answer.arrayBuffer();
    },
    async get(key) {
      const answer = await request('GET', key);
      if (!answer.ok) throw await failed('GET', key, answer);
      return Buffer.from(await answer.arrayBuffer());
    },
    async remove(key) {
      const answer = await request('DELETE', key);
      // S3 answers 204 for a key that is not there too.
      if (!answer.ok && answer.status !== 404) throw await failed('DELETE', key, answer);
      await answer.arrayBuffer();
    },
  };
}

/** S3's encoding of a path segment: everything but A-Z a-z 0-9 - _ . ~ percent-encoded. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function objectAddress(settings: Extract<UploadStoreSettings, { kind: 's3' }>, key: string) {
  const endpoint = new URL(settings.endpoint);
  const host = settings.pathStyle ? endpoint.host : `${settings.bucket}.${endpoint.host}`;
  const segments = [...(settings.pathStyle ? [settings.bucket] : []), ...key.split('/')];
  const canonicalUri = `/${segments.map(encodeSegment).join('/')}`;
  return { url: `${endpoint.protocol}//${host}${canonicalUri}`, host, canonicalUri };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** AWS Signature Version 4 for one request with no query string: the headers to send (host is fetch's own). */
export function signV4(
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
  req: { method: string; host: string; canonicalUri: string; body: Buffer; headers: Record<string, string> },
  at: Date,
): Record<string, string> {
  const amzDate = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name.toLowerCase(), value.trim()])),
    host: req.host,
    'x-amz-content-sha256': sha256(req.body),
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonical = [
    req.method,
    req.canonicalUri,
    '',
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaders,
    headers['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
