import { OPERATOR_ROLES, type OperatorRole } from 'shared-contracts/ops';
import { CLI_ACTOR } from '../../audit/log';
import { addOperator } from '../../operators/accounts';
import { AppError } from '../../i18n/errors';
import { translate } from '../../i18n/translate';
import { OpsError, usageError, type OpsCommand } from '../command';

const NAME = /^[a-z][a-z0-9_.-]{2,31}$/;

export const operatorAdd: OpsCommand = {
  name: 'operator:add',
  usage: `<name> --role ${OPERATOR_ROLES.join('|')}`,
  summary: 'add a back-office operator and print their one-time enrolment link (24 h): a password and an authenticator app',
  async run(ctx, args) {
    const { db, config, out } = ctx;
    const [name, flag, role] = args;
    if (args.length !== 3 || flag !== '--role' || !name) throw usageError(operatorAdd);
    if (!(OPERATOR_ROLES as readonly string[]).includes(role!)) throw new OpsError(`role must be one of ${OPERATOR_ROLES.join(', ')}`, 2);
    if (!NAME.test(name.toLowerCase())) throw new OpsError('a name is 3-32 letters, digits, _ . or -, starting with a letter', 2);
    // The first operator has nobody to name: the shell on the server enrols them; every later one is added by a named one.
    const first = !(await db.selectFrom('operators').select('id').limit(1).executeTakeFirst());
    const by = first ? CLI_ACTOR : ctx.by;
    try {
      const added = await db.transaction().execute((trx) => addOperator(trx, { name: name.toLowerCase(), role: role as OperatorRole }, by));
      out(`added ${added.operator.name} (${added.operator.role}); enrolment link, good until ${new Date(added.expiresAt).toISOString()}:`);
      out(`  ${config.publicUrl}/ops/enrol#${added.token}`);
    } catch (error) {
      if (error instanceof AppError) throw new OpsError(translate('en', error.def.key));
      throw error;
    }
  },
};
