import type { FastifyInstance } from 'fastify';
import { opsCaseClose, opsCaseNote, opsCaseReport, opsCases, opsDenyList, opsDenyListUpload } from 'shared-contracts/ops';
import { addCaseNote, caseOf, casesPage, closeCase, caseReport, type AmlCase } from '../aml/cases';
import { denyListSize, replaceDenyList } from '../aml/denyList';
import type { Db, Trx } from '../db/schema';
import { toUnixSeconds } from '../domain/time';
import { opsCall } from '../http/opsRoute';
import { AppError } from '../i18n/errors';
import { AML_ERR } from '../aml/errors';
import { daysBetween } from '../reports/periods';

/** A case as the wire carries it (times in unix seconds). */
export const caseOnTheWire = (found: AmlCase) => ({
  id: found.id,
  user_id: found.userId,
  username: found.username,
  rule: found.rule,
  evidence: found.evidence,
  opened_at: toUnixSeconds(found.openedAt),
  decision: found.decision,
  decided_by: found.decidedBy,
  decided_at: found.decidedAt === null ? null : toUnixSeconds(found.decidedAt),
  notes: found.notes.map((note) => ({ author: note.author, note: note.note, created_at: toUnixSeconds(note.createdAt) })),
});

/** One case after a change, read back as the list shows it. */
async function caseAnswer(db: Db | Trx, id: number) {
  const found = await caseOf(db, id);
  if (!found) throw new AppError(AML_ERR.caseUnknown);
  return caseOnTheWire(found);
}

/**
 * Anti-money-laundering cases and the deny-list (issue 40, src/aml): support works the cases, the admin uploads the
 * list; the CLI's aml:denylist and report:cases call the same services.
 */
export default async function opsAmlRoutes(app: FastifyInstance) {
  const timeZone = app.config.lottery.calendar.timeZone;

  opsCall(app, opsCases, {
    permission: 'support',
    handle: async ({ db, input }) => {
      const page = await casesPage(db, { userId: input.user_id }, input);
      return { ...page, rows: page.rows.map(caseOnTheWire) };
    },
  });

  opsCall(app, opsCaseNote, {
    permission: 'support',
    handle: async ({ db, input, actor }) => {
      await addCaseNote(db, input, actor, app.deps.now());
      return caseAnswer(db, input.id);
    },
  });

  opsCall(app, opsCaseClose, {
    permission: 'support',
    handle: async ({ db, input, actor }) => {
      await closeCase(db, input, actor, app.deps.now());
      return caseAnswer(db, input.id);
    },
  });

  opsCall(app, opsCaseReport, {
    permission: 'support',
    handle: async ({ db, input }) => {
      const { bounds } = daysBetween(input.from, input.to, timeZone);
      return { time_zone: timeZone, rows: await caseReport(db, bounds[0]!, bounds[bounds.length - 1]!) };
    },
  });

  opsCall(app, opsDenyList, { permission: 'support', handle: async ({ db }) => ({ count: await denyListSize(db) }) });

  opsCall(app, opsDenyListUpload, {
    permission: 'admin',
    handle: async ({ db, input, actor }) => replaceDenyList(db, input.lines, actor, app.deps.now()),
  });
}
