import { askChange } from '../../operators/requests';
import { usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';
import { printAsked, takeReason } from './requestArgs';

/** A request naming one operator, which another admin approves (request:approve, or the console's requests). */
function askAbout(
  name: string,
  kind: 'operator.disable' | 'operator.reset',
  summary: string,
  what: (operator: string) => string,
): OpsCommand {
  const command: OpsCommand = {
    name,
    usage: '<name> --reason "..."',
    summary,
    async run(ctx, args) {
      const { reason, rest } = takeReason(command, args, false);
      const [operator] = rest;
      if (rest.length !== 1 || !operator) throw usageError(command);
      const payload = { name: operator.toLowerCase() };
      const id = await refusedInWords(() => ctx.db.transaction().execute((trx) => askChange(ctx, trx, { kind, payload, reason }, ctx.by)));
      printAsked(ctx, id, what(payload.name));
    },
  };
  return command;
}

export const operatorDisable = askAbout(
  'operator:disable',
  'operator.disable',
  'ask to disable an operator: their sessions end at once when another admin approves',
  (name) => `${name} disabled`,
);

export const operatorReset = askAbout(
  'operator:reset',
  'operator.reset',
  "ask to reset an operator's lost authenticator or password: the approver gets a new one-time enrolment link",
  (name) => `${name}'s sign-in reset`,
);
