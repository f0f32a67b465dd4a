import { formatMoney } from 'shared-contracts';
import { sameUsername } from '../../accounts/users';
import { breakAt } from '../../domain/play';
import { limitOf, readControls } from '../../play/controls';
import { recordAccess } from '../../audit/access';
import { CLI_ACTOR } from '../../audit/log';
import { OpsError, usageError, type OpsCommand } from '../command';

export const userShow: OpsCommand = {
  name: 'user:show',
  usage: '<username>',
  summary: "one user's account, bindings, sessions and player-protection controls (shown, never changed)",
  async run(ctx, args) {
    const { db, out } = ctx;
    if (args.length !== 1) throw usageError(userShow);
    const user = await db.selectFrom('users').selectAll().where(sameUsername(args[0]!)).executeTakeFirst();
    if (!user) throw new OpsError(`no user named "${args[0]}"`);
    // A read names no operator of necessity: unnamed, it is the shell's (cli).
    await recordAccess(db, ctx.named ? ctx.by : CLI_ACTOR, user.id, 'member.show');
    const sessions = await db
      .selectFrom('sessions')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .where('expires_at', '>', Date.now())
      .executeTakeFirstOrThrow();
    const bindings = await db
      .selectFrom('pay_infos')
      .select(['type', 'acc_name', 'acc_bank'])
      .where('user_id', '=', user.id)
      .orderBy('type')
      .execute();
    out(`id:            ${user.id}`);
    out(`username:      ${user.username}`);
    out(`group:         ${user.group_id === 1 ? 'member (1)' : `guest (${user.group_id})`}`);
    out(`status:        ${user.status === 0 ? 'active' : 'disabled'}`);
    out(`money:         ${formatMoney(user.money)}`);
    out(`idcard set:    ${user.idcard ? 'yes' : 'no'}`);
    out(`security code: ${user.security_code_hash ? 'set' : 'not set'}`);
    out(`inviter id:    ${user.inviter_id ?? '-'}`);
    out(`created:       ${new Date(user.created_at).toISOString()}`);
    out(`live sessions: ${Number(sessions.n)}`);
    for (const b of bindings) out(`binding:       ${b.type === 0 ? `bank card at ${b.acc_bank}` : `wallet ${b.acc_name}`}`);
    // The member's own controls: no command changes them (a break is never lifted early, by anyone).
    const now = Date.now();
    const controls = await readControls(db, user.id);
    const running = breakAt(controls.break, now);
    out(`break:         ${running ? `${running.kind} until ${new Date(running.until).toISOString()} (nobody can lift it)` : 'none'}`);
    for (const key of controls.limits.keys()) {
      const [kind, period] = key.split(':') as ['deposit' | 'loss' | 'stake', '' | 'day' | 'week' | 'month'];
      const limit = limitOf(controls, kind, period, now);
      const pending = limit.pending
        ? `, ${limit.pending.amount === null ? 'removal' : formatMoney(limit.pending.amount)} from ${new Date(limit.pending.effectiveAt).toISOString()}`
        : '';
      if (limit.amount !== null || pending)
        out(
          `limit:         ${kind}${period ? ` per ${period}` : ' per bet'}: ${limit.amount === null ? 'none' : formatMoney(limit.amount)}${pending}`,
        );
    }
    out(`reality check: ${controls.realityCheckMinutes ? `every ${controls.realityCheckMinutes} min` : 'off'}`);
  },
};
