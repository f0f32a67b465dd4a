import { OPERATOR_ROLES, type OperatorRole } from 'shared-contracts/ops';
import { CLI_ACTOR } from '../../audit/log';
import { addOperator } from '../../operators/accounts';
import { askChange } from '../../operators/requests';
import { OpsError, usageError, type CliContext, type OpsCommand } from '../command';
import { printAsked } from './requestArgs';
import { refusedInWords } from './adminRefusal';

const NAME = /^[a-z][a-z0-9_.-]{2,31}$/;

/** Active admins: while fewer than two exist, the server's shell (no --by) enrols one; after that, four eyes. */
async function activeAdmins(db: CliContext['db']): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'admin')
    .where('status', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The one-time enrolment link of an added operator, as the approver (or the bootstrapping shell) hands it on. */
export function printEnrolment(ctx: Pick<CliContext, 'config' | 'out'>, added: { enrol_token: string; expires_at: number }): void {
  ctx.out(`enrolment link, good until ${new Date(added.expires_at).toISOString()}:`);
  ctx.out(`  ${ctx.config.publicUrl}/ops/enrol#${added.enrol_token}`);
  if (ctx.config.publicUrlGuessed)
    ctx.out(
      `PUBLIC_URL is not set: the link assumes the server at ${ctx.config.publicUrl}; if operators reach it elsewhere, keep the part from /ops/enrol# and set PUBLIC_URL for whole links`,
    );
}

/**
 * Adding an operator needs a second admin (request:approve, or the console's requests), so nobody enrols a second
 * identity of their own. The server's shell, naming nobody, enrols the first two admins (docs/back-office.md): with
 * fewer than two there is no second admin to ask, and the shell can change anything already.
 */
export const operatorAdd: OpsCommand = {
  name: 'operator:add',
  usage: `<name> --role ${OPERATOR_ROLES.join('|')}`,
  summary:
    'ask to add a back-office operator (another admin approves; the approval prints their one-time enrolment link); with no --by, the shell enrols the first two admins',
  async run(ctx, args) {
    const { db, out } = ctx;
    const [given, flag, role] = args;
    if (args.length !== 3 || flag !== '--role' || !given) throw usageError(operatorAdd);
    if (!(OPERATOR_ROLES as readonly string[]).includes(role!)) throw new OpsError(`role must be one of ${OPERATOR_ROLES.join(', ')}`, 2);
    const name = given.toLowerCase();
    if (!NAME.test(name)) throw new OpsError('a name is 3-32 letters, digits, _ . or -, starting with a letter', 2);
    const asked = { name, role: role as OperatorRole };
    if (!ctx.named) {
      const admins = await activeAdmins(db);
      const first = !(await db.selectFrom('operators').select('id').limit(1).executeTakeFirst());
      if (!first && (admins >= 2 || asked.role !== 'admin'))
        throw new OpsError(`operator:add changes state: name yourself with --by <operator> (an active operator of the back office)`, 2);
      const added = await refusedInWords(() => db.transaction().execute((trx) => addOperator(trx, asked, CLI_ACTOR, ctx.now())));
      out(`added ${added.operator.name} (${added.operator.role}) from the server's shell`);
      return printEnrolment(ctx, { enrol_token: added.token, expires_at: added.expiresAt });
    }
    const id = await refusedInWords(() =>
      db
        .transaction()
        .execute((trx) => askChange(ctx, trx, { kind: 'operator.add', payload: asked, reason: `add ${name} as ${role}` }, ctx.by)),
    );
    printAsked(ctx, id, `add ${name} (${role})`);
  },
};
