import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError, ERR } from '../http/errors';
import { hashSecret, verifySecret } from '../security/password';
import { minutesOf } from '../security/throttle';
import { findByUsername } from './users';

/** Stored in place of a password for guests: no password ever matches it. */
export const NO_PASSWORD = '!';

const dummyHashes = new Map<number, Promise<string>>();
/** A real hash to verify against when the account does not exist, so both cases take the same time. */
function dummyHash(app: FastifyInstance): Promise<string> {
  const { N } = app.config.scrypt;
  if (!dummyHashes.has(N)) dummyHashes.set(N, hashSecret('not-a-password', app.config.scrypt));
  return dummyHashes.get(N)!;
}

/** Throttle keys of a login attempt: the (account, address) pair, the address, the account. */
function loginKeys(account: string, ip: string) {
  const name = account.toLowerCase();
  return { pair: `${name}|${ip}`, address: ip, account: name };
}

/**
 * Checks account and password, throttled per pair, address and account; a wrong account and a wrong
 * password answer the same 'account or password wrong'. Answers the user's id.
 */
export async function checkLogin(app: FastifyInstance, account: string, password: string, ip: string): Promise<number> {
  if (!account) throw new AppError(ERR.usernameRequired);
  if (!password) throw new AppError(ERR.passwordRequired);
  const t = app.throttles;
  const keys = loginKeys(account, ip);
  const wait = Math.max(t.loginPair.lockedFor(keys.pair), t.loginAddress.lockedFor(keys.address), t.loginAccount.lockedFor(keys.account));
  if (wait > 0) throw new AppError(ERR.loginLocked, { minutes: minutesOf(wait) });

  const user = await findByUsername(app.db, account);
  const ok = await verifySecret(password, user && user.password_hash !== NO_PASSWORD ? user.password_hash : await dummyHash(app));
  if (!user || !ok) {
    t.loginPair.fail(keys.pair);
    t.loginAddress.fail(keys.address);
    t.loginAccount.fail(keys.account);
    throw new AppError(ERR.loginFailed);
  }
  t.loginPair.reset(keys.pair);
  if (user.status !== 0) throw new AppError(ERR.accountDisabled);
  return user.id;
}

/** Account creation per address is limited (members and guests alike). */
export function checkRegistrationAllowed(app: FastifyInstance, ip: string): void {
  if (app.throttles.registration.lockedFor(ip) > 0) throw new AppError(ERR.registerLimited);
}

export function countRegistration(app: FastifyInstance, ip: string): void {
  app.throttles.registration.fail(ip);
}

const GUEST_PREFIX = 'guest';
/** guest + timestamp + 6 random uppercase letters (spec section 4). */
export function guestUsername(now = Date.now()): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${GUEST_PREFIX}${now}${letters}`;
}
