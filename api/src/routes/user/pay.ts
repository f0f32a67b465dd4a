import type { FastifyInstance } from 'fastify';
import { user as calls, type PayInfoEntry } from 'shared-contracts/api';
import type { z } from 'zod';
import { bindingOf, recordBindingChange, sameBinding, type Binding } from '../../accounts/bindings';
import { bankCardProblem, cardNumber, walletProblem } from '../../accounts/rules';
import { checkSecurityCode } from '../../accounts/securityCode';
import type { Db } from '../../db/schema';
import { ERR, fail } from '../../http/errors';
import { readCall, writeCall } from '../../http/route';
import { writeMessage } from '../../messages/write';

async function payInfoOf(db: Db, userId: number, type: 0 | 1): Promise<PayInfoEntry | null> {
  const row = await db
    .selectFrom('pay_infos')
    .select(['acc', 'acc_name', 'acc_bank', 'acc_code', 'acc_fh', 'mark'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .executeTakeFirst();
  if (!row) return null;
  return type === 0 ? { type: 0, ...row } : { type: 1, acc: row.acc, acc_name: row.acc_name };
}

/** The binding a request asks for, trimmed (a card number without its spaces). */
function bindingFrom(input: z.output<typeof calls.setPayInfo.request>): Binding {
  const mark = input.mark?.trim() ?? '';
  return input.type === 0
    ? {
        type: 0,
        acc: input.acc.trim(),
        acc_name: cardNumber(input.acc_name),
        acc_bank: input.acc_bank!.trim(),
        acc_code: input.acc_code?.trim() ?? '',
        acc_fh: input.acc_fh?.trim() ?? '',
        mark,
      }
    : { type: 1, acc: input.acc.trim(), acc_name: input.acc_name.trim(), acc_bank: '', acc_code: '', acc_fh: '', mark };
}

/**
 * What the member's message about a replaced binding names: which kind, and the end of the new card number or
 * address (enough to recognize it, and to notice one that is not theirs).
 */
function bindingChangeParams(binding: Binding) {
  const account = binding.type === 0 ? binding.acc_name : binding.acc;
  return { bindingType: binding.type, ending: account.slice(-4) };
}

/** One bank card (type 0) and one virtual wallet (type 1) per member; binding again replaces it (with the security code). */
export default async function payRoutes(app: FastifyInstance) {
  readCall(app, calls.payInfo, {
    handle: async ({ db, user, input }) => payInfoOf(db, user.id, input.type),
  });

  writeCall(app, calls.setPayInfo, {
    // The first card or wallet needs only the token; replacing one needs the security code (throttled as withdrawals
    // are), so a stolen token cannot redirect the member's next withdrawal. The spec has no removal call.
    prepare: async ({ db, user, input, dialect }) => {
      const problem = input.type === 0 ? bankCardProblem(input, dialect === 'legacy') : walletProblem(input);
      if (problem) fail(problem);
      const binding = bindingFrom(input);
      const current = await bindingOf(db, user.id, input.type);
      const replaces = current !== undefined && !sameBinding(current, binding);
      if (replaces) await checkSecurityCode(app, user.id, input.securityCode, ERR.bindingNeedsCode);
      return { binding, codeChecked: replaces };
    },
    handle: async ({ db, user, input, ip }, { binding, codeChecked }) => {
      const now = Date.now();
      const added = await db
        .insertInto('pay_infos')
        .values({ user_id: user.id, ...binding, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'type']).doNothing())
        .executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) {
        const current = (await bindingOf(db, user.id, binding.type, app.dialect === 'postgres'))!;
        if (!sameBinding(current, binding)) {
          // Bound by a parallel call after prepare looked: replacing it needs the code all the same.
          if (!codeChecked) fail(ERR.bindingNeedsCode);
          await db.updateTable('pay_infos').set(binding).where('user_id', '=', user.id).where('type', '=', binding.type).execute();
          await recordBindingChange(db, { userId: user.id, previous: current, replacement: binding, ip, now });
          await writeMessage(db, { userId: user.id, kind: 'binding_changed', params: bindingChangeParams(binding), now });
        }
      }
      return (await payInfoOf(db, user.id, input.type))!;
    },
    message: 'server.submitted',
  });
}
