// Anti-money-laundering cases from the shell (issue 40), for support without the console: the list and the closing,
// through the services the console's opsCases and opsCaseClose call (aml/cases.ts), with the same checks of the input
// (the call's schema), the same permission (support) and the same audit row.
import { opsCaseClose } from 'shared-contracts/ops';
import { sameUsername } from '../../accounts/users';
import { casesPage, closeCase } from '../../aml/cases';
import { requirePermission } from '../../operators/permission';
import { OpsError, row, usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';
import { parsed, takeOption } from './requestArgs';

const at = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** Open cases (oldest first), then closed ones (newest first), a page at a time (`--cursor <c>`); a member's when named. */
export const casesList: OpsCommand = {
  name: 'cases:list',
  usage: '[<username>] [--cursor <cursor>]',
  summary: "anti-money-laundering cases: open ones first (oldest first), then the latest closed; a member's all when named",
  async run({ db, out }, argv) {
    const { value: cursor, rest: args } = takeOption(casesList, argv, '--cursor', true);
    if (args.length > 1) throw usageError(casesList);
    let userId: number | undefined;
    if (args[0] !== undefined) {
      const member = await db.selectFrom('users').select('id').where(sameUsername(args[0])).executeTakeFirst();
      if (!member) throw new OpsError(`no user named "${args[0]}"`);
      userId = member.id;
    }
    const { rows: cases, next } = await refusedInWords(() => casesPage(db, { userId }, cursor ? { cursor } : {}));
    if (!cases.length) return out('no cases');
    out(row('id', 'member', 'username', 'rule', 'opened', 'decision', 'decided by', 'decided', 'evidence', 'notes'));
    for (const c of cases)
      out(
        row(
          c.id,
          c.userId,
          c.username,
          c.rule,
          at(c.openedAt),
          c.decision ?? 'open',
          c.decidedBy ?? '',
          at(c.decidedAt),
          JSON.stringify(c.evidence),
          c.notes.map((note) => `${note.author} ${at(note.createdAt)}: ${note.note}`).join(' | '),
        ),
      );
    if (next !== undefined) out(`more: cases:list${args[0] === undefined ? '' : ` ${args[0]}`} --cursor ${next}`);
  },
};

/** Closes an open case with a decision and a note as the --by operator (support); pays or rejects nothing itself. */
export const casesClose: OpsCommand = {
  name: 'cases:close',
  usage: '<id> cleared|confirmed --note "..."',
  summary: "close an anti-money-laundering case as support (audited); the member's held withdrawal is the cashier's to decide after",
  async run(ctx, argv) {
    const { value: note, rest } = takeOption(casesClose, argv, '--note');
    if (rest.length !== 2) throw usageError(casesClose);
    const input = parsed(casesClose, opsCaseClose.request, { id: Number(rest[0]), decision: rest[1], note });
    await refusedInWords(() =>
      ctx.db.transaction().execute(async (trx) => {
        await requirePermission(trx, ctx.by, 'support');
        await closeCase(trx, { id: input.id, decision: input.decision, note: input.note }, ctx.by, ctx.now());
      }),
    );
    ctx.out(`case ${input.id}: closed ${input.decision} by ${ctx.by.actor}`);
  },
};
