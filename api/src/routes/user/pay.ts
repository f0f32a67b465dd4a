import { screenBinding } from '../../aml/screening';
import { destinationOf } from '../../wallet/withdrawals/withdrawals';
import type { FastifyInstance } from 'fastify';
import { user as calls } from 'shared-contracts/api';
import type { z } from 'zod';
import { checkReplacement, payInfoOf, saveBinding } from '../../accounts/bindings';
import { bankCardProblem, cardNumber, walletProblem } from '../../accounts/rules';
import type { Binding } from '../../accounts/tables';
import { readCall, writeCall } from '../../http/route';
import { fail } from '../../i18n/errors';

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

/** One bank card (type 0) and one virtual wallet (type 1) per member; binding again replaces it (with the security code). */
export default async function payRoutes(app: FastifyInstance) {
  readCall(app, calls.payInfo, {
    handle: async ({ db, user, input }) => payInfoOf(db, user.id, input.type),
  });

  writeCall(app, calls.setPayInfo, {
    // The first card or wallet needs only the token; replacing one needs the security code (throttled as withdrawals
    // are), so a stolen token cannot redirect the member's next withdrawal. The spec has no removal call.
    prepare: async ({ user, input, dialect }) => {
      const problem = input.type === 0 ? bankCardProblem(input, dialect === 'legacy') : walletProblem(input);
      if (problem) fail(problem);
      const binding = bindingFrom(input);
      return { binding, codeChecked: await checkReplacement(app.deps, app.throttles.securityCode, user.id, binding, input.securityCode) };
    },
    handle: async ({ db, user, input, ip }, { binding, codeChecked }) => {
      const now = Date.now();
      await saveBinding(
        db,
        { userId: user.id, binding, codeChecked, ip, now, lock: app.dialect === 'postgres' },
        app.config.chain.payoutAddresses,
      );
      await screenBinding(db, user.id, destinationOf(binding), now);
      return (await payInfoOf(db, user.id, input.type))!;
    },
    message: 'server.submitted',
    whileDisabled: true,
  });
}
