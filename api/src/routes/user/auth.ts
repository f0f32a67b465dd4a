import type { FastifyInstance } from 'fastify';
import { GROUP_GUEST, GROUP_MEMBER } from 'shared-contracts';
import { user as calls } from 'shared-contracts/api';
import { NO_PASSWORD, checkLogin, countRegistration, guestUsername, releaseRegistration, reserveRegistration } from '../../accounts/login';
import { isMemberDisabled } from '../../accounts/memberStatus';
import { passwordProblem, usernameProblem } from '../../accounts/rules';
import { createUser, findByUsername, loadUserData, userExists } from '../../accounts/users';
import { ERR, fail } from '../../i18n/errors';
import { writeCall } from '../../http/route';
import { hashSecret } from '../../security/password';
import { DEVICE_COOKIE, DeviceProofs, cookieValue, deviceCookie } from '../../security/deviceProof';

/** Creates an account under the address's reserved registration: counted once created, given back when refused. */
async function createAccount(app: FastifyInstance, ip: string, insert: () => Promise<number>): Promise<number> {
  let id: number;
  try {
    id = await insert();
  } catch (error) {
    await releaseRegistration(app.throttles.registration, ip);
    throw error;
  }
  await countRegistration(app.throttles.registration, ip);
  return id;
}

export default async function authRoutes(app: FastifyInstance) {
  const devices = new DeviceProofs(app.serverSecret, app.config.deviceProofMs);

  // Register, guest and login open a session: replayable: false (route.ts), each retry runs as itself.
  writeCall(app, calls.register, {
    replayable: false,
    prepare: async ({ input, ip }) => {
      const problem = usernameProblem(input.username) ?? passwordProblem(input.password, input.username);
      if (problem) fail(problem);
      await reserveRegistration(app.throttles.registration, ip);
      try {
        const inviterId = input.inviter_id === '' || input.inviter_id === undefined ? null : input.inviter_id;
        if (inviterId !== null && !(await userExists(app.db, inviterId))) fail(ERR.inviterUnknown);
        if (await findByUsername(app.db, input.username)) fail(ERR.usernameTaken);
        return { inviterId, passwordHash: await hashSecret(input.password, app.config.scrypt) };
      } catch (error) {
        await releaseRegistration(app.throttles.registration, ip);
        throw error;
      }
    },
    handle: async ({ db, input, ip }, { inviterId, passwordHash }) => {
      const id = await createAccount(app, ip, () =>
        createUser(db, { username: input.username, password_hash: passwordHash, group_id: GROUP_MEMBER, inviter_id: inviterId }),
      );
      // Remember me is a login choice: the client keeps a new member's session for the tab, and so does the server.
      return loadUserData(db, app.config, id, await app.sessions.create(db, id, false, ip));
    },
  });

  writeCall(app, calls.guest, {
    replayable: false,
    prepare: async ({ ip }) => reserveRegistration(app.throttles.registration, ip),
    handle: async ({ db, ip }) => {
      const id = await createAccount(app, ip, () =>
        createUser(db, { username: guestUsername(), password_hash: NO_PASSWORD, group_id: GROUP_GUEST, inviter_id: null }),
      );
      return loadUserData(db, app.config, id, await app.sessions.create(db, id, false, ip));
    },
  });

  writeCall(app, calls.login, {
    replayable: false,
    prepare: async ({ input, ip, req }) => {
      const deviceId = devices.verify(input.account, cookieValue(req.headers.cookie, DEVICE_COOKIE));
      return checkLogin(app.deps, app.throttles, input.account, input.password, ip, deviceId);
    },
    handle: async ({ db, input, ip, req, reply }, userId) => {
      // remember is optional (clients from before it asked for none): without it, the normal session life.
      const data = await loadUserData(db, app.config, userId, await app.sessions.create(db, userId, input.remember === true, ip));
      // A disabled account's session only withdraws: the answer says so, for the app to tell the member at once.
      const disabled = await isMemberDisabled(db, userId);
      // One proof, sent only to the two calls that prove a name: signing in and resetting its password.
      const proof = devices.issue(data.username);
      const secure = req.protocol === 'https';
      reply.header(
        'set-cookie',
        [calls.login.path, calls.resetPassword.path].map((path) => deviceCookie(proof, devices.lifeSeconds, path, secure)),
      );
      return disabled ? { ...data, disabled: true as const } : data;
    },
  });

  // The session ends before the transaction (which keeps only the Idempotency-Key): see Sessions in accounts/sessions.ts.
  writeCall(app, calls.logout, {
    prepare: async ({ user }) => app.sessions.revoke(user.tokenHash),
    handle: async () => null,
    whileDisabled: true,
  });
}
