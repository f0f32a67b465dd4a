import type { FastifyInstance } from 'fastify';
import { GROUP_MEMBER } from 'shared-contracts';
import { user as calls } from 'shared-contracts/api';
import { preparePasswordChange, savePasswordChange } from '../../accounts/passwordChange';
import { idcardProblem, passwordProblem } from '../../accounts/rules';
import { applyReset, prepareReset } from '../../accounts/recovery';
import { findByUsername, loadUserData, updateProfile } from '../../accounts/users';
import { readCall, writeCall } from '../../http/route';
import { ERR, fail } from '../../i18n/errors';

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
      await updateProfile(db, user.id, input);
      return loadUserData(db, app.config, user.id, tokenOf(req.headers));
    },
  });

  /** newPass: after_pass = the current password (throttled like logins), new_pass = the new one; other sessions end. */
  writeCall(app, calls.newPass, {
    prepare: async ({ input, user }) => {
      if (!input.after_pass) fail(ERR.oldPassWrong);
      const problem = passwordProblem(input.new_pass, user.username);
      if (problem) fail(problem);
      return preparePasswordChange(app, user, input.after_pass, input.new_pass);
    },
    handle: async ({ db, user }, change) => {
      await savePasswordChange(db, user.id, change);
      return null;
    },
  });

  /** resetPassword: a support-issued one-time code instead of the current password (accounts/recovery.ts). */
  writeCall(app, calls.resetPassword, {
    replayable: false,
    prepare: async ({ input }) => {
      const user = await findByUsername(app.db, input.username);
      if (!user || user.group_id !== GROUP_MEMBER) fail(ERR.recoveryCodeWrong);
      const problem = passwordProblem(input.new_pass, user.username);
      if (problem) fail(problem);
      return prepareReset(app, user.id, 'password', input.code, input.new_pass);
    },
    handle: async ({ db }, reset) => ({ withdrawals_from: Math.floor((await applyReset(app, db, reset)).withdrawalsFrom / 1000) }),
  });
}
