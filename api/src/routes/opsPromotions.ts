import type { FastifyInstance } from 'fastify';
import { opsProgramSet, opsPrograms } from 'shared-contracts/ops';
import { opsCall } from '../http/opsRoute';
import { askChange, requestOf } from '../operators/requests';
import { wire as wireRequest } from './opsRequests';
import {
  currentProgram,
  depositPromotionOf,
  fixedDepositPromotionOf,
  programFromWire,
  programHistory,
  type ProgramChange,
} from '../promotions/programs';
import { toUnixSeconds } from '../domain/time';

const changeRow = <S>(change: ProgramChange, settings: S) => ({
  id: change.id,
  settings,
  changed_by: change.changedBy,
  note: change.note,
  createtime: toUnixSeconds(change.createdAt),
});

/**
 * The back office's promotion programs (issue 29, admin), through http/opsRoute.ts as routes/ops.ts: the services the
 * CLI's program:show and program:set call (promotions/programs.ts). The content calls: routes/opsContent.ts.
 */
export default async function opsPromotionsRoutes(app: FastifyInstance) {
  opsCall(app, opsPrograms, {
    permission: 'admin',
    handle: async ({ db }) => ({
      deposit_bonus: {
        current: depositPromotionOf(await currentProgram(db, 'deposit_bonus')),
        history: (await programHistory(db, 'deposit_bonus')).map((change) => changeRow(change, depositPromotionOf(change.settings))),
      },
      fixed_deposit: {
        current: fixedDepositPromotionOf(await currentProgram(db, 'fixed_deposit')),
        history: (await programHistory(db, 'fixed_deposit')).map((change) => changeRow(change, fixedDepositPromotionOf(change.settings))),
      },
    }),
  });

  opsCall(app, opsProgramSet, {
    permission: 'admin',
    // A request another admin approves (routes/opsRequests.ts): a bonus creates money, so nobody changes it alone.
    handle: async ({ db, input, actor }) => {
      const { program, reason } = input;
      const settings = programFromWire(input[program]!);
      const id = await askChange(app.deps, db, { kind: 'program.set', payload: { program, settings }, reason }, actor);
      return wireRequest(await requestOf(db, id));
    },
  });
}
