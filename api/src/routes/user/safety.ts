import type { FastifyInstance } from 'fastify';
import { user as calls } from 'shared-contracts/api';
import { applyReset, memberResetGuards, prepareReset } from '../../accounts/recovery';
import { securityCodeProblem } from '../../accounts/rules';
import { prepareSecurityCode, saveSecurityCode, securityCodeHashOf } from '../../accounts/securityCode';
import { readCall, writeCall } from '../../http/route';
import { fail } from '../../i18n/errors';

export default async function safetyRoutes(app: FastifyInstance) {
  readCall(app, calls.safetyInfo, {
    handle: async ({ db, user }) => ({ isTrue: (await securityCodeHashOf(db, user.id)) !== null }),
  });

  /** The first code needs no old one; changing it needs after_code = the current code (throttled). */
  writeCall(app, calls.setSafety, {
    prepare: async ({ input, user }) => {
      const problem = securityCodeProblem(input.new_code);
      if (problem) fail(problem);
      return prepareSecurityCode(app.deps, app.throttles.securityCode, user.id, input.new_code, input.after_code);
    },
    handle: async ({ db, user }, change) => {
      await saveSecurityCode(db, user.id, change);
      return null;
    },
    whileDisabled: true,
  });

  /** resetSecurityCode: a support-issued one-time code instead of the current security code (accounts/recovery.ts). */
  writeCall(app, calls.resetSecurityCode, {
    prepare: async ({ input, user }) => {
      const problem = securityCodeProblem(input.new_code);
      if (problem) fail(problem);
      return prepareReset(app.deps, user.id, 'security_code', input.code, input.new_code, memberResetGuards(app.throttles, user.id));
    },
    handle: async ({ db, ip }, reset) => ({
      withdrawals_from: Math.floor((await applyReset(app.deps, app.sessions, db, reset, ip)).withdrawalsFrom / 1000),
    }),
  });
}
