import { OPERATOR_ROLES, type OperatorRole } from 'shared-contracts/ops';
import { askChange } from '../../operators/requests';
import { OpsError, usageError, type OpsCommand } from '../command';
import { printAsked, takeReason } from './requestArgs';
import { refusedInWords } from './adminRefusal';

/** A role changes only when another admin approves (request:approve, or the console's requests). */
export const operatorRole: OpsCommand = {
  name: 'operator:role',
  usage: `<name> <${OPERATOR_ROLES.join('|')}> --reason "..."`,
  summary: "ask to give an operator another role (another admin approves; nobody raises anyone's role alone)",
  async run(ctx, args) {
    const { reason, rest } = takeReason(operatorRole, args, false);
    const [name, role] = rest;
    if (rest.length !== 2 || !name) throw usageError(operatorRole);
    if (!(OPERATOR_ROLES as readonly string[]).includes(role!)) throw new OpsError(`role must be one of ${OPERATOR_ROLES.join(', ')}`, 2);
    const payload = { name: name.toLowerCase(), role: role as OperatorRole };
    const id = await refusedInWords(() =>
      ctx.db.transaction().execute((trx) => askChange(ctx, trx, { kind: 'operator.role', payload, reason }, ctx.by)),
    );
    printAsked(ctx, id, `${payload.name} becomes ${payload.role}`);
  },
};
