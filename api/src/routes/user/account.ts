import type { FastifyInstance } from 'fastify';
import { user as calls } from 'shared-contracts/api';
import { idcardProblem, passwordProblem } from '../../accounts/rules';
import { loadUserData } from '../../accounts/users';
import { AppError, ERR, fail } from '../../http/errors';
import { readCall, writeCall } from '../../http/route';
import { hashSecret, verifySecret } from '../../security/password';
import { minutesOf } from '../../security/throttle';

const tokenOf = (headers: Record<string, unknown>) => String(headers.token ?? '');

export default async function accountRoutes(app: FastifyInstance) {
  readCall(app, calls.userInfo, {
    handle: async ({ db, user, req }) => loadUserData(db, app.config, user.id, tokenOf(req.headers)),
  });

  /** idcard: checked, saved once, then refused; avatar (1-8) may change any time. */
  writeCall(app, calls.profile, {
    prepare: async ({ input }) => {
      if (input.idcard !== undefined) {
        const problem = idcardProblem(input.idcard);
        if (problem) fail(problem);
      }
    },
    handle: async ({ db, user, input, req }) => {
      if (input.idcard !== undefined) {
        const result = await db
          .updateTable('users')
          .set({ idcard: input.idcard.toUpperCase() })
          .where('id', '=', user.id)
          .where('idcard', '=', '')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) fail(ERR.idcardSet);
      }
      if (input.avatar !== undefined) {
        await db.updateTable('users').set({ avatar: input.avatar }).where('id', '=', user.id).execute();
      }
      return loadUserData(db, app.config, user.id, tokenOf(req.headers));
    },
  });

  /**
   * newPass: after_pass = the current password (throttled like logins: the attempt is reserved before the slow
   * check, so a parallel burst is checked at most `limit` times), new_pass = the new one; other sessions end.
   */
  writeCall(app, calls.newPass, {
    prepare: async ({ input, user }) => {
      if (!input.after_pass) fail(ERR.oldPassWrong);
      const problem = passwordProblem(input.new_pass, user.username);
      if (problem) fail(problem);
      const throttle = app.throttles.loginPair;
      const key = `newPass|${user.id}`;
      const wait = await throttle.reserve(key);
      if (wait > 0) fail(ERR.loginLocked, { minutes: minutesOf(wait) });
      let row: { password_hash: string };
      let ok: boolean;
      try {
        row = await app.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
        ok = await verifySecret(input.after_pass, row.password_hash);
      } catch (error) {
        await throttle.release(key);
        throw error;
      }
      if (!ok) {
        await throttle.fail(key);
        fail(ERR.oldPassWrong);
      }
      await throttle.reset(key);
      if (input.new_pass === input.after_pass) fail(ERR.samePass);
      const newHash = await hashSecret(input.new_pass, app.config.scrypt);
      // Outside the transaction (see Sessions), and last: a refusal below leaves the others signed out, never signed in.
      await app.sessions.revokeOthers(user.id, user.tokenHash);
      return { oldHash: row.password_hash, newHash };
    },
    handle: async ({ db, user }, { oldHash, newHash }) => {
      const result = await db
        .updateTable('users')
        .set({ password_hash: newHash })
        .where('id', '=', user.id)
        .where('password_hash', '=', oldHash)
        .executeTakeFirst();
      // Changed by a concurrent call since we checked: the old password given is no longer current.
      if (Number(result.numUpdatedRows) !== 1) throw new AppError(ERR.oldPassWrong);
      return null;
    },
  });
}
