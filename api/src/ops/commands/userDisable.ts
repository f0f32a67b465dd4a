import { endMemberSessions } from '../../accounts/sessions';
import { sameUsername } from '../../accounts/users';
import { OpsError, usageError, type OpsCommand } from '../command';

export const userDisable: OpsCommand = {
  name: 'user:disable',
  usage: '<username>',
  summary: 'disable an account and end all its sessions',
  async run({ db, notifications, out }, args) {
    if (args.length !== 1) throw usageError(userDisable);
    const revoked = await db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select(['id', 'status']).where(sameUsername(args[0]!)).executeTakeFirst();
      if (!user) throw new OpsError(`no user named "${args[0]}"`);
      await trx.updateTable('users').set({ status: 1 }).where('id', '=', user.id).execute();
      return endMemberSessions(trx, notifications, user.id);
    });
    out(`disabled ${args[0]}; ${revoked} session(s) ended`);
  },
};
