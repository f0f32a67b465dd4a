import type { FastifyInstance } from 'fastify';
import { user as calls, type PayInfoEntry } from 'shared-contracts/api';
import { bankCardProblem, cardNumber, walletProblem } from '../../accounts/rules';
import type { Db } from '../../db/schema';
import { fail } from '../../http/errors';
import { readCall, writeCall } from '../../http/route';

async function payInfoOf(db: Db, userId: number, type: 0 | 1): Promise<PayInfoEntry | null> {
  const row = await db.selectFrom('pay_infos').select(['acc', 'acc_name', 'acc_bank', 'acc_code', 'acc_fh', 'mark'])
    .where('user_id', '=', userId).where('type', '=', type).executeTakeFirst();
  if (!row) return null;
  return type === 0 ? { type: 0, ...row } : { type: 1, acc: row.acc, acc_name: row.acc_name };
}

/** One bank card (type 0) and one virtual wallet (type 1) per member; binding again replaces it. */
export default async function payRoutes(app: FastifyInstance) {
  readCall(app, calls.payInfo, {
    handle: async ({ db, user, input }) => payInfoOf(db, user.id, input.type),
  });

  writeCall(app, calls.setPayInfo, {
    prepare: async ({ input }) => {
      const problem = input.type === 0 ? bankCardProblem(input) : walletProblem(input);
      if (problem) fail(problem);
    },
    handle: async ({ db, user, input }) => {
      const fields = input.type === 0
        ? { acc: input.acc.trim(), acc_name: cardNumber(input.acc_name), acc_bank: input.acc_bank!.trim(), acc_code: input.acc_code!.trim(), acc_fh: input.acc_fh!.trim(), mark: input.mark?.trim() ?? '' }
        : { acc: input.acc.trim(), acc_name: input.acc_name.trim(), acc_bank: '', acc_code: '', acc_fh: '', mark: input.mark?.trim() ?? '' };
      await db.insertInto('pay_infos').values({ user_id: user.id, type: input.type, ...fields, created_at: Date.now() })
        .onConflict((oc) => oc.columns(['user_id', 'type']).doUpdateSet(fields)).execute();
      return (await payInfoOf(db, user.id, input.type))!;
    },
    message: 'server.submitted',
  });
}
