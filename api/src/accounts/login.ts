import { randomInt } from 'node:crypto';
import type { Deps } from '../deps';
import { AppError, ERR } from '../i18n/errors';
import { hashSecret, verifySecret, type ScryptParams } from '../security/password';
import { throttledCheck, type Guard, type Throttle } from '../security/throttle';
import { findByUsername } from './users';

/** Stored in place of a password for guests: no password ever matches it. */
export const NO_PASSWORD = '!';

const dummyHashes = new Map<number, Promise<string>>();
/** A real hash to verify against when the account does not exist, so both cases take the same time. */
function dummyHash(scrypt: ScryptParams): Promise<string> {
  const { N } = scrypt;
  if (!dummyHashes.has(N)) dummyHashes.set(N, hashSecret('not-a-password', scrypt));
  return dummyHashes.get(N)!;
}

/** The throttles proving a name counts on: the api's own (plugins/throttles.ts), apart from Deps. */
export type NameThrottles = Record<'loginPair' | 'loginAddress' | 'loginAccount' | 'loginDevice', Throttle>;

/**
 * The throttles of proving a name (a login, a password reset): per name and address, per address, and per name, or
 * per device instead of per name when `deviceId` is a valid device proof's for it. `scope` keeps a kind's counts
 * apart ('reset:'); the address counts every kind together.
 */
export function nameGuards(t: NameThrottles, account: string, ip: string, deviceId: string | null, scope = ''): Guard[] {
  const name = `${scope}${account.toLowerCase()}`;
  return [[t.loginPair, `${name}|${ip}`], [t.loginAddress, ip], deviceId ? [t.loginDevice, `${scope}${deviceId}`] : [t.loginAccount, name]];
}

/**
 * Checks account (ignoring case) and password, throttled per pair, per address and per account, or per device
 * instead of per account when `deviceId` is the id of a valid device proof for this account
 * (security/deviceProof.ts). A wrong account and a wrong password answer the same 'account or password wrong'.
 * The attempt is reserved on every throttle before the slow verification, so a parallel burst is verified at
 * most `limit` times; the rest wait for the verifications ahead (members behind one address logging in at once
 * all get in), 20019 when those outlast the wait. Only a wrong password counts. Answers the user's id, a disabled
 * account's too (its money stays theirs to withdraw).
 */
export async function checkLogin(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  throttles: NameThrottles,
  account: string,
  password: string,
  ip: string,
  deviceId: string | null = null,
): Promise<number> {
  if (!account) throw new AppError(ERR.usernameRequired);
  if (!password) throw new AppError(ERR.passwordRequired);
  // The right password: this pair (and this device) start afresh; the attempt fails nothing.
  const user = await throttledCheck({
    guards: nameGuards(throttles, account, ip, deviceId),
    check: async () => {
      const found = await findByUsername(db, account);
      const ok = await verifySecret(
        password,
        found && found.password_hash !== NO_PASSWORD ? found.password_hash : await dummyHash(config.scrypt),
      );
      return found && ok ? found : null;
    },
    locked: ERR.loginLocked,
    wrong: ERR.loginFailed,
    onPass: ['reset', 'release', deviceId ? 'reset' : 'release'],
  });
  // A disabled account signs in too: its session may only withdraw the balance (http/route.ts, whileDisabled).
  return user.id;
}

/**
 * Account creation per address is limited (members and guests alike): reserve one before creating, then
 * count it once created or release it when the creation is refused. `registration` is the api's throttle of that name.
 */
export async function reserveRegistration(registration: Throttle, ip: string): Promise<void> {
  if ((await registration.reserve(ip)) > 0) throw new AppError(ERR.registerLimited);
}

export async function countRegistration(registration: Throttle, ip: string): Promise<void> {
  await registration.fail(ip);
}

export async function releaseRegistration(registration: Throttle, ip: string): Promise<void> {
  await registration.release(ip);
}

const GUEST_PREFIX = 'guest';
/** guest + timestamp + 6 random uppercase letters (docs/product.md (who)). */
export function guestUsername(now = Date.now()): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${GUEST_PREFIX}${now}${letters}`;
}
