import { formatMoney } from 'shared-contracts';
import { ENTRY_TYPE } from '../../domain/ledger';
import { row, usageError, type OpsCommand } from '../command';

export const withdrawList: OpsCommand = {
  name: 'withdraw:list',
  usage: '',
  summary: 'pending withdrawals, oldest first (id, member, amount, destination)',
  async run({ db, ledger, out }, args) {
    if (args.length) throw usageError(withdrawList);
    const pending = await ledger.listPending(db, ENTRY_TYPE.withdrawal);
    out(row('id', 'username', 'amount', 'destination', 'requested'));
    for (const e of pending) out(row(e.id, e.username, formatMoney(e.amount), e.ref ?? '', new Date(e.createdAt).toISOString()));
    out(`${pending.length} pending withdrawal(s)`);
  },
};
