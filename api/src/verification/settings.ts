import path from 'node:path';
import { int, type Env } from '../env';
import { wholeUnits } from '../wallet/settings';

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
}

export function loadVerificationSettings(env: Env): VerificationSettings {
  // An S3-compatible store is not built: refusing to start beats storing on disk while the operator thinks otherwise.
  if (env.UPLOAD_URL)
    throw new Error('setting UPLOAD_URL: an S3-compatible upload store is not built yet; unset it (uploads go under DATA_DIR)');
  const basicAbove = wholeUnits('KYC_BASIC_ABOVE', env.KYC_BASIC_ABOVE, 1_000);
  const fullAbove = wholeUnits('KYC_FULL_ABOVE', env.KYC_FULL_ABOVE, 5_000);
  if (fullAbove < basicAbove) throw new Error('setting KYC_FULL_ABOVE must not be below KYC_BASIC_ABOVE');
  return { basicAbove, fullAbove, maxImageBytes: int(env, 'KYC_MAX_IMAGE_MB', 5, 1) * 1024 * 1024 };
}

/** Where members' images are kept: under DATA_DIR, outside anything the server serves. */
export function uploadRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'kyc');
}
