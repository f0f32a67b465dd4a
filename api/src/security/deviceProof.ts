import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Device proofs, OWASP's "device cookie": a browser that logs in gets a signed proof that it knew the
 * account's password; at a later login a valid proof for the same account exempts that browser from the
 * per-account lock, so a stranger's guesses from many addresses cannot lock the owner out. The browser's own
 * attempts are then counted per proof instead. A proof is `id.expiresAt.signature`: a random id, an expiry
 * (ms), and an HMAC over both and the account name, so the cookie names no account and fits no other.
 */
export const DEVICE_COOKIE = 'device_proof';
export const DEVICE_SECRET_FILE = 'device-proof-secret.txt';
const MIN_SECRET_LENGTH = 32;

export class DeviceProofs {
  constructor(
    private readonly secret: Buffer,
    private readonly lifeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A fresh proof for the account. */
  issue(account: string): string {
    const id = randomBytes(16).toString('base64url');
    const expiresAt = this.now() + this.lifeMs;
    return `${id}.${expiresAt}.${this.sign(account, id, expiresAt)}`;
  }

  /** The proof's id when it is an unexpired proof for this account (names ignoring case), else null. */
  verify(account: string, proof: string | undefined): string | null {
    const [id, expires, signature, ...rest] = (proof ?? '').split('.');
    if (!id || !expires || !signature || rest.length || !/^\d{1,15}$/.test(expires)) return null;
    const expiresAt = Number(expires);
    if (expiresAt <= this.now()) return null;
    const expected = Buffer.from(this.sign(account, id, expiresAt));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  get lifeSeconds(): number {
    return Math.floor(this.lifeMs / 1000);
  }

  private sign(account: string, id: string, expiresAt: number): string {
    return createHmac('sha256', this.secret).update(`${account.toLowerCase()}|${id}|${expiresAt}`).digest('base64url');
  }
}

/**
 * The HMAC key: the DEVICE_PROOF_SECRET setting, or one generated at first start and kept in
 * DATA_DIR/device-proof-secret.txt (written aside and linked into place, so concurrent first starts agree).
 */
export function loadDeviceSecret(setting: string | null, dataDir: string): Buffer {
  if (setting !== null) {
    if (setting.length < MIN_SECRET_LENGTH) throw new Error(`setting DEVICE_PROOF_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return Buffer.from(setting);
  }
  const file = join(dataDir, DEVICE_SECRET_FILE);
  const kept = () => {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${file} holds no valid secret: delete it to generate a new one`);
    return Buffer.from(secret);
  };
  try {
    return kept();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return kept();
}

/** One cookie's value from a Cookie header (names and values here are plain ASCII: no decoding). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie line of a device proof: script cannot read it, only same-site login requests carry it. */
export function deviceCookie(proof: string, maxAgeSeconds: number, path: string, secure: boolean, name = DEVICE_COOKIE): string {
  return `${name}=${proof}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
