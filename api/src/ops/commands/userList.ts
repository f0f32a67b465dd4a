import { OpsError, row, type OpsCommand } from '../command';
import { formatMoney } from 'shared-contracts';

export const userList: OpsCommand = {
  name: 'user:list',
  usage: '[limit]',
  summary: 'list the newest members and guests (default 50)',
  async run({ db, out }, args) {
    const limit = args[0] === undefined ? 50 : Number(args[0]);
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > 10_000) throw new OpsError('limit must be an integer from 1 to 10000', 2);
    const users = await db
      .selectFrom('users')
      .select(['id', 'username', 'group_id', 'money', 'status', 'created_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    out(row('id', 'username', 'group', 'money', 'status', 'created'));
    for (const u of users) {
      out(
        row(
          u.id,
          u.username,
          u.group_id === 1 ? 'member' : 'guest',
          formatMoney(u.money),
          u.status === 0 ? 'active' : 'disabled',
          new Date(u.created_at).toISOString(),
        ),
      );
    }
    out(`${users.length} user(s)`);
  },
};
