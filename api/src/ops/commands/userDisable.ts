import { setMemberDisabled } from '../../accounts/memberStatus';
import { endMemberSessions } from '../../accounts/sessions';
import { OpsError, usageError, type OpsCommand } from '../command';

/** user:disable and user:enable: one command each, the console's service (accounts/memberStatus.ts), audited. */
function statusCommand(name: 'user:disable' | 'user:enable', disabled: boolean, summary: string): OpsCommand {
  const command: OpsCommand = {
    name,
    usage: '<username> [--reason "..."]',
    summary,
    async run({ by, db, notifications, out }, args) {
      const [username, flag, reason] = args;
      if (!username || (args.length !== 1 && (args.length !== 3 || flag !== '--reason'))) throw usageError(command);
      const change = await db.transaction().execute((trx) =>
        setMemberDisabled(trx, (t, id, reason) => endMemberSessions(t, notifications, id, reason), { username }, disabled, {
          ...by,
          reason: reason ?? null,
        }),
      );
      if (!change) throw new OpsError(`no user named "${username}"`);
      if (change.unchanged) out(`${change.username} was already ${disabled ? 'disabled' : 'enabled'}`);
      else if (disabled) out(`disabled ${change.username}; ${change.sessionsEnded} session(s) ended`);
      else out(`enabled ${change.username}: they can sign in again`);
    },
  };
  return command;
}

export const userDisable = statusCommand('user:disable', true, 'disable an account and end all its sessions (audited)');
export const userEnable = statusCommand('user:enable', false, 'enable a disabled account again (audited)');
