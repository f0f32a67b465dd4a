import { generateSecret, generateURI, verifySync } from 'otplib';

/** Seconds per code (the authenticator apps' default). */
const PERIOD = 30;

/** The name an authenticator app shows beside the operator's codes. */
const ISSUER = 'Trade back office';
/** A code of the previous or next 30-second step is accepted too (clock drift, a code typed at the step's end). */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URI the enrolment page shows as a QR code. */
export const totpUri = (secret: string, name: string): string => generateURI({ secret, issuer: ISSUER, label: name });

/**
 * The time step of a valid code at `now`, or null. The caller accepts it only if the step is later than the last one
 * it accepted for that operator (a code is good once).
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({ secret, token: code, epoch: Math.floor(now / 1000), epochTolerance: TOLERANCE_SECONDS });
  // The step the code was made for: the verification's window is this step's neighbours (`delta` of them).
  return result.valid && 'delta' in result ? Math.floor(now / 1000 / PERIOD) + result.delta : null;
}
