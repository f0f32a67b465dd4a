import { hash, randomBytes } from 'node:crypto';

/** A 256-bit random session token (base64url, 43 chars); only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** One-shot hashing: no Hash object per call (it runs on every authenticated request). */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

export const hashToken = sha256Hex;
