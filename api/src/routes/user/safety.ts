import type { FastifyInstance } from 'fastify';
import { user as calls } from 'shared-contracts/api';
import { securityCodeProblem } from '../../accounts/rules';
import { checkSecurityCode } from '../../accounts/securityCode';
import { ERR, fail } from '../../http/errors';
import { readCall, writeCall } from '../../http/route';
import { hashSecret } from '../../security/password';

export default async function safetyRoutes(app: FastifyInstance) {
  readCall(app, calls.safetyInfo, {
    handle: async ({ db, user }) => {
      const row = await db.selectFrom('users').select('security_code_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
      return { isTrue: row.security_code_hash !== null };
    },
  });

  /** The first code needs no old one; changing it needs after_code = the current code (throttled). */
  writeCall(app, calls.setSafety, {
    prepare: async ({ input, user }) => {
      const problem = securityCodeProblem(input.new_code);
      if (problem) fail(problem);
      const row = await app.db.selectFrom('users').select('security_code_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
      if (row.security_code_hash !== null) await checkSecurityCode(app, user.id, input.after_code);
      return { oldHash: row.security_code_hash, newHash: await hashSecret(input.new_code, app.config.scrypt) };
    },
    handle: async ({ db, user }, { oldHash, newHash }) => {
      const query = db.updateTable('users').set({ security_code_hash: newHash }).where('id', '=', user.id);
      const result = await (
        oldHash === null ? query.where('security_code_hash', 'is', null) : query.where('security_code_hash', '=', oldHash)
      ).executeTakeFirst();
      // Set or changed by a concurrent call since we checked.
      if (Number(result.numUpdatedRows) !== 1) fail(ERR.codeRequired);
      return null;
    },
  });
}
