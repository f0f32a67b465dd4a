import type { FastifyInstance } from 'fastify';
import { GROUP_MEMBER } from 'shared-contracts';
import { user as calls } from 'shared-contracts/api';
import { preparePasswordChange, savePasswordChange } from '../../accounts/passwordChange';
import { idcardProblem, passwordProblem } from '../../accounts/rules';
import { applyReset, prepareReset, resetGuards } from '../../accounts/recovery';
import { findByUsername, loadUserData, updateProfile } from '../../accounts/users';
import { readCall, writeCall } from '../../http/route';
import { ERR, fail } from '../../i18n/errors';
import { DEVICE_COOKIE, DeviceProofs, cookieValue } from '../../security/deviceProof';

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
      return preparePasswordChange(app.deps, app.throttles.loginPair, app.sessions, user, input.after_pass, input.new_pass);
    },
    handle: async ({ db, user }, change) => {
      await savePasswordChange(db, user.id, change);
      return null;
    },
  });

  /**
   * resetPassword: a support-issued one-time code instead of the current password (accounts/recovery.ts). Every name
   * is answered alike, held or not: the new password's rules first, then the code, throttled as a login is.
   */
  const devices = new DeviceProofs(app.serverSecret, app.config.deviceProofMs);
  writeCall(app, calls.resetPassword, {
    replayable: false,
    prepare: async ({ input, ip, req }) => {
      const problem = passwordProblem(input.new_pass, input.username);
      if (problem) fail(problem);
      const user = await findByUsername(app.db, input.username);
      const member = user?.group_id === GROUP_MEMBER ? user.id : null;
      const deviceId = devices.verify(input.username, cookieValue(req.headers.cookie, DEVICE_COOKIE));
      return prepareReset(
        app.deps,
        member,
        'password',
        input.code,
        input.new_pass,
        resetGuards(app.throttles, input.username, ip, deviceId),
      );
    },
    handle: async ({ db, ip }, reset) => ({
      withdrawals_from: Math.floor((await applyReset(app.deps, app.sessions, db, reset, ip)).withdrawalsFrom / 1000),
    }),
  });
}
