import path from 'node:path';
import { int, type Env } from '../env';
import { wholeUnits } from '../domain/ledger';

/** Member verification's settings (issue 40), read once from the environment. Amounts in minor units. */
export interface VerificationSettings {
  /**
   * KYC_BASIC_ABOVE (whole u, default 1,000) and KYC_FULL_ABOVE (default 5,000): a withdrawal above one, alone or with
   * the member's others of the last 30 days, needs that level. The shipped defaults: an admin's change in the console
   * (four eyes, migration 060) takes their place.
   */
  basicAbove: number;
  fullAbove: number;
  /** KYC_MAX_IMAGE_MB (default 5): the largest image a member may upload. */
  maxImageBytes: number;
  /** UPLOAD_URL: where the images are kept (store.ts); unset, under DATA_DIR/uploads/kyc. */
  store: UploadStoreSettings;
  /** KYC_UPLOAD_ORPHAN_HOURS (default 24): an image no submission names is removed once this old. */
  orphanMs: number;
}

/** The disk under DATA_DIR, or an S3-compatible bucket (path-style unless `path_style=0`). */
export type UploadStoreSettings =
  | { kind: 'disk' }
  | {
      kind: 's3';
      /** 'https://host[:port]' (s3://) or 'http://host[:port]' (s3+http://). */
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      pathStyle: boolean;
    };

/**
 * UPLOAD_URL as `s3://KEY:SECRET@host[:port]/bucket?region=us-east-1[&path_style=0]` (HTTPS; `s3+http://` for plain
 * HTTP, a store on the same machine); key and secret percent-encoded. Anything else refuses to start.
 */
export function uploadStoreSettings(url: string | undefined): UploadStoreSettings {
  if (!url) return { kind: 'disk' };
  const refuse = (why: string): never => {
    throw new Error(`setting UPLOAD_URL: ${why} (s3://KEY:SECRET@host[:port]/bucket?region=..., or s3+http:// for plain HTTP)`);
  };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse('not a URL');
  }
  const scheme = { 's3:': 'https:', 's3+http:': 'http:' }[parsed.protocol];
  if (!scheme) return refuse(`unknown scheme ${parsed.protocol}`);
  const bucket = parsed.pathname.replace(/^\/+|\/+$/g, '');
  if (!bucket || bucket.includes('/')) return refuse('one bucket name as its path');
  if (!parsed.username || !parsed.password) return refuse('the access key and secret as KEY:SECRET@');
  const pathStyle = parsed.searchParams.get('path_style') ?? '1';
  if (pathStyle !== '0' && pathStyle !== '1') return refuse('path_style is 0 or 1');
  return {
    kind: 's3',
    endpoint: `${scheme}//${parsed.host}`,
    bucket,
    region: parsed.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(parsed.username),
    secretAccessKey: decodeURIComponent(parsed.password),
    pathStyle: pathStyle === '1',
  };
}

export function loadVerificationSettings(env: Env): VerificationSettings {
  const basicAbove = wholeUnits('KYC_BASIC_ABOVE', env.KYC_BASIC_ABOVE, 1_000);
  const fullAbove = wholeUnits('KYC_FULL_ABOVE', env.KYC_FULL_ABOVE, 5_000);
  if (fullAbove < basicAbove) throw new Error('setting KYC_FULL_ABOVE must not be below KYC_BASIC_ABOVE');
  return {
    basicAbove,
    fullAbove,
    maxImageBytes: int(env, 'KYC_MAX_IMAGE_MB', 5, 1) * 1024 * 1024,
    store: uploadStoreSettings(env.UPLOAD_URL),
    orphanMs: int(env, 'KYC_UPLOAD_ORPHAN_HOURS', 24, 1) * 3_600_000,
  };
}

/** Where members' images are kept: under DATA_DIR, outside anything the server serves. */
export function uploadRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'kyc');
}
