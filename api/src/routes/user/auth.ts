import type { FastifyInstance } from 'fastify';
import { GROUP_GUEST, GROUP_MEMBER } from 'shared-contracts';
import { user as calls, type UserData } from 'shared-contracts/api';
import { NO_PASSWORD, checkLogin, checkRegistrationAllowed, countRegistration, guestUsername } from '../../accounts/login';
import { passwordProblem, usernameProblem } from '../../accounts/rules';
import { createSession, revokeSession } from '../../accounts/sessions';
import { loadUserData } from '../../accounts/users';
import type { Db } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError, ERR, fail } from '../../http/errors';
import type { CallContext } from '../../http/route';
import { writeCall } from '../../http/route';
import { hashSecret } from '../../security/password';

/** Answers holding a fresh token: the idempotency store keeps them without it; a replay opens a new session. */
function sessionAnswer(remember: (input: any) => boolean) {
  return {
    store: (data: UserData) => ({ ...data, token: '' }),
    replay: async (ctx: CallContext<any>, stored: unknown) => {
      const id = (stored as UserData).id;
      const token = await createSession(ctx.app.db, ctx.app.config, id, remember(ctx.input), ctx.ip);
      return loadUserData(ctx.app.db, id, token);
    },
  };
}

async function insertUser(db: Db, values: { username: string; password_hash: string; group_id: number; inviter_id: number | null }): Promise<number> {
  try {
    const row = await db.insertInto('users')
      .values({ ...values, nickname: values.username, security_code_hash: null, created_at: Date.now() })
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ERR.usernameTaken);
    throw error;
  }
}

export default async function authRoutes(app: FastifyInstance) {
  writeCall(app, calls.register, {
    prepare: async ({ input, ip }) => {
      checkRegistrationAllowed(app, ip);
      const problem = usernameProblem(input.username) ?? passwordProblem(input.password);
      if (problem) fail(problem);
      const inviterId = input.inviter_id === '' || input.inviter_id === undefined ? null : input.inviter_id;
      if (inviterId !== null) {
        const inviter = await app.db.selectFrom('users').select('id').where('id', '=', inviterId).executeTakeFirst();
        if (!inviter) fail(ERR.inviterUnknown);
      }
      const taken = await app.db.selectFrom('users').select('id').where('username', '=', input.username).executeTakeFirst();
      if (taken) fail(ERR.usernameTaken);
      return { inviterId, passwordHash: await hashSecret(input.password, app.config.scrypt) };
    },
    handle: async ({ db, input, ip }, { inviterId, passwordHash }) => {
      const id = await insertUser(db, { username: input.username, password_hash: passwordHash, group_id: GROUP_MEMBER, inviter_id: inviterId });
      countRegistration(app, ip);
      return loadUserData(db, id, await createSession(db, app.config, id, true, ip));
    },
    secret: sessionAnswer(() => true),
  });

  writeCall(app, calls.guest, {
    prepare: async ({ ip }) => checkRegistrationAllowed(app, ip),
    handle: async ({ db, ip }) => {
      const id = await insertUser(db, { username: guestUsername(), password_hash: NO_PASSWORD, group_id: GROUP_GUEST, inviter_id: null });
      countRegistration(app, ip);
      return loadUserData(db, id, await createSession(db, app.config, id, true, ip));
    },
    secret: sessionAnswer(() => true),
  });

  writeCall(app, calls.login, {
    prepare: async ({ input, ip }) => checkLogin(app, input.account, input.password, ip),
    handle: async ({ db, input, ip }, userId) => loadUserData(db, userId, await createSession(db, app.config, userId, input.remember === true, ip)),
    secret: sessionAnswer((input) => input.remember === true),
  });

  writeCall(app, calls.logout, {
    handle: async ({ db, user }) => {
      await revokeSession(db, user.tokenHash);
      return null;
    },
  });
}
